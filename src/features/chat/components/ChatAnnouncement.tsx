import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';
import { dismissedAnnouncements, dismissAnnouncement } from '../model';
import './ChatRoom.css';

/** The pinned announcement (§2), until this person hides it; a new announcement shows again. */
export function ChatAnnouncement({ group, text }: { group: string; text: string }) {
  if (!text || dismissedAnnouncements.value[group] === text) return null;
  return (
    <section class="chat-announcement" aria-label={t('chat:announcement.label')}>
      <p class="chat-announcement__text">{text}</p>
      <button
        type="button"
        class="ui-icon-btn chat-announcement__close"
        aria-label={t('chat:announcement.dismiss')}
        onClick={() => dismissAnnouncement(group, text)}
      >
        <Icon name="close" size={16} />
      </button>
    </section>
  );
}
