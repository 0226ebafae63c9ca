import type { VaultKind, VaultWithdrawalState } from '../../../contract/vault';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

export type VaultRow = { vault_id: string; group_id: string; kind: VaultKind; created_at: string };

/** A vault's balance in one asset, with what a screen needs of the asset. */
export type VaultBalanceRow = {
  vault_id: string; asset_id: string; symbol: string; icon_url: string; precision: number; price_cny: string; balance: string;
  kind: 'crypto' | 'fiat';
};

export type VaultEntryKind = 'order' | 'withdrawal' | 'withdrawal_returned' | 'payout';

const KIND_ORDER = `CASE kind WHEN 'master' THEN 0 WHEN 'profit' THEN 1 WHEN 'bonus' THEN 2 ELSE 3 END`;

/** The group's four vaults, master, profit, bonus, tax (the migration makes them with the group). */
const LIST_VAULTS = `SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? ORDER BY ${KIND_ORDER}`;

// On the async layer (db/sql.ts) so far: what an order's payment credits (vault.service creditOrderPayment),
// each the same text as its …Sync twin, which the rest of the vaults uses until it moves.

export function listVaults(sql: Sql, groupId: string): Promise<VaultRow[]> {
  return sql.all<VaultRow>(LIST_VAULTS, groupId);
}

export function listVaultsSync(db: Db, groupId: string): VaultRow[] {
  return statement(db, LIST_VAULTS).all(groupId) as VaultRow[];
}

/** A vault of this group; another group's id is none. */
export function findVault(db: Db, groupId: string, vaultId: string): VaultRow | undefined {
  return statement(db, 'SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? AND vault_id = ?')
    .get(groupId, vaultId) as VaultRow | undefined;
}

export function vaultOfKind(db: Db, groupId: string, kind: VaultKind): VaultRow {
  const row = statement(db, 'SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? AND kind = ?')
    .get(groupId, kind) as VaultRow | undefined;
  if (!row) throw new Error(`group ${groupId} has no ${kind} vault`);
  return row;
}

/** Balances of the group's vaults (every asset a vault has held), by asset order. */
export function listVaultBalances(db: Db, groupId: string): VaultBalanceRow[] {
  return statement(db, `SELECT b.vault_id, b.asset_id, a.symbol, a.icon_url, a.precision, a.price_cny, b.balance, a.kind
    FROM vault_balances b JOIN vaults v ON v.vault_id = b.vault_id JOIN assets a ON a.asset_id = b.asset_id
    WHERE v.group_id = ? ORDER BY a.sort_order, a.asset_id`).all(groupId) as VaultBalanceRow[];
}

/** The vault's balance in the asset: '0' when it never held any. */
const BALANCE = 'SELECT balance FROM vault_balances WHERE vault_id = ? AND asset_id = ?';

export async function balanceOf(sql: Sql, vaultId: string, assetId: string): Promise<string> {
  return (await sql.value<string>(BALANCE, vaultId, assetId)) ?? '0';
}

export function balanceOfSync(db: Db, vaultId: string, assetId: string): string {
  const balance = statement(db, BALANCE).pluck().get(vaultId, assetId) as string | undefined;
  return balance ?? '0';
}

/**
 * Writes one ledger row and the vault's balance with it (call inside the transaction that moves the
 * money). `balanceAfter` is the current balance plus `amount`, worked out by the caller in decimal.
 * A row already written for (vault, kind, reference, asset) is left as it is and the balance not
 * touched: false then.
 */
const INSERT_ENTRY = `INSERT INTO vault_entries (vault_id, asset_id, amount, balance_after, kind, reference, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (vault_id, kind, reference, asset_id) DO NOTHING`;
const SET_BALANCE = `INSERT INTO vault_balances (vault_id, asset_id, balance, updated_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (vault_id, asset_id) DO UPDATE SET balance = excluded.balance, updated_at = excluded.updated_at`;

type EntryWrite = { vaultId: string; assetId: string; amount: string; balanceAfter: string; kind: VaultEntryKind; reference: string; at: string };

export async function insertEntry(sql: Sql, e: EntryWrite): Promise<boolean> {
  const inserted = (await sql.run(INSERT_ENTRY, e.vaultId, e.assetId, e.amount, e.balanceAfter, e.kind, e.reference, e.at)).changes === 1;
  if (!inserted) return false;
  await sql.run(SET_BALANCE, e.vaultId, e.assetId, e.balanceAfter, e.at);
  return true;
}

export function insertEntrySync(db: Db, e: EntryWrite): boolean {
  const inserted = statement(db, INSERT_ENTRY)
    .run(e.vaultId, e.assetId, e.amount, e.balanceAfter, e.kind, e.reference, e.at).changes === 1;
  if (!inserted) return false;
  statement(db, SET_BALANCE).run(e.vaultId, e.assetId, e.balanceAfter, e.at);
  return true;
}

/** The invitation bonus a paid order credited (invite_records, written earlier in the same transaction). */
const INVITE_BONUS = 'SELECT asset_id, bonus_amount FROM invite_records WHERE order_id = ?';

export function inviteBonusOfOrder(sql: Sql, orderId: string): Promise<{ asset_id: string; bonus_amount: string } | undefined> {
  return sql.get<{ asset_id: string; bonus_amount: string }>(INVITE_BONUS, orderId);
}

export function inviteBonusOfOrderSync(db: Db, orderId: string): { asset_id: string; bonus_amount: string } | undefined {
  return statement(db, INVITE_BONUS).get(orderId) as { asset_id: string; bonus_amount: string } | undefined;
}

// --- the withdrawal PIN ---

export type VaultPinRow = { group_id: string; pin_hash: string };

export function findPin(db: Db, groupId: string): VaultPinRow | undefined {
  return statement(db, 'SELECT group_id, pin_hash FROM vault_pins WHERE group_id = ?').get(groupId) as VaultPinRow | undefined;
}

/** Sets the group's PIN unless one is set: false then (of concurrent calls, one wins). */
export function insertPin(db: Db, groupId: string, pinHash: string, userId: string, at: string): boolean {
  return statement(db, `INSERT INTO vault_pins (group_id, pin_hash, set_by, created_at)
    VALUES (?, ?, ?, ?) ON CONFLICT (group_id) DO NOTHING`).run(groupId, pinHash, userId, at).changes === 1;
}

/** One person's wrong-PIN standing in a group: where their count starts, and their lock (none: no row yet). */
export type VaultPinLockRow = { failures_after: number; locked_until: string | null };

export function findPinLock(db: Db, groupId: string, userId: string): VaultPinLockRow {
  return (statement(db, 'SELECT failures_after, locked_until FROM vault_pin_locks WHERE group_id = ? AND user_id = ?')
    .get(groupId, userId) as VaultPinLockRow | undefined) ?? { failures_after: 0, locked_until: null };
}

/** One person's wrong PINs in the group after the failure `afterId` and the time `since`. */
export function countPinFailures(db: Db, groupId: string, userId: string, afterId: number, since: string): number {
  return statement(db, `SELECT COUNT(*) FROM vault_pin_failures
    WHERE group_id = ? AND user_id = ? AND failure_id > ? AND created_at > ?`).pluck().get(groupId, userId, afterId, since) as number;
}

export function insertPinFailure(db: Db, groupId: string, userId: string, at: string): void {
  statement(db, 'INSERT INTO vault_pin_failures (group_id, user_id, created_at) VALUES (?, ?, ?)').run(groupId, userId, at);
}

/** Starts one person's count of wrong PINs again (none of theirs counts before now), with a lock until `lockedUntil` (or none). */
export function restartPinFailures(db: Db, groupId: string, userId: string, lockedUntil: string | null): void {
  statement(db, `INSERT INTO vault_pin_locks (group_id, user_id, failures_after, locked_until)
    VALUES (@group, @user, (SELECT COALESCE(MAX(failure_id), 0) FROM vault_pin_failures WHERE group_id = @group AND user_id = @user), @until)
    ON CONFLICT (group_id, user_id) DO UPDATE SET failures_after = excluded.failures_after, locked_until = excluded.locked_until`)
    .run({ group: groupId, user: userId, until: lockedUntil });
}

/** Who is told when someone is locked: the group's owner (the app's), with the group's name and language. */
export function findPinLockAudience(db: Db, groupId: string): { owner_id: string | null; group_name: string; language: string } {
  return statement(db, `SELECT (SELECT user_id FROM memberships WHERE group_id = g.group_id AND role = 'owner' LIMIT 1) AS owner_id,
    g.name AS group_name, g.language FROM groups g WHERE g.group_id = ?`).get(groupId) as { owner_id: string | null; group_name: string; language: string };
}

// --- withdrawals ---

export type WithdrawalRow = {
  withdrawal_id: string; group_id: string; vault_id: string; user_id: string | null; request_id: string;
  asset_id: string; symbol: string; precision: number; amount: string; destination: string; state: VaultWithdrawalState;
  snapshot_id: string | null; created_at: string; settled_at: string | null;
  full_name: string | null; avatar_url: string | null; identity_number: string | null;
};

const WITHDRAWAL_COLUMNS = `w.withdrawal_id, w.group_id, w.vault_id, w.user_id, w.request_id, w.asset_id, a.symbol, a.precision,
  w.amount, w.destination, w.state, w.snapshot_id, w.created_at, w.settled_at, u.full_name, u.avatar_url, u.identity_number`;
const WITHDRAWAL_FROM = `vault_withdrawals w JOIN assets a ON a.asset_id = w.asset_id LEFT JOIN users u ON u.user_id = w.user_id`;

export function insertWithdrawal(
  db: Db,
  w: { withdrawalId: string; groupId: string; vaultId: string; userId: string; requestId: string; assetId: string; amount: string; destination: string; at: string },
): void {
  statement(db, `INSERT INTO vault_withdrawals (withdrawal_id, group_id, vault_id, user_id, request_id, asset_id, amount,
      destination, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`)
    .run(w.withdrawalId, w.groupId, w.vaultId, w.userId, w.requestId, w.assetId, w.amount, w.destination, w.at);
}

export function findWithdrawal(db: Db, withdrawalId: string): WithdrawalRow | undefined {
  return statement(db, `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.withdrawal_id = ?`)
    .get(withdrawalId) as WithdrawalRow | undefined;
}

export function findWithdrawalByRequest(db: Db, groupId: string, requestId: string): WithdrawalRow | undefined {
  return statement(db, `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.group_id = ? AND w.request_id = ?`)
    .get(groupId, requestId) as WithdrawalRow | undefined;
}

/** A vault's withdrawals, newest first; `limit + 1` rows so the caller knows whether more follow. */
export function listWithdrawals(db: Db, vaultId: string, offset: number, limit: number): WithdrawalRow[] {
  return statement(db, `SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.vault_id = ?
    ORDER BY w.created_at DESC, w.rowid DESC LIMIT ? OFFSET ?`).all(vaultId, limit + 1, offset) as WithdrawalRow[];
}

/** A pending withdrawal becomes confirmed or failed; false when it was not pending. */
export function settleWithdrawal(
  db: Db, withdrawalId: string, state: 'confirmed' | 'failed', snapshotId: string | null, at: string,
): boolean {
  return statement(db, `UPDATE vault_withdrawals SET state = ?, snapshot_id = ?, settled_at = ?
    WHERE withdrawal_id = ? AND state = 'pending'`).run(state, snapshotId, at, withdrawalId).changes === 1;
}

