import { formatDate, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import type { CheckinPost } from '../../../../contract/checkin';
import { LinkedText } from '../../../ui/LinkedText';
import './CheckinPostItem.css';

/** One check-in in the task's feed: who, when, for which period (patches marked), the text as text, the images. */
export function CheckinPostItem({ post }: { post: CheckinPost }) {
  const name = post.author.nickname || post.author.full_name;
  return (
    <article class="checkin-post">
      <header class="checkin-post__head">
        <Avatar url={post.author.avatar_url} name={name} size={36} lazy />
        <span class="checkin-post__who">
          <span class="checkin-post__name">
            {name}
            {post.author.role !== 'user' && <span class="checkin-post__role">{t(`checkin:role.${post.author.role}`)}</span>}
          </span>
          <span class="checkin-post__when">
            <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
            {' · '}
            {t('checkin:feed.for', { date: formatDate(post.period) })}
            {post.patched && <span class="checkin-post__patched">{t('checkin:feed.patched')}</span>}
          </span>
        </span>
      </header>
      {post.content && <LinkedText class="checkin-post__text" text={post.content} />}
      {post.images.length > 0 && (
        <div class="checkin-post__images">
          {post.images.map((image, index) => (
            <img key={image.attachment_id} class="checkin-post__image" src={image.url} alt={t('checkin:feed.image_alt', { n: index + 1 })} loading="lazy" />
          ))}
        </div>
      )}
    </article>
  );
}
