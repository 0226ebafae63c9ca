import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { OptionChoice } from '../../../ui/OptionChoice';
import { OptionSection } from '../../../ui/OptionSection';
import type { Member } from '../../../../contract/member';
import type { AssignableRole } from '../../../../contract/memberAdmin';
import type { MemberAdminAct } from './MemberAdminPanel';

/** The member's role among those the viewer may give (admin only for the owner), changed with one button. */
export function MemberAdminRole({ member, name, roles, busy, act }: {
  member: Member; name: string; roles: AssignableRole[]; busy: string | null; act: MemberAdminAct;
}) {
  // null: the saved role (it may change elsewhere); a role: the admin's pick, not applied yet.
  const choice = useSignal<AssignableRole | null>(null);
  const current = member.role === 'owner' ? null : member.role;
  const picked = choice.value || current || 'user';
  const roleAs = t(`admin_members:role_as.${picked}`);
  return (
    <OptionSection id="member-admin-role" title={t('admin_members:role.title')} hint={t('admin_members:role.hint')}>
      <OptionChoice
        name="member-admin-role"
        label={t('admin_members:role.label')}
        options={roles.map((role) => ({ value: role, label: t(`member:roles.${role}`) }))}
        value={picked}
        onChange={(role) => (choice.value = role)}
      />
      <div class="member-admin__actions">
        <Button
          loading={busy === 'role'}
          disabled={!!busy || picked === current}
          onClick={() =>
            act({
              busy: 'role', action: { kind: 'set_role', role: picked }, message: t('admin_members:role.confirm', { name, role: roleAs }),
              confirmText: t('admin_members:role.action'),
              done: () => {
                choice.value = null;
                return t('admin_members:role.done', { name, role: roleAs });
              },
            })
          }
        >
          {t('admin_members:role.action')}
        </Button>
      </div>
    </OptionSection>
  );
}
