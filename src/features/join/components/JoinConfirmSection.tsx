import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { account, isActiveMember } from '../../account';
import type { GroupConfig } from '../../group';
import { confirmExistedInvitation, invitationTyping, myInvitation } from '../../invitation';

export interface JoinConfirmSectionProps {
  group: string;
  groupName: string;
  config: GroupConfig;
  onJoined: () => void;
}

/**
 * Joining where no payment is needed (§5): an invited person (or anyone, in a group that is
 * not invite-only) confirms, the membership is reloaded, and `onJoined` fires once it shows.
 */
export function JoinConfirmSection({ group, groupName, config, onJoined }: JoinConfirmSectionProps) {
  const id = useId();
  const busy = useSignal(false);
  const invited = !!myInvitation.of(group).data;
  const needsInvitation = config.invite_to_join && !invited;

  const join = async () => {
    busy.value = true;
    const outcome = await confirmExistedInvitation(group);
    if ('error' in outcome) {
      busy.value = false;
      // §8: the confirm failure, with the server's reason.
      toastApiError(outcome.error, t('invitation:errors.confirm_failed', { reason: apiErrorText(outcome.error) }));
      return;
    }
    const me = await account.load(group, true).catch(() => null);
    busy.value = false;
    if (me && isActiveMember(me)) {
      toast(t('join:joined', { name: groupName }), 'success');
      onJoined();
    } else {
      // §8: the server said yes but the reloaded account does not show the membership.
      toast(t('join:errors.guard_joined_fail'), 'error');
    }
  };

  return (
    <section class="join-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="join-card__title">
        {t('join:confirm.title')}
      </h2>
      <p class="join-card__hint">{invited ? t('join:confirm.invited_hint') : t('join:confirm.free_hint')}</p>
      <Button block loading={busy.value} disabled={needsInvitation || invitationTyping.value} onClick={join}>
        {t('join:confirm.action')}
      </Button>
      {needsInvitation && <p class="join-card__hint join-card__hint--below">{t('join:confirm.need_invitation')}</p>}
    </section>
  );
}
