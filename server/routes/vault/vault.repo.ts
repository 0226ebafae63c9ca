import type { VaultKind, VaultWithdrawalState } from '../../../contract/vault';
import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
import { statement } from '../../db/statements';

export type VaultRow = { vault_id: string; group_id: string; kind: VaultKind; created_at: string };

/** A vault's balance in one asset, with what a screen needs of the asset. */
export type VaultBalanceRow = {
  vault_id: string; asset_id: string; symbol: string; icon_url: string; precision: number; price_cny: string; balance: string;
  kind: 'crypto' | 'fiat';
};

export type VaultEntryKind = 'order' | 'withdrawal' | 'withdrawal_returned' | 'payout';

// On the async layer (db/sql.ts), one text for both engines. Withdrawals of the same moment are listed by
// seq (migration 055), where SQLite's rowid was, then the key. What vault.service creditOrderPaymentSync uses
// inside order.service's synchronous transaction keeps its synchronous form under its own name (listVaults,
// balanceOf, insertEntry, inviteBonusOfOrder), beside the async ones on the same texts (findVaults,
// findBalance, writeVaultEntry), until that caller moves.

const KIND_ORDER = `CASE kind WHEN 'master' THEN 0 WHEN 'profit' THEN 1 WHEN 'bonus' THEN 2 ELSE 3 END`;
const LIST_VAULTS = `SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? ORDER BY ${KIND_ORDER}`;

/** The group's four vaults, master, profit, bonus, tax (the migration makes them with the group). */
export function findVaults(sql: Sql, groupId: string): Promise<VaultRow[]> {
  return sql.all<VaultRow>(LIST_VAULTS, groupId);
}

/** findVaults on a synchronous connection, for the seed's creditOrderPaymentSync. */
export function listVaultsSync(db: Db, groupId: string): VaultRow[] {
  return statement(db, LIST_VAULTS).all(groupId) as VaultRow[];
}

/** A vault of this group; another group's id is none. */
export function findVault(sql: Sql, groupId: string, vaultId: string): Promise<VaultRow | undefined> {
  return sql.get<VaultRow>('SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? AND vault_id = ?', groupId, vaultId);
}

export async function vaultOfKind(sql: Sql, groupId: string, kind: VaultKind): Promise<VaultRow> {
  const row = await sql.get<VaultRow>('SELECT vault_id, group_id, kind, created_at FROM vaults WHERE group_id = ? AND kind = ?', groupId, kind);
  if (!row) throw new Error(`group ${groupId} has no ${kind} vault`);
  return row;
}

/** Balances of the group's vaults (every asset a vault has held), by asset order. */
export function listVaultBalances(sql: Sql, groupId: string): Promise<VaultBalanceRow[]> {
  return sql.all<VaultBalanceRow>(`SELECT b.vault_id, b.asset_id, a.symbol, a.icon_url, a.precision, a.price_cny, b.balance, a.kind
    FROM vault_balances b JOIN vaults v ON v.vault_id = b.vault_id JOIN assets a ON a.asset_id = b.asset_id
    WHERE v.group_id = ? ORDER BY a.sort_order, a.asset_id, b.vault_id`, groupId);
}

const BALANCE_OF = 'SELECT balance FROM vault_balances WHERE vault_id = ? AND asset_id = ?';

/** The vault's balance in the asset: '0' when it never held any. */
export async function findBalance(sql: Sql, vaultId: string, assetId: string): Promise<string> {
  return (await sql.value<string>(BALANCE_OF, vaultId, assetId)) ?? '0';
}

/** findBalance on a synchronous connection, for the seed's creditOrderPaymentSync. */
export function balanceOfSync(db: Db, vaultId: string, assetId: string): string {
  const balance = statement(db, BALANCE_OF).pluck().get(vaultId, assetId) as string | undefined;
  return balance ?? '0';
}

export type NewVaultEntry = {
  vaultId: string; assetId: string; amount: string; balanceAfter: string; kind: VaultEntryKind; reference: string; at: string;
};

const INSERT_ENTRY = `INSERT INTO vault_entries (vault_id, asset_id, amount, balance_after, kind, reference, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (vault_id, kind, reference, asset_id) DO NOTHING`;
const UPSERT_BALANCE = `INSERT INTO vault_balances (vault_id, asset_id, balance, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (vault_id, asset_id) DO UPDATE SET balance = excluded.balance, updated_at = excluded.updated_at`;

/**
 * Writes one ledger row and the vault's balance with it (call inside the transaction that moves the
 * money). `balanceAfter` is the current balance plus `amount`, worked out by the caller in decimal.
 * A row already written for (vault, kind, reference, asset) is left as it is and the balance not
 * touched: false then.
 */
export async function writeVaultEntry(sql: Sql, e: NewVaultEntry): Promise<boolean> {
  const inserted = (await sql.run(INSERT_ENTRY, e.vaultId, e.assetId, e.amount, e.balanceAfter, e.kind, e.reference, e.at)).changes === 1;
  if (!inserted) return false;
  await sql.run(UPSERT_BALANCE, e.vaultId, e.assetId, e.balanceAfter, e.at);
  return true;
}

/** writeVaultEntry on a synchronous connection, for the seed's creditOrderPaymentSync. */
export function insertEntrySync(db: Db, e: NewVaultEntry): boolean {
  const inserted = statement(db, INSERT_ENTRY).run(e.vaultId, e.assetId, e.amount, e.balanceAfter, e.kind, e.reference, e.at).changes === 1;
  if (!inserted) return false;
  statement(db, UPSERT_BALANCE).run(e.vaultId, e.assetId, e.balanceAfter, e.at);
  return true;
}

const INVITE_BONUS = 'SELECT asset_id, bonus_amount FROM invite_records WHERE order_id = ?';

/** The invitation bonus a paid order credited (invite_records, written earlier in the same transaction). */
export function inviteBonusOfOrder(sql: Sql, orderId: string): Promise<{ asset_id: string; bonus_amount: string } | undefined> {
  return sql.get<{ asset_id: string; bonus_amount: string }>(INVITE_BONUS, orderId);
}

/** For the seed's creditOrderPaymentSync. */
export function inviteBonusOfOrderSync(db: Db, orderId: string): { asset_id: string; bonus_amount: string } | undefined {
  return statement(db, INVITE_BONUS).get(orderId) as { asset_id: string; bonus_amount: string } | undefined;
}

// --- the withdrawal PIN ---

export type VaultPinRow = { group_id: string; pin_hash: string };

export function findPin(sql: Sql, groupId: string): Promise<VaultPinRow | undefined> {
  return sql.get<VaultPinRow>('SELECT group_id, pin_hash FROM vault_pins WHERE group_id = ?', groupId);
}

/** Sets the group's PIN unless one is set: false then (of concurrent calls, one wins). */
export async function insertPin(sql: Sql, groupId: string, pinHash: string, userId: string, at: string): Promise<boolean> {
  return (await sql.run(`INSERT INTO vault_pins (group_id, pin_hash, set_by, created_at)
    VALUES (?, ?, ?, ?) ON CONFLICT (group_id) DO NOTHING`, groupId, pinHash, userId, at)).changes === 1;
}

/** One person's wrong-PIN standing in a group: where their count starts, and their lock (none: no row yet). */
export type VaultPinLockRow = { failures_after: number; locked_until: string | null };

export async function findPinLock(sql: Sql, groupId: string, userId: string): Promise<VaultPinLockRow> {
  return (await sql.get<VaultPinLockRow>('SELECT failures_after, locked_until FROM vault_pin_locks WHERE group_id = ? AND user_id = ?', groupId, userId))
    ?? { failures_after: 0, locked_until: null };
}

/** One person's wrong PINs in the group after the failure `afterId` and the time `since`. */
export async function countPinFailures(sql: Sql, groupId: string, userId: string, afterId: number, since: string): Promise<number> {
  return (await sql.value<number>(`SELECT COUNT(*) FROM vault_pin_failures
    WHERE group_id = ? AND user_id = ? AND failure_id > ? AND created_at > ?`, groupId, userId, afterId, since)) ?? 0;
}

export async function insertPinFailure(sql: Sql, groupId: string, userId: string, at: string): Promise<void> {
  await sql.run('INSERT INTO vault_pin_failures (group_id, user_id, created_at) VALUES (?, ?, ?)', groupId, userId, at);
}

/** Starts one person's count of wrong PINs again (none of theirs counts before now), with a lock until `lockedUntil` (or none). */
export async function restartPinFailures(sql: Sql, groupId: string, userId: string, lockedUntil: string | null): Promise<void> {
  await sql.run(`INSERT INTO vault_pin_locks (group_id, user_id, failures_after, locked_until)
    VALUES (@group, @user, (SELECT COALESCE(MAX(failure_id), 0) FROM vault_pin_failures WHERE group_id = @group AND user_id = @user), @until)
    ON CONFLICT (group_id, user_id) DO UPDATE SET failures_after = excluded.failures_after, locked_until = excluded.locked_until`,
  { group: groupId, user: userId, until: lockedUntil });
}

export type PinLockAudienceRow = { owner_id: string | null; group_name: string; language: string };

/** Who is told when someone is locked: the group's owner (the app's), with the group's name and language. */
export async function findPinLockAudience(sql: Sql, groupId: string): Promise<PinLockAudienceRow> {
  return (await sql.get<PinLockAudienceRow>(`SELECT
      (SELECT user_id FROM memberships WHERE group_id = g.group_id AND role = 'owner' ORDER BY user_id LIMIT 1) AS owner_id,
      g.name AS group_name, g.language FROM groups g WHERE g.group_id = ?`, groupId))!;
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

export async function insertWithdrawal(
  sql: Sql,
  w: { withdrawalId: string; groupId: string; vaultId: string; userId: string; requestId: string; assetId: string; amount: string; destination: string; at: string },
): Promise<void> {
  await sql.run(`INSERT INTO vault_withdrawals (withdrawal_id, group_id, vault_id, user_id, request_id, asset_id, amount,
      destination, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  w.withdrawalId, w.groupId, w.vaultId, w.userId, w.requestId, w.assetId, w.amount, w.destination, w.at);
}

export function findWithdrawal(sql: Sql, withdrawalId: string): Promise<WithdrawalRow | undefined> {
  return sql.get<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.withdrawal_id = ?`, withdrawalId);
}

export function findWithdrawalByRequest(sql: Sql, groupId: string, requestId: string): Promise<WithdrawalRow | undefined> {
  return sql.get<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.group_id = ? AND w.request_id = ?`, groupId, requestId);
}

/** A vault's withdrawals, newest first; `limit + 1` rows so the caller knows whether more follow. */
export function listWithdrawals(sql: Sql, vaultId: string, offset: number, limit: number): Promise<WithdrawalRow[]> {
  return sql.all<WithdrawalRow>(`SELECT ${WITHDRAWAL_COLUMNS} FROM ${WITHDRAWAL_FROM} WHERE w.vault_id = ?
    ORDER BY w.created_at DESC, w.seq DESC, w.withdrawal_id DESC LIMIT ? OFFSET ?`, vaultId, limit + 1, offset);
}

/** A pending withdrawal becomes confirmed or failed; false when it was not pending. */
export async function settleWithdrawal(
  sql: Sql, withdrawalId: string, state: 'confirmed' | 'failed', snapshotId: string | null, at: string,
): Promise<boolean> {
  return (await sql.run(`UPDATE vault_withdrawals SET state = ?, snapshot_id = ?, settled_at = ?
    WHERE withdrawal_id = ? AND state = 'pending'`, state, snapshotId, at, withdrawalId)).changes === 1;
}
