import { useLocation, useRoute } from 'preact-iso';
import { routeUrl } from '../../../lib/paths';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
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
  if (!post && state.error) {
    return (
      <p class="discussion-screen__failure" role="alert">
        {t('discussion:post.load_failed')} {apiErrorText(state.error)}
      </p>
    );
  }
  if (!post) return <Skeleton lines={6} />;
  if (!post.can_edit) {
    return <p class="discussion-screen__note">{t('discussion:edit.not_author')}</p>;
  }
  return <DiscussionEditForm key={post.discussion_id} group={group} post={post} onSaved={onSaved} />;
}
