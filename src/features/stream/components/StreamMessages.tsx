import { useEffect, useState } from 'preact/hooks';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { createStreamMessage, fetchStreamMessages } from '../api';
import { STREAM_MESSAGE_MAX_LENGTH, type StreamMessage } from '../../../../contract/stream';
import './StreamMessages.css';

/** The stream's messages (newest at the bottom) and a box to write one. */
export function StreamMessages({ group }: { group: string }) {
  const [items, setItems] = useState<StreamMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let gone = false;
    fetchStreamMessages(group).then(
      // The server pages newest first; the list reads oldest to newest, like a chat.
      (page) => !gone && setItems(page.messages.slice().sort((a, b) => (a.created_at < b.created_at ? -1 : 1))),
      () => {},
    );
    return () => {
      gone = true;
    };
  }, [group]);

  const trimmed = text.trim();
  const send = (e: Event) => {
    e.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    createStreamMessage(group, trimmed).then(
      (message) => {
        setBusy(false);
        setText('');
        setItems((list) => list.concat(message));
      },
      () => setBusy(false),
    );
  };

  return (
    <section class="stream-messages">
      <h2 class="stream-messages__title">{t('stream:messages.title')}</h2>
      {items.length === 0 ? (
        <p class="stream-messages__empty">{t('stream:messages.empty')}</p>
      ) : (
        <ul class="stream-messages__list">
          {items.map((m) => (
            <li key={m.message_id} class="stream-messages__item">
              <span class="stream-messages__who">{m.full_name}</span>
              <time class="stream-messages__when">{formatDateTime(m.created_at)}</time>
              <p class="stream-messages__text">{m.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form class="stream-messages__form" onSubmit={send}>
        <input
          class="stream-messages__input"
          value={text}
          maxLength={STREAM_MESSAGE_MAX_LENGTH}
          placeholder={t('stream:messages.placeholder')}
          aria-label={t('stream:messages.placeholder')}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} disabled={!trimmed}>
          {t('stream:messages.send')}
        </Button>
      </form>
    </section>
  );
}
