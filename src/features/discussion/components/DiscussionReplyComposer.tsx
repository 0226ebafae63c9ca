import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { REPLY_MAX_LENGTH } from '../../../../contract/discussion';
import { sendReply } from '../model';
import './DiscussionReplies.css';

/** The reply box under a post: the page's one primary action. */
export function DiscussionReplyComposer({ group, discussionId, onSent }: { group: string; discussionId: string; onSent: () => void }) {
  const text = useSignal('');
  const sending = useSignal(false);
  const submit = (e: Event) => {
    e.preventDefault();
    const content = text.value.trim();
    if (!content || sending.value) return;
    sending.value = true;
    sendReply(group, discussionId, content).then(
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
  return (
    <form class="discussion-composer" onSubmit={submit}>
      <label class="discussion-composer__label" for="discussion-reply-text">
        {t('discussion:reply.label')}
      </label>
      <textarea
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
