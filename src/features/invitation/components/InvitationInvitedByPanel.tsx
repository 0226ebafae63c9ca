import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import type { MemberState } from '../../account';
import { toastApiError } from '../../../ui/toastApiError';
import { confirm } from '../../../ui/ConfirmDialog';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { canRevokeInvitation, relationCode, revokeInvitation } from '../model';
import type { InvitationRelation } from '../../../../contract/invitation';
import { Avatar } from '../../../ui/Avatar';
import './InvitationInvitedByPanel.css';

export interface InvitedByPanelProps {
  group: string;
  relation: InvitationRelation;
  /** My membership state here: the inviter can be removed only while pending. */
  memberState: MemberState | undefined;
}

/** Who invited me (§2): avatar, full name and identity number, with delete while I am pending. */
export function InvitationInvitedByPanel({ group, relation, memberState }: InvitedByPanelProps) {
  const removing = useSignal(false);
  const { inviter } = relation;

  const remove = async () => {
    const ok = await confirm({
      title: t('invitation:invited_by.remove_title'),
      message: t('invitation:invited_by.remove_message', { name: inviter.full_name, code: relationCode(relation) }),
      confirmText: t('invitation:invited_by.remove'),
      danger: true,
    });
    if (!ok) return;
    removing.value = true;
    const outcome = await revokeInvitation(group, relation);
    removing.value = false;
    if ('error' in outcome) toastApiError(outcome.error);
  };

  return (
    <div class="invited-by">
      <Avatar
        url={inviter.avatar_url}
        name={inviter.full_name}
        size={44}
        alt={t('invitation:avatar', { name: inviter.full_name })}
      />
      <div class="invited-by__who">
        <p class="invited-by__label">{t('invitation:invited_by.title')}</p>
        <p class="invited-by__name">{inviter.full_name}</p>
        <p class="invited-by__id">{t('invitation:invited_by.identity', { id: inviter.identity_number })}</p>
      </div>
      {canRevokeInvitation(memberState, relation) &&
        (removing.value ? (
          <Spinner size={20} />
        ) : (
          <button type="button" class="ui-icon-btn invited-by__remove" aria-label={t('invitation:invited_by.remove')} onClick={remove}>
            <Icon name="close" />
          </button>
        ))}
    </div>
  );
}
