import type { Db } from '../../db/connection';
import { ftsPhrase, usesTrigrams } from '../../db/fts';
import { statement } from '../../db/statements';

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

// The author as this group knows them (LEFT JOIN: someone who left keeps their posts).
const SELECT = `SELECT d.discussion_id, d.group_id, d.user_id, d.content, d.stuck_at, d.featured_at, d.created_at, d.updated_at,
    d.edited_at, (SELECT COUNT(*) FROM discussion_replies r WHERE r.discussion_id = d.discussion_id) AS reply_count,
    u.full_name, u.avatar_url, m.nickname, m.role
  FROM discussions d JOIN users u ON u.user_id = d.user_id
  LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = d.user_id`;

/**
 * Without `q`: stuck posts first (the latest stuck first), then newest first; ties by id so pages never overlap.
 * With `q` (a substring of the content): best match first (bm25 over the trigram index) for 3+ characters,
 * newest first for 1–2 (instr(), which the trigram index cannot answer). `featured`: only the featured posts.
 */
export function listDiscussions(db: Db, groupId: string, offset: number, limit: number, q = '', featured = false): DiscussionRow[] {
  const only = featured ? ' AND d.featured_at IS NOT NULL' : '';
  if (q === '') {
    return statement(db, `${SELECT} WHERE d.group_id = ?${only}
      ORDER BY d.stuck_at IS NULL, d.stuck_at DESC, d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`)
      .all(groupId, limit, offset) as DiscussionRow[];
  }
  if (usesTrigrams(q)) {
    return statement(db, `${SELECT}
      JOIN (SELECT discussion_id, bm25(discussions_fts) AS score FROM discussions_fts WHERE discussions_fts MATCH ?) s
        ON s.discussion_id = d.discussion_id
      WHERE d.group_id = ?${only} ORDER BY s.score, d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`)
      .all(ftsPhrase(q), groupId, limit, offset) as DiscussionRow[];
  }
  return statement(db, `${SELECT} WHERE d.group_id = ?${only} AND instr(lower(d.content), lower(?)) > 0
    ORDER BY d.created_at DESC, d.discussion_id DESC LIMIT ? OFFSET ?`)
    .all(groupId, q, limit, offset) as DiscussionRow[];
}

/** A post of this group; another group's is as unknown as a missing one. */
export function findDiscussion(db: Db, groupId: string, discussionId: string): DiscussionRow | undefined {
  return statement(db, `${SELECT} WHERE d.group_id = ? AND d.discussion_id = ?`)
    .get(groupId, discussionId) as DiscussionRow | undefined;
}

export function listDiscussionImages(db: Db, discussionIds: string[]): DiscussionImageRow[] {
  if (discussionIds.length === 0) return [];
  return statement(db, `SELECT discussion_id, position, attachment_id FROM discussion_images
    WHERE discussion_id IN (SELECT value FROM json_each(?)) ORDER BY discussion_id, position`)
    .all(JSON.stringify(discussionIds)) as DiscussionImageRow[];
}

export function insertDiscussion(db: Db, row: {
  discussion_id: string; group_id: string; user_id: string; content: string; now: string;
}): void {
  statement(db, `INSERT INTO discussions (discussion_id, group_id, user_id, content, stuck_at, created_at, updated_at, edited_at)
    VALUES (?, ?, ?, ?, NULL, ?, ?, NULL)`).run(row.discussion_id, row.group_id, row.user_id, row.content, row.now, row.now);
}

export function updateDiscussionContent(db: Db, discussionId: string, content: string, now: string): void {
  statement(db, 'UPDATE discussions SET content = ?, updated_at = ?, edited_at = ? WHERE discussion_id = ?')
    .run(content, now, now, discussionId);
}

/** Replaces a post's images with these, in this order. */
export function setDiscussionImages(db: Db, discussionId: string, attachmentIds: readonly string[]): void {
  statement(db, 'DELETE FROM discussion_images WHERE discussion_id = ?').run(discussionId);
  const insert = statement(db, 'INSERT INTO discussion_images (discussion_id, position, attachment_id) VALUES (?, ?, ?)');
  attachmentIds.forEach((attachmentId, position) => insert.run(discussionId, position, attachmentId));
}

/** Sticks (keeping an earlier stick's time) or unsticks; true when that changed the post. */
export function setDiscussionStuck(db: Db, discussionId: string, stuck: boolean, now: string): boolean {
  const result = stuck
    ? statement(db, 'UPDATE discussions SET stuck_at = ? WHERE discussion_id = ? AND stuck_at IS NULL').run(now, discussionId)
    : statement(db, 'UPDATE discussions SET stuck_at = NULL WHERE discussion_id = ? AND stuck_at IS NOT NULL').run(discussionId);
  return result.changes > 0;
}

/** Features (keeping an earlier feature's time) or unfeatures; true when that changed the post. */
export function setDiscussionFeatured(db: Db, discussionId: string, featured: boolean, now: string): boolean {
  const result = featured
    ? statement(db, 'UPDATE discussions SET featured_at = ? WHERE discussion_id = ? AND featured_at IS NULL').run(now, discussionId)
    : statement(db, 'UPDATE discussions SET featured_at = NULL WHERE discussion_id = ? AND featured_at IS NOT NULL').run(discussionId);
  return result.changes > 0;
}

export function deleteDiscussion(db: Db, discussionId: string): void {
  statement(db, 'DELETE FROM discussions WHERE discussion_id = ?').run(discussionId);
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
export function listReplies(db: Db, discussionId: string, offset: number, limit: number): ReplyRow[] {
  return statement(db, `${SELECT_REPLY} LEFT JOIN discussion_replies p ON p.reply_id = r.parent_reply_id
    WHERE r.discussion_id = ?
    ORDER BY COALESCE(p.created_at, r.created_at), COALESCE(r.parent_reply_id, r.reply_id), r.parent_reply_id IS NOT NULL,
      r.created_at, r.reply_id LIMIT ? OFFSET ?`)
    .all(discussionId, limit, offset) as ReplyRow[];
}

/** The replies these nested replies quote, with their authors' names in this group. */
export function listQuotedReplies(db: Db, replyIds: string[]): QuotedRow[] {
  if (replyIds.length === 0) return [];
  return statement(db, `SELECT r.reply_id, u.full_name, m.nickname, r.content
    FROM discussion_replies r JOIN discussions d ON d.discussion_id = r.discussion_id
    JOIN users u ON u.user_id = r.user_id
    LEFT JOIN memberships m ON m.group_id = d.group_id AND m.user_id = r.user_id
    WHERE r.reply_id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(replyIds)) as QuotedRow[];
}

export function findReply(db: Db, discussionId: string, replyId: string): ReplyRow | undefined {
  return statement(db, `${SELECT_REPLY} WHERE r.discussion_id = ? AND r.reply_id = ?`)
    .get(discussionId, replyId) as ReplyRow | undefined;
}

export function insertReply(db: Db, row: {
  reply_id: string; discussion_id: string; parent_reply_id: string | null; quoted_reply_id: string | null;
  user_id: string; content: string; now: string;
}): void {
  statement(db, `INSERT INTO discussion_replies (reply_id, discussion_id, parent_reply_id, quoted_reply_id, user_id, content, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(row.reply_id, row.discussion_id, row.parent_reply_id, row.quoted_reply_id, row.user_id, row.content, row.now);
}

export function deleteReply(db: Db, replyId: string): void {
  statement(db, 'DELETE FROM discussion_replies WHERE reply_id = ?').run(replyId);
}

// Likes: one row per member and target (the primary key), so a repeated or concurrent like is one
// like; counts are read from the rows.

export function insertDiscussionLike(db: Db, discussionId: string, userId: string, now: string): void {
  statement(db, 'INSERT OR IGNORE INTO discussion_likes (discussion_id, user_id, created_at) VALUES (?, ?, ?)').run(discussionId, userId, now);
}

export function deleteDiscussionLike(db: Db, discussionId: string, userId: string): void {
  statement(db, 'DELETE FROM discussion_likes WHERE discussion_id = ? AND user_id = ?').run(discussionId, userId);
}

export function insertReplyLike(db: Db, replyId: string, userId: string, now: string): void {
  statement(db, 'INSERT OR IGNORE INTO discussion_reply_likes (reply_id, user_id, created_at) VALUES (?, ?, ?)').run(replyId, userId, now);
}

export function deleteReplyLike(db: Db, replyId: string, userId: string): void {
  statement(db, 'DELETE FROM discussion_reply_likes WHERE reply_id = ? AND user_id = ?').run(replyId, userId);
}

/** The likes of these posts (only those with any), and whether `userId` is among each's likers. */
export function listDiscussionLikes(db: Db, discussionIds: string[], userId: string): LikeRow[] {
  if (discussionIds.length === 0) return [];
  return statement(db, `SELECT discussion_id AS target_id, COUNT(*) AS like_count, MAX(user_id = ?) AS liked
    FROM discussion_likes WHERE discussion_id IN (SELECT value FROM json_each(?)) GROUP BY discussion_id`)
    .all(userId, JSON.stringify(discussionIds)) as LikeRow[];
}

/** The likes of these replies (only those with any), and whether `userId` is among each's likers. */
export function listReplyLikes(db: Db, replyIds: string[], userId: string): LikeRow[] {
  if (replyIds.length === 0) return [];
  return statement(db, `SELECT reply_id AS target_id, COUNT(*) AS like_count, MAX(user_id = ?) AS liked
    FROM discussion_reply_likes WHERE reply_id IN (SELECT value FROM json_each(?)) GROUP BY reply_id`)
    .all(userId, JSON.stringify(replyIds)) as LikeRow[];
}
