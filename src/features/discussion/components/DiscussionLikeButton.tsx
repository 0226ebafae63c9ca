import { t } from '../../../lib/i18n';
import { toastApiError } from '../../../ui/toastApiError';
import type { DiscussionLikeState } from '../../../../contract/discussion';
import { likeStateOf, toggleLike, type LikeTarget } from '../model';
import './DiscussionActions.css';

/**
 * Like (♥ and the count) on a post or a reply: it changes at once and takes the server's answer;
 * if the server refuses, it goes back and says why.
 */
export function DiscussionLikeButton({ group, target, loaded }: { group: string; target: LikeTarget; loaded: DiscussionLikeState }) {
  const shown = likeStateOf(group, target, loaded);
  const press = (e: Event) => {
    // On a feed card the button sits beside the card's link: a like is not a visit.
    e.preventDefault();
    toggleLike(group, target, shown).catch((err: unknown) => toastApiError(err));
  };
  return (
    <button
      type="button"
      class="discussion-action discussion-like"
      aria-pressed={shown.liked ? 'true' : 'false'}
      aria-label={t('discussion:like.label', { count: shown.like_count })}
      onClick={press}
    >
      <svg class="discussion-like__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
      </svg>
      <span class="discussion-action__count">{shown.like_count}</span>
    </button>
  );
}
