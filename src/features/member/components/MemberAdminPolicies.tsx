import { t } from '../../../lib/i18n';
import { OptionSection } from '../../../ui/OptionSection';
import { OptionSwitch } from '../../../ui/OptionSwitch';
import type { Member } from '../../../../contract/member';
import type { MemberPolicy } from '../../../../contract/memberAdmin';
import { withPolicy } from '../adminRules';
import type { MemberAdminAct } from './MemberAdminPanel';

const SWITCHES: { policy: MemberPolicy; key: 'ban' | 'invitation' }[] = [
  { policy: 'USER_BAN', key: 'ban' },
  { policy: 'USER_DISABLE_INVITATION', key: 'invitation' },
];

/** §6 policies as two switches: banned, invitations off. A flip asks first, then saves the member's whole set. */
export function MemberAdminPolicies({ member, name, busy, act }: { member: Member; name: string; busy: string | null; act: MemberAdminAct }) {
  const policies = member.policies || [];
  return (
    <OptionSection id="member-admin-policies" title={t('admin_members:policies.title')} hint={t('admin_members:policies.hint')}>
      {SWITCHES.map(({ policy, key }) => (
        <OptionSwitch
          key={policy}
          label={t(`admin_members:policies.${key}`)}
          checked={policies.indexOf(policy) >= 0}
          disabled={!!busy}
          onChange={(on) =>
            act({
              busy: 'policies',
              action: { kind: 'set_policies', policies: withPolicy(policies, policy, on) },
              message: t(`admin_members:policies.${key}_${on ? 'on' : 'off'}`, { name }),
              confirmText: t('ui:dialog.confirm'),
              danger: on,
              done: () => t('admin_members:policies.saved'),
            })
          }
        />
      ))}
    </OptionSection>
  );
}
