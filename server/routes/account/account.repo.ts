import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
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

export function findUser(db: Db, userId: string): UserRow | undefined {
  return statement(db, 'SELECT user_id, identity_number, full_name, avatar_url FROM users WHERE user_id = ?')
    .get(userId) as UserRow | undefined;
}

export function findMembership(db: Db, groupId: string, userId: string): MembershipRow | undefined {
  return statement(db, `SELECT role, state, expired_at, joined_at, shut_up_until FROM memberships
    WHERE group_id = ? AND user_id = ?`).get(groupId, userId) as MembershipRow | undefined;
}

export function listPolicies(db: Db, groupId: string, userId: string): string[] {
  return statement(db, `SELECT policy_type FROM member_policies
    WHERE group_id = ? AND user_id = ? ORDER BY policy_type`).pluck().all(groupId, userId) as string[];
}

/** A first login makes the user a pending member; an existing membership is left alone. */
export function ensurePendingMembership(db: Db, groupId: string, userId: string, nowIso: string): void {
  statement(db, `INSERT INTO memberships (group_id, user_id, role, state, created_at)
    VALUES (?, ?, 'user', 'pending', ?) ON CONFLICT (group_id, user_id) DO NOTHING`)
    .run(groupId, userId, nowIso);
}

/** Every balance the user holds, in asset order. */
export function listBalances(db: Db, userId: string): BalanceRow[] {
  return statement(db, `SELECT b.asset_id, a.symbol, b.balance FROM user_balances b
    JOIN assets a ON a.asset_id = b.asset_id
    WHERE b.user_id = ? ORDER BY a.sort_order, a.symbol`).all(userId) as BalanceRow[];
}

/** The group's assets for a scene, each with the user's balance ("0" when none is held). */
export function listSceneBalances(db: Db, userId: string, groupId: string, scene: AssetScene): BalanceRow[] {
  return statement(db, `SELECT a.asset_id, a.symbol, COALESCE(b.balance, '0') AS balance
    FROM group_assets g
    JOIN assets a ON a.asset_id = g.asset_id
    LEFT JOIN user_balances b ON b.asset_id = a.asset_id AND b.user_id = ?
    WHERE g.group_id = ? AND g.scene = ? ORDER BY g.sort_order, a.symbol`)
    .all(userId, groupId, scene) as BalanceRow[];
}

/**
 * Makes the member paid (joined). joined_at keeps the first join; expired_at is the new end of
 * the membership (null: does not expire).
 */
export function markMembershipPaid(
  db: Db,
  groupId: string,
  userId: string,
  change: { nowIso: string; expiredAt: string | null },
): void {
  statement(db, `UPDATE memberships SET state = 'paid', joined_at = COALESCE(joined_at, ?), expired_at = ?
    WHERE group_id = ? AND user_id = ?`).run(change.nowIso, change.expiredAt, groupId, userId);
}

export function findUserByIdentityNumber(db: Db, identityNumber: string): UserRow | undefined {
  return statement(db, 'SELECT user_id, identity_number, full_name, avatar_url FROM users WHERE identity_number = ?')
    .get(identityNumber) as UserRow | undefined;
}

/**
 * A wallet user as the wallet names them, added on their first sign-in; later sign-ins keep the
 * row as it is. False when their identity number belongs to another user here.
 */
export function saveWalletUser(db: Db, user: UserRow, nowIso: string): boolean {
  insertUser(db, user, nowIso);
  return findUser(db, user.user_id) !== undefined;
}

/** False when the user id or identity number is taken (the caller picks another). */
export function insertUser(db: Db, user: UserRow, nowIso: string): boolean {
  return statement(db, `INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
    .run(user.user_id, user.identity_number, user.full_name, user.avatar_url, nowIso).changes === 1;
}
