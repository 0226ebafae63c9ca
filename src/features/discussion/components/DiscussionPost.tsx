import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import type { Discussion } from '../../../../contract/discussion';
import { DiscussionAuthorLine } from './DiscussionAuthorLine';
import { DiscussionBadges } from './DiscussionBadges';
import { LinkedText } from '../../../ui/LinkedText';
import './DiscussionPost.css';

/** A post in full: author, text with its http(s) links, images (our own attachments only). */
export function DiscussionPost({ discussion }: { discussion: Discussion }) {
  return (
    <article class="discussion-post">
      <header class="discussion-post__head">
        <DiscussionAuthorLine author={discussion.author} at={discussion.created_at} />
        <DiscussionBadges discussion={discussion} />
      </header>
      {discussion.content && <LinkedText class="discussion-post__text" text={discussion.content} />}
      {discussion.images.map((image, index) => (
        <img
          key={image.attachment_id}
          class="discussion-post__image"
          src={image.url}
          alt={t('discussion:post.image_alt', { n: index + 1 })}
          loading="lazy"
        />
      ))}
      {discussion.edited_at && (
        <p class="discussion-post__edited">{t('discussion:post.edited', { at: formatDateTime(discussion.edited_at) })}</p>
      )}
    </article>
  );
}
