import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { Discussion } from '../../../../contract/discussion';
import { removeDiscussion, setDiscussionStuck } from '../model';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';

export interface DiscussionAdminPostProps {
  group: string;
  post: Discussion;
}

/**
 * A post in the admin's lists: who wrote it and when, its opening words, and pin or unpin, open,
 * delete. After a change the model invalidates the lists, which are read again in the server's order.
 */
export function DiscussionAdminPost({ group, post }: DiscussionAdminPostProps) {
  const busy = useSignal<'pin' | 'delete' | null>(null);
  const id = post.discussion_id;
  const done = (text: string) => {
    busy.value = null;
    toast(text, 'success');
  };
  const failed = (err: unknown) => {
    busy.value = null;
    toastApiError(err);
  };

  const pin = () => {
    busy.value = 'pin';
    setDiscussionStuck(group, id, !post.stuck).then(() => done(t(post.stuck ? 'discussion:post.unstuck' : 'discussion:post.stuck')), failed);
  };
  const remove = async () => {
    const ok = await confirm({ message: t('discussion:post.delete_confirm'), confirmText: t('discussion:post.delete'), danger: true });
    if (!ok) return;
    busy.value = 'delete';
    removeDiscussion(group, id).then(() => done(t('discussion:post.deleted')), failed);
  };

  return (
    <div class="discussion-admin__post">
      <DiscussionAuthorLine author={post.author} at={post.created_at} lazy />
      <p class="discussion-admin__text">
        {post.content || t('admin_community:discussion.images_only', { count: post.images.length })}
      </p>
      <div class="discussion-admin__actions">
        <a class="ui-btn ui-btn--text" href={to('group-discussions-id', { group, id })}>
          {t('admin_community:discussion.open')}
        </a>
        <Button variant="secondary" loading={busy.value === 'pin'} disabled={busy.value !== null} onClick={pin}>
          {t(post.stuck ? 'discussion:post.unstick' : 'discussion:post.stick')}
        </Button>
        <Button variant="danger-outline" loading={busy.value === 'delete'} disabled={busy.value !== null} onClick={remove}>
          {t('discussion:post.delete')}
        </Button>
      </div>
    </div>
  );
}
