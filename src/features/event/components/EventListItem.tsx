import { formatDateTime } from '../../../lib/format';
import type { GroupEvent } from '../../../../contract/event';
import { Avatar } from '../../../ui/Avatar';
import { describeEvent, timeAgo } from '../eventText';

/** One group event: who (avatar), what (a sentence, then any other details as plain lines), when (relative and exact). */
export function EventListItem({ event, nowMs }: { event: GroupEvent; nowMs: number }) {
  const { sentence, details } = describeEvent(event);
  const exact = formatDateTime(event.created_at);
  const actor = event.actor;
  return (
    <article class="event-list__item">
      <Avatar url={actor ? actor.avatar_url : ''} name={actor ? actor.full_name : ''} size={40} lazy />
      <div class="event-list__body">
        <p class="event-list__sentence">{sentence}</p>
        {details.length > 0 && (
          <ul class="event-list__details">
            {details.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
        <p class="event-list__when">
          <time dateTime={event.created_at}>{timeAgo(event.created_at, nowMs)}</time>
          <span aria-hidden="true"> · </span>
          <span>{exact}</span>
        </p>
      </div>
    </article>
  );
}
