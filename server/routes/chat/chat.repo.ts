import type { ChatMessageKind, ChatMessageState, ChatSystemEvent } from '../../../contract/chat';
import type { GroupSettings } from '../../../contract/group';
import type { Role } from '../../../contract/user';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

// All chat SQL (issue 12): the one message store of every channel, the chat settings, the members' switches.

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

/** Inserts a message; answers its seq. */
const INSERT_MESSAGE = `INSERT INTO chat_messages (message_id, group_id, channel, stream_id, user_id, kind, text,
    attachment_id, reply_to_seq, system_event, system_data, pack_id, client_id, created_at, created_ms)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const messageValues = (row: NewChatMessage) => [
  row.message_id, row.group_id, row.channel, row.stream_id, row.user_id, row.kind, row.text, row.attachment_id,
  row.reply_to_seq, row.system_event, row.system_data, row.pack_id ?? null, row.client_id, row.created_at, row.created_ms,
] as const;

export function insertChatMessageSync(db: Db, row: NewChatMessage): number {
  return Number(statement(db, INSERT_MESSAGE).run(...messageValues(row)).lastInsertRowid);
}

/** The same insert on the async layer (a system line posted inside a moved area's transaction): its seq. */
export async function insertChatMessage(sql: Sql, row: NewChatMessage): Promise<number> {
  return Number(await sql.value<number>(`${INSERT_MESSAGE} RETURNING seq`, ...messageValues(row)));
}

export function findChatMessage(db: Db, groupId: string, seq: number): ChatMessageRow | undefined {
  return statement(db, `${SELECT} WHERE m.seq = ? AND m.group_id = ?`).get(seq, groupId) as ChatMessageRow | undefined;
}

/** Any group's message by seq (the hub's update frames). */
export function findChatMessageBySeq(db: Db, seq: number): ChatMessageRow | undefined {
  return statement(db, `${SELECT} WHERE m.seq = ?`).get(seq) as ChatMessageRow | undefined;
}

export function findChatMessageByClientId(db: Db, groupId: string, userId: string, clientId: string): ChatMessageRow | undefined {
  return statement(db, `${SELECT} WHERE m.group_id = ? AND m.user_id = ? AND m.client_id = ?`)
    .get(groupId, userId, clientId) as ChatMessageRow | undefined;
}

/** The message that shared a pack to the chat (one per pack), if any. */
export function findChatMessageByPack(db: Db, packId: string): ChatMessageRow | undefined {
  return statement(db, `${SELECT} WHERE m.pack_id = ?`).get(packId) as ChatMessageRow | undefined;
}

/** Whether `seq` is a message of this group's channel (a reply's target). */
export function chatMessageInChannel(db: Db, groupId: string, channel: string, seq: number): boolean {
  return statement(db, 'SELECT 1 FROM chat_messages WHERE seq = ? AND group_id = ? AND channel = ?')
    .get(seq, groupId, channel) !== undefined;
}

/** The `limit` messages just before `before` (null: the latest), oldest first. */
export function listChatBefore(db: Db, groupId: string, channel: string, before: number | null, limit: number): ChatMessageRow[] {
  return statement(db, `SELECT * FROM (${SELECT} WHERE m.group_id = ? AND m.channel = ? AND (? IS NULL OR m.seq < ?)
    ORDER BY m.seq DESC LIMIT ?) ORDER BY seq`).all(groupId, channel, before, before, limit) as ChatMessageRow[];
}

/** The first `limit` messages after `after`, oldest first. */
export function listChatAfter(db: Db, groupId: string, channel: string, after: number, limit: number): ChatMessageRow[] {
  return statement(db, `${SELECT} WHERE m.group_id = ? AND m.channel = ? AND m.seq > ? ORDER BY m.seq LIMIT ?`)
    .all(groupId, channel, after, limit) as ChatMessageRow[];
}

/** Every group's messages after `after` (the hub's fan-out cursor), oldest first. */
export function listAllChatAfter(db: Db, after: number, limit: number): ChatMessageRow[] {
  return statement(db, `${SELECT} WHERE m.seq > ? ORDER BY m.seq LIMIT ?`).all(after, limit) as ChatMessageRow[];
}

/** The highest seq stored (0 when none). */
export function maxChatSeq(db: Db): number {
  return statement(db, 'SELECT COALESCE(MAX(seq), 0) FROM chat_messages').pluck().get() as number;
}

export function maxChannelSeq(db: Db, groupId: string, channel: string): number {
  return statement(db, 'SELECT COALESCE(MAX(seq), 0) FROM chat_messages WHERE group_id = ? AND channel = ?')
    .pluck().get(groupId, channel) as number;
}

/** The member's messages (any channel) since `sinceMs`, oldest first: the rate limit's window. */
export function listSenderTimesSince(db: Db, groupId: string, userId: string, sinceMs: number): number[] {
  return statement(db, `SELECT created_ms FROM chat_messages WHERE group_id = ? AND user_id = ? AND created_ms > ?
    ORDER BY created_ms`).pluck().all(groupId, userId, sinceMs) as number[];
}

/** Recall or delete: the state changes and the content is blanked (the quote of it too, by the join). */
export function markChatMessageRemoved(db: Db, seq: number, state: 'recalled' | 'deleted', nowIso: string, by: string): boolean {
  return statement(db, `UPDATE chat_messages SET state = ?, text = '', attachment_id = NULL, removed_at = ?, removed_by = ?
    WHERE seq = ? AND state = 'normal'`).run(state, nowIso, by, seq).changes === 1;
}

// ---- stream channel (GET /stream/messages keeps its created_at paging) ----

export type StreamChatRow = ChatMessageRow;

/** A stream's text messages, newest first, before `before` (created_at) when given. */
export function listStreamChat(db: Db, groupId: string, channel: string, before: string | null, limit: number): ChatMessageRow[] {
  return statement(db, `${SELECT} WHERE m.group_id = ? AND m.channel = ? AND m.kind = 'text' AND m.state = 'normal'
    AND (? IS NULL OR m.created_at < ?) ORDER BY m.created_at DESC, m.seq DESC LIMIT ?`)
    .all(groupId, channel, before, before, limit) as ChatMessageRow[];
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

export function findChatSettings(db: Db, groupId: string): ChatSettingsRow | undefined {
  return statement(db, `SELECT group_mode, lecturing_or_streaming_started_at, chat_announcement, chat_rate_limit,
      deny_words, link_allow_list, chat_inactive_days
    FROM group_settings WHERE group_id = ?`).get(groupId) as ChatSettingsRow | undefined;
}

export function setChatMode(db: Db, groupId: string, mode: GroupSettings['group-mode']): void {
  statement(db, 'UPDATE group_settings SET group_mode = ? WHERE group_id = ?').run(mode, groupId);
}

export function setChatAnnouncement(db: Db, groupId: string, text: string): void {
  statement(db, 'UPDATE group_settings SET chat_announcement = ? WHERE group_id = ?').run(text, groupId);
}

export function setChatRateLimit(db: Db, groupId: string, perMinute: number): void {
  statement(db, 'UPDATE group_settings SET chat_rate_limit = ? WHERE group_id = ?').run(perMinute, groupId);
}

export function setChatWordLists(db: Db, groupId: string, lists: { deny_words?: string[]; link_allow_list?: string[] }): void {
  if (lists.deny_words) {
    statement(db, 'UPDATE group_settings SET deny_words = ? WHERE group_id = ?').run(JSON.stringify(lists.deny_words), groupId);
  }
  if (lists.link_allow_list) {
    statement(db, 'UPDATE group_settings SET link_allow_list = ? WHERE group_id = ?')
      .run(JSON.stringify(lists.link_allow_list), groupId);
  }
}

// ---- members' switches and activity ----

export function findChatSubscribed(db: Db, groupId: string, userId: string): boolean {
  return statement(db, 'SELECT chat_subscribed FROM memberships WHERE group_id = ? AND user_id = ?')
    .pluck().get(groupId, userId) === 1;
}

export function setChatSubscribed(db: Db, groupId: string, userId: string, on: boolean, nowIso: string): void {
  statement(db, `UPDATE memberships SET chat_subscribed = ?, chat_last_active_at = ? WHERE group_id = ? AND user_id = ?`)
    .run(on ? 1 : 0, nowIso, groupId, userId);
}

/** Records chat activity (a message sent, a socket signed in): what the daily job measures. */
export function touchChatActivity(db: Db, groupId: string, userId: string, nowIso: string): void {
  statement(db, 'UPDATE memberships SET chat_last_active_at = ? WHERE group_id = ? AND user_id = ?').run(nowIso, groupId, userId);
}

/**
 * Unsubscribes every member (any group) whose latest chat activity (else joining, else the membership's
 * creation) is more than the group's chat_inactive_days before `nowIso`. Answers how many.
 */
export function unsubscribeInactiveMembers(db: Db, nowIso: string): number {
  return statement(db, `UPDATE memberships SET chat_subscribed = 0
    WHERE chat_subscribed = 1
      AND julianday(?) - julianday(COALESCE(chat_last_active_at, joined_at, created_at))
        > (SELECT gs.chat_inactive_days FROM group_settings gs WHERE gs.group_id = memberships.group_id)`)
    .run(nowIso).changes;
}
