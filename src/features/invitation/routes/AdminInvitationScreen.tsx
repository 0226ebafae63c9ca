import { useRoute } from 'preact-iso';
import type { GroupAdminSettings } from '../../../../contract/group';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import { Skeleton } from '../../../ui/Skeleton';
import { useSaveAction } from '../../../ui/useSaveAction';
import { ExceptionLoaded } from '../../exception/parts';
import { groupAdminSettings } from '../../group';
import { saveGroupSettings } from '../../group/admin';
import { InvitationAdminLists } from '../components/InvitationAdminLists';
import { InvitationAdminRate } from '../components/InvitationAdminRate';
import '../components/InvitationAdmin.css';

type SwitchKey = 'system_invite_code_required' | 'permanent_invitation_codes_enabled' | 'provide_public_random_invitation_codes';
const SWITCHES: SwitchKey[] = ['system_invite_code_required', 'permanent_invitation_codes_enabled', 'provide_public_random_invitation_codes'];

function switchLabel(key: SwitchKey): string {
  if (key === 'system_invite_code_required') return t('admin_payment:invitation.switch.code_required');
  if (key === 'permanent_invitation_codes_enabled') return t('admin_payment:invitation.switch.permanent');
  return t('admin_payment:invitation.switch.public');
}

/**
 * `group-admin-invitation` (§2 admin portal, "invitation"; §3 invitation options): whether joining
 * needs a code, whether members' permanent codes work, whether the group offers public random
 * codes (each saved as flipped, each enforced by the server), and the inviter's bonus rate.
 */
export default function AdminInvitationScreen() {
  const { params } = useRoute();
  const group = params.group;
  const state = useGroupResource(groupAdminSettings, group, true);
  return (
    <ExceptionLoaded state={state} title={t('admin_payment:load_failed')} onRetry={() => groupAdminSettings.refresh(group)} skeleton={<Skeleton lines={8} />}>
      {(settings) => <AdminInvitation group={group} settings={settings} />}
    </ExceptionLoaded>
  );
}

function AdminInvitation({ group, settings }: { group: string; settings: GroupAdminSettings }) {
  const { pending, error, run } = useSaveAction<{ key: SwitchKey; on: boolean }>();
  const flip = (key: SwitchKey, on: boolean) => run({ key, on }, saveGroupSettings(group, { [key]: on }), t('admin_payment:saved'));

  const now = pending.value;
  return (
    <div class="invitation-admin">
      <OptionSection id="invitation-admin-options" title={t('admin_payment:invitation.options.title')} hint={t('admin_payment:invitation.options.hint')}>
        {SWITCHES.map((key) => (
          <OptionSwitch
            key={key}
            label={switchLabel(key)}
            checked={now && now.key === key ? now.on : settings[key] !== false}
            disabled={!!now}
            onChange={(on) => flip(key, on)}
          />
        ))}
        <FieldError class="invitation-admin__error invitation-admin__body" error={error.value} />
      </OptionSection>
      <InvitationAdminRate group={group} rate={settings.invitation_bonus_rate} />
      <InvitationAdminLists group={group} />
    </div>
  );
}
