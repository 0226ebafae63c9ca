import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
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

/** Newest joined first; matches name, nickname or identity number. */
export function searchMembers(db: Db, groupId: string, q: string, offset: number, limit: number): MemberRow[] {
  const pattern = likePattern(q);
  return statement(db, `${MEMBER_SELECT} WHERE m.group_id = ? AND ${LISTED}
      AND (? = '' OR u.full_name LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\' OR u.identity_number LIKE ? ESCAPE '\\')
    ORDER BY m.joined_at IS NULL, m.joined_at DESC, u.user_id LIMIT ? OFFSET ?`)
    .all(groupId, q, pattern, pattern, pattern, limit, offset) as MemberRow[];
}

export function countMembers(db: Db, groupId: string, q: string): number {
  const pattern = likePattern(q);
  return statement(db, `SELECT COUNT(*) FROM memberships m JOIN users u ON u.user_id = m.user_id
    WHERE m.group_id = ? AND ${LISTED}
      AND (? = '' OR u.full_name LIKE ? ESCAPE '\\' OR m.nickname LIKE ? ESCAPE '\\' OR u.identity_number LIKE ? ESCAPE '\\')`)
    .pluck().get(groupId, q, pattern, pattern, pattern) as number;
}

export type ActivityRow = {
  activity_id: string; group_id: string; user_id: string; kind: ActivityKind;
  subject_id: string | null; subject_title: string | null; created_at: string;
};

/** Other features record what a member did here (stream messages, favourites, finished courses). */
export function insertActivity(db: Db, row: ActivityRow): void {
  statement(db, `INSERT INTO activities (activity_id, group_id, user_id, kind, subject_id, subject_title, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
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
