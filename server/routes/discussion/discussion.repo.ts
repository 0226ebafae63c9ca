import { ftsPhrase, usesTrigrams } from '../../db/fts';
import { jsonTextValues, type Sql } from '../../db/sql';

export type DiscussionRow = {
  discussion_id: string;
  group_id: string;
  user_id: string;
  content: string;
  stuck_at: string | null;
  featured_at: string | null;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  reply_count: number;
  full_name: string;
  avatar_url: string;
  nickname: string | null;
  role: 'owner' | 'admin' | 'lecturer' | 'user' | null;
};

export type ReplyRow = {
  reply_id: string;
  discussion_id: string;
  parent_reply_id: string | null;
  quoted_reply_id: string | null;
  user_id: string;
  content: string;
  created_at: string;
  full_name: string;
  avatar_url: string;
  nickname: string | null;
  role: DiscussionRow['role'];
};

/** A post's or reply's likes: how many, and whether the asking member is among them. */
export type LikeRow = { target_id: string; like_count: number; liked: 0 | 1 };

/** The reply a nested reply quotes: its author as the group knows them, and its text. */
export type QuotedRow = { reply_id: string; full_name: string; nickname: string | null; content: string };

export type DiscussionImageRow = { discussion_id: string; position: number; attachment_id: string };

// On the async layer (db/sql.ts). One text for both engines but for the search and lists of ids
// (jsonTextValues): whether the member liked is MAX of a CASE (PostgreSQL has no MAX of a boolean), a like
// twice is ON CONFLICT DO NOTHING, and every list has a total order.

// The author as this group knows them (LEFT JOIN: someone who left keeps their posts).
const SELECT = `SELECT d.discussion_id, d.group_id, d.user_id, d.content, d.stuck_at, d.featured_at, d.created_at, d.updated_at,
    d.edited_at, (SELECT COUNT(*) FROM discussion_replies r WHERE r.discussion_id = d.discussion_id) AS reply_count,
    u.full_name, u.avatar_url, m.nickname, m.role
  FROM discussions d JOIN users u ON u.user_id = d.user_id
  LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = d.user_id`;

/**
 * Without `q`: stuck posts first (the latest stuck first), then newest first; ties by id so pages never overlap.
 * With `q` (a substring of the content): on SQLite, best match first (bm25 over the trigram index) for 3+
 * characters, newest first for 1–2 (instr(), which the trigram index cannot answer); on PostgreSQL, `ILIKE
 * '%q%'` (pg_trgm's index serves 3+ characters) newest first, as db/pg/001_baseline.sql's header says (ILIKE
 * also folds the case of letters beyond ASCII). `featured`: only the featured posts.
 */
export function listDiscussions(sql: Sql, groupId: string, offset: number, limit: number, q = '', featured = false): Promise<DiscussionRow[]> {
  const only = featured ? ' AND d.featured_at IS NOT NULL' : '';
  if (q === '') {
    return sql.all<DiscussionRow>(`${SELECT} WHERE d.group_id = ?${only}
      ORDER BY d.stuck_at IS NULL, d.stuck_at DESC, d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`, groupId, limit, offset);
  }
  if (sql.dialect === 'postgres') {
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return sql.all<DiscussionRow>(`${SELECT} WHERE d.group_id = ?${only} AND d.content ILIKE ? ESCAPE '\\'
      ORDER BY d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`, groupId, pattern, limit, offset);
  }
  if (usesTrigrams(q)) {
    return sql.all<DiscussionRow>(`${SELECT}
      JOIN (SELECT discussion_id, bm25(discussions_fts) AS score FROM discussions_fts WHERE discussions_fts MATCH ?) s
        ON s.discussion_id = d.discussion_id
      WHERE d.group_id = ?${only} ORDER BY s.score, d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`,
    ftsPhrase(q), groupId, limit, offset);
  }
  return sql.all<DiscussionRow>(`${SELECT} WHERE d.group_id = ?${only} AND instr(lower(d.content), lower(?)) > 0
    ORDER BY d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`, groupId, q, limit, offset);
}

/** A post of this group; another group's is as unknown as a missing one. */
export function findDiscussion(sql: Sql, groupId: string, discussionId: string): Promise<DiscussionRow | undefined> {
  return sql.get<DiscussionRow>(`${SELECT} WHERE d.group_id = ? AND d.discussion_id = ?`, groupId, discussionId);
}

export async function listDiscussionImages(sql: Sql, discussionIds: string[]): Promise<DiscussionImageRow[]> {
  if (discussionIds.length === 0) return [];
  return sql.all<DiscussionImageRow>(`SELECT discussion_id, position, attachment_id FROM discussion_images
    WHERE discussion_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY discussion_id, position`, JSON.stringify(discussionIds));
}

export async function insertDiscussion(sql: Sql, row: {
  discussion_id: string; group_id: string; user_id: string; content: string; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO discussions (discussion_id, group_id, user_id, content, stuck_at, created_at, updated_at, edited_at)
    VALUES (?, ?, ?, ?, NULL, ?, ?, NULL)`, row.discussion_id, row.group_id, row.user_id, row.content, row.now, row.now);
}

export async function updateDiscussionContent(sql: Sql, discussionId: string, content: string, now: string): Promise<void> {
  await sql.run('UPDATE discussions SET content = ?, updated_at = ?, edited_at = ? WHERE discussion_id = ?', content, now, now, discussionId);
}

/** Replaces a post's images with these, in this order (call inside a transaction: the statements run in order). */
export async function setDiscussionImages(sql: Sql, discussionId: string, attachmentIds: readonly string[]): Promise<void> {
  await sql.run('DELETE FROM discussion_images WHERE discussion_id = ?', discussionId);
  for (const [position, attachmentId] of attachmentIds.entries()) {
    await sql.run('INSERT INTO discussion_images (discussion_id, position, attachment_id) VALUES (?, ?, ?)', discussionId, position, attachmentId);
  }
}

/** Sticks (keeping an earlier stick's time) or unsticks; true when that changed the post. */
export async function setDiscussionStuck(sql: Sql, discussionId: string, stuck: boolean, now: string): Promise<boolean> {
  const result = stuck
    ? await sql.run('UPDATE discussions SET stuck_at = ? WHERE discussion_id = ? AND stuck_at IS NULL', now, discussionId)
    : await sql.run('UPDATE discussions SET stuck_at = NULL WHERE discussion_id = ? AND stuck_at IS NOT NULL', discussionId);
  return result.changes > 0;
}

/** Features (keeping an earlier feature's time) or unfeatures; true when that changed the post. */
export async function setDiscussionFeatured(sql: Sql, discussionId: string, featured: boolean, now: string): Promise<boolean> {
  const result = featured
    ? await sql.run('UPDATE discussions SET featured_at = ? WHERE discussion_id = ? AND featured_at IS NULL', now, discussionId)
    : await sql.run('UPDATE discussions SET featured_at = NULL WHERE discussion_id = ? AND featured_at IS NOT NULL', discussionId);
  return result.changes > 0;
}

export async function deleteDiscussion(sql: Sql, discussionId: string): Promise<void> {
  await sql.run('DELETE FROM discussions WHERE discussion_id = ?', discussionId);
}

const SELECT_REPLY = `SELECT r.reply_id, r.discussion_id, r.parent_reply_id, r.quoted_reply_id, r.user_id, r.content, r.created_at,
    u.full_name, u.avatar_url, m.nickname, m.role
  FROM discussion_replies r JOIN discussions d ON d.discussion_id = r.discussion_id
  JOIN users u ON u.user_id = r.user_id
  LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = r.user_id`;

/**
 * As threads read: the top-level replies oldest first, each followed by its own replies oldest first
 * (a nested reply sorts by its top-level reply's time and id, then after it).
 */
export function listReplies(sql: Sql, discussionId: string, offset: number, limit: number): Promise<ReplyRow[]> {
  return sql.all<ReplyRow>(`${SELECT_REPLY} LEFT JOIN discussion_replies p ON p.reply_id = r.parent_reply_id
    WHERE r.discussion_id = ?
    ORDER BY COALESCE(p.created_at, r.created_at), COALESCE(r.parent_reply_id, r.reply_id), r.parent_reply_id IS NOT NULL,
      r.created_at, r.reply_id LIMIT ? OFFSET ?`, discussionId, limit, offset);
}

/** The replies these nested replies quote, with their authors' names in this group. */
export async function listQuotedReplies(sql: Sql, replyIds: string[]): Promise<QuotedRow[]> {
  if (replyIds.length === 0) return [];
  return sql.all<QuotedRow>(`SELECT r.reply_id, u.full_name, m.nickname, r.content
    FROM discussion_replies r JOIN discussions d ON d.discussion_id = r.discussion_id
    JOIN users u ON u.user_id = r.user_id
    LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = r.user_id
    WHERE r.reply_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY r.reply_id`, JSON.stringify(replyIds));
}

export function findReply(sql: Sql, discussionId: string, replyId: string): Promise<ReplyRow | undefined> {
  return sql.get<ReplyRow>(`${SELECT_REPLY} WHERE r.discussion_id = ? AND r.reply_id = ?`, discussionId, replyId);
}

export async function insertReply(sql: Sql, row: {
  reply_id: string; discussion_id: string; parent_reply_id: string | null; quoted_reply_id: string | null;
  user_id: string; content: string; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO discussion_replies (reply_id, discussion_id, parent_reply_id, quoted_reply_id, user_id, content, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, row.reply_id, row.discussion_id, row.parent_reply_id, row.quoted_reply_id, row.user_id, row.content, row.now);
}

export async function deleteReply(sql: Sql, replyId: string): Promise<void> {
  await sql.run('DELETE FROM discussion_replies WHERE reply_id = ?', replyId);
}

// Likes: one row per member and target (the primary key), so a repeated or concurrent like is one
// like; counts are read from the rows.

export async function insertDiscussionLike(sql: Sql, discussionId: string, userId: string, now: string): Promise<void> {
  await sql.run('INSERT INTO discussion_likes (discussion_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', discussionId, userId, now);
}

export async function deleteDiscussionLike(sql: Sql, discussionId: string, userId: string): Promise<void> {
  await sql.run('DELETE FROM discussion_likes WHERE discussion_id = ? AND user_id = ?', discussionId, userId);
}

export async function insertReplyLike(sql: Sql, replyId: string, userId: string, now: string): Promise<void> {
  await sql.run('INSERT INTO discussion_reply_likes (reply_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', replyId, userId, now);
}

export async function deleteReplyLike(sql: Sql, replyId: string, userId: string): Promise<void> {
  await sql.run('DELETE FROM discussion_reply_likes WHERE reply_id = ? AND user_id = ?', replyId, userId);
}

/** The likes of these posts (only those with any), and whether `userId` is among each's likers. */
export async function listDiscussionLikes(sql: Sql, discussionIds: string[], userId: string): Promise<LikeRow[]> {
  if (discussionIds.length === 0) return [];
  return sql.all<LikeRow>(`SELECT discussion_id AS target_id, COUNT(*) AS like_count, MAX(CASE WHEN user_id = ? THEN 1 ELSE 0 END) AS liked
    FROM discussion_likes WHERE discussion_id IN (${jsonTextValues(sql.dialect, '?')}) GROUP BY discussion_id ORDER BY discussion_id`,
  userId, JSON.stringify(discussionIds));
}

/** The likes of these replies (only those with any), and whether `userId` is among each's likers. */
export async function listReplyLikes(sql: Sql, replyIds: string[], userId: string): Promise<LikeRow[]> {
  if (replyIds.length === 0) return [];
  return sql.all<LikeRow>(`SELECT reply_id AS target_id, COUNT(*) AS like_count, MAX(CASE WHEN user_id = ? THEN 1 ELSE 0 END) AS liked
    FROM discussion_reply_likes WHERE reply_id IN (${jsonTextValues(sql.dialect, '?')}) GROUP BY reply_id ORDER BY reply_id`,
  userId, JSON.stringify(replyIds));
}

export type DiscussionSettingsRow = { group_mode: string; discussion_permission: string };

/** The group's mode and who may post, for the write rules (read here, on the layer, until group.repo moves). */
export function findDiscussionSettings(sql: Sql, groupId: string): Promise<DiscussionSettingsRow | undefined> {
  return sql.get<DiscussionSettingsRow>('SELECT group_mode, discussion_permission FROM group_settings WHERE group_id = ?', groupId);
}
