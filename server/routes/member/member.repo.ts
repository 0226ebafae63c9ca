import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';
import type { ActivityKind } from '../../../contract/member';
import type { MemberState, Role } from '../../../contract/user';

export type MemberRow = {
  user_id: string;
  identity_number: string;
  full_name: string;
  avatar_url: string;
  role: Role;
  state: MemberState;
  expired_at: string | null;
  joined_at: string | null;
  subgroup_id: string | null;
  nickname: string;
  bio: string;
  /** The member's own avatar in the group (issue 13 point 1), else null: the wallet's avatar_url. */
  avatar_attachment_id: string | null;
};

const MEMBER_SELECT = `SELECT u.user_id, u.identity_number, u.full_name, u.avatar_url, m.role, m.state, m.expired_at,
    m.joined_at, m.subgroup_id, m.nickname, m.bio, m.avatar_attachment_id
  FROM memberships m JOIN users u ON u.user_id = m.user_id`;

/** Who the member list shows: joined members and staff (not users who only signed in). */
const LISTED = `(m.role IN ('owner', 'admin', 'lecturer') OR m.state IN ('paid', 'subscribed', 'unsubscribed', 'blocked'))`;

export function findMember(db: Db, groupId: string, userId: string): MemberRow | undefined {
  return statement(db, `${MEMBER_SELECT} WHERE m.group_id = ? AND m.user_id = ?`).get(groupId, userId) as
    MemberRow | undefined;
}

/** LIKE pattern matching `q` literally (no wildcards from the user). */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The admins' filters (issue 14 point 2); a state filter also reaches people who have not joined. */
export type MemberFilters = { role?: Role; state?: MemberState };

// Listed members (or, with a state filter, everyone in that state) of a role, matching the search text.
const SEARCH_WHERE = `m.group_id = ? AND (? IS NOT NULL OR ${LISTED}) AND (? IS NULL OR m.state = ?) AND (? IS NULL OR m.role = ?)
  AND (? = '' OR u.full_name LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\' OR u.identity_number LIKE ? ESCAPE '\\')`;

function searchParams(groupId: string, q: string, filters: MemberFilters) {
  const pattern = likePattern(q);
  const state = filters.state ?? null;
  const role = filters.role ?? null;
  return [groupId, state, state, state, role, role, q, pattern, pattern, pattern];
}

/** Newest joined first; matches name, nickname or identity number. */
export function searchMembers(db: Db, groupId: string, q: string, offset: number, limit: number, filters: MemberFilters = {}): MemberRow[] {
  return statement(db, `${MEMBER_SELECT} WHERE ${SEARCH_WHERE}
    ORDER BY m.joined_at IS NULL, m.joined_at DESC, u.user_id LIMIT ? OFFSET ?`)
    .all(...searchParams(groupId, q, filters), limit, offset) as MemberRow[];
}

export function countMembers(db: Db, groupId: string, q: string, filters: MemberFilters = {}): number {
  return statement(db, `SELECT COUNT(*) FROM memberships m JOIN users u ON u.user_id = m.user_id WHERE ${SEARCH_WHERE}`)
    .pluck().get(...searchParams(groupId, q, filters)) as number;
}

/** What the admins see of members beyond their profile: policies and the end of a shut-up, by user id. */
export type MemberAdminRow = { user_id: string; shut_up_until: string | null; policies: string };

export function listMemberAdminRows(db: Db, groupId: string, userIds: readonly string[]): MemberAdminRow[] {
  return statement(db, `SELECT m.user_id, m.shut_up_until,
      (SELECT json_group_array(p.policy_type) FROM (SELECT policy_type FROM member_policies
        WHERE group_id = m.group_id AND user_id = m.user_id ORDER BY policy_type) p) AS policies
    FROM memberships m WHERE m.group_id = ? AND m.user_id IN (SELECT value FROM json_each(?))`)
    .all(groupId, JSON.stringify(userIds)) as MemberAdminRow[];
}

/** Blocks a membership, keeping the state it had for unblocking; false when already blocked. */
export function blockMembership(db: Db, groupId: string, userId: string): boolean {
  return statement(db, `UPDATE memberships SET blocked_from_state = state, state = 'blocked'
    WHERE group_id = ? AND user_id = ? AND state <> 'blocked'`).run(groupId, userId).changes === 1;
}

/**
 * Gives a blocked membership back the state it had (a membership blocked before that was kept: joined
 * if it has a join date, else pending); false when not blocked.
 */
export function unblockMembership(db: Db, groupId: string, userId: string): boolean {
  return statement(db, `UPDATE memberships
    SET state = COALESCE(blocked_from_state, CASE WHEN joined_at IS NULL THEN 'pending' ELSE 'paid' END), blocked_from_state = NULL
    WHERE group_id = ? AND user_id = ? AND state = 'blocked'`).run(groupId, userId).changes === 1;
}

export function setShutUpUntil(db: Db, groupId: string, userId: string, until: string | null): void {
  statement(db, 'UPDATE memberships SET shut_up_until = ? WHERE group_id = ? AND user_id = ?').run(until, groupId, userId);
}

export function setMembershipRole(db: Db, groupId: string, userId: string, role: Role): void {
  statement(db, 'UPDATE memberships SET role = ? WHERE group_id = ? AND user_id = ?').run(role, groupId, userId);
}

/** Replaces the member's policies among `managed` with `policies`; other policy types stay. */
export function replacePolicies(
  db: Db, groupId: string, userId: string, managed: readonly string[], policies: readonly string[], nowIso: string,
): void {
  statement(db, 'DELETE FROM member_policies WHERE group_id = ? AND user_id = ? AND policy_type IN (SELECT value FROM json_each(?))')
    .run(groupId, userId, JSON.stringify(managed));
  for (const policy of policies) {
    statement(db, 'INSERT INTO member_policies (group_id, user_id, policy_type, created_at) VALUES (?, ?, ?, ?)')
      .run(groupId, userId, policy, nowIso);
  }
}

/**
 * Ends a membership (kick): back to someone who signed in and has not joined, who must join again.
 * What the person keeps in the group (policies, profile, cards, invoice titles) stays.
 */
export function endMembership(db: Db, groupId: string, userId: string): void {
  statement(db, `UPDATE memberships SET role = 'user', state = 'pending', joined_at = NULL, expired_at = NULL,
      blocked_from_state = NULL, shut_up_until = NULL
    WHERE group_id = ? AND user_id = ?`).run(groupId, userId);
}

export type ActivityRow = {
  activity_id: string; group_id: string; user_id: string; kind: ActivityKind;
  subject_id: string | null; subject_title: string | null; created_at: string;
};

/** Other features record what a member did here (stream messages, favourites, finished courses). */
const INSERT_ACTIVITY = `INSERT INTO activities (activity_id, group_id, user_id, kind, subject_id, subject_title, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`;

export async function insertActivity(sql: Sql, row: ActivityRow): Promise<void> {
  await sql.run(INSERT_ACTIVITY, row.activity_id, row.group_id, row.user_id, row.kind, row.subject_id, row.subject_title, row.created_at);
}

export function insertActivitySync(db: Db, row: ActivityRow): void {
  statement(db, INSERT_ACTIVITY)
    .run(row.activity_id, row.group_id, row.user_id, row.kind, row.subject_id, row.subject_title, row.created_at);
}

/** The user's activities in this group, newest first, strictly before `before`. */
export function listActivities(
  db: Db, userId: string, groupId: string, before: string | null, limit: number,
): ActivityRow[] {
  return statement(db, `SELECT activity_id, group_id, user_id, kind, subject_id, subject_title, created_at
    FROM activities WHERE user_id = ? AND group_id = ? AND (? IS NULL OR created_at < ?)
    ORDER BY created_at DESC, activity_id DESC LIMIT ?`)
    .all(userId, groupId, before, before, limit) as ActivityRow[];
}

/** The user's activities in any of `groupIds`, newest first, strictly before `before` (group=all). */
export function listActivitiesIn(
  db: Db, userId: string, groupIds: readonly string[], before: string | null, limit: number,
): ActivityRow[] {
  return statement(db, `SELECT activity_id, group_id, user_id, kind, subject_id, subject_title, created_at
    FROM activities WHERE user_id = ? AND group_id IN (SELECT value FROM json_each(?)) AND (? IS NULL OR created_at < ?)
    ORDER BY created_at DESC, activity_id DESC LIMIT ?`)
    .all(userId, JSON.stringify(groupIds), before, before, limit) as ActivityRow[];
}

/** The groups where the user has a membership row (any state), by id. */
export function listMembershipGroups(db: Db, userId: string): string[] {
  return statement(db, 'SELECT group_id FROM memberships WHERE user_id = ? ORDER BY group_id').pluck().all(userId) as string[];
}

/**
 * The group's operators (GET /users/ops): the owner, then the admins, then the lecturers, each by
 * name (nickname, else the wallet's name); blocked or banned ones are left out.
 */
export function listOperators(db: Db, groupId: string): MemberRow[] {
  return statement(db, `${MEMBER_SELECT}
    WHERE m.group_id = ? AND m.role IN ('owner', 'admin', 'lecturer') AND m.state <> 'blocked'
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')
    ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END,
      COALESCE(NULLIF(m.nickname, ''), u.full_name) COLLATE NOCASE, u.user_id`)
    .all(groupId) as MemberRow[];
}

/**
 * Who an admin's message to every member reaches: active members (paid or subscribed, not expired)
 * and staff, neither blocked nor banned, but the author. By user id.
 */
export function listPostRecipients(db: Db, groupId: string, authorId: string, nowIso: string): string[] {
  return statement(db, `SELECT m.user_id FROM memberships m
    WHERE m.group_id = ? AND m.user_id <> ? AND m.state <> 'blocked'
      AND (m.role IN ('owner', 'admin', 'lecturer')
        OR (m.state IN ('paid', 'subscribed') AND (m.expired_at IS NULL OR m.expired_at > ?)))
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')
    ORDER BY m.user_id`).pluck().all(groupId, authorId, nowIso) as string[];
}

export type MemberPostRow = { post_id: string; group_id: string; author_id: string; text: string; recipients: number; created_at: string };

export function insertMemberPost(db: Db, row: MemberPostRow): void {
  statement(db, `INSERT INTO member_posts (post_id, group_id, author_id, text, recipients, created_at)
    VALUES (@post_id, @group_id, @author_id, @text, @recipients, @created_at)`).run(row);
}
