import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { ExceptionLoaded } from '../../exception/parts';
import { useResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import type { Discussion } from '../../../../contract/discussion';
import { DiscussionEditForm } from '../components/DiscussionEditForm';
import { discussionDetail } from '../model';
import '../../../ui/Button.css';
import '../components/DiscussionReplies.css';
import './DiscussionsScreen.css';

/** `group-discussions-post` and `group-discussions-id-edit` (§2): write a post, or edit one's own. */
export default function DiscussionEditScreen() {
  const { params } = useRoute();
  const { route } = useLocation();
  const group = params.group;
  const id = (params.id as string | undefined) || null;
  const state = useResource(discussionDetail, group, id, true);
  const post = state.data;

  const onSaved = (saved: Discussion) => route(routeUrl('group-discussions-id', { group, id: saved.discussion_id }), true);

  if (!id) return <DiscussionEditForm group={group} onSaved={onSaved} />;
  // Until the post is there: its skeleton, or why it could not be loaded with a retry (home when it is gone).
  if (!post) {
    return (
      <ExceptionLoaded state={state} title={t('discussion:post.load_failed')} onRetry={() => id && discussionDetail.refresh(group, id)} skeleton={<Skeleton lines={6} />}>
        {() => null}
      </ExceptionLoaded>
    );
  }
  if (!post.can_edit) {
    return <p class="discussion-screen__note">{t('discussion:edit.not_author')}</p>;
  }
  return <DiscussionEditForm key={post.discussion_id} group={group} post={post} onSaved={onSaved} />;
}
