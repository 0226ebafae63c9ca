import type { Signal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { apiErrorText, ApiError } from '../../../lib/http';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { Icon } from '../../../ui/Icon';
import { checkUpload, IMAGE_TYPES, UPLOAD_MAX_SIZE_MB } from '../../../ui/uploadRules';
import { useForm } from '../../../ui/useForm';
import { ErrorCode } from '../../../../contract/errors';
import { CHAT_TEXT_MAX, type ChatMessage } from '../../../../contract/chat';
import { refusalDetail, retryAfterSeconds, type ChatRoom } from '../model';
import '../../../ui/Button.css';
import './ChatRoom.css';

/** A refusal in the composer's words: the wait, the word, the link; else the catalogue's text. */
export function sendErrorText(err: unknown): string {
  if (typeof err === 'string') return err;
  const wait = retryAfterSeconds(err);
  if (wait !== null) return t('chat:composer.slow_down', { count: wait });
  const detail = refusalDetail(err);
  if (err instanceof ApiError && detail) {
    if (err.code === ErrorCode.chatDenyWord) return t('chat:composer.deny_word', { word: detail });
    if (err.code === ErrorCode.chatLinkNotAllowed) return t('chat:composer.link', { link: detail });
  }
  return apiErrorText(err);
}

export interface ChatComposerProps {
  room: ChatRoom;
  replyTo: Signal<ChatMessage | null>;
  /** A message left (the list follows it to the bottom). */
  onSent: () => void;
}

/**
 * Text, a photo and a reply chip. Sending clears the box at once (the bubble shows as pending); a
 * refusal (rate limit, deny word, link, mode) puts the text back and says why under the box; a photo
 * that cannot go, or its refusal, is said there too, as the composer's rather than the box's.
 */
export function ChatComposer({ room, replyTo, onSent }: ChatComposerProps) {
  const form = useForm({ text: '' });
  const picker = useRef<HTMLInputElement>(null);
  const quoted = replyTo.value;

  // The room's queue keeps each message and its failure (a pending bubble with a retry); only a
  // refusal comes back here, said in the composer's words.
  const refused = (typed: string) => (err: unknown) => {
    if (!err) return;
    if (!typed) {
      form.fail({ form: sendErrorText(err) });
      return;
    }
    if (!form.values.text) form.set('text', typed);
    form.fail({ text: sendErrorText(err) });
  };

  const submit = (e?: Event) => {
    if (e) e.preventDefault();
    const typed = form.values.text;
    if (!typed.trim()) return;
    form.reset({ text: '' });
    const reply = replyTo.value;
    replyTo.value = null;
    void room.send({ text: typed, replyTo: reply }).then(refused(typed));
    onSent();
  };

  const pick = (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files && input.files[0];
    input.value = '';
    if (!file) return;
    const ok = checkUpload([file], 0, { max: 1, maxSizeMB: UPLOAD_MAX_SIZE_MB, accept: IMAGE_TYPES, single: true });
    if (ok !== true) {
      form.fail({ form: ok });
      return;
    }
    form.fail({});
    const preview = typeof URL !== 'undefined' && URL.createObjectURL ? URL.createObjectURL(file) : undefined;
    const reply = replyTo.value;
    replyTo.value = null;
    void room.send({ file, preview, replyTo: reply }).then(refused(''));
    onSent();
  };

  return (
    <form class="chat-composer" onSubmit={submit}>
      {quoted && (
        <p class="chat-composer__reply">
          <span>{t('chat:composer.replying', { name: quoted.author ? quoted.author.nickname || quoted.author.full_name : '' })}</span>
          <button type="button" class="ui-icon-btn" aria-label={t('chat:composer.cancel_reply')} onClick={() => (replyTo.value = null)}>
            <Icon name="close" size={16} />
          </button>
        </p>
      )}
      <div class="chat-composer__row">
        <button type="button" class="ui-icon-btn chat-composer__image" aria-label={t('chat:composer.image')} onClick={() => picker.current && picker.current.click()}>
          <Icon name="plus" />
        </button>
        <input ref={picker} type="file" accept={IMAGE_TYPES.join(',')} class="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={pick} />
        <label class="visually-hidden" for={form.fieldId('text')}>
          {t('chat:composer.label')}
        </label>
        <textarea
          {...form.bind('text')}
          class="chat-composer__input"
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('chat:composer.placeholder')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) submit(e);
          }}
        />
        <Button type="submit" disabled={!form.values.text.trim()}>
          {t('chat:composer.send')}
        </Button>
      </div>
      <FieldError {...form.errorOf('text')} class="chat-composer__error" />
      <FieldError {...form.errorOf('form')} class="chat-composer__error" />
    </form>
  );
}
