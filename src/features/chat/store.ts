import { batch, signal, type Signal } from '@preact/signals';
import { CHAT_LIST_CAP, type ChatMessage, type ChatReplyTo } from '../../../contract/chat';

/**
 * One channel's messages as this phone holds them: a run of consecutive messages by seq (never a
 * gap, never the same seq twice), at most CHAT_LIST_CAP (§9). Live frames, the backlog after a
 * reconnect and HTTP pages all go through here.
 *
 * While the run reaches the newest message (`atLatest`), new ones are appended and the oldest
 * dropped past the cap (scrolling up loads them again over HTTP). Loading older pages past the cap
 * drops the newest instead: the run then stops short of the latest, live messages beyond it are
 * only counted (`newerSeq`), and scrolling down loads the rest (`after=`) until it meets them.
 */

/** A message being sent from this phone: shown at once, matched by client_id when the server's copy comes. */
export interface PendingMessage {
  client_id: string;
  kind: 'text' | 'image';
  text: string;
  attachment_id?: string;
  /** A local preview of the image (object URL or the uploaded link). */
  image_url?: string;
  reply_to: ChatReplyTo | null;
  status: 'sending' | 'failed';
  error?: unknown;
  created_at: string;
}

export interface ChatStore {
  messages: Signal<ChatMessage[]>;
  pending: Signal<PendingMessage[]>;
  /** Older messages exist on the server beyond the first one held. */
  hasOlder: Signal<boolean>;
  /** The run reaches the channel's newest message. */
  atLatest: Signal<boolean>;
  /** The newest seq known in this channel (held or not): the resume cursor. */
  latestSeq: () => number | null;
  /** Replaces everything with the latest page (first load; a truncated backlog). */
  reset(page: ChatMessage[], hasOlder: boolean): void;
  /** Live messages or a backlog: appended in seq order (only while at the latest); updates replace held ones. */
  merge(list: ChatMessage[]): void;
  /** The page after the last held (`after=`), when short of the latest; `more`: the page did not reach the newest. */
  appendNewer(page: ChatMessage[], more: boolean): void;
  /** An older page (oldest first), just before the first held. */
  prepend(page: ChatMessage[], ended: boolean): void;
  addPending(p: PendingMessage): void;
  failPending(clientId: string, error: unknown): void;
  retryPending(clientId: string): PendingMessage | null;
  dropPending(clientId: string): void;
}

export function createChatStore(cap = CHAT_LIST_CAP): ChatStore {
  const messages = signal<ChatMessage[]>([]);
  const pending = signal<PendingMessage[]>([]);
  const hasOlder = signal(false);
  const atLatest = signal(true);
  let newest: number | null = null;

  const seen = (list: ChatMessage[]) => {
    for (const m of list) if (newest === null || m.seq > newest) newest = m.seq;
  };

  /** Takes out the optimistic rows the server's copies answer. */
  const settle = (list: ChatMessage[]) => {
    const ids: Record<string, true> = {};
    for (const m of list) if (m.client_id) ids[m.client_id] = true;
    if (pending.value.some((p) => ids[p.client_id])) pending.value = pending.value.filter((p) => !ids[p.client_id]);
  };

  /** Sorted by seq, one per seq, the later copy (an update) winning. */
  const combine = (held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] => {
    const bySeq: Record<number, ChatMessage> = {};
    for (const m of held) bySeq[m.seq] = m;
    for (const m of incoming) bySeq[m.seq] = m;
    return Object.keys(bySeq)
      .map(Number)
      .sort((a, b) => a - b)
      .map((seq) => bySeq[seq]);
  };

  /** Past the cap, the oldest go (they can be loaded again). */
  const capOldest = (list: ChatMessage[]): ChatMessage[] => {
    if (list.length <= cap) return list;
    hasOlder.value = true;
    return list.slice(list.length - cap);
  };

  return {
    messages,
    pending,
    hasOlder,
    atLatest,
    latestSeq: () => newest,
    reset(page, older) {
      seen(page);
      batch(() => {
        const sorted = combine([], page);
        hasOlder.value = older || sorted.length > cap;
        messages.value = sorted.slice(Math.max(0, sorted.length - cap));
        atLatest.value = true;
        settle(page);
      });
    },
    merge(list) {
      if (list.length === 0) return;
      seen(list);
      batch(() => {
        settle(list);
        const held = messages.value;
        // Short of the latest, a message past the run would leave a gap: only updates to held rows count.
        const last = held.length > 0 ? held[held.length - 1].seq : -1;
        const incoming = atLatest.value ? list : list.filter((m) => m.seq <= last);
        if (incoming.length > 0) messages.value = capOldest(combine(held, incoming));
      });
    },
    appendNewer(page, more) {
      seen(page);
      batch(() => {
        settle(page);
        const held = messages.value;
        const last = held.length > 0 ? held[held.length - 1].seq : -1;
        messages.value = capOldest(combine(held, page.filter((m) => m.seq > last)));
        if (!more) atLatest.value = true;
      });
    },
    prepend(page, ended) {
      batch(() => {
        const held = messages.value;
        const first = held.length > 0 ? held[0].seq : Infinity;
        let next = combine(held, page.filter((m) => m.seq < first));
        if (next.length > cap) {
          next = next.slice(0, cap);
          atLatest.value = false;
        }
        messages.value = next;
        hasOlder.value = !ended;
      });
    },
    addPending(p) {
      pending.value = pending.value.concat(p);
    },
    failPending(clientId, error) {
      pending.value = pending.value.map((p) => (p.client_id === clientId ? { ...p, status: 'failed', error } : p));
    },
    retryPending(clientId) {
      let found: PendingMessage | null = null;
      pending.value = pending.value.map((p) => {
        if (p.client_id !== clientId) return p;
        found = { ...p, status: 'sending', error: undefined };
        return found;
      });
      return found;
    },
    dropPending(clientId) {
      pending.value = pending.value.filter((p) => p.client_id !== clientId);
    },
  };
}
