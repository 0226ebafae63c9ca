import { batch, signal, type Signal } from '@preact/signals';
import { validate } from 'superstruct';
import {
  ChatBacklogFrame, ChatMessageFrame, ChatStateFrame, ChatUpdateFrame, CHAT_PAGE_SIZE, CHAT_RECALL_MS, CHAT_GROUP_CHANNEL,
  type ChatChannel, type ChatMessage, type ChatReplyTo, type ChatState,
} from '../../../contract/chat';
import { ErrorCode } from '../../../contract/errors';
import { ApiError } from '../../lib/http';
import { onGroupLogout } from '../../lib/session';
import { groupResource } from '../../lib/resource';
import { persisted } from '../../lib/storage';
import { hasAdminAuthority, hasLecturerAuthority, type Role } from '../account';
import { applyLiveState, groupAdminSettings } from '../group';
import {
  deleteChatMessage, fetchChatMessages, fetchChatState, postChatMessage, postStopLecturing, putChatSettings, uploadChatImage,
  type ChatSettingsChange,
} from './api';
import { acquireGroupSocket, groupSocket, resetGroupSockets, type ChatConnection, type ChatFrame } from '../../lib/groupSocket';
import { createChatStore, type ChatStore, type PendingMessage } from './store';

// ---- the socket: the group's one (lib/groupSocket), shared with the home's live state ----

/**
 * Issue 12 point 8: while a chat screen holds the socket, its `state` frames (mode, lecture or
 * stream clock) update the group's settings as the app holds them, as the home's follower does.
 */
function followGroupState(group: string, frame: ChatFrame): void {
  const [err, parsed] = validate(frame, ChatStateFrame);
  if (!err) applyLiveState(group, parsed.state);
}

// ---- who may send (the server's can_send, recomputed when a `state` frame changes the mode) ----

/**
 * §6: lecturers speak in lecture and mute modes; during a stream, members chat in the stream's
 * channel. `allowedInFree` is what the server last said for a free group (a blocked member stays
 * blocked whatever the mode).
 */
export function canSendIn(mode: ChatState['mode'], role: Role | null | undefined, allowedInFree: boolean): boolean {
  if (!allowedInFree) return false;
  return mode === 'free' || hasLecturerAuthority(role);
}

/** The author may recall a message for 2 minutes; owner and admins may delete any. */
export function messageActions(m: ChatMessage, me: { user_id: string; role: Role } | null, now: number) {
  const live = m.state === 'normal' && m.kind !== 'system';
  const mine = !!me && !!m.author && m.author.user_id === me.user_id;
  return {
    reply: live,
    recall: live && mine && now - Date.parse(m.created_at) < CHAT_RECALL_MS,
    remove: live && !!me && hasAdminAuthority(me.role) && !mine,
  };
}

// ---- last read, per group (the unread divider) ----

export const lastRead = persisted<Record<string, number>>('chat.last_read', {});

export function markRead(group: string, seq: number): void {
  if ((lastRead.value[group] || 0) >= seq) return;
  lastRead.value = { ...lastRead.value, [group]: seq };
}

// ---- a send refused or failed ----

/** A refusal the person can act on (kept in the composer), versus a failure worth a retry (the network, the server). */
export function isRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.code > 0 && !(err.status && err.status >= 500);
}

/** The detail a refusal names after ': ' (the denied word, the link). */
export function refusalDetail(err: unknown): string {
  if (!(err instanceof ApiError)) return '';
  const i = err.message.indexOf(': ');
  return i >= 0 ? err.message.slice(i + 2) : '';
}

/** Seconds to wait after a rate-limit refusal: the Retry-After header, else the detail's number. */
export function retryAfterSeconds(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.code !== ErrorCode.chatRateLimited) return null;
  if (err.retryAfter) return err.retryAfter;
  const n = parseInt(refusalDetail(err), 10);
  return isNaN(n) ? null : n;
}

/** A random v4 uuid, the send's idempotency key (crypto.randomUUID is newer than the targets). */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex: string[] = [];
  for (let i = 0; i < 16; i++) hex.push((bytes[i] + 0x100).toString(16).slice(1));
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What a reply quotes, from the message replied to. */
export function quoteOf(m: ChatMessage): ChatReplyTo {
  return {
    seq: m.seq,
    message_id: m.message_id,
    author_name: m.author ? m.author.full_name : '',
    excerpt: m.kind === 'text' ? m.text.slice(0, 80) : '',
    kind: m.kind,
  };
}

// ---- a room: one channel's messages, its state and its actions ----

export type RoomLoad = 'loading' | 'ready' | 'error';

export interface ChatRoom {
  group: string;
  channel: ChatChannel;
  store: ChatStore;
  connection: ChatConnection;
  /** The group's chat state (mode, announcement…); null until read. */
  chatState: Signal<ChatState | null>;
  load: Signal<RoomLoad>;
  loadError: Signal<unknown>;
  olderLoading: Signal<boolean>;
  olderError: Signal<unknown>;
  /** Sends text (or an image file); resolves null when sent or kept for a retry, or the refusal. */
  send(input: { text?: string; file?: File; preview?: string; replyTo?: ChatMessage | null }): Promise<unknown>;
  retry(clientId: string): void;
  discard(clientId: string): void;
  remove(seq: number): Promise<unknown>;
  loadOlder(): void;
  loadNewer(): void;
  reload(): void;
}

interface RoomEntry {
  room: ChatRoom & { start: () => void };
  users: number;
  stop: (() => void) | null;
  release: (() => void) | null;
}
const rooms: Record<string, RoomEntry> = {};
/** Image files of failed sends, for a retry, by client_id. */
const files: Record<string, File> = {};

onGroupLogout((group) => {
  for (const key in rooms) if (rooms[key].room.group === group) delete rooms[key];
});

function createRoom(group: string, channel: ChatChannel): ChatRoom & { start: () => void } {
  const connection = groupSocket(group);
  const store = createChatStore();
  const chatState = signal<ChatState | null>(null);
  const load = signal<RoomLoad>('loading');
  const loadError = signal<unknown>(null);
  const olderLoading = signal(false);
  const olderError = signal<unknown>(null);
  let newerLoading = false;

  const loadLatest = () =>
    fetchChatMessages(group, channel).then((page) => {
      batch(() => {
        store.reset(page.messages, page.messages.length >= CHAT_PAGE_SIZE);
        load.value = 'ready';
        loadError.value = null;
      });
    });

  const onFrame = (frame: ChatFrame) => {
    if (frame.type === 'backlog') {
      const [err, backlog] = validate(frame, ChatBacklogFrame);
      if (err) return;
      // A backlog comes in pages, each merged as it comes (in seq order). The last one says when more was
      // missed than a backlog carries: then start again from the latest page.
      if (backlog.truncated) void loadLatest().catch(() => {});
      else store.merge(backlog.messages);
    } else {
      const [err, live] = frame.type === 'update' ? validate(frame, ChatUpdateFrame) : validate(frame, ChatMessageFrame);
      if (!err && live) store.merge([live.message]);
    }
  };

  const onStateFrame = (frame: ChatFrame) => {
    followGroupState(group, frame);
    const [err, parsed] = validate(frame, ChatStateFrame);
    const prev = chatState.value;
    if (err || !prev) return;
    const me = connection.me.value;
    const role = me ? (me.role as Role) : null;
    const allowedInFree = prev.mode === 'free' ? prev.can_send : true;
    chatState.value = { ...prev, ...parsed.state, can_send: canSendIn(parsed.state.mode, role, allowedInFree) };
  };

  const send = (p: PendingMessage): Promise<unknown> => {
    const upload = p.kind === 'image' && !p.attachment_id ? uploadChatImage(group, files[p.client_id]) : Promise.resolve(null);
    return upload
      .then((attachment) => {
        const attachment_id = attachment ? attachment.attachment_id : p.attachment_id;
        if (attachment) store.pending.value = store.pending.value.map((x) => (x.client_id === p.client_id ? { ...x, attachment_id } : x));
        return postChatMessage(group, {
          client_id: p.client_id,
          kind: p.kind,
          text: p.kind === 'text' ? p.text : undefined,
          attachment_id: p.kind === 'image' ? attachment_id : undefined,
          reply_to: p.reply_to ? p.reply_to.seq : undefined,
          channel: channel === CHAT_GROUP_CHANNEL ? undefined : channel,
        });
      })
      .then(
        (answer) => {
          delete files[p.client_id];
          store.merge([answer.message]);
          return null;
        },
        (err: unknown) => {
          // A refusal goes back to the composer with the text; anything else waits in its bubble for a retry.
          if (isRefusal(err)) {
            store.dropPending(p.client_id);
            delete files[p.client_id];
            return err;
          }
          store.failPending(p.client_id, err);
          return null;
        },
      );
  };

  const room: ChatRoom & { start: () => void } = {
    group,
    channel,
    store,
    connection,
    chatState,
    load,
    loadError,
    olderLoading,
    olderError,
    send({ text = '', file, preview, replyTo }) {
      const client_id = newClientId();
      if (file) files[client_id] = file;
      const p: PendingMessage = {
        client_id,
        kind: file ? 'image' : 'text',
        text: file ? '' : text.trim(),
        image_url: preview,
        reply_to: replyTo ? quoteOf(replyTo) : null,
        status: 'sending',
        created_at: new Date().toISOString(),
      };
      store.addPending(p);
      return send(p);
    },
    retry(clientId) {
      const p = store.retryPending(clientId);
      if (p) void send(p);
    },
    discard(clientId) {
      delete files[clientId];
      store.dropPending(clientId);
    },
    remove(seq) {
      return deleteChatMessage(group, seq).then(
        (answer) => {
          store.merge([answer.message]);
          return null;
        },
        (err: unknown) => err,
      );
    },
    loadOlder() {
      const held = store.messages.value;
      if (olderLoading.value || !store.hasOlder.value || held.length === 0) return;
      olderLoading.value = true;
      olderError.value = null;
      fetchChatMessages(group, channel, { before: held[0].seq }).then(
        (page) => {
          batch(() => {
            store.prepend(page.messages, page.messages.length < CHAT_PAGE_SIZE);
            olderLoading.value = false;
          });
        },
        (err: unknown) => {
          batch(() => {
            olderLoading.value = false;
            olderError.value = err;
          });
        },
      );
    },
    loadNewer() {
      const held = store.messages.value;
      if (newerLoading || store.atLatest.value || held.length === 0) return;
      newerLoading = true;
      fetchChatMessages(group, channel, { after: held[held.length - 1].seq }).then(
        (page) => {
          newerLoading = false;
          if (page.truncated && page.messages.length === 0) void loadLatest().catch(() => {});
          else store.appendNewer(page.messages, !!page.truncated);
        },
        () => {
          newerLoading = false;
        },
      );
    },
    reload() {
      load.value = 'loading';
      start();
    },
    start,
  };

  function start() {
    const first = store.messages.value.length > 0 || load.value === 'ready' ? Promise.resolve() : loadLatest();
    fetchChatState(group).then(
      (s) => (chatState.value = s),
      () => {},
    );
    first.then(
      () => {
        load.value = 'ready';
        const entry = rooms[`${group}|${channel}`];
        if (!entry || entry.room !== room || entry.stop || entry.users === 0) return;
        const unsubscribe = connection.subscribe(channel, {
          after: () => {
            const seq = store.latestSeq();
            return seq === null ? 0 : seq;
          },
          onFrame,
        });
        const unState = connection.onState(onStateFrame);
        entry.stop = () => {
          unsubscribe();
          unState();
        };
      },
      (err: unknown) => {
        batch(() => {
          load.value = 'error';
          loadError.value = err;
        });
      },
    );
  }

  return room;
}

/**
 * Opens a channel for a screen: its messages (kept while the tab lives, so coming back shows them at
 * once and asks only for what came since), the shared socket and the chat state. Call the returned
 * function when the screen goes.
 */
export function openChatRoom(group: string, channel: ChatChannel = CHAT_GROUP_CHANNEL): { room: ChatRoom; close: () => void } {
  const key = `${group}|${channel}`;
  let entry = rooms[key];
  if (!entry) entry = rooms[key] = { room: createRoom(group, channel), users: 0, stop: null, release: null };
  entry.users += 1;
  const room = entry.room;
  if (entry.users === 1) {
    entry.release = acquireGroupSocket(group);
    room.start();
  }
  const opened = entry;
  let closed = false;
  return {
    room,
    close() {
      if (closed) return;
      closed = true;
      opened.users -= 1;
      if (opened.users > 0) return;
      if (opened.stop) opened.stop();
      opened.stop = null;
      if (opened.release) opened.release();
      opened.release = null;
    },
  };
}

/** Tests: forget every room and socket. */
export function resetChatRooms(): void {
  for (const key in rooms) {
    const entry = rooms[key];
    if (entry.stop) entry.stop();
    delete rooms[key];
  }
  resetGroupSockets();
}

// ---- the announcement, hidden per announcement ----

/** The announcement text each group's person hid; a different announcement shows again. */
export const dismissedAnnouncements = persisted<Record<string, string>>('chat.dismissed_announcement', {});

export function dismissAnnouncement(group: string, text: string): void {
  dismissedAnnouncements.value = { ...dismissedAnnouncements.value, [group]: text };
}

// ---- admin: the chat's settings ----

/** The chat state as the admin portal's chat section reads it (GET /chat/state); read afresh when the section opens. */
export const chatAdminState = groupResource(fetchChatState);

/** Puts a state the server answered in place, and in the group's settings, so the spotlight and tabs follow at once. */
function keepChatState(group: string, state: ChatState): ChatState {
  chatAdminState.put(group, state);
  applyLiveState(group, state);
  const settings = groupAdminSettings.of(group).data;
  if (settings && settings.chat_rate_limit !== state.rate_limit) {
    groupAdminSettings.put(group, { ...settings, chat_rate_limit: state.rate_limit });
  }
  return state;
}

/**
 * An admin's change to the chat (§7 PUT /chat/): the mode (refused while streaming, 102613), the rate
 * limit or the announcement ('' clears it). Resolves the new state; a refusal rejects with the server's
 * error. Open chats follow through the socket's `state` frame.
 */
export function saveChatSettings(group: string, change: ChatSettingsChange): Promise<ChatState> {
  return putChatSettings(group, change).then(
    (state) => keepChatState(group, state),
    (err: unknown) => {
      // A stream started since the state was read: read it again, so the mode shows locked.
      if (err instanceof ApiError && err.code === ErrorCode.chatModeLocked) chatAdminState.refresh(group);
      throw err;
    },
  );
}

/** §7 POST /chat/stop-lecturing: lecture mode ends (back to free) and the lecture clock clears. */
export function stopLecturing(group: string): Promise<ChatState> {
  return postStopLecturing(group).then((state) => keepChatState(group, state));
}
