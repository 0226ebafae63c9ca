import { useSignal } from '@preact/signals';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { Member } from '../../../../contract/member';
import { hasMembership, type AssignableRole } from '../../../../contract/memberAdmin';
import { manageMember, type MemberAdminAction } from '../model';
import { MemberAdminPolicies } from './MemberAdminPolicies';
import { MemberAdminRole } from './MemberAdminRole';
import { MemberAdminShutUp } from './MemberAdminShutUp';
import './MemberAdmin.css';

/** Asks first, then acts: the question, its button, and what to say once done. */
export interface MemberAdminAsk {
  /** Which control is busy meanwhile. */
  busy: string;
  action: MemberAdminAction;
  message: string;
  confirmText: string;
  danger?: boolean;
  done: (member: Member) => string;
}
export type MemberAdminAct = (ask: MemberAdminAsk) => void;

/**
 * The owner's and admins' tools on a member's page (issue 14 point 2): what holds now, then block,
 * shut up, role, restrictions and removal. Each asks in the confirm dialog, says the result in a
 * toast and the page shows the server's answer; a refusal is toasted with its reason.
 */
export function MemberAdminPanel({ group, member, roles }: { group: string; member: Member; roles: AssignableRole[] }) {
  const busy = useSignal<string | null>(null);
  const name = member.nickname || member.full_name;
  const policies = member.policies || [];

  const act: MemberAdminAct = (ask) => {
    // Every control waits while the question is open; a cancelled switch then shows its state again.
    busy.value = 'asking';
    void confirm({ message: ask.message, confirmText: ask.confirmText, danger: ask.danger }).then((ok) => {
      busy.value = ok ? ask.busy : null;
      if (!ok) return;
      manageMember(group, member.user_id, ask.action).then(
        (next) => {
          busy.value = null;
          toast(ask.done(next), 'success');
        },
        (err: unknown) => {
          busy.value = null;
          toastApiError(err);
        },
      );
    });
  };

  const status: string[] = [];
  if (member.state === 'blocked') status.push(t('admin_members:status.blocked'));
  if (policies.indexOf('USER_BAN') >= 0) status.push(t('admin_members:status.banned'));
  if (policies.indexOf('USER_DISABLE_INVITATION') >= 0) status.push(t('admin_members:status.invitations_off'));
  if (member.shut_up_until) status.push(t('admin_members:status.shut_up_until', { time: formatDateTime(member.shut_up_until) }));
  const blocked = member.state === 'blocked';

  return (
    <div class="member-admin">
      <OptionSection id="member-admin-status" title={t('admin_members:status.title')}>
        <ul class="member-admin__status">
          {(status.length > 0 ? status : [t('admin_members:status.none')]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </OptionSection>
      <OptionSection id="member-admin-block" title={t('admin_members:block.title')} hint={t('admin_members:block.hint')}>
        <div class="member-admin__actions">
          <Button
            variant={blocked ? 'secondary' : 'danger-outline'}
            loading={busy.value === 'block'}
            disabled={!!busy.value}
            onClick={() =>
              act(
                blocked
                  ? { busy: 'block', action: { kind: 'block', block: false }, message: t('admin_members:block.unblock_confirm', { name }), confirmText: t('admin_members:block.unblock'), done: () => t('admin_members:block.unblocked', { name }) }
                  : { busy: 'block', action: { kind: 'block', block: true }, message: t('admin_members:block.block_confirm', { name }), confirmText: t('admin_members:block.block'), danger: true, done: () => t('admin_members:block.blocked', { name }) },
              )
            }
          >
            {blocked ? t('admin_members:block.unblock') : t('admin_members:block.block')}
          </Button>
        </div>
      </OptionSection>
      <MemberAdminShutUp member={member} name={name} busy={busy.value} act={act} />
      <MemberAdminRole member={member} name={name} roles={roles} busy={busy.value} act={act} />
      <MemberAdminPolicies member={member} name={name} busy={busy.value} act={act} />
      {hasMembership(member) && (
        <OptionSection id="member-admin-kick" title={t('admin_members:kick.title')} hint={t('admin_members:kick.hint')}>
          <div class="member-admin__actions">
            <Button
              variant="danger"
              loading={busy.value === 'kick'}
              disabled={!!busy.value}
              onClick={() =>
                act({ busy: 'kick', action: { kind: 'kick' }, message: t('admin_members:kick.confirm', { name }), confirmText: t('admin_members:kick.action'), danger: true, done: () => t('admin_members:kick.done', { name }) })
              }
            >
              {t('admin_members:kick.action')}
            </Button>
          </div>
        </OptionSection>
      )}
    </div>
  );
}
