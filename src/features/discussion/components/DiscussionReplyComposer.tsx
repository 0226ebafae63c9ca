import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { REPLY_MAX_LENGTH, type DiscussionReply } from '../../../../contract/discussion';
import { sendReply } from '../model';
import { DiscussionReplyQuote } from './DiscussionReplyQuote';
import './DiscussionReplies.css';

/** The first line of a reply, as the quote above the answer shows it. */
const firstLine = (text: string) => text.trim().split('\n', 1)[0]!;

/**
 * The reply box under a post: the page's one primary action. With `replyTo` it answers that reply
 * (quoted above the box, which takes the focus), until sent or cancelled.
 */
export function DiscussionReplyComposer({ group, discussionId, replyTo, onCancelReplyTo, onSent }: {
  group: string;
  discussionId: string;
  replyTo: DiscussionReply | null;
  onCancelReplyTo: () => void;
  onSent: () => void;
}) {
  const text = useSignal('');
  const sending = useSignal(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replyTo && box.current) box.current.focus();
  }, [replyTo]);
  const submit = (e: Event) => {
    e.preventDefault();
    const content = text.value.trim();
    if (!content || sending.value) return;
    sending.value = true;
    sendReply(group, discussionId, content, replyTo ? replyTo.reply_id : undefined).then(
      () => {
        sending.value = false;
        text.value = '';
        toast(t('discussion:reply.sent'), 'success');
        onSent();
      },
      (err: unknown) => {
        sending.value = false;
        toastApiError(err);
      },
    );
  };
  const toName = replyTo ? replyTo.author.nickname || replyTo.author.full_name : '';
  return (
    <form class="discussion-composer" onSubmit={submit}>
      <label class="discussion-composer__label" for="discussion-reply-text">
        {replyTo ? t('discussion:reply.label_to', { name: toName }) : t('discussion:reply.label')}
      </label>
      {replyTo && (
        <div class="discussion-composer__to">
          <DiscussionReplyQuote quote={{ author_name: toName, excerpt: firstLine(replyTo.content) }} />
          <Button variant="text" onClick={onCancelReplyTo} aria-label={t('discussion:reply.cancel_to_label', { name: toName })}>
            {t('discussion:reply.cancel_to')}
          </Button>
        </div>
      )}
      <textarea
        ref={box}
        id="discussion-reply-text"
        class="discussion-composer__input"
        rows={3}
        maxLength={REPLY_MAX_LENGTH}
        placeholder={t('discussion:reply.placeholder')}
        value={text.value}
        onInput={(e) => (text.value = e.currentTarget.value)}
      />
      <Button type="submit" block loading={sending.value} disabled={!text.value.trim()}>
        {t('discussion:reply.send')}
      </Button>
    </form>
  );
}
