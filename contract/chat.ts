import {
  array, boolean, enums, literal, nullable, number, object, optional, pattern, record, string, type, union,
  type Infer,
} from './struct';
import { boundedInteger, boundedString, boundedText, ID_MAX_LENGTH, MAX_INTEGER } from './bounds';
import { GroupMode } from './group';
import { Role } from './user';

// Shapes shared by the client (validating responses and frames) and the reference server (building them).
// HTTP paths are relative to /api/groups/{group}; every chat route is for members and staff.
// The WebSocket is `GET /ws` on the same server (the app's VITE_WS_BASE overrides the origin); its frames
// are JSON text, described below (ChatClientFrame / ChatServerFrame).

/** §9: the client keeps at most the latest 500 messages; `after=` and backlogs answer at most this many. */
export const CHAT_LIST_CAP = 500;
/** GET /chat/messages pages by 50 (at most CHAT_LIST_CAP with `after`). */
export const CHAT_PAGE_SIZE = 50;
/** The longest text message, in characters after trimming. */
export const CHAT_TEXT_MAX = 2000;
/** The author may recall a message for 2 minutes after sending it. */
export const CHAT_RECALL_MS = 120_000;
/** The first frame on a socket must be `auth` within this time, else the server closes 4408. */
export const CHAT_AUTH_TIMEOUT_MS = 5000;
/** The server pings (a ws ping frame) this often and drops sockets that did not answer the previous one. */
export const CHAT_HEARTBEAT_MS = 25_000;
/**
 * What one socket may send (server/chat/hub.ts): a token bucket of CHAT_FRAME_BURST frames, refilled by
 * CHAT_FRAMES_PER_SECOND each second. Every frame counts (auth, subscribe, ping, a bad one); a socket past it
 * is closed with CHAT_CLOSE_TOO_MANY_FRAMES. The app sends a handful a minute (auth, a subscribe per screen, a ping
 * every 25 s).
 */
export const CHAT_FRAME_BURST = 30;
export const CHAT_FRAMES_PER_SECOND = 5;
/** A backlog comes in `backlog` frames of at most this many messages each (pages), oldest first. */
export const CHAT_BACKLOG_PAGE = 50;
/** The longest announcement, in characters. */
export const CHAT_ANNOUNCEMENT_MAX = 500;
/** The most messages per minute per member an admin may set (0 = no limit). */
export const CHAT_RATE_LIMIT_MAX = 600;
/** The longest reply excerpt, in characters. */
export const CHAT_EXCERPT_MAX = 80;
/** Group settings: at most this many deny words and allow-list entries. */
export const CHAT_DENY_WORDS_MAX = 200;
export const CHAT_ALLOW_LIST_MAX = 200;
/** Default chat_inactive_days: members inactive this long are unsubscribed from notifications. */
export const CHAT_INACTIVE_DAYS_DEFAULT = 30;

/** WebSocket close codes. */
export const CHAT_CLOSE_UNAUTHORIZED = 4401; // no, bad or expired token: refresh it and reconnect
export const CHAT_CLOSE_FORBIDDEN = 4403; // not allowed in this group (banned, blocked, not a member): do not retry
export const CHAT_CLOSE_AUTH_TIMEOUT = 4408; // no auth frame within CHAT_AUTH_TIMEOUT_MS
export const CHAT_CLOSE_TOO_MANY_FRAMES = 4429; // past the frame budget (CHAT_FRAME_BURST): reconnect after the usual backoff
export const CHAT_CLOSE_RESTART = 1012; // WebSocket's "service restart": the server is shutting down; reconnect as usual

/** 'group' (the group's chat) or 'stream:<stream_id>' (a live stream's chat). */
export const ChatChannel = pattern(boundedString(ID_MAX_LENGTH + 7, 5), /^(group|stream:[A-Za-z0-9_-]{1,100})$/);
export type ChatChannel = string;
export const CHAT_GROUP_CHANNEL = 'group';
export const streamChannel = (streamId: string): string => `stream:${streamId}`;

export const ChatMessageKind = enums(['text', 'image', 'system', 'luckycoin']);
export type ChatMessageKind = Infer<typeof ChatMessageKind>;
export const ChatMessageState = enums(['normal', 'recalled', 'deleted']);
export type ChatMessageState = Infer<typeof ChatMessageState>;
export const ChatSystemEvent = enums(['member_joined', 'member_renewed', 'luckycoin_sent', 'kudos_sent', 'mode_changed', 'announcement']);
export type ChatSystemEvent = Infer<typeof ChatSystemEvent>;

/** Who wrote a message; role and nickname as this group knows them ('user' and '' once gone). */
export const ChatAuthor = type({
  user_id: string(),
  full_name: string(),
  avatar_url: string(),
  nickname: string(),
  role: Role,
});
export type ChatAuthor = Infer<typeof ChatAuthor>;

/** One of our own attachments; `url` is a signed, expiring link (like discussion images). */
export const ChatImage = type({ attachment_id: string(), url: string() });
export type ChatImage = Infer<typeof ChatImage>;

/** What a reply quotes: the quoted message's excerpt (≤ 80 characters; '' for images, recalled and deleted ones). */
export const ChatReplyTo = type({
  seq: number(),
  message_id: string(),
  author_name: string(),
  excerpt: string(),
  kind: ChatMessageKind,
});
export type ChatReplyTo = Infer<typeof ChatReplyTo>;

/**
 * A system event. `data` by event: member_joined {full_name}; member_renewed {full_name, years}; luckycoin_sent {pack_id, full_name, greeting};
 * kudos_sent {to_name, full_name, symbol, amount}; mode_changed {mode}; announcement {text} ('' = cleared).
 */
export const ChatSystem = type({ event: ChatSystemEvent, data: record(string(), string()) });
export type ChatSystem = Infer<typeof ChatSystem>;

/**
 * A lucky-coin pack its sender shared to the group chat (POST /luckycoin/{id}/share): the red-packet bubble.
 * The bubble names the pack; opening it reads and claims the pack through the lucky-coin calls.
 */
export const ChatLuckycoin = type({ pack_id: string(), greeting: string() });
export type ChatLuckycoin = Infer<typeof ChatLuckycoin>;

export const ChatMessage = type({
  /** Strictly increasing across the whole server (never reused): the order and the resume cursor. */
  seq: number(),
  message_id: string(),
  channel: string(),
  /** null for system events. */
  author: nullable(ChatAuthor),
  kind: ChatMessageKind,
  /** Plain text, shown as text (never HTML); '' for image, system, recalled and deleted messages. */
  text: string(),
  image: nullable(ChatImage),
  reply_to: nullable(ChatReplyTo),
  system: nullable(ChatSystem),
  /** The shared pack, for kind 'luckycoin' (null once recalled or deleted, and for every other kind). */
  luckycoin: nullable(ChatLuckycoin),
  state: ChatMessageState,
  created_at: string(),
  /** The sender's idempotency key, echoed so the sender can match its optimistic row; null for system events. */
  client_id: nullable(string()),
});
export type ChatMessage = Infer<typeof ChatMessage>;

/** The group's chat state as pushed to everyone (the `state` frame). */
export const ChatGroupState = type({
  mode: GroupMode,
  /** The pinned announcement; '' = none. */
  announcement: string(),
  /** Messages per minute per member; 0 = no limit. */
  rate_limit: number(),
  lecturing_or_streaming_started_at: nullable(string()),
});
export type ChatGroupState = Infer<typeof ChatGroupState>;

/** GET /chat/state and the PUT/POST /chat answers: the group's state plus what it means for the caller. */
export const ChatState = type({
  mode: GroupMode,
  announcement: string(),
  rate_limit: number(),
  lecturing_or_streaming_started_at: nullable(string()),
  /** Whether the caller may send in the group channel now (mode and role; not the rate limit). */
  can_send: boolean(),
  /** The caller's notification switch (/chat/subscribe, /chat/unsubscribe). */
  subscribed: boolean(),
});
export type ChatState = Infer<typeof ChatState>;

/** POST /chat/messages body. `text` 1–2000 after trim for kind 'text'; `attachment_id` for kind 'image'. */
export const ChatSendInput = object({
  client_id: pattern(boundedString(36, 36), /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
  kind: enums(['text', 'image']),
  /** Room for surrounding whitespace: the server trims, then checks 1–CHAT_TEXT_MAX. */
  text: optional(boundedText(CHAT_TEXT_MAX * 2)),
  attachment_id: optional(boundedString(ID_MAX_LENGTH)),
  /** A seq in the same channel. */
  reply_to: optional(boundedInteger(1, MAX_INTEGER)),
  /** The channel; absent = 'group'. (POST /stream/messages/create sends to the living stream's channel.) */
  channel: optional(ChatChannel),
});
export type ChatSendInput = Infer<typeof ChatSendInput>;

/** POST /chat/messages and DELETE /chat/messages/{seq} answer. */
export const ChatMessageResult = type({ message: ChatMessage });
export type ChatMessageResult = Infer<typeof ChatMessageResult>;

/**
 * GET /chat/messages?channel=group&before=<seq>&limit=50 → the page just before `before` (absent = the latest),
 * oldest first. With `after=<seq>` instead: the messages after it (≤ CHAT_LIST_CAP), `truncated: true` when
 * more exist (then the client reloads the latest page).
 */
export const ChatMessagePage = type({ messages: array(ChatMessage), truncated: optional(boolean()) });
export type ChatMessagePage = Infer<typeof ChatMessagePage>;

// ---- WebSocket frames ----

/** Client → server. `auth` first (within 5 s); a later `auth` swaps in a refreshed token on the same socket. */
export const ChatAuthFrame = type({ type: literal('auth'), group: string(), token: string() });
/**
 * `after` null: only live messages from now; a seq: every message after it first (`backlog` pages). One
 * subscription per channel and socket: a subscribe while the channel's backlog is still coming is ignored; a
 * later one replaces the subscription (from its own `after`).
 */
export const ChatSubscribeFrame = type({ type: literal('subscribe'), channel: string(), after: nullable(number()) });
export const ChatUnsubscribeFrame = type({ type: literal('unsubscribe'), channel: string() });
export const ChatPingFrame = type({ type: literal('ping') });
export const ChatClientFrame = union([ChatAuthFrame, ChatSubscribeFrame, ChatUnsubscribeFrame, ChatPingFrame]);
export type ChatClientFrame = Infer<typeof ChatClientFrame>;

/** Server → client. */
export const ChatReadyFrame = type({ type: literal('ready'), user_id: string(), role: Role });
/**
 * What a subscription missed, oldest first, in pages of at most CHAT_BACKLOG_PAGE messages (≤ CHAT_LIST_CAP in all):
 * `more` on every page but the last. The last page says `truncated` when more was missed than a backlog carries
 * (then the client reloads the latest page). Live frames of the channel come only after the last page.
 */
export const ChatBacklogFrame = type({
  type: literal('backlog'), channel: string(), messages: array(ChatMessage), more: boolean(), truncated: boolean(),
});
/** A new message (also to its sender). */
export const ChatMessageFrame = type({ type: literal('message'), channel: string(), message: ChatMessage });
/** A message recalled or deleted: its state changed and its content is blanked. */
export const ChatUpdateFrame = type({ type: literal('update'), channel: string(), message: ChatMessage });
/** Mode, announcement, rate limit or lecture clock changed (also when a stream starts or stops). */
export const ChatStateFrame = type({ type: literal('state'), state: ChatGroupState });
/** A bad frame or an unknown/forbidden channel; `code` is one of the 1026xx codes (or 100400). */
export const ChatErrorFrame = type({ type: literal('error'), code: number(), message: string() });
export const ChatPongFrame = type({ type: literal('pong') });
export const ChatServerFrame = union([
  ChatReadyFrame, ChatBacklogFrame, ChatMessageFrame, ChatUpdateFrame, ChatStateFrame, ChatErrorFrame, ChatPongFrame,
]);
export type ChatServerFrame = Infer<typeof ChatServerFrame>;
export type ChatReadyFrame = Infer<typeof ChatReadyFrame>;
export type ChatBacklogFrame = Infer<typeof ChatBacklogFrame>;
export type ChatMessageFrame = Infer<typeof ChatMessageFrame>;
export type ChatUpdateFrame = Infer<typeof ChatUpdateFrame>;
export type ChatStateFrame = Infer<typeof ChatStateFrame>;
export type ChatErrorFrame = Infer<typeof ChatErrorFrame>;

// Group settings (GET and PUT /settings/full) gain deny_words, link_allow_list, chat_rate_limit and
// chat_inactive_days: see GroupSettings in contract/group.ts.
