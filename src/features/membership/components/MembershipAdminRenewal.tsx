import { t } from '../../../lib/i18n';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { useSaveAction } from '../../../ui/useSaveAction';
import { type GroupAdminSettings, type GroupSettingsPatch } from '../../group';
import { saveGroupSettings } from '../../group/admin';
import { maxRenewalChoices } from '../priceRules';
import './MembershipAdmin.css';

/**
 * Renewal (§2 renew page, §5): whether members can renew, and how far ahead a membership may run,
 * one of the renewal periods; the renew and join screens then offer no longer period. Each saves
 * as it is changed (PUT /settings/full).
 */
export function MembershipAdminRenewal({ group, settings }: { group: string; settings: GroupAdminSettings }) {
  // While saving, the value being saved; then the settings as the server answered them.
  const { pending, error, run } = useSaveAction<{ renew?: boolean; max?: number }>();
  const current = settings.max_renewal_years;
  const save = (patch: GroupSettingsPatch, shown: { renew?: boolean; max?: number }) =>
    run(shown, saveGroupSettings(group, patch), t('admin_payment:saved'));

  const picked = pending.value || {};
  const busy = pending.value !== null;
  const renew = picked.renew !== undefined ? picked.renew : settings.system_renew_enable;
  const max = picked.max !== undefined ? picked.max : current;
  return (
    <OptionSection id="membership-admin-renewal" title={t('admin_payment:renewal.title')} hint={t('admin_payment:renewal.hint')}>
      <OptionSwitch
        label={t('admin_payment:renewal.enable')}
        checked={renew}
        disabled={busy}
        onChange={(on) => save({ system_renew_enable: on }, { renew: on })}
      />
      <div class="membership-admin__body">
        <label class="membership-admin__label" for="membership-admin-renewal-max">
          {t('admin_payment:renewal.max_label')}
        </label>
        <select
          id="membership-admin-renewal-max"
          class="membership-admin__input membership-admin__select"
          value={max === undefined ? '' : String(max)}
          disabled={busy}
          aria-describedby="membership-admin-renewal-max-hint"
          onChange={(e) => {
            const years = Number((e.currentTarget as HTMLSelectElement).value);
            // The choices are the renewal periods, and an older value kept visible; picked again, the
            // server refuses that one with its reason.
            save({ max_renewal_years: years as GroupSettingsPatch['max_renewal_years'] }, { max: years });
          }}
        >
          {maxRenewalChoices(current).map((years) => (
            <option key={years} value={String(years)}>
              {t('admin_payment:renewal.years', { count: years })}
            </option>
          ))}
        </select>
        <p id="membership-admin-renewal-max-hint" class="membership-admin__note">
          {t('admin_payment:renewal.max_hint')}
        </p>
        <FieldError class="membership-admin__error" error={error.value} />
      </div>
    </OptionSection>
  );
}
