import { useSignal } from '@preact/signals';
import { useCallback } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { routeUrl, to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { ExceptionLoaded } from '../../exception/parts';
import { listVersion } from '../../../lib/lists';
import { useGroupResource, useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { InfiniteList } from '../../../ui/InfiniteList';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { account, hasAdminAuthority } from '../../account';
import type { DiscussionReply } from '../../../../contract/discussion';
import { DiscussionKudosLink } from '../components/DiscussionKudosLink';
import { DiscussionLikeButton } from '../components/DiscussionLikeButton';
import { DiscussionPost } from '../components/DiscussionPost';
import { DiscussionReplyComposer } from '../components/DiscussionReplyComposer';
import { DiscussionReplyItem } from '../components/DiscussionReplyItem';
import { DiscussionShareButton } from '../components/DiscussionShareButton';
import { canPost, discussionDetail, loadReplyPage, removeDiscussion, replyListName, setDiscussionFeatured, setDiscussionStuck } from '../model';
import '../components/DiscussionActions.css';
import '../../../ui/Button.css';
import './DiscussionsScreen.css';

/**
 * `group-discussions-id` (§2): a post with its like, kudos and share; its replies thread by thread (a
 * reply to a reply under its top-level reply) and the reply box; edit, stick, feature, delete for who may.
 */
export default function DiscussionScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = params.id;
  const state = useResource(discussionDetail, group, id, true);
  const post = state.data;
  const me = useGroupResource(account, group).data;
  const busy = useSignal<'stick' | 'feature' | 'delete' | null>(null);
  const replyTo = useSignal<DiscussionReply | null>(null);
  const mayReply = canPost.value[group] !== false;

  const reloadReplies = useCallback(() => {
    // The replies read again themselves (the model invalidates their list); the post's count here.
    replyTo.value = null;
    discussionDetail.refresh(group, id);
  }, [group, id, replyTo]);
  const answer = useCallback((reply: DiscussionReply) => {
    replyTo.value = reply;
  }, [replyTo]);
  const load = useCallback(({ offset }: { offset: number }) => loadReplyPage(group, id, offset), [group, id]);
  const renderItem = useCallback(
    (reply: DiscussionReply) => (
      <DiscussionReplyItem group={group} reply={reply} onRemoved={reloadReplies} onReplyTo={mayReply ? answer : undefined} />
    ),
    [group, reloadReplies, answer, mayReply],
  );
  const getKey = useCallback((reply: DiscussionReply) => reply.reply_id, []);

  // Until the post is there: its skeleton, or why it could not be loaded with a retry (home when it is gone).
  if (!post) {
    return (
      <ExceptionLoaded state={state} title={t('discussion:post.load_failed')} onRetry={() => id && discussionDetail.refresh(group, id)} skeleton={<Skeleton lines={5} />}>
        {() => null}
      </ExceptionLoaded>
    );
  }

  const toggleStick = () => {
    busy.value = 'stick';
    setDiscussionStuck(group, post.discussion_id, !post.stuck).then(
      (saved) => {
        busy.value = null;
        toast(t(saved.stuck ? 'discussion:post.stuck' : 'discussion:post.unstuck'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        toastApiError(err);
      },
    );
  };

  const toggleFeature = () => {
    busy.value = 'feature';
    setDiscussionFeatured(group, post.discussion_id, !post.featured).then(
      (saved) => {
        busy.value = null;
        toast(t(saved.featured ? 'discussion:post.featured' : 'discussion:post.unfeatured'), 'success');
      },
      (err: unknown) => {
        busy.value = null;
        toastApiError(err);
      },
    );
  };

  const remove = () =>
    confirm({ message: t('discussion:post.delete_confirm'), danger: true }).then((ok) => {
      if (!ok) return;
      busy.value = 'delete';
      removeDiscussion(group, post.discussion_id).then(
        () => {
          toast(t('discussion:post.deleted'), 'success');
          route(routeUrl('group-discussions', { group }), true);
        },
        (err: unknown) => {
          busy.value = null;
          toastApiError(err);
        },
      );
    });

  const admin = !!me && hasAdminAuthority(me.role);
  return (
    <div class="discussion-screen">
      <div>
        <DiscussionPost discussion={post} />
        <div class="discussion-actions discussion-screen__actions">
          <DiscussionLikeButton group={group} target={{ kind: 'post', discussionId: post.discussion_id }} loaded={post} />
          <DiscussionKudosLink group={group} author={post.author} />
          <DiscussionShareButton group={group} discussion={post} />
        </div>
        {(post.can_edit || post.can_delete || admin) && (
          <div class="discussion-screen__tools">
            {post.can_edit && (
              <a class="ui-btn ui-btn--secondary" href={to('group-discussions-id-edit', { group, id: post.discussion_id })}>
                {t('discussion:post.edit')}
              </a>
            )}
            {admin && (
              <Button variant="secondary" loading={busy.value === 'stick'} onClick={toggleStick}>
                {t(post.stuck ? 'discussion:post.unstick' : 'discussion:post.stick')}
              </Button>
            )}
            {admin && (
              <Button variant="secondary" loading={busy.value === 'feature'} onClick={toggleFeature}>
                {t(post.featured ? 'discussion:post.unfeature' : 'discussion:post.feature')}
              </Button>
            )}
            {post.can_delete && (
              <Button variant="danger-outline" loading={busy.value === 'delete'} onClick={remove}>
                {t('discussion:post.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      <section class="discussion-screen__replies" aria-labelledby="discussion-replies-heading">
        <h2 id="discussion-replies-heading" class="discussion-screen__heading">
          {t('discussion:reply.heading', { count: post.reply_count })}
        </h2>
        <InfiniteList
          resetKey={listVersion(group, replyListName(id))}
          load={load}
          getKey={getKey}
          renderItem={renderItem}
          skeletonRows={2}
          emptyText={t('discussion:reply.empty')}
          label={t('discussion:reply.list')}
        />
      </section>
      {mayReply ? (
        <DiscussionReplyComposer
          group={group}
          discussionId={post.discussion_id}
          replyTo={replyTo.value}
          onCancelReplyTo={() => (replyTo.value = null)}
          onSent={reloadReplies}
        />
      ) : (
        <p class="discussion-screen__note">{t('discussion:reply.closed')}</p>
      )}
    </div>
  );
}
