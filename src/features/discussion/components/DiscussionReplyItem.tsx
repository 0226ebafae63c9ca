import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { DiscussionReply } from '../../../../contract/discussion';
import { removeReply } from '../model';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';
import { LinkedText } from '../../../ui/LinkedText';
import './DiscussionReplies.css';

/** One reply; its author and admins may delete it. */
export function DiscussionReplyItem({ group, reply, onRemoved }: { group: string; reply: DiscussionReply; onRemoved: () => void }) {
  const busy = useSignal(false);
  const remove = () =>
    confirm({ message: t('discussion:reply.delete_confirm'), danger: true }).then((ok) => {
      if (!ok) return;
      busy.value = true;
      removeReply(group, reply.discussion_id, reply.reply_id).then(
        () => {
          toast(t('discussion:reply.deleted'), 'success');
          onRemoved();
        },
        (err: unknown) => {
          busy.value = false;
          toastApiError(err);
        },
      );
    });
  return (
    <div class="discussion-reply">
      <div class="discussion-reply__head">
        <DiscussionAuthorLine author={reply.author} at={reply.created_at} lazy />
        {reply.can_delete && (
          <Button variant="text" loading={busy.value} onClick={remove} aria-label={t('discussion:reply.delete')}>
            {t('discussion:reply.delete_short')}
          </Button>
        )}
      </div>
      <LinkedText class="discussion-reply__text" text={reply.content} />
    </div>
  );
}
