import { useCallback, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import type { Role } from '../../account';
import type { ChatMessage } from '../../../../contract/chat';
import { messageActions, type ChatRoom } from '../model';
import { useNow } from '../../../lib/useNow';
import { ChatMessageItem, ChatPendingItem } from './ChatMessageItem';
import './ChatRoom.css';

/** "Today", "Yesterday" or the date, for the separator above a day's first message. */
function dayLabel(iso: string, now: Date): string {
  const day = formatDate(iso);
  if (day === formatDate(now)) return t('chat:list.today');
  if (day === formatDate(new Date(now.getTime() - 86400000))) return t('chat:list.yesterday');
  return day;
}

/** Past this many pixels from the bottom, new messages no longer pull the page down. */
const STICK_PX = 120;

function distanceFromBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY || doc.scrollTop) - (window.innerHeight || doc.clientHeight);
}

function scrollToBottom(): void {
  window.scrollTo(0, document.documentElement.scrollHeight);
}

export interface ChatMessageListProps {
  room: ChatRoom;
  me: { user_id: string; role: Role } | null;
  /** The unread divider goes above the first message from someone else after this seq (null: none). */
  dividerAfter: number | null;
  onActions: (m: ChatMessage) => void;
  /** The latest message held was read (the page visible, scrolled to the bottom). */
  onRead: (seq: number) => void;
}

/**
 * The messages, newest at the bottom; the page is the scroller, as everywhere in the app. Loading
 * older ones (the top reached) keeps the message that was on top where it was. Bubbles vary in
 * height, so the course list's fixed-row window does not fit; each row is contained instead (CSS
 * `contain`), so a new or changed row lays out and paints alone, and rows are memoised, so a new
 * message renders one row. `content-visibility` was tried and dropped: axe cannot judge the
 * colours of rows whose rendering is skipped.
 */
export function ChatMessageList({ room, me, dividerAfter, onActions, onRead }: ChatMessageListProps) {
  const { store } = room;
  const messages = store.messages.value;
  const pending = store.pending.value;
  const top = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ seq: number; top: number } | null>(null);
  const nearBottom = useRef(true);
  const first = messages.length > 0 ? messages[0].seq : null;
  const last = messages.length > 0 ? messages[messages.length - 1].seq : null;
  const hasRows = messages.length > 0 || pending.length > 0;
  // The day labels and the recall window move with the clock.
  const clock = useNow(30000, true).value;

  const loadOlder = useCallback(() => {
    const held = room.store.messages.value;
    const el = held.length > 0 && box.current ? box.current.querySelector(`[data-seq="${held[0].seq}"]`) : null;
    anchor.current = el ? { seq: held[0].seq, top: el.getBoundingClientRect().top } : null;
    room.loadOlder();
  }, [room]);

  // Older messages came in above: put the message that was on top back where it was.
  useLayoutEffect(() => {
    const was = anchor.current;
    if (!was || !box.current) return;
    anchor.current = null;
    const el = box.current.querySelector(`[data-seq="${was.seq}"]`);
    if (el) window.scrollBy(0, el.getBoundingClientRect().top - was.top);
  }, [first]);

  // A new message (or a sent one) at the bottom: follow it when the person was there.
  useLayoutEffect(() => {
    if (nearBottom.current) scrollToBottom();
  }, [last, pending.length]);

  // Rows and banners settle after the first layout (images arrive, the account tells which are
  // mine, the announcement comes): while the person is at the bottom, stay there.
  useEffect(() => {
    // The whole room: banners that arrive above the list move its bottom too.
    const el = box.current && box.current.parentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => {
      if (nearBottom.current) scrollToBottom();
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [hasRows]);

  useEffect(() => {
    // Only the person scrolling up lets go of the bottom: rows that grow as they are laid out, and
    // this list's own scrolling, move the bottom away without a scroll up.
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const close = distanceFromBottom() < STICK_PX;
      if (y < lastY - 2) nearBottom.current = close;
      else if (close) nearBottom.current = true;
      lastY = y;
      if (nearBottom.current && !room.store.atLatest.value) room.loadNewer();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [room]);

  useEffect(() => {
    if (last !== null && nearBottom.current && document.visibilityState !== 'hidden' && store.atLatest.value) onRead(last);
  });

  // Reaching the top loads the page before (a button does the same for keyboards and old engines).
  useEffect(() => {
    const el = top.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !nearBottom.current) loadOlder();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [loadOlder, first]);

  if (messages.length === 0 && pending.length === 0) {
    return <p class="chat-empty">{t('chat:list.empty')}</p>;
  }

  const now = new Date(clock);
  const rows = [];
  let dividerShown = false;
  let prev: ChatMessage | null = null;
  for (const m of messages) {
    if (!prev || formatDate(prev.created_at) !== formatDate(m.created_at)) {
      rows.push(
        <li key={`d${m.seq}`} class="chat-day">
          <span>{dayLabel(m.created_at, now)}</span>
        </li>,
      );
    }
    const mine = !!me && !!m.author && m.author.user_id === me.user_id;
    if (!dividerShown && dividerAfter !== null && m.seq > dividerAfter && !mine && m.kind !== 'system') {
      dividerShown = true;
      rows.push(
        <li key="unread" class="chat-unread">
          <span>{t('chat:list.unread')}</span>
        </li>,
      );
    }
    const head = !prev || prev.kind === 'system' || !prev.author || !m.author || prev.author.user_id !== m.author.user_id;
    const can = messageActions(m, me, clock);
    rows.push(
      <li key={m.seq} class="chat-row">
        <ChatMessageItem group={room.group} message={m} mine={mine} head={head} actionable={can.reply || can.recall || can.remove} onActions={onActions} />
      </li>,
    );
    prev = m;
  }

  return (
    <div ref={box} class="chat-list">
      <div ref={top} class="chat-list__top">
        {store.hasOlder.value && (
          <button type="button" class="chat-link" disabled={room.olderLoading.value} onClick={loadOlder}>
            {t('chat:list.older')}
          </button>
        )}
        {room.olderError.value != null && (
          <p class="chat-inline-error" role="alert">
            {t('chat:list.older_failed')} {apiErrorText(room.olderError.value)}
          </p>
        )}
      </div>
      <ul class="chat-list__rows" aria-label={t('chat:list.label')}>
        {rows}
        {pending.map((p) => (
          <li key={p.client_id} class="chat-row">
            <ChatPendingItem p={p} onRetry={room.retry} onDiscard={room.discard} />
          </li>
        ))}
      </ul>
      {!store.atLatest.value && (
        <button type="button" class="chat-link chat-list__newer" onClick={() => room.loadNewer()}>
          {t('chat:list.newer')}
        </button>
      )}
    </div>
  );
}
