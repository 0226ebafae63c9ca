import { useEffect, useRef } from 'preact/hooks';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { brokenRules, required } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import { REPLY_MAX_LENGTH, type DiscussionReply } from '../../../../contract/discussion';
import { ErrorCode } from '../../../../contract/errors';
import { sendReply } from '../model';
import { DiscussionReplyQuote } from './DiscussionReplyQuote';
import './DiscussionReplies.css';

/** The first line of a reply, as the quote above the answer shows it. */
const firstLine = (text: string) => text.trim().split('\n', 1)[0]!;

/**
 * The reply box under a post: the page's one primary action. With `replyTo` it answers that reply
 * (quoted above the box, which takes the focus), until sent or cancelled. A refusal is said above
 * the send button (under the box when it is about the text), and the reply being written stays.
 */
export function DiscussionReplyComposer({ group, discussionId, replyTo, onCancelReplyTo, onSent }: {
  group: string;
  discussionId: string;
  replyTo: DiscussionReply | null;
  onCancelReplyTo: () => void;
  onSent: () => void;
}) {
  const form = useForm({ text: '' });
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replyTo && box.current) box.current.focus();
  }, [replyTo]);
  const submit = form.submit({
    check: (v) => brokenRules(v, { text: [required()] }),
    send: (v) => sendReply(group, discussionId, v.text.trim(), replyTo ? replyTo.reply_id : undefined),
    refusal: (error) => (error instanceof ApiError && error.code === ErrorCode.controlCharacters ? { text: error } : { form: error }),
    done: () => {
      form.reset();
      toast(t('discussion:reply.sent'), 'success');
      onSent();
    },
  });
  const toName = replyTo ? replyTo.author.nickname || replyTo.author.full_name : '';
  return (
    <form class="discussion-composer" onSubmit={submit} noValidate>
      <label class="discussion-composer__label" for={form.fieldId('text')}>
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
        {...form.bind('text')}
        ref={box}
        class="discussion-composer__input"
        rows={3}
        maxLength={REPLY_MAX_LENGTH}
        placeholder={t('discussion:reply.placeholder')}
      />
      <FieldError {...form.errorOf('text')} class="discussion-composer__error" />
      <FieldError {...form.errorOf('form')} class="discussion-composer__error" />
      <Button type="submit" block loading={form.busy} disabled={!form.values.text.trim()}>
        {t('discussion:reply.send')}
      </Button>
    </form>
  );
}
