import { jsonTextValues, type Sql } from '../../db/sql';
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

export function findMember(sql: Sql, groupId: string, userId: string): Promise<MemberRow | undefined> {
  return sql.get<MemberRow>(`${MEMBER_SELECT} WHERE m.group_id = ? AND m.user_id = ?`, groupId, userId);
}

/** LIKE pattern matching `q` literally (no wildcards from the user). */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The admins' filters (issue 14 point 2); a state filter also reaches people who have not joined. */
export type MemberFilters = { role?: Role; state?: MemberState };

// Listed members (or, with a state filter, everyone in that state) of a role, matching the search text
// case-blind (SQLite's LIKE is; PostgreSQL's is not, so both sides are lowered). A filter's value that
// may be null is cast, so PostgreSQL knows its type.
const SEARCH_WHERE = `m.group_id = ? AND (CAST(? AS TEXT) IS NOT NULL OR ${LISTED})
  AND (CAST(? AS TEXT) IS NULL OR m.state = ?) AND (CAST(? AS TEXT) IS NULL OR m.role = ?)
  AND (CAST(? AS TEXT) = '' OR lower(u.full_name) LIKE lower(?) ESCAPE '\\' OR lower(m.nickname) LIKE lower(?) ESCAPE '\\'
    OR lower(u.identity_number) LIKE lower(?) ESCAPE '\\')`;

function searchParams(groupId: string, q: string, filters: MemberFilters) {
  const pattern = likePattern(q);
  const state = filters.state ?? null;
  const role = filters.role ?? null;
  return [groupId, state, state, state, role, role, q, pattern, pattern, pattern];
}

/** Newest joined first; matches name, nickname or identity number. */
export function searchMembers(
  sql: Sql, groupId: string, q: string, offset: number, limit: number, filters: MemberFilters = {},
): Promise<MemberRow[]> {
  return sql.all<MemberRow>(`${MEMBER_SELECT} WHERE ${SEARCH_WHERE}
    ORDER BY CASE WHEN m.joined_at IS NULL THEN 1 ELSE 0 END, m.joined_at DESC, u.user_id LIMIT ? OFFSET ?`,
  ...searchParams(groupId, q, filters), limit, offset);
}

export async function countMembers(sql: Sql, groupId: string, q: string, filters: MemberFilters = {}): Promise<number> {
  return (await sql.value<number>(`SELECT COUNT(*) FROM memberships m JOIN users u ON u.user_id = m.user_id WHERE ${SEARCH_WHERE}`,
    ...searchParams(groupId, q, filters)))!;
}

/** What the admins see of members beyond their profile: policies (sorted) and the end of a shut-up, by user id. */
export type MemberAdminRow = { user_id: string; shut_up_until: string | null; policies: string[] };

/** In user id order. Policies are read in a second query (no JSON aggregate, which the engines spell differently). */
export async function listMemberAdminRows(sql: Sql, groupId: string, userIds: readonly string[]): Promise<MemberAdminRow[]> {
  const ids = JSON.stringify(userIds);
  const rows = await sql.all<{ user_id: string; shut_up_until: string | null }>(`SELECT m.user_id, m.shut_up_until
    FROM memberships m WHERE m.group_id = ? AND m.user_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY m.user_id`, groupId, ids);
  const policies = await sql.all<{ user_id: string; policy_type: string }>(`SELECT user_id, policy_type FROM member_policies
    WHERE group_id = ? AND user_id IN (${jsonTextValues(sql.dialect, '?')}) ORDER BY user_id, policy_type`, groupId, ids);
  return rows.map((row) => ({
    ...row, policies: policies.filter((p) => p.user_id === row.user_id).map((p) => p.policy_type),
  }));
}

/** Blocks a membership, keeping the state it had for unblocking; false when already blocked. */
export async function blockMembership(sql: Sql, groupId: string, userId: string): Promise<boolean> {
  return (await sql.run(`UPDATE memberships SET blocked_from_state = state, state = 'blocked'
    WHERE group_id = ? AND user_id = ? AND state <> 'blocked'`, groupId, userId)).changes === 1;
}

/**
 * Gives a blocked membership back the state it had (a membership blocked before that was kept: joined
 * if it has a join date, else pending); false when not blocked.
 */
export async function unblockMembership(sql: Sql, groupId: string, userId: string): Promise<boolean> {
  return (await sql.run(`UPDATE memberships
    SET state = COALESCE(blocked_from_state, CASE WHEN joined_at IS NULL THEN 'pending' ELSE 'paid' END), blocked_from_state = NULL
    WHERE group_id = ? AND user_id = ? AND state = 'blocked'`, groupId, userId)).changes === 1;
}

export async function setShutUpUntil(sql: Sql, groupId: string, userId: string, until: string | null): Promise<void> {
  await sql.run('UPDATE memberships SET shut_up_until = ? WHERE group_id = ? AND user_id = ?', until, groupId, userId);
}

export async function setMembershipRole(sql: Sql, groupId: string, userId: string, role: Role): Promise<void> {
  await sql.run('UPDATE memberships SET role = ? WHERE group_id = ? AND user_id = ?', role, groupId, userId);
}

/** Replaces the member's policies among `managed` with `policies`; other policy types stay. In a transaction. */
export async function replacePolicies(
  sql: Sql, groupId: string, userId: string, managed: readonly string[], policies: readonly string[], nowIso: string,
): Promise<void> {
  await sql.run(`DELETE FROM member_policies WHERE group_id = ? AND user_id = ? AND policy_type IN (${jsonTextValues(sql.dialect, '?')})`,
    groupId, userId, JSON.stringify(managed));
  for (const policy of policies) {
    await sql.run('INSERT INTO member_policies (group_id, user_id, policy_type, created_at) VALUES (?, ?, ?, ?)', groupId, userId, policy, nowIso);
  }
}

/**
 * Ends a membership (kick): back to someone who signed in and has not joined, who must join again.
 * What the person keeps in the group (policies, profile, cards, invoice titles) stays.
 */
export async function endMembership(sql: Sql, groupId: string, userId: string): Promise<void> {
  await sql.run(`UPDATE memberships SET role = 'user', state = 'pending', joined_at = NULL, expired_at = NULL,
      blocked_from_state = NULL, shut_up_until = NULL
    WHERE group_id = ? AND user_id = ?`, groupId, userId);
}

export type ActivityRow = {
  activity_id: string; group_id: string; user_id: string; kind: ActivityKind;
  subject_id: string | null; subject_title: string | null; created_at: string;
};

const INSERT_ACTIVITY = `INSERT INTO activities (activity_id, group_id, user_id, kind, subject_id, subject_title, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** Other features record what a member did here (stream messages, favourites, finished courses). */
export async function insertActivity(sql: Sql, row: ActivityRow): Promise<void> {
  await sql.run(INSERT_ACTIVITY, row.activity_id, row.group_id, row.user_id, row.kind, row.subject_id, row.subject_title, row.created_at);
}

/** The user's activities in this group, newest first, strictly before `before`. */
export function listActivities(
  sql: Sql, userId: string, groupId: string, before: string | null, limit: number,
): Promise<ActivityRow[]> {
  return sql.all<ActivityRow>(`SELECT activity_id, group_id, user_id, kind, subject_id, subject_title, created_at
    FROM activities WHERE user_id = ? AND group_id = ? AND (CAST(? AS TEXT) IS NULL OR created_at < ?)
    ORDER BY created_at DESC, activity_id DESC LIMIT ?`, userId, groupId, before, before, limit);
}

/** The user's activities in any of `groupIds`, newest first, strictly before `before` (group=all). */
export function listActivitiesIn(
  sql: Sql, userId: string, groupIds: readonly string[], before: string | null, limit: number,
): Promise<ActivityRow[]> {
  return sql.all<ActivityRow>(`SELECT activity_id, group_id, user_id, kind, subject_id, subject_title, created_at
    FROM activities WHERE user_id = ? AND group_id IN (${jsonTextValues(sql.dialect, '?')}) AND (CAST(? AS TEXT) IS NULL OR created_at < ?)
    ORDER BY created_at DESC, activity_id DESC LIMIT ?`, userId, JSON.stringify(groupIds), before, before, limit);
}

/** The groups where the user has a membership row (any state), by id. */
export function listMembershipGroups(sql: Sql, userId: string): Promise<string[]> {
  return sql.values<string>('SELECT group_id FROM memberships WHERE user_id = ? ORDER BY group_id', userId);
}

/**
 * The group's operators (GET /users/ops): the owner, then the admins, then the lecturers, each by
 * name (nickname, else the wallet's name); blocked or banned ones are left out.
 */
export function listOperators(sql: Sql, groupId: string): Promise<MemberRow[]> {
  // Names compare with ASCII letters' case folded and byte order otherwise: SQLite's NOCASE, and on
  // PostgreSQL lower() under the C collation (which folds ASCII only and orders by code point).
  const name = "COALESCE(NULLIF(m.nickname, ''), u.full_name)";
  const byName = sql.dialect === 'postgres' ? `lower(${name} COLLATE "C")` : `${name} COLLATE NOCASE`;
  return sql.all<MemberRow>(`${MEMBER_SELECT}
    WHERE m.group_id = ? AND m.role IN ('owner', 'admin', 'lecturer') AND m.state <> 'blocked'
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')
    ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, ${byName}, u.user_id`, groupId);
}

/**
 * Who an admin's message to every member reaches: active members (paid or subscribed, not expired)
 * and staff, neither blocked nor banned, but the author. By user id.
 */
export function listPostRecipients(sql: Sql, groupId: string, authorId: string, nowIso: string): Promise<string[]> {
  return sql.values<string>(`SELECT m.user_id FROM memberships m
    WHERE m.group_id = ? AND m.user_id <> ? AND m.state <> 'blocked'
      AND (m.role IN ('owner', 'admin', 'lecturer')
        OR (m.state IN ('paid', 'subscribed') AND (m.expired_at IS NULL OR m.expired_at > ?)))
      AND NOT EXISTS (SELECT 1 FROM member_policies p
        WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN')
    ORDER BY m.user_id`, groupId, authorId, nowIso);
}

export type MemberPostRow = { post_id: string; group_id: string; author_id: string; text: string; recipients: number; created_at: string };

export async function insertMemberPost(sql: Sql, row: MemberPostRow): Promise<void> {
  await sql.run(`INSERT INTO member_posts (post_id, group_id, author_id, text, recipients, created_at)
    VALUES (@post_id, @group_id, @author_id, @text, @recipients, @created_at)`, row);
}
