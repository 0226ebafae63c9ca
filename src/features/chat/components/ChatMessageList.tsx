import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/http';
import type { Role } from '../../account';
import type { ChatMessage } from '../../../../contract/chat';
import { messageActions, type ChatRoom } from '../model';
import { useNow } from '../../../lib/useNow';
import { useVaryingRowWindow } from '../../../ui/useVaryingRowWindow';
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

/** One row of the list: a day's separator, the unread divider, or a message. */
type ChatListRow =
  | { key: string; kind: 'day'; message: ChatMessage }
  | { key: string; kind: 'unread' }
  | { key: string; kind: 'message'; message: ChatMessage; mine: boolean; head: boolean };

/** Each held message's day, worked out once (the rows are listed again for every new message). */
const days = new WeakMap<ChatMessage, string>();

function dayOf(m: ChatMessage): string {
  let day = days.get(m);
  if (day === undefined) {
    day = formatDate(m.created_at);
    days.set(m, day);
  }
  return day;
}

/** The rows for the held messages; keys stay the same when older pages come in above. */
function listRows(messages: ChatMessage[], meId: string | null, dividerAfter: number | null): ChatListRow[] {
  const rows: ChatListRow[] = [];
  let dividerShown = false;
  let prev: ChatMessage | null = null;
  for (const m of messages) {
    const day = dayOf(m);
    // Keyed by the day, not the message: the separator moves up when earlier ones of its day come.
    if (!prev || dayOf(prev) !== day) rows.push({ key: `d${day}`, kind: 'day', message: m });
    const mine = !!meId && !!m.author && m.author.user_id === meId;
    if (!dividerShown && dividerAfter !== null && m.seq > dividerAfter && !mine && m.kind !== 'system') {
      dividerShown = true;
      rows.push({ key: 'unread', kind: 'unread' });
    }
    const head = !prev || prev.kind === 'system' || !prev.author || !m.author || prev.author.user_id !== m.author.user_id;
    rows.push({ key: String(m.seq), kind: 'message', message: m, mine, head });
    prev = m;
  }
  return rows;
}

/**
 * A row's height before it has been rendered (ChatRoom.css at 360 px: 15 px text, about 32
 * characters a line in a bubble). The list holds rows still when the real height differs; a close
 * guess only keeps the scroll bar honest.
 */
function estimateRow(row: ChatListRow): number {
  if (row.kind === 'day') return 38;
  if (row.kind === 'unread') return 36;
  const m = row.message;
  if (m.kind === 'system') return 32;
  let h = 44 + (row.head && !row.mine ? 26 : 0);
  if (m.state !== 'normal') return h;
  if (m.luckycoin) return h + 44;
  if (m.reply_to) h += 40;
  if (m.image) h += 204;
  if (m.text) h += 20 * (Math.ceil(m.text.length / 32) - 1);
  return h;
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
 * older ones (the top reached) keeps the message that was on top where it was.
 *
 * Windowed (useVaryingRowWindow): of up to 500 held messages only those from a screen above the
 * screen to half a screen below it are in the document, between two spacers; a chat is read
 * upwards, so more is kept above. Rows are keyed so that a page added above leaves the rendered
 * rows as they are, and the hook holds a row on the screen still across every change (rows coming
 * in at their real heights, a page prepended), except while the person is at the bottom, where the
 * list follows the newest message itself. Each row is contained (CSS `contain`) and memoised, so a
 * new message renders and lays out one row. `content-visibility` was tried and dropped: axe cannot
 * judge the colours of rows whose rendering is skipped. Photos have a fixed box, so a late one
 * moves nothing.
 *
 * Figures (issue 12 point 6, measured the way scripts/perf-courses.mjs measures the courses:
 * Chromium at 360×640, CPU 4× throttled, 500 messages of mixed length held, the member at the bottom; arrival = from the
 * socket frame to the end of the frame that shows the message; scrolling = 6,000 px up and back in
 * 1,200 px swipes). Before windowing (5b6e64d), 3 runs on a quiet host: 500 message rows (4,676
 * elements) in the list; arrival median 49–63 ms; scrolling p95 frame 16.7 ms, 1 frame over 50 ms
 * a run, no long task. Windowed (an earlier cut, 5 runs, quiet): 6 message rows (61 elements);
 * arrival median 33–39 ms; 3 runs with no frame over 50 ms (longest 33 ms), 2 with 4–6 (one or two
 * tasks of 52–84 ms, moving the window). On a host busy with other work (load 7–13 on 2 cores),
 * paired runs: arrival median 80–160 ms before, 26–39 ms now; frames over 50 ms while scrolling
 * 8–23 before, 8–24 now; long tasks 1–7 before, 2–9 now (4–14 without the window's hysteresis).
 * So windowing wins on the document's size and on every new message (two thirds of the time, a
 * third under load), and not while scrolling: with every row in the document a swipe cost only paint,
 * now the rows that come into the window are rendered and laid out as it moves.
 */
export function ChatMessageList({ room, me, dividerAfter, onActions, onRead }: ChatMessageListProps) {
  const { store } = room;
  const messages = store.messages.value;
  const pending = store.pending.value;
  const top = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const rowsBox = useRef<HTMLUListElement>(null);
  const nearBottom = useRef(true);
  const first = messages.length > 0 ? messages[0].seq : null;
  const last = messages.length > 0 ? messages[messages.length - 1].seq : null;
  const hasRows = messages.length > 0 || pending.length > 0;
  // The day labels and the recall window move with the clock.
  const clock = useNow(30000, true).value;

  const meId = me ? me.user_id : null;
  const rows = useMemo(() => listRows(messages, meId, dividerAfter), [messages, meId, dividerAfter]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const estimate = useCallback((i: number) => estimateRow(rows[i]), [rows]);
  const pinned = useCallback(() => nearBottom.current, []);
  // The day separators and the unread divider move up when older messages come in above them.
  const stable = useCallback((key: string) => key !== 'unread' && key.charAt(0) !== 'd', []);

  // Older messages coming in above are held in place by the window (the row on the screen stays).
  const loadOlder = useCallback(() => room.loadOlder(), [room]);

  // A new message (or a sent one) at the bottom: follow it when the person was there. Before the
  // window's own layout effect (below), so the window is read at the bottom.
  useLayoutEffect(() => {
    if (nearBottom.current) scrollToBottom();
  }, [last, pending.length]);

  const win = useVaryingRowWindow({ rows: rowsBox, keys, estimate, above: 1, below: 0.5, pinned, stable, hold: 'bottom' });

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
  const from = win ? win.from : 0;
  const to = win ? win.to : rows.length;
  const shown = [];
  for (let i = from; i < to; i++) {
    const row = rows[i];
    if (row.kind === 'day') {
      shown.push(
        <li key={row.key} data-row-key={row.key} class="chat-day">
          <span>{dayLabel(row.message.created_at, now)}</span>
        </li>,
      );
    } else if (row.kind === 'unread') {
      shown.push(
        <li key={row.key} data-row-key={row.key} class="chat-unread">
          <span>{t('chat:list.unread')}</span>
        </li>,
      );
    } else {
      const m = row.message;
      const can = messageActions(m, me, clock);
      shown.push(
        <li key={row.key} data-row-key={row.key} class="chat-row">
          <ChatMessageItem group={room.group} message={m} mine={row.mine} head={row.head} actionable={can.reply || can.recall || can.remove} onActions={onActions} />
        </li>,
      );
    }
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
      <ul ref={rowsBox} class="chat-list__rows" aria-label={t('chat:list.label')}>
        {win && win.before > 0 && <li key="above" aria-hidden="true" class="chat-list__spacer" style={{ height: `${win.before}px` }} />}
        {shown}
        {win && win.after > 0 && <li key="below" aria-hidden="true" class="chat-list__spacer" style={{ height: `${win.after}px` }} />}
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
