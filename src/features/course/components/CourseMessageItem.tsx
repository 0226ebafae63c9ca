import { t } from '../../../lib/i18n';
import { formatFileSize } from '../../../lib/format';
import { Icon } from '../../../ui/Icon';
import type { CourseMessage } from '../../../../contract/course';
import './CourseMessageItem.css';

export interface CourseMessageItemProps {
  message: CourseMessage;
  /** Opens the course's images in the viewer, starting at this one. */
  onImage: (url: string) => void;
}

/**
 * One of a course's notes: a message that does not play (§5), shown as text, an image or a file.
 * The messages that play are the course's lessons (CourseLessons).
 */
export function CourseMessageItem({ message, onImage }: CourseMessageItemProps) {
  const att = message.attachment;
  if (message.category === 'PLAIN_IMAGE' && att) {
    return (
      <button type="button" class="course-message course-message__image" onClick={() => onImage(att.url)} aria-label={t('course:message.open_image')}>
        <img src={att.url} alt="" loading="lazy" decoding="async" />
      </button>
    );
  }
  if (message.category === 'PLAIN_DATA' && att) {
    return (
      <a class="course-message course-message__file" href={att.url} download={att.name}>
        <Icon name="file" />
        <span class="course-message__file-name">{att.name}</span>
        <span class="course-message__file-size">{formatFileSize(att.size)}</span>
      </a>
    );
  }
  return <p class="course-message course-message__text">{message.text}</p>;
}
