import type { CheckinType } from '../../../contract/checkin';
import type { Role } from '../../../contract/user';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export type ActivityRow = {
  activity_id: string;
  group_id: string;
  title: string;
  description: string;
  type: CheckinType;
  start_at: string;
  first_period: string;
  utc_offset_minutes: number;
  published: 0 | 1;
  online: 0 | 1;
  patch_allowed: 0 | 1;
  qualify_count: number;
  created_at: string;
  participant_count: number;
  post_count: number;
};

export type MemberRow = { activity_id: string; user_id: string; joined_at: string; quit_at: string | null };

/** Who wrote: the user and how this group knows them (LEFT JOIN: someone who left keeps their posts). */
export type AuthorColumns = {
  user_id: string;
  full_name: string;
  avatar_url: string;
  nickname: string | null;
  role: Role | null;
};

export type PostRow = AuthorColumns & {
  post_id: string;
  activity_id: string;
  group_id: string;
  period: string;
  content: string;
  patched: 0 | 1;
  created_at: string;
};

export type PostImageRow = { post_id: string; position: number; attachment_id: string };

const SELECT_ACTIVITY = `SELECT a.activity_id, a.group_id, a.title, a.description, a.type, a.start_at, a.first_period,
    a.utc_offset_minutes, a.published, a.online, a.patch_allowed, a.qualify_count, a.created_at,
    (SELECT COUNT(*) FROM checkin_members m WHERE m.activity_id = a.activity_id AND m.quit_at IS NULL) AS participant_count,
    (SELECT COUNT(*) FROM checkin_posts p WHERE p.activity_id = a.activity_id) AS post_count
  FROM checkin_activities a`;

/** This group's tasks, newest first; `all` includes drafts and offline tasks (owner and admins). */
export function listActivities(db: Db, groupId: string, all: boolean): ActivityRow[] {
  return statement(db, `${SELECT_ACTIVITY} WHERE a.group_id = ? AND (? OR (a.published = 1 AND a.online = 1))
    ORDER BY a.created_at DESC, a.activity_id DESC`).all(groupId, all ? 1 : 0) as ActivityRow[];
}

/** A task of this group; another group's is as unknown as a missing one. */
export function findActivity(db: Db, groupId: string, activityId: string): ActivityRow | undefined {
  return statement(db, `${SELECT_ACTIVITY} WHERE a.group_id = ? AND a.activity_id = ?`).get(groupId, activityId) as ActivityRow | undefined;
}

export type ActivityWrite = {
  title: string;
  description: string;
  type: CheckinType;
  start_at: string;
  first_period: string;
  utc_offset_minutes: number;
  published: boolean;
  online: boolean;
  patch_allowed: boolean;
  qualify_count: number;
};

export function insertActivity(db: Db, row: ActivityWrite & { activity_id: string; group_id: string; created_by: string; now: string }): void {
  statement(db, `INSERT INTO checkin_activities (activity_id, group_id, title, description, type, start_at, first_period,
      utc_offset_minutes, published, online, patch_allowed, qualify_count, created_by, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(row.activity_id, row.group_id, row.title, row.description, row.type, row.start_at, row.first_period,
      row.utc_offset_minutes, Number(row.published), Number(row.online), Number(row.patch_allowed), row.qualify_count,
      row.created_by, row.now, row.now);
}

export function updateActivity(db: Db, activityId: string, row: ActivityWrite, now: string): void {
  statement(db, `UPDATE checkin_activities SET title = ?, description = ?, type = ?, start_at = ?, first_period = ?,
      utc_offset_minutes = ?, published = ?, online = ?, patch_allowed = ?, qualify_count = ?, updated_at = ?
    WHERE activity_id = ?`)
    .run(row.title, row.description, row.type, row.start_at, row.first_period, row.utc_offset_minutes,
      Number(row.published), Number(row.online), Number(row.patch_allowed), row.qualify_count, now, activityId);
}

export function setActivityOnline(db: Db, activityId: string, online: boolean, now: string): void {
  statement(db, 'UPDATE checkin_activities SET online = ?, updated_at = ? WHERE activity_id = ?').run(Number(online), now, activityId);
}

export function setQualifyCount(db: Db, activityId: string, qualifyCount: number, now: string): void {
  statement(db, 'UPDATE checkin_activities SET qualify_count = ?, updated_at = ? WHERE activity_id = ?').run(qualifyCount, now, activityId);
}

/** Deletes a task; its members, posts and their image links go with it (ON DELETE CASCADE). */
export function deleteActivity(db: Db, activityId: string): void {
  statement(db, 'DELETE FROM checkin_activities WHERE activity_id = ?').run(activityId);
}

export function findMember(db: Db, activityId: string, userId: string): MemberRow | undefined {
  return statement(db, 'SELECT activity_id, user_id, joined_at, quit_at FROM checkin_members WHERE activity_id = ? AND user_id = ?')
    .get(activityId, userId) as MemberRow | undefined;
}

/** Joins, or rejoins keeping the first joined_at; joining twice changes nothing. */
export function joinActivity(db: Db, activityId: string, userId: string, now: string): void {
  statement(db, `INSERT INTO checkin_members (activity_id, user_id, joined_at, quit_at) VALUES (?, ?, ?, NULL)
    ON CONFLICT (activity_id, user_id) DO UPDATE SET quit_at = NULL`).run(activityId, userId, now);
}

export function quitActivity(db: Db, activityId: string, userId: string, now: string): void {
  statement(db, 'UPDATE checkin_members SET quit_at = ? WHERE activity_id = ? AND user_id = ? AND quit_at IS NULL')
    .run(now, activityId, userId);
}

/** The caller's membership of each of these tasks. */
export function listMemberships(db: Db, activityIds: string[], userId: string): MemberRow[] {
  if (activityIds.length === 0) return [];
  return statement(db, `SELECT activity_id, user_id, joined_at, quit_at FROM checkin_members
    WHERE user_id = ? AND activity_id IN (SELECT value FROM json_each(?))`).all(userId, JSON.stringify(activityIds)) as MemberRow[];
}

/** The periods a user posted for in each of these tasks, oldest first. */
export function listUserPeriods(db: Db, activityIds: string[], userId: string): { activity_id: string; period: string }[] {
  if (activityIds.length === 0) return [];
  return statement(db, `SELECT activity_id, period FROM checkin_posts
    WHERE user_id = ? AND activity_id IN (SELECT value FROM json_each(?)) ORDER BY period`)
    .all(userId, JSON.stringify(activityIds)) as { activity_id: string; period: string }[];
}

export function hasPosts(db: Db, activityId: string): boolean {
  return statement(db, 'SELECT 1 FROM checkin_posts WHERE activity_id = ? LIMIT 1').get(activityId) !== undefined;
}

export function hasPostFor(db: Db, activityId: string, userId: string, period: string): boolean {
  return statement(db, 'SELECT 1 FROM checkin_posts WHERE activity_id = ? AND user_id = ? AND period = ?')
    .get(activityId, userId, period) !== undefined;
}

export function insertPost(db: Db, row: {
  post_id: string; activity_id: string; user_id: string; period: string; content: string; patched: boolean; now: string;
}): void {
  statement(db, `INSERT INTO checkin_posts (post_id, activity_id, user_id, period, content, patched, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(row.post_id, row.activity_id, row.user_id, row.period, row.content, Number(row.patched), row.now);
}

export function insertPostImages(db: Db, postId: string, attachmentIds: readonly string[]): void {
  const insert = statement(db, 'INSERT INTO checkin_post_images (post_id, position, attachment_id) VALUES (?, ?, ?)');
  attachmentIds.forEach((attachmentId, position) => insert.run(postId, position, attachmentId));
}

const SELECT_POST = `SELECT p.post_id, p.activity_id, a.group_id, p.user_id, p.period, p.content, p.patched, p.created_at,
    u.full_name, u.avatar_url, gm.nickname, gm.role
  FROM checkin_posts p JOIN checkin_activities a ON a.activity_id = p.activity_id
  JOIN users u ON u.user_id = p.user_id
  LEFT JOIN memberships gm ON gm.group_id = a.group_id AND gm.user_id = p.user_id`;

/** A task's check-ins, newest first; ties by id so pages never overlap. */
export function listPosts(db: Db, activityId: string, offset: number, limit: number): PostRow[] {
  return statement(db, `${SELECT_POST} WHERE p.activity_id = ? ORDER BY p.created_at DESC, p.post_id DESC LIMIT ? OFFSET ?`)
    .all(activityId, limit, offset) as PostRow[];
}

export function findPost(db: Db, postId: string): PostRow | undefined {
  return statement(db, `${SELECT_POST} WHERE p.post_id = ?`).get(postId) as PostRow | undefined;
}

export function listPostImages(db: Db, postIds: string[]): PostImageRow[] {
  if (postIds.length === 0) return [];
  return statement(db, `SELECT post_id, position, attachment_id FROM checkin_post_images
    WHERE post_id IN (SELECT value FROM json_each(?)) ORDER BY post_id, position`)
    .all(JSON.stringify(postIds)) as PostImageRow[];
}

/** Check-ins per period, for the statistics chart. */
export function countPostsByPeriod(db: Db, activityId: string): { period: string; count: number }[] {
  return statement(db, 'SELECT period, COUNT(*) AS count FROM checkin_posts WHERE activity_id = ? GROUP BY period')
    .all(activityId) as { period: string; count: number }[];
}

/** Every (user, period) of a task's check-ins, oldest first. */
export function listPostPeriods(db: Db, activityId: string): { user_id: string; period: string }[] {
  return statement(db, 'SELECT user_id, period FROM checkin_posts WHERE activity_id = ? ORDER BY period')
    .all(activityId) as { user_id: string; period: string }[];
}

export type ParticipantRow = AuthorColumns & { joined_at: string; quit_at: string | null };

/** Everyone who joined a task (quitters too), with how this group knows them. */
export function listParticipants(db: Db, activityId: string): ParticipantRow[] {
  return statement(db, `SELECT m.user_id, m.joined_at, m.quit_at, u.full_name, u.avatar_url, gm.nickname, gm.role
    FROM checkin_members m JOIN checkin_activities a ON a.activity_id = m.activity_id
    JOIN users u ON u.user_id = m.user_id
    LEFT JOIN memberships gm ON gm.group_id = a.group_id AND gm.user_id = m.user_id
    WHERE m.activity_id = ? ORDER BY m.joined_at, m.user_id`).all(activityId) as ParticipantRow[];
}

/** Per type: this group's tasks, distinct members joined now, check-ins. */
export function countByType(db: Db, groupId: string): { type: CheckinType; activities: number; participants: number; posts: number }[] {
  return statement(db, `SELECT a.type,
      COUNT(*) AS activities,
      (SELECT COUNT(DISTINCT m.user_id) FROM checkin_members m JOIN checkin_activities b ON b.activity_id = m.activity_id
        WHERE b.group_id = a.group_id AND b.type = a.type AND m.quit_at IS NULL) AS participants,
      (SELECT COUNT(*) FROM checkin_posts p JOIN checkin_activities b ON b.activity_id = p.activity_id
        WHERE b.group_id = a.group_id AND b.type = a.type) AS posts
    FROM checkin_activities a WHERE a.group_id = ? GROUP BY a.type`)
    .all(groupId) as { type: CheckinType; activities: number; participants: number; posts: number }[];
}
