import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import type { Discussion } from '../../../../contract/discussion';
import { HighlightText } from '../../../ui/HighlightText';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';
import './DiscussionCard.css';

/**
 * A post in the feed: author, text (plain, clamped; the active search marked), image thumbnails, replies;
 * the card opens the post.
 */
export function DiscussionCard({ group, discussion, highlight = '' }: { group: string; discussion: Discussion; highlight?: string }) {
  return (
    <a class="discussion-card" href={to('group-discussions-id', { group, id: discussion.discussion_id })}>
      <span class="discussion-card__head">
        <DiscussionAuthorLine author={discussion.author} at={discussion.created_at} lazy />
        {discussion.stuck && <span class="discussion-card__stuck">{t('discussion:card.stuck')}</span>}
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
      <span class="discussion-card__meta">{t('discussion:card.replies', { count: discussion.reply_count })}</span>
    </a>
  );
}
