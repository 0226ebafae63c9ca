import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import type { ChatState } from '../../../../contract/chat';
import './ChatRoom.css';

/** Why the composer is closed (§4 modes): lecture, mute (kudos and lucky coins still go), a live stream. */
export function ChatModeBanner({ group, state }: { group: string; state: ChatState }) {
  if (state.mode === 'free' || state.can_send) return null;
  if (state.mode === 'lecture') {
    return (
      <p class="chat-mode" role="status">
        {t('chat:mode.lecture')}
      </p>
    );
  }
  if (state.mode === 'streaming') {
    const stream = linkTo('group-stream', { group });
    return (
      <p class="chat-mode" role="status">
        {t('chat:mode.streaming')}{' '}
        {stream && <a href={stream}>{t('chat:mode.open_stream')}</a>}
      </p>
    );
  }
  const tip = linkTo('group-tip-send', { group });
  const pack = linkTo('group-luckycoin-pack', { group });
  return (
    <p class="chat-mode" role="status">
      {t('chat:mode.mute')}{' '}
      {tip && <a href={tip}>{t('chat:mode.send_kudos')}</a>}
      {tip && pack && ' · '}
      {pack && <a href={pack}>{t('chat:mode.send_luckycoin')}</a>}
    </p>
  );
}
