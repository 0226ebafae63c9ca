import { t } from '../../../lib/i18n';
import { formatFileSize } from '../../../lib/format';
import { Icon } from '../../../ui/Icon';
import { isVideoSiteLink, playerKind } from '../messages';
import type { CourseMessage } from '../../../../contract/course';
import { CoursePlayer } from './CoursePlayer';
import './CourseMessageItem.css';

export interface CourseMessageItemProps {
  message: CourseMessage;
  /** Where this message's position is kept for resuming; none for guests. */
  positionKey: string | null;
  /** Opens the course's images in the viewer, starting at this one. */
  onImage: (url: string) => void;
  number: number;
}

/** One course message: a player when §5 says it plays, else text, an image or a file. */
export function CourseMessageItem({ message, positionKey, onImage, number }: CourseMessageItemProps) {
  const kind = playerKind(message);
  const att = message.attachment;
  const label = t('course:message.label', { number });

  if (kind && message.category === 'PLAIN_TEXT') {
    // A video-site page cannot play in a <video>: it opens on the site.
    if (isVideoSiteLink(message.text)) {
      return (
        <a class="course-message course-message__link" href={message.text.trim()} target="_blank" rel="noopener noreferrer">
          {t('course:message.watch_on_site')}
        </a>
      );
    }
    return (
      <div class="course-message">
        <CoursePlayer kind={kind} src={message.text.trim()} positionKey={positionKey} label={label} />
      </div>
    );
  }
  if (kind && att) {
    return (
      <div class="course-message">
        <CoursePlayer kind={kind} src={att.url} sources={message.sources} positionKey={positionKey} label={label} />
      </div>
    );
  }
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
