import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';
import type { MemberState, Role } from '../../../contract/user';
import type { AssetScene } from '../asset/asset.repo';

export type UserRow = {
  user_id: string;
  identity_number: string;
  full_name: string;
  avatar_url: string;
};

export type MembershipRow = {
  role: Role;
  state: MemberState;
  expired_at: string | null;
  joined_at: string | null;
  /** Until when an admin has shut the member up (ISO), else null (issue 14 point 2). */
  shut_up_until?: string | null;
};

export type BalanceRow = { asset_id: string; symbol: string; balance: string };

// Each query once, for the async layer (db/sql.ts, issue 27); findUserSync, findMembershipSync and
// listPoliciesSync, on the same texts, serve auth.middleware's viewerOfSync (the chat hub's synchronous
// sign-in and sweep) until it moves (server/README "The async layer").
const FIND_USER = 'SELECT user_id, identity_number, full_name, avatar_url FROM users WHERE user_id = ?';
const FIND_MEMBERSHIP = `SELECT role, state, expired_at, joined_at, shut_up_until FROM memberships
    WHERE group_id = ? AND user_id = ?`;
const LIST_POLICIES = `SELECT policy_type FROM member_policies
    WHERE group_id = ? AND user_id = ? ORDER BY policy_type`;
const ENSURE_PENDING_MEMBERSHIP = `INSERT INTO memberships (group_id, user_id, role, state, created_at)
    VALUES (?, ?, 'user', 'pending', ?) ON CONFLICT (group_id, user_id) DO NOTHING`;
const LIST_BALANCES = `SELECT b.asset_id, a.symbol, b.balance FROM user_balances b
    JOIN assets a ON a.asset_id = b.asset_id
    WHERE b.user_id = ? ORDER BY a.sort_order, a.symbol`;
const LIST_SCENE_BALANCES = `SELECT a.asset_id, a.symbol, COALESCE(b.balance, '0') AS balance
    FROM group_assets g
    JOIN assets a ON a.asset_id = g.asset_id
    LEFT JOIN user_balances b ON b.asset_id = a.asset_id AND b.user_id = ?
    WHERE g.group_id = ? AND g.scene = ? ORDER BY g.sort_order, a.symbol`;
const MARK_MEMBERSHIP_PAID = `UPDATE memberships SET state = 'paid', joined_at = COALESCE(joined_at, ?), expired_at = ?
    WHERE group_id = ? AND user_id = ?`;
const FIND_USER_BY_IDENTITY_NUMBER = 'SELECT user_id, identity_number, full_name, avatar_url FROM users WHERE identity_number = ?';
const INSERT_USER = `INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

export function findUser(sql: Sql, userId: string): Promise<UserRow | undefined> {
  return sql.get<UserRow>(FIND_USER, userId);
}

export function findUserSync(db: Db, userId: string): UserRow | undefined {
  return statement(db, FIND_USER).get(userId) as UserRow | undefined;
}

export function findMembership(sql: Sql, groupId: string, userId: string): Promise<MembershipRow | undefined> {
  return sql.get<MembershipRow>(FIND_MEMBERSHIP, groupId, userId);
}

export function findMembershipSync(db: Db, groupId: string, userId: string): MembershipRow | undefined {
  return statement(db, FIND_MEMBERSHIP).get(groupId, userId) as MembershipRow | undefined;
}

export function listPolicies(sql: Sql, groupId: string, userId: string): Promise<string[]> {
  return sql.values<string>(LIST_POLICIES, groupId, userId);
}

export function listPoliciesSync(db: Db, groupId: string, userId: string): string[] {
  return statement(db, LIST_POLICIES).pluck().all(groupId, userId) as string[];
}

/** A first login makes the user a pending member; an existing membership is left alone. */
export async function ensurePendingMembership(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<void> {
  await sql.run(ENSURE_PENDING_MEMBERSHIP, groupId, userId, nowIso);
}

/** Every balance the user holds, in asset order. */
export function listBalances(sql: Sql, userId: string): Promise<BalanceRow[]> {
  return sql.all<BalanceRow>(LIST_BALANCES, userId);
}

/** The group's assets for a scene, each with the user's balance ("0" when none is held). */
export function listSceneBalances(sql: Sql, userId: string, groupId: string, scene: AssetScene): Promise<BalanceRow[]> {
  return sql.all<BalanceRow>(LIST_SCENE_BALANCES, userId, groupId, scene);
}

/**
 * Makes the member paid (joined). joined_at keeps the first join; expired_at is the new end of
 * the membership (null: does not expire).
 */
export async function markMembershipPaid(
  sql: Sql,
  groupId: string,
  userId: string,
  change: { nowIso: string; expiredAt: string | null },
): Promise<void> {
  await sql.run(MARK_MEMBERSHIP_PAID, change.nowIso, change.expiredAt, groupId, userId);
}

export function findUserByIdentityNumber(sql: Sql, identityNumber: string): Promise<UserRow | undefined> {
  return sql.get<UserRow>(FIND_USER_BY_IDENTITY_NUMBER, identityNumber);
}

/**
 * A wallet user as the wallet names them, added on their first sign-in; later sign-ins keep the
 * row as it is. False when their identity number belongs to another user here.
 */
export async function saveWalletUser(sql: Sql, user: UserRow, nowIso: string): Promise<boolean> {
  await insertUser(sql, user, nowIso);
  return (await findUser(sql, user.user_id)) !== undefined;
}

/** False when the user id or identity number is taken (the caller picks another). */
export async function insertUser(sql: Sql, user: UserRow, nowIso: string): Promise<boolean> {
  return (await sql.run(INSERT_USER, user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso)).changes === 1;
}
