import { t } from '../../../lib/i18n';
import type { ChatConnection } from '../../../lib/groupSocket';
import { useNow } from '../../../lib/useNow';
import './ChatRoom.css';

/** §4 chat connection as a thin bar: nothing while connected; connecting, reconnecting in N s, failed. */
export function ChatConnectionBar({ connection }: { connection: ChatConnection }) {
  const state = connection.state.value;
  const retryAt = connection.retryAt.value;
  const now = useNow(1000, state === 'reconnecting' ? retryAt || true : null);

  if (state === 'connected' || state === 'disconnected') return null;
  if (state === 'connecting') {
    return (
      <p class="chat-bar" role="status">
        {t('chat:connection.connecting')}
      </p>
    );
  }
  if (state === 'reconnecting') {
    const seconds = Math.max(1, Math.ceil(((retryAt || now.value) - now.value) / 1000));
    return (
      <p class="chat-bar chat-bar--warn" role="status">
        <span>{t('chat:connection.reconnecting', { count: seconds })}</span>
        <button type="button" class="chat-bar__action" onClick={() => connection.retryNow()}>
          {t('chat:connection.retry_now')}
        </button>
      </p>
    );
  }
  const why = connection.failure.value;
  return (
    <p class="chat-bar chat-bar--error" role="alert">
      <span>{t(why === 'forbidden' ? 'chat:connection.forbidden' : why === 'login' ? 'chat:connection.login' : 'chat:connection.failed')}</span>
      {why !== 'forbidden' && why !== 'login' && (
        <button type="button" class="chat-bar__action" onClick={() => connection.retryNow()}>
          {t('chat:connection.retry')}
        </button>
      )}
    </p>
  );
}
