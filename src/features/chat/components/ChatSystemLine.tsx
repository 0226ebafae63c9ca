import { formatPlainAmount } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import type { ChatMessage } from '../../../../contract/chat';
import './ChatRoom.css';

/** A system event (§ issue 12 point 3) as a centred grey line. */
export function ChatSystemLine({ group, message }: { group: string; message: ChatMessage }) {
  const sys = message.system;
  if (!sys) return null;
  const d = sys.data;
  let text: string;
  let link: string | null = null;
  switch (sys.event) {
    case 'member_joined':
      text = t('chat:system.member_joined', { name: d.full_name });
      break;
    case 'member_renewed':
      text = t('chat:system.member_renewed', { name: d.full_name, count: Number(d.years) || 1 });
      break;
    case 'luckycoin_sent':
      text = t('chat:system.luckycoin_sent', { name: d.full_name, greeting: d.greeting || '' });
      link = d.pack_id ? linkTo('group-luckycoin-id', { group: group, id: d.pack_id }) : null;
      break;
    case 'kudos_sent':
      text = t('chat:system.kudos_sent', { name: d.full_name, to: d.to_name, amount: formatPlainAmount(d.amount), symbol: d.symbol });
      break;
    case 'mode_changed':
      text = t(`chat:system.mode_changed_${d.mode === 'lecture' || d.mode === 'mute' || d.mode === 'streaming' ? d.mode : 'free'}`);
      break;
    default:
      text = d.text ? t('chat:system.announcement', { text: d.text }) : t('chat:system.announcement_cleared');
  }
  return (
    <p class="chat-system" data-seq={message.seq}>
      {text}
      {link && (
        <>
          {' '}
          <a href={link}>{t('chat:system.luckycoin_open')}</a>
        </>
      )}
    </p>
  );
}
