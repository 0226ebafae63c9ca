import { Component } from 'preact';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { showImageViewer } from '../../../ui/ImageViewer';
import type { ChatMessage, ChatReplyTo } from '../../../../contract/chat';
import type { PendingMessage } from '../store';
import { ChatSystemLine } from './ChatSystemLine';
import { ChatLuckycoinBubble } from './ChatLuckycoinBubble';
import { LinkedText } from '../../../ui/LinkedText';
import './ChatRoom.css';

function ChatQuote({ quote }: { quote: ChatReplyTo }) {
  return (
    <span class="chat-quote">
      <span class="chat-quote__name">{quote.author_name}</span>
      <span class="chat-quote__text">
        {quote.excerpt || t(quote.kind === 'image' ? 'chat:message.image' : quote.kind === 'luckycoin' ? 'chat:message.luckycoin' : 'chat:message.recalled')}
      </span>
    </span>
  );
}

function ChatImage({ url, name }: { url: string; name: string }) {
  return (
    <button type="button" class="chat-bubble__image" aria-label={t('chat:message.open_image')} onClick={() => void showImageViewer([url], 0)}>
      <img src={url} alt={t('chat:message.image_alt', { name })} width={200} height={200} loading="lazy" />
    </button>
  );
}

export interface ChatMessageItemProps {
  group: string;
  message: ChatMessage;
  mine: boolean;
  /** The first of a run by one author: name and avatar shown (others' messages). */
  head: boolean;
  /** Reply, recall or delete are possible: the actions button shows. */
  actionable: boolean;
  onActions: (m: ChatMessage) => void;
}

/**
 * One message, drawn again only when one of its props changed: a room keeps hundreds, and a new
 * one must not redraw the rest. A class with shouldComponentUpdate rather than compat's memo():
 * loading preact/compat changes how every element of the app binds its events (onChange becomes
 * input on text fields, onBlur focusout), so the app would behave one way before the chat's chunk
 * loads and another after it.
 */
export class ChatMessageItem extends Component<ChatMessageItemProps> {
  shouldComponentUpdate(next: ChatMessageItemProps): boolean {
    const props = this.props as unknown as Record<string, unknown>;
    const other = next as unknown as Record<string, unknown>;
    for (const key in other) if (props[key] !== other[key]) return true;
    for (const key in props) if (!(key in other)) return true;
    return false;
  }

  render(props: ChatMessageItemProps) {
    return <ChatMessageBody {...props} />;
  }
}

/** A bubble (mine on the right), a shared lucky-coin pack, a recalled/deleted line, or a system event in grey. */
function ChatMessageBody({ group, message: m, mine, head, actionable, onActions }: ChatMessageItemProps) {
  if (m.kind === 'system') return <ChatSystemLine group={group} message={m} />;
  const name = m.author ? m.author.nickname || m.author.full_name : '';
  const gone = m.state !== 'normal';
  const role = m.author && m.author.role !== 'user' ? m.author.role : null;
  return (
    <div
      class={`chat-msg${mine ? ' chat-msg--mine' : ''}${head ? ' chat-msg--head' : ''}`}
      data-seq={m.seq}
      onContextMenu={(e) => {
        if (!actionable) return;
        e.preventDefault();
        onActions(m);
      }}
    >
      {!mine && <span class="chat-msg__avatar">{head && m.author && <Avatar url={m.author.avatar_url} name={name} size={32} lazy />}</span>}
      <div class="chat-msg__body">
        {!mine && head && (
          <span class="chat-msg__name">
            {name}
            {role && <span class="chat-msg__role">{t(`chat:message.role_${role}`)}</span>}
          </span>
        )}
        {m.luckycoin && !gone ? (
          <ChatLuckycoinBubble group={group} pack={m.luckycoin} createdAt={m.created_at} />
        ) : (
          <div class={`chat-bubble${gone ? ' chat-bubble--gone' : ''}`}>
            {gone ? (
              <p class="chat-bubble__gone">{t(m.state === 'recalled' ? 'chat:message.recalled' : 'chat:message.deleted')}</p>
            ) : (
              <>
                {m.reply_to && <ChatQuote quote={m.reply_to} />}
                {m.image && <ChatImage url={m.image.url} name={name} />}
                {m.text && <LinkedText class="chat-bubble__text" text={m.text} />}
              </>
            )}
            <time class="chat-bubble__time" dateTime={m.created_at}>
              {formatDate(m.created_at, 'HH:mm')}
            </time>
          </div>
        )}
      </div>
      {actionable && (
        <button type="button" class="ui-icon-btn chat-msg__more" aria-label={t('chat:message.actions')} onClick={() => onActions(m)}>
          <span aria-hidden="true">{'\u22EF' /* i18n-ok */}</span>
        </button>
      )}
    </div>
  );
}

/** My message on its way (or refused by the network): shown at once, with a retry when it failed. */
export function ChatPendingItem({ p, onRetry, onDiscard }: { p: PendingMessage; onRetry: (id: string) => void; onDiscard: (id: string) => void }) {
  return (
    <div class="chat-msg chat-msg--mine chat-msg--pending">
      <div class="chat-msg__body">
        <div class="chat-bubble">
          {p.reply_to && <ChatQuote quote={p.reply_to} />}
          {p.image_url && (
            <span class="chat-bubble__image">
              <img src={p.image_url} alt={t('chat:message.image')} width={200} height={200} />
            </span>
          )}
          {p.text && <LinkedText class="chat-bubble__text" text={p.text} />}
          <span class="chat-bubble__time">{p.status === 'sending' ? t('chat:message.sending') : ''}</span>
        </div>
        {p.status === 'failed' && (
          <p class="chat-msg__failed" role="alert">
            {t('chat:message.failed')}{' '}
            <button type="button" class="chat-link" onClick={() => onRetry(p.client_id)}>
              {t('chat:message.retry')}
            </button>{' '}
            <button type="button" class="chat-link" onClick={() => onDiscard(p.client_id)}>
              {t('chat:message.discard')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
