import { t } from '../../../lib/i18n';
import type { CourseMessage } from '../../../../contract/course';
import { categoryKind } from '../messageKinds';
import './CourseMessageRow.css';

export interface CourseMessageRowProps {
  message: CourseMessage;
  /** 1-based position, as lecturers count. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** Ids of the move buttons, so focus can follow a message to its new place. */
export const moveButtonId = (messageId: string, direction: -1 | 1) => `course-message-${messageId}-${direction < 0 ? 'up' : 'down'}`;

function Preview({ message }: { message: CourseMessage }) {
  const kind = categoryKind(message.category);
  const a = message.attachment;
  if (kind === 'text') return <p class="course-message-row__text">{message.text}</p>;
  if (!a) return null;
  if (kind === 'image') return <img class="course-message-row__image" src={a.url} alt={a.name} loading="lazy" />;
  if (kind === 'audio') return <audio class="course-message-row__media" src={a.url} controls preload="none" />;
  if (kind === 'video') return <video class="course-message-row__media" src={a.url} controls preload="none" playsInline />;
  return <p class="course-message-row__text">{a.name}</p>;
}

/** One message in the editor with up, down and delete buttons (large enough to tap, named for screen readers). */
export function CourseMessageRow({ message, position, isFirst, isLast, busy, onMove, onDelete }: CourseMessageRowProps) {
  const n = position;
  return (
    <li class="course-message-row" aria-label={t('course_edit:messages.position', { n })}>
      <div class="course-message-row__head">
        <span class="course-message-row__index">{n}</span>
        <span class="course-message-row__kind">{t(`course_edit:messages.kinds.${categoryKind(message.category)}`)}</span>
        <span class="course-message-row__tools">
          <button
            type="button"
            id={moveButtonId(message.message_id, -1)}
            class="course-message-row__btn"
            aria-label={t('course_edit:messages.move_up', { n })}
            disabled={isFirst || busy}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            id={moveButtonId(message.message_id, 1)}
            class="course-message-row__btn"
            aria-label={t('course_edit:messages.move_down', { n })}
            disabled={isLast || busy}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            class="course-message-row__btn course-message-row__btn--danger"
            aria-label={t('course_edit:messages.delete', { n })}
            disabled={busy}
            onClick={onDelete}
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      </div>
      <Preview message={message} />
    </li>
  );
}
