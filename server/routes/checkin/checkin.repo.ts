import type { CheckinType } from '../../../contract/checkin';
import type { Role } from '../../../contract/user';
import { jsonTextValues, type Sql } from '../../db/sql';

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

// On the async layer (db/sql.ts): one text for both engines but for lists of ids (jsonTextValues). A flag
// bound as 0/1 is compared (`? = 1`: PostgreSQL's OR takes booleans only), every list has a total order,
// and the per-type counts group by the columns their subqueries read.

const SELECT_ACTIVITY = `SELECT a.activity_id, a.group_id, a.title, a.description, a.type, a.start_at, a.first_period,
    a.utc_offset_minutes, a.published, a.online, a.patch_allowed, a.qualify_count, a.created_at,
    (SELECT COUNT(*) FROM checkin_members m WHERE m.activity_id = a.activity_id AND m.quit_at IS NULL) AS participant_count,
    (SELECT COUNT(*) FROM checkin_posts p WHERE p.activity_id = a.activity_id) AS post_count
  FROM checkin_activities a`;

/** This group's tasks, newest first; `all` includes drafts and offline tasks (owner and admins). */
export function listActivities(sql: Sql, groupId: string, all: boolean): Promise<ActivityRow[]> {
  return sql.all<ActivityRow>(`${SELECT_ACTIVITY} WHERE a.group_id = ? AND (? = 1 OR (a.published = 1 AND a.online = 1))
    ORDER BY a.created_at DESC, a.activity_id DESC`, groupId, all ? 1 : 0);
}

/** A task of this group; another group's is as unknown as a missing one. */
export function findActivity(sql: Sql, groupId: string, activityId: string): Promise<ActivityRow | undefined> {
  return sql.get<ActivityRow>(`${SELECT_ACTIVITY} WHERE a.group_id = ? AND a.activity_id = ?`, groupId, activityId);
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

export async function insertActivity(sql: Sql, row: ActivityWrite & { activity_id: string; group_id: string; created_by: string; now: string }): Promise<void> {
  await sql.run(`INSERT INTO checkin_activities (activity_id, group_id, title, description, type, start_at, first_period,
      utc_offset_minutes, published, online, patch_allowed, qualify_count, created_by, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  row.activity_id, row.group_id, row.title, row.description, row.type, row.start_at, row.first_period,
  row.utc_offset_minutes, Number(row.published), Number(row.online), Number(row.patch_allowed), row.qualify_count,
  row.created_by, row.now, row.now);
}

export async function updateActivity(sql: Sql, activityId: string, row: ActivityWrite, now: string): Promise<void> {
  await sql.run(`UPDATE checkin_activities SET title = ?, description = ?, type = ?, start_at = ?, first_period = ?,
      utc_offset_minutes = ?, published = ?, online = ?, patch_allowed = ?, qualify_count = ?, updated_at = ?
    WHERE activity_id = ?`,
  row.title, row.description, row.type, row.start_at, row.first_period, row.utc_offset_minutes,
  Number(row.published), Number(row.online), Number(row.patch_allowed), row.qualify_count, now, activityId);
}

export async function setActivityOnline(sql: Sql, activityId: string, online: boolean, now: string): Promise<void> {
  await sql.run('UPDATE checkin_activities SET online = ?, updated_at = ? WHERE activity_id = ?', Number(online), now, activityId);
}

export async function setQualifyCount(sql: Sql, activityId: string, qualifyCount: number, now: string): Promise<void> {
  await sql.run('UPDATE checkin_activities SET qualify_count = ?, updated_at = ? WHERE activity_id = ?', qualifyCount, now, activityId);
}

/** Deletes a task; its members, posts and their image links go with it (ON DELETE CASCADE). */
export async function deleteActivity(sql: Sql, activityId: string): Promise<void> {
  await sql.run('DELETE FROM checkin_activities WHERE activity_id = ?', activityId);
}

export function findMember(sql: Sql, activityId: string, userId: string): Promise<MemberRow | undefined> {
  return sql.get<MemberRow>('SELECT activity_id, user_id, joined_at, quit_at FROM checkin_members WHERE activity_id = ? AND user_id = ?',
    activityId, userId);
}

/** Joins, or rejoins keeping the first joined_at; joining twice changes nothing. */
export async function joinActivity(sql: Sql, activityId: string, userId: string, now: string): Promise<void> {
  await sql.run(`INSERT INTO checkin_members (activity_id, user_id, joined_at, quit_at) VALUES (?, ?, ?, NULL)
    ON CONFLICT (activity_id, user_id) DO UPDATE SET quit_at = NULL`, activityId, userId, now);
}

export async function quitActivity(sql: Sql, activityId: string, userId: string, now: string): Promise<void> {
  await sql.run('UPDATE checkin_members SET quit_at = ? WHERE activity_id = ? AND user_id = ? AND quit_at IS NULL', now, activityId, userId);
}

/** The caller's membership of each of these tasks. */
export async function listMemberships(sql: Sql, activityIds: string[], userId: string): Promise<MemberRow[]> {
  if (activityIds.length === 0) return [];
  return sql.all<MemberRow>(`SELECT activity_id, user_id, joined_at, quit_at FROM checkin_members
    WHERE user_id = ? AND activity_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY activity_id`, userId, JSON.stringify(activityIds));
}

/** The periods a user posted for in each of these tasks, oldest first. */
export async function listUserPeriods(sql: Sql, activityIds: string[], userId: string): Promise<{ activity_id: string; period: string }[]> {
  if (activityIds.length === 0) return [];
  return sql.all<{ activity_id: string; period: string }>(`SELECT activity_id, period FROM checkin_posts
    WHERE user_id = ? AND activity_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY period, activity_id`,
  userId, JSON.stringify(activityIds));
}

export async function hasPosts(sql: Sql, activityId: string): Promise<boolean> {
  return (await sql.get('SELECT 1 FROM checkin_posts WHERE activity_id = ? LIMIT 1', activityId)) !== undefined;
}

export async function hasPostFor(sql: Sql, activityId: string, userId: string, period: string): Promise<boolean> {
  return (await sql.get('SELECT 1 FROM checkin_posts WHERE activity_id = ? AND user_id = ? AND period = ?', activityId, userId, period)) !== undefined;
}

export async function insertPost(sql: Sql, row: {
  post_id: string; activity_id: string; user_id: string; period: string; content: string; patched: boolean; now: string;
}): Promise<void> {
  await sql.run(`INSERT INTO checkin_posts (post_id, activity_id, user_id, period, content, patched, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, row.post_id, row.activity_id, row.user_id, row.period, row.content, Number(row.patched), row.now);
}

/** The post's images in order (one statement each, in order: this runs inside the post's transaction). */
export async function insertPostImages(sql: Sql, postId: string, attachmentIds: readonly string[]): Promise<void> {
  for (const [position, attachmentId] of attachmentIds.entries()) {
    await sql.run('INSERT INTO checkin_post_images (post_id, position, attachment_id) VALUES (?, ?, ?)', postId, position, attachmentId);
  }
}

const SELECT_POST = `SELECT p.post_id, p.activity_id, a.group_id, p.user_id, p.period, p.content, p.patched, p.created_at,
    u.full_name, u.avatar_url, gm.nickname, gm.role
  FROM checkin_posts p JOIN checkin_activities a ON a.activity_id = p.activity_id
  JOIN users u ON u.user_id = p.user_id
  LEFT JOIN memberships gm ON gm.group_id = a.group_id AND gm.user_id = p.user_id`;

/** A task's check-ins, newest first; ties by id so pages never overlap. */
export function listPosts(sql: Sql, activityId: string, offset: number, limit: number): Promise<PostRow[]> {
  return sql.all<PostRow>(`${SELECT_POST} WHERE p.activity_id = ? ORDER BY p.created_at DESC, p.post_id DESC LIMIT ? OFFSET ?`,
    activityId, limit, offset);
}

export function findPost(sql: Sql, postId: string): Promise<PostRow | undefined> {
  return sql.get<PostRow>(`${SELECT_POST} WHERE p.post_id = ?`, postId);
}

export async function listPostImages(sql: Sql, postIds: string[]): Promise<PostImageRow[]> {
  if (postIds.length === 0) return [];
  return sql.all<PostImageRow>(`SELECT post_id, position, attachment_id FROM checkin_post_images
    WHERE post_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY post_id, position`, JSON.stringify(postIds));
}

/** Check-ins per period, for the statistics chart. */
export function countPostsByPeriod(sql: Sql, activityId: string): Promise<{ period: string; count: number }[]> {
  return sql.all<{ period: string; count: number }>(
    'SELECT period, COUNT(*) AS count FROM checkin_posts WHERE activity_id = ? GROUP BY period ORDER BY period', activityId);
}

/** Every (user, period) of a task's check-ins, oldest first. */
export function listPostPeriods(sql: Sql, activityId: string): Promise<{ user_id: string; period: string }[]> {
  return sql.all<{ user_id: string; period: string }>(
    'SELECT user_id, period FROM checkin_posts WHERE activity_id = ? ORDER BY period, user_id', activityId);
}

export type ParticipantRow = AuthorColumns & { joined_at: string; quit_at: string | null };

/** Everyone who joined a task (quitters too), with how this group knows them. */
export function listParticipants(sql: Sql, activityId: string): Promise<ParticipantRow[]> {
  return sql.all<ParticipantRow>(`SELECT m.user_id, m.joined_at, m.quit_at, u.full_name, u.avatar_url, gm.nickname, gm.role
    FROM checkin_members m JOIN checkin_activities a ON a.activity_id = m.activity_id
    JOIN users u ON u.user_id = m.user_id
    LEFT JOIN memberships gm ON gm.group_id = a.group_id AND gm.user_id = m.user_id
    WHERE m.activity_id = ? ORDER BY m.joined_at, m.user_id`, activityId);
}

/** Per type: this group's tasks, distinct members joined now, check-ins. */
export function countByType(sql: Sql, groupId: string): Promise<{ type: CheckinType; activities: number; participants: number; posts: number }[]> {
  return sql.all<{ type: CheckinType; activities: number; participants: number; posts: number }>(`SELECT a.type,
      COUNT(*) AS activities,
      (SELECT COUNT(DISTINCT m.user_id) FROM checkin_members m JOIN checkin_activities b ON b.activity_id = m.activity_id
        WHERE b.group_id = a.group_id AND b.type = a.type AND m.quit_at IS NULL) AS participants,
      (SELECT COUNT(*) FROM checkin_posts p JOIN checkin_activities b ON b.activity_id = p.activity_id
        WHERE b.group_id = a.group_id AND b.type = a.type) AS posts
    FROM checkin_activities a WHERE a.group_id = ? GROUP BY a.group_id, a.type ORDER BY a.type`, groupId);
}

/** The group's chat mode, for the mute rule (read here, on the layer, until group.repo moves). */
export async function findGroupMode(sql: Sql, groupId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT group_mode FROM group_settings WHERE group_id = ?', groupId);
}
