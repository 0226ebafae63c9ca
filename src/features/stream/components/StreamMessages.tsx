import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { formatDateTime } from '../../../lib/format';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toastApiError } from '../../../ui/toastApiError';
import { openChatRoom, type ChatRoom } from '../../chat';
import { CHAT_TEXT_MAX, streamChannel } from '../../../../contract/chat';
import './StreamMessages.css';

/**
 * The stream's chat (issue 12 point 7): channel `stream:<id>` on the group's one chat socket, so
 * messages arrive live; newest at the bottom, and a box to write one. Without a living stream the
 * server answers "no live events", which shows in place of the list.
 */
export function StreamMessages({ group, streamId }: { group: string; streamId: string }) {
  const room = useSignal<ChatRoom | null>(null);
  const text = useSignal('');
  const busy = useSignal(false);
  useEffect(() => {
    const opened = openChatRoom(group, streamChannel(streamId));
    room.value = opened.room;
    return () => {
      opened.close();
      room.value = null;
    };
  }, [group, streamId, room]);

  const current = room.value;
  const items = current ? current.store.messages.value.filter((m) => m.kind === 'text' && m.state === 'normal') : [];
  const pending = current ? current.store.pending.value : [];
  const failed = current && current.load.value === 'error' && items.length === 0 ? current.loadError.value : null;

  const trimmed = text.value.trim();
  const send = (e: Event) => {
    e.preventDefault();
    if (!trimmed || busy.value || !current) return;
    busy.value = true;
    const typed = text.value;
    text.value = '';
    void current.send({ text: typed }).then((refused) => {
      busy.value = false;
      if (!refused) return;
      if (!text.value) text.value = typed;
      toastApiError(refused);
    });
  };

  return (
    <section class="stream-messages">
      <h2 class="stream-messages__title">{t('stream:messages.title')}</h2>
      {failed ? (
        <p class="stream-messages__empty">{apiErrorText(failed)}</p>
      ) : items.length === 0 && pending.length === 0 ? (
        <p class="stream-messages__empty">{t('stream:messages.empty')}</p>
      ) : (
        <ul class="stream-messages__list">
          {items.map((m) => (
            <li key={m.seq} class="stream-messages__item">
              <span class="stream-messages__who">{m.author ? m.author.nickname || m.author.full_name : ''}</span>
              <time class="stream-messages__when">{formatDateTime(m.created_at)}</time>
              <p class="stream-messages__text">{m.text}</p>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.client_id} class="stream-messages__item">
              <p class="stream-messages__text">{p.text}</p>
              {p.status === 'failed' && current && (
                <p class="stream-messages__failed" role="alert">
                  {t('stream:messages.failed')}{' '}
                  <button type="button" class="stream-messages__retry" onClick={() => current.retry(p.client_id)}>
                    {t('stream:messages.retry')}
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form class="stream-messages__form" onSubmit={send}>
        <input
          class="stream-messages__input"
          value={text.value}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('stream:messages.placeholder')}
          aria-label={t('stream:messages.placeholder')}
          onInput={(e) => (text.value = e.currentTarget.value)}
        />
        <Button type="submit" loading={busy.value} disabled={!trimmed}>
          {t('stream:messages.send')}
        </Button>
      </form>
    </section>
  );
}
