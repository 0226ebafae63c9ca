import { t } from '../../../lib/i18n';
import type { Discussion } from '../../../../contract/discussion';
import './DiscussionActions.css';
import './DiscussionCard.css';

/** Pinned and featured (精华), where the post is. */
export function DiscussionBadges({ discussion }: { discussion: Pick<Discussion, 'stuck' | 'featured'> }) {
  if (!discussion.stuck && !discussion.featured) return null;
  return (
    <span class="discussion-badges">
      {discussion.featured && <span class="discussion-featured">{t('discussion:card.featured')}</span>}
      {discussion.stuck && <span class="discussion-card__stuck">{t('discussion:card.stuck')}</span>}
    </span>
  );
}
