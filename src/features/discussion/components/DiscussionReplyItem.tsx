import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { DiscussionReply } from '../../../../contract/discussion';
import { removeReply } from '../model';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';
import { DiscussionKudosLink } from './DiscussionKudosLink';
import { DiscussionLikeButton } from './DiscussionLikeButton';
import { DiscussionReplyQuote } from './DiscussionReplyQuote';
import { LinkedText } from '../../../ui/LinkedText';
import './DiscussionActions.css';
import './DiscussionReplies.css';

/**
 * One reply: a reply to a reply sits indented under its top-level reply, quoting what it answers. Its
 * actions: like, reply (answering it), kudos to its author; its author and admins may delete it.
 */
export function DiscussionReplyItem({ group, reply, onRemoved, onReplyTo }: {
  group: string;
  reply: DiscussionReply;
  onRemoved: () => void;
  /** Absent when the caller may not reply now. */
  onReplyTo?: (reply: DiscussionReply) => void;
}) {
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
  const name = reply.author.nickname || reply.author.full_name;
  return (
    <div class={reply.parent_reply_id ? 'discussion-reply discussion-reply--nested' : 'discussion-reply'}>
      <div class="discussion-reply__head">
        <DiscussionAuthorLine author={reply.author} at={reply.created_at} lazy />
        {reply.can_delete && (
          <Button variant="text" loading={busy.value} onClick={remove} aria-label={t('discussion:reply.delete')}>
            {t('discussion:reply.delete_short')}
          </Button>
        )}
      </div>
      {reply.quote && <DiscussionReplyQuote quote={reply.quote} />}
      <LinkedText class="discussion-reply__text" text={reply.content} />
      <div class="discussion-actions">
        <DiscussionLikeButton
          group={group}
          target={{ kind: 'reply', discussionId: reply.discussion_id, replyId: reply.reply_id }}
          loaded={reply}
        />
        {onReplyTo && (
          <button type="button" class="discussion-action" aria-label={t('discussion:reply.answer_label', { name })} onClick={() => onReplyTo(reply)}>
            {t('discussion:reply.answer')}
          </button>
        )}
        <DiscussionKudosLink group={group} author={reply.author} />
      </div>
    </div>
  );
}
