import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { useSaveAction } from '../../../ui/useSaveAction';
import { saveGroupSettings } from '../../group/admin';
import {
  BONUS_PERCENT_MAX, BONUS_PERCENT_PLACES, bonusPercentProblem, percentOfRate, rateOfPercent, type BonusPercentProblem,
} from '../settingsRules';
import './InvitationAdmin.css';

function problemText(problem: Exclude<BonusPercentProblem, null>): string {
  if (problem === 'places') return t('admin_payment:invitation.rate.places', { places: BONUS_PERCENT_PLACES });
  if (problem === 'max') return t('admin_payment:invitation.rate.max', { max: BONUS_PERCENT_MAX });
  return t('admin_payment:invitation.rate.number', { max: BONUS_PERCENT_MAX });
}

/**
 * The inviter's bonus (README "Invitation bonus"): the share of an invitee's join payment, typed as
 * a percentage from 0 to 50 and saved as the rate the payment reads when it lands. A refusal stays
 * under the field with what was typed.
 */
export function InvitationAdminRate({ group, rate }: { group: string; rate: string | undefined }) {
  const draft = useSignal<string | null>(null);
  const { pending, error, run } = useSaveAction();
  const saved = percentOfRate(rate);
  const text = draft.value === null ? saved : draft.value;

  const save = (e: Event) => {
    e.preventDefault();
    const problem = bonusPercentProblem(text);
    if (problem) {
      error.value = problemText(problem);
      return;
    }
    run(true, saveGroupSettings(group, { invitation_bonus_rate: rateOfPercent(text) }), t('admin_payment:saved'), () => {
      draft.value = null;
    });
  };

  return (
    <OptionSection id="invitation-admin-rate" title={t('admin_payment:invitation.rate.title')} hint={t('admin_payment:invitation.rate.hint')}>
      <form class="invitation-admin__body" onSubmit={save} noValidate>
        <label class="invitation-admin__label" for="invitation-admin-rate-percent">
          {t('admin_payment:invitation.rate.label')}
        </label>
        <div class="invitation-admin__field">
          <input
            id="invitation-admin-rate-percent"
            class="invitation-admin__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error.value !== null ? 'true' : undefined}
            aria-describedby="invitation-admin-rate-error invitation-admin-rate-note"
            onInput={(e) => {
              draft.value = (e.currentTarget as HTMLInputElement).value;
              if (typeof error.value === 'string') error.value = null;
            }}
          />
          <span class="invitation-admin__suffix" aria-hidden="true">
            {t('admin_payment:invitation.rate.percent_sign')}
          </span>
        </div>
        <FieldError id="invitation-admin-rate-error" class="invitation-admin__error" error={error.value} />
        <p id="invitation-admin-rate-note" class="invitation-admin__note">
          {t('admin_payment:invitation.rate.note')}
        </p>
        <div class="invitation-admin__actions">
          <Button type="submit" loading={!!pending.value} disabled={text.trim() === saved}>
            {t('admin_payment:invitation.rate.save')}
          </Button>
        </div>
      </form>
    </OptionSection>
  );
}
