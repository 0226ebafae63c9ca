import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { formatDateTime } from '../../../lib/format';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { openChatRoom, type ChatRoom } from '../../chat';
import { CHAT_TEXT_MAX, streamChannel } from '../../../../contract/chat';
import './StreamMessages.css';

/**
 * The stream's chat (issue 12 point 7): channel `stream:<id>` on the group's one chat socket, so
 * messages arrive live; newest at the bottom, and a box to write one. Without a living stream the
 * server answers "no live events", which shows in place of the list. Sending clears the box (the
 * message shows as pending, a failed one with a retry); a refusal puts the text back and says why
 * under the box.
 */
export function StreamMessages({ group, streamId }: { group: string; streamId: string }) {
  const room = useSignal<ChatRoom | null>(null);
  const form = useForm({ text: '' });
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

  const trimmed = form.values.text.trim();
  const post = form.submit({
    send: (v) => {
      // The box empties as the message goes: it shows as pending in the list.
      form.set('text', '');
      return (current as ChatRoom).send({ text: v.text }).then((refused) => {
        if (!refused) return;
        // Back in the box, unless something new was typed meanwhile.
        if (!form.values.text) form.set('text', v.text);
        throw refused;
      });
    },
    refusal: (refused) => ({ text: refused }),
  });
  const send = (e: Event) => {
    e.preventDefault();
    if (trimmed && current) post();
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
          {...form.bind('text')}
          class="stream-messages__input"
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('stream:messages.placeholder')}
          aria-label={t('stream:messages.placeholder')}
        />
        <Button type="submit" loading={form.busy} disabled={!trimmed}>
          {t('stream:messages.send')}
        </Button>
      </form>
      <FieldError {...form.errorOf('text')} class="stream-messages__error" />
    </section>
  );
}
