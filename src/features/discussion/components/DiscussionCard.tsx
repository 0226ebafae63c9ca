import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { Discussion } from '../../../../contract/discussion';
import { HighlightText } from '../../../ui/HighlightText';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';
import { DiscussionBadges } from './DiscussionBadges';
import { DiscussionLikeButton } from './DiscussionLikeButton';
import './DiscussionCard.css';

/**
 * A post in the feed: author, badges, text (plain, clamped; the active search marked), image thumbnails;
 * the card's link opens the post. Below it, outside the link, its like and its replies.
 */
export function DiscussionCard({ group, discussion, highlight = '' }: { group: string; discussion: Discussion; highlight?: string }) {
  return (
    <div class="discussion-card">
      <a class="discussion-card__link" href={to('group-discussions-id', { group, id: discussion.discussion_id })}>
        <span class="discussion-card__head">
          <DiscussionAuthorLine author={discussion.author} at={discussion.created_at} lazy />
          <DiscussionBadges discussion={discussion} />
        </span>
        {discussion.content && (
          <span class="discussion-card__text">
            <HighlightText text={discussion.content} query={highlight} />
          </span>
        )}
        {discussion.images.length > 0 && (
          <span class="discussion-card__images">
            {discussion.images.map((image, index) => (
              <img
                key={image.attachment_id}
                class="discussion-card__image"
                src={image.url}
                alt={t('discussion:post.image_alt', { n: index + 1 })}
                loading="lazy"
                width={72}
                height={72}
              />
            ))}
          </span>
        )}
      </a>
      <span class="discussion-card__meta">
        <DiscussionLikeButton group={group} target={{ kind: 'post', discussionId: discussion.discussion_id }} loaded={discussion} />
        <span>{t('discussion:card.replies', { count: discussion.reply_count })}</span>
      </span>
    </div>
  );
}
