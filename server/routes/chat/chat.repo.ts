import type { ChatMessageKind, ChatMessageState, ChatSystemEvent } from '../../../contract/chat';
import type { GroupSettings } from '../../../contract/group';
import type { Role } from '../../../contract/user';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

// All chat SQL (issue 12): the one message store of every channel, the chat settings, the members' switches.
// On the async layer (db/sql.ts, issue 27), each text once for both engines; insertChatMessageSync, on the
// same text, serves the seed.

export type ChatMessageRow = Omit<NewChatMessage, 'stream_id' | 'pack_id'> & {
  seq: number;
  pack_id: string | null;
  // The shared pack's greeting (kind 'luckycoin').
  pack_greeting: string | null;
  state: ChatMessageState;
  // The author as this group knows them (null for system events; role/nickname null once gone).
  full_name: string | null;
  avatar_url: string | null;
  nickname: string | null;
  role: Role | null;
  // The quoted message, when a reply.
  r_message_id: string | null;
  r_kind: ChatMessageKind | null;
  r_text: string | null;
  r_state: ChatMessageState | null;
  r_author_name: string | null;
  r_author_nickname: string | null;
};

const SELECT = `SELECT m.seq, m.message_id, m.group_id, m.channel, m.user_id, m.kind, m.text, m.attachment_id,
    m.reply_to_seq, m.system_event, m.system_data, m.pack_id, m.state, m.client_id, m.created_at, m.created_ms,
    lp.greeting AS pack_greeting, u.full_name, u.avatar_url, mb.nickname, mb.role,
    r.message_id AS r_message_id, r.kind AS r_kind, r.text AS r_text, r.state AS r_state,
    ru.full_name AS r_author_name, rmb.nickname AS r_author_nickname
  FROM chat_messages m
  LEFT JOIN users u ON u.user_id = m.user_id
  LEFT JOIN memberships mb ON mb.group_id = m.group_id AND mb.user_id = m.user_id
  LEFT JOIN luckycoin_packs lp ON lp.pack_id = m.pack_id
  LEFT JOIN chat_messages r ON r.seq = m.reply_to_seq
  LEFT JOIN users ru ON ru.user_id = r.user_id
  LEFT JOIN memberships rmb ON rmb.group_id = r.group_id AND rmb.user_id = r.user_id`;

export type NewChatMessage = {
  message_id: string;
  group_id: string;
  channel: string;
  stream_id: string | null;
  user_id: string | null;
  kind: ChatMessageKind;
  text: string;
  attachment_id: string | null;
  reply_to_seq: number | null;
  system_event: ChatSystemEvent | null;
  system_data: string | null;
  /** The shared pack of a 'luckycoin' message. */
  pack_id?: string | null;
  client_id: string | null;
  created_at: string;
  created_ms: number;
};

const INSERT_MESSAGE = `INSERT INTO chat_messages (message_id, group_id, channel, stream_id, user_id, kind, text,
    attachment_id, reply_to_seq, system_event, system_data, pack_id, client_id, created_at, created_ms)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`;

/**
 * The group's head row takes the seq just inserted (migration 061): two transactions of the layer inserting
 * into one group never both commit on PostgreSQL unless the later began after the earlier committed (the
 * later is refused, 40001, and run again), so a group's seq order is its commit order and a reader "after
 * its cursor" never passes a row that commits late. On SQLite the one writer already gives that.
 */
const TAKE_HEAD = `INSERT INTO chat_heads (group_id, last_seq) VALUES (?, ?)
  ON CONFLICT (group_id) DO UPDATE SET last_seq = excluded.last_seq`;

const insertValues = (row: NewChatMessage) => [
  row.message_id, row.group_id, row.channel, row.stream_id, row.user_id, row.kind, row.text, row.attachment_id,
  row.reply_to_seq, row.system_event, row.system_data, row.pack_id ?? null, row.client_id, row.created_at, row.created_ms,
];

/**
 * Inserts a message and moves its group's head to it; answers its seq. Call it inside a transaction (the
 * head's write is what orders the group's commits on PostgreSQL).
 */
export async function insertChatMessage(sql: Sql, row: NewChatMessage): Promise<number> {
  const seq = (await sql.value<number>(INSERT_MESSAGE, ...insertValues(row)))!;
  await sql.run(TAKE_HEAD, row.group_id, seq);
  return seq;
}

/** For the seed (SQLite only). */
export function insertChatMessageSync(db: Db, row: NewChatMessage): number {
  const seq = (statement(db, INSERT_MESSAGE).get(...insertValues(row)) as { seq: number }).seq;
  statement(db, TAKE_HEAD).run(row.group_id, seq);
  return seq;
}

const FIND_MESSAGE = `${SELECT} WHERE m.seq = ? AND m.group_id = ?`;

export function findChatMessage(sql: Sql, groupId: string, seq: number): Promise<ChatMessageRow | undefined> {
  return sql.get<ChatMessageRow>(FIND_MESSAGE, seq, groupId);
}

/** Any group's message by seq. */
export function findChatMessageBySeq(sql: Sql, seq: number): Promise<ChatMessageRow | undefined> {
  return sql.get<ChatMessageRow>(`${SELECT} WHERE m.seq = ?`, seq);
}

export function findChatMessageByClientId(sql: Sql, groupId: string, userId: string, clientId: string): Promise<ChatMessageRow | undefined> {
  return sql.get<ChatMessageRow>(`${SELECT} WHERE m.group_id = ? AND m.user_id = ? AND m.client_id = ?`, groupId, userId, clientId);
}

/** The message that shared a pack to the chat (one per pack), if any. */
export function findChatMessageByPack(sql: Sql, packId: string): Promise<ChatMessageRow | undefined> {
  return sql.get<ChatMessageRow>(`${SELECT} WHERE m.pack_id = ?`, packId);
}

/** Whether `seq` is a message of this group's channel (a reply's target). */
export async function chatMessageInChannel(sql: Sql, groupId: string, channel: string, seq: number): Promise<boolean> {
  return (await sql.value('SELECT 1 FROM chat_messages WHERE seq = ? AND group_id = ? AND channel = ?', seq, groupId, channel)) !== undefined;
}

/** The `limit` messages just before `before` (null: the latest), oldest first. */
export function listChatBefore(sql: Sql, groupId: string, channel: string, before: number | null, limit: number): Promise<ChatMessageRow[]> {
  return sql.all<ChatMessageRow>(`SELECT * FROM (${SELECT} WHERE m.group_id = ? AND m.channel = ? AND (CAST(? AS BIGINT) IS NULL OR m.seq < ?)
    ORDER BY m.seq DESC LIMIT ?) AS page ORDER BY seq`, groupId, channel, before, before, limit);
}

/** The first `limit` messages after `after`, oldest first. */
export function listChatAfter(sql: Sql, groupId: string, channel: string, after: number, limit: number): Promise<ChatMessageRow[]> {
  return sql.all<ChatMessageRow>(`${SELECT} WHERE m.group_id = ? AND m.channel = ? AND m.seq > ? ORDER BY m.seq LIMIT ?`,
    groupId, channel, after, limit);
}

/** A group's messages (every channel) after `after`, oldest first: the hub's fan-out cursor for the group. */
export function listGroupChatAfter(sql: Sql, groupId: string, after: number, limit: number): Promise<ChatMessageRow[]> {
  return sql.all<ChatMessageRow>(`${SELECT} WHERE m.group_id = ? AND m.seq > ? ORDER BY m.seq LIMIT ?`, groupId, after, limit);
}

/** The group's highest seq (0 when none). */
export async function maxGroupSeq(sql: Sql, groupId: string): Promise<number> {
  return (await sql.value<number>('SELECT COALESCE(MAX(seq), 0) FROM chat_messages WHERE group_id = ?', groupId))!;
}

export async function maxChannelSeq(sql: Sql, groupId: string, channel: string): Promise<number> {
  return (await sql.value<number>('SELECT COALESCE(MAX(seq), 0) FROM chat_messages WHERE group_id = ? AND channel = ?', groupId, channel))!;
}

/** The member's messages (any channel) since `sinceMs`, oldest first: the rate limit's window. */
export function listSenderTimesSince(sql: Sql, groupId: string, userId: string, sinceMs: number): Promise<number[]> {
  return sql.values<number>(`SELECT created_ms FROM chat_messages WHERE group_id = ? AND user_id = ? AND created_ms > ?
    ORDER BY created_ms`, groupId, userId, sinceMs);
}

/** Recall or delete: the state changes and the content is blanked (the quote of it too, by the join). */
export async function markChatMessageRemoved(sql: Sql, seq: number, state: 'recalled' | 'deleted', nowIso: string, by: string): Promise<boolean> {
  return (await sql.run(`UPDATE chat_messages SET state = ?, text = '', attachment_id = NULL, removed_at = ?, removed_by = ?
    WHERE seq = ? AND state = 'normal'`, state, nowIso, by, seq)).changes === 1;
}

// ---- stream channel (GET /stream/messages keeps its created_at paging) ----

export type StreamChatRow = ChatMessageRow;

/** A stream's text messages, newest first, before `before` (created_at) when given. */
export function listStreamChat(sql: Sql, groupId: string, channel: string, before: string | null, limit: number): Promise<ChatMessageRow[]> {
  return sql.all<ChatMessageRow>(`${SELECT} WHERE m.group_id = ? AND m.channel = ? AND m.kind = 'text' AND m.state = 'normal'
    AND (CAST(? AS TEXT) IS NULL OR m.created_at < ?) ORDER BY m.created_at DESC, m.seq DESC LIMIT ?`, groupId, channel, before, before, limit);
}

// ---- settings ----

export type ChatSettingsRow = {
  group_mode: GroupSettings['group-mode'];
  lecturing_or_streaming_started_at: string | null;
  chat_announcement: string;
  chat_rate_limit: number;
  deny_words: string;
  link_allow_list: string;
  chat_inactive_days: number;
};

export function findChatSettings(sql: Sql, groupId: string): Promise<ChatSettingsRow | undefined> {
  return sql.get<ChatSettingsRow>(`SELECT group_mode, lecturing_or_streaming_started_at, chat_announcement, chat_rate_limit,
      deny_words, link_allow_list, chat_inactive_days
    FROM group_settings WHERE group_id = ?`, groupId);
}

/** The mode and the lecture clock together (what stream.service's changeChatMode and setChatMode did in two). */
export async function setChatMode(sql: Sql, groupId: string, mode: GroupSettings['group-mode'], clock: string | null): Promise<void> {
  await sql.run('UPDATE group_settings SET group_mode = ?, lecturing_or_streaming_started_at = ? WHERE group_id = ?', mode, clock, groupId);
}

/** The group's living stream, if any (the stream repo's table, read here while that repo is synchronous). */
export async function hasLivingStream(sql: Sql, groupId: string): Promise<boolean> {
  return (await sql.value("SELECT 1 FROM streams WHERE group_id = ? AND state = 'living'", groupId)) !== undefined;
}

export async function setChatAnnouncement(sql: Sql, groupId: string, text: string): Promise<void> {
  await sql.run('UPDATE group_settings SET chat_announcement = ? WHERE group_id = ?', text, groupId);
}

export async function setChatRateLimit(sql: Sql, groupId: string, perMinute: number): Promise<void> {
  await sql.run('UPDATE group_settings SET chat_rate_limit = ? WHERE group_id = ?', perMinute, groupId);
}

// ---- members' switches and activity ----

export async function findChatSubscribed(sql: Sql, groupId: string, userId: string): Promise<boolean> {
  return (await sql.value<number>('SELECT chat_subscribed FROM memberships WHERE group_id = ? AND user_id = ?', groupId, userId)) === 1;
}

export async function setChatSubscribed(sql: Sql, groupId: string, userId: string, on: boolean, nowIso: string): Promise<void> {
  await sql.run('UPDATE memberships SET chat_subscribed = ?, chat_last_active_at = ? WHERE group_id = ? AND user_id = ?',
    on ? 1 : 0, nowIso, groupId, userId);
}

/** Records chat activity (a message sent, a socket signed in): what the daily job measures. */
export async function touchChatActivity(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<void> {
  await sql.run('UPDATE memberships SET chat_last_active_at = ? WHERE group_id = ? AND user_id = ?', nowIso, groupId, userId);
}

export type ChatSubscriberRow = { group_id: string; user_id: string; last_active_at: string; chat_inactive_days: number };

/** Every member subscribed to chat notifications, with their latest activity (else joining, else creation). */
export function listChatSubscribers(sql: Sql): Promise<ChatSubscriberRow[]> {
  return sql.all<ChatSubscriberRow>(`SELECT mb.group_id, mb.user_id,
      COALESCE(mb.chat_last_active_at, mb.joined_at, mb.created_at) AS last_active_at, gs.chat_inactive_days
    FROM memberships mb JOIN group_settings gs ON gs.group_id = mb.group_id
    WHERE mb.chat_subscribed = 1 ORDER BY mb.group_id, mb.user_id`);
}

/** Unsubscribes one member, unless they became active after `lastActiveAt` meanwhile. */
export async function unsubscribeChatMember(sql: Sql, groupId: string, userId: string, lastActiveAt: string): Promise<boolean> {
  return (await sql.run(`UPDATE memberships SET chat_subscribed = 0
    WHERE group_id = ? AND user_id = ? AND chat_subscribed = 1
      AND COALESCE(chat_last_active_at, joined_at, created_at) = ?`, groupId, userId, lastActiveAt)).changes === 1;
}
