import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { apiErrorText } from '../../../lib/http';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import type { GroupSwitches } from '../api';
import { groupSettings, saveGroupSwitch } from '../model';
import './AdminGeneralScreen.css';

type SwitchKey = keyof GroupSwitches;

// The switches of §3 "group settings" an admin turns on and off, by what they change for members.
const SECTIONS: { id: string; keys: SwitchKey[] }[] = [
  { id: 'tabs', keys: ['home_enabled', 'course-enabled', 'discussion_enabled', 'profile_enabled'] },
  { id: 'entry', keys: ['group_entry_disabled', 'group_entry_kyc_enabled', 'system_invite_code_required'] },
  { id: 'membership', keys: ['system_renew_enable'] },
];

/**
 * `group-admin-general` (§2 admin portal, "general"): which tabs members see, who may join and
 * whether members can renew. A switch saves as it is flipped; until the server answers it shows
 * the new position and cannot be flipped again, and a refusal puts it back with the reason.
 */
export default function AdminGeneralScreen() {
  const { params } = useRoute();
  const group = params.group;
  const pending = useSignal<{ key: SwitchKey; value: boolean } | null>(null);
  const state = groupSettings.of(group);

  useEffect(() => {
    groupSettings.ensure(group);
  }, [group]);

  if (!state.data) {
    if (!state.error) return <Skeleton lines={8} />;
    return (
      <div class="admin-general__failure" role="alert">
        <p>{apiErrorText(state.error)}</p>
        <Button onClick={() => groupSettings.refresh(group)}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  const settings = state.data;

  const flip = (key: SwitchKey, value: boolean) => {
    pending.value = { key, value };
    saveGroupSwitch(group, key, value).then(
      () => {
        pending.value = null;
        toast(t('admin:general.saved'), 'success');
      },
      (err: unknown) => {
        pending.value = null;
        toastApiError(err);
      },
    );
  };

  const now = pending.value;
  return (
    <div class="admin-general">
      {SECTIONS.map((section) => (
        <OptionSection
          key={section.id}
          id={`admin-general-${section.id}`}
          title={t(`admin:general.${section.id}.title` as 'admin:general.tabs.title')}
          hint={t(`admin:general.${section.id}.hint` as 'admin:general.tabs.hint')}
        >
          {section.keys.map((key) => (
            <OptionSwitch
              key={key}
              label={t(`admin:general.switch.${key}` as 'admin:general.switch.home_enabled')}
              checked={now && now.key === key ? now.value : settings[key]}
              disabled={!!now}
              onChange={(value) => flip(key, value)}
            />
          ))}
        </OptionSection>
      ))}
    </div>
  );
}
