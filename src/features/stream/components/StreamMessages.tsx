import { useSignal } from '@preact/signals';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { sendStreamMessage, streamMessages } from '../live';
import { STREAM_MESSAGE_MAX_LENGTH } from '../../../../contract/stream';
import './StreamMessages.css';

/** The stream's messages (newest at the bottom) and a box to write one. */
export function StreamMessages({ group, streamId }: { group: string; streamId: string }) {
  // Read again on every visit; a list that cannot be read shows as empty, like one with no messages.
  const items = useResource(streamMessages, group, streamId, true).data || [];
  const text = useSignal('');
  const busy = useSignal(false);

  const trimmed = text.value.trim();
  const send = async (e: Event) => {
    e.preventDefault();
    if (!trimmed || busy.value) return;
    busy.value = true;
    const sent = await sendStreamMessage(group, streamId, trimmed);
    busy.value = false;
    if (sent) text.value = '';
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
          value={text.value}
          maxLength={STREAM_MESSAGE_MAX_LENGTH}
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
