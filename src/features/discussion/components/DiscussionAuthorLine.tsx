import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import type { DiscussionAuthor } from '../../../../contract/discussion';

/** Who wrote it and when; staff carry their role. */
export function DiscussionAuthorLine({ author, at, lazy }: { author: DiscussionAuthor; at: string; lazy?: boolean }) {
  const name = author.nickname || author.full_name;
  return (
    <span class="discussion-author">
      <Avatar url={author.avatar_url} name={name} size={36} lazy={lazy} />
      <span class="discussion-author__text">
        <span class="discussion-author__name">
          {name}
          {author.role !== 'user' && <span class="discussion-author__role">{t(`discussion:role.${author.role}`)}</span>}
        </span>
        <time class="discussion-author__time" dateTime={at}>
          {formatDateTime(at)}
        </time>
      </span>
    </span>
  );
}
