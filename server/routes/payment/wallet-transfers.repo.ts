import type { Sql } from '../../db/sql';

// The transfers the groups' bots send (migration 045): written with what they pay out, sent until the
// wallet says spent (wallet-transfers.service). On the async layer (db/sql.ts), one text for both engines.

export type WalletTransferKind = 'withdrawal' | 'pack_claim' | 'pack_refund' | 'profit_payout';

export type WalletTransferRow = {
  transfer_id: string; group_id: string; kind: WalletTransferKind; reference: string; recipient_id: string; asset_id: string;
  amount: string; memo: string; state: 'pending' | 'confirmed' | 'failed'; snapshot_id: string | null; attempts: number;
  next_attempt_at: string; last_error: string | null; created_at: string; settled_at: string | null;
};

export type NewWalletTransfer = Pick<WalletTransferRow,
  'transfer_id' | 'group_id' | 'kind' | 'reference' | 'recipient_id' | 'asset_id' | 'amount' | 'memo' | 'created_at'>;

const INSERT_WALLET_TRANSFER = `INSERT INTO wallet_transfers (transfer_id, group_id, kind, reference, recipient_id, asset_id, amount, memo,
      next_attempt_at, created_at)
    VALUES (@transfer_id, @group_id, @kind, @reference, @recipient_id, @asset_id, @amount, @memo, @created_at, @created_at)
    ON CONFLICT (kind, reference) DO NOTHING`;

/** A transfer to send; false when its withdrawal or pack has one already. */
export async function insertWalletTransfer(sql: Sql, row: NewWalletTransfer): Promise<boolean> {
  return (await sql.run(INSERT_WALLET_TRANSFER, row)).changes === 1;
}

export function findWalletTransferOf(sql: Sql, kind: WalletTransferKind, reference: string): Promise<WalletTransferRow | undefined> {
  return sql.get<WalletTransferRow>('SELECT * FROM wallet_transfers WHERE kind = ? AND reference = ?', kind, reference);
}

/** Pending transfers due by `now`, oldest first. */
export function listDueWalletTransferIds(sql: Sql, now: string, limit: number): Promise<string[]> {
  return sql.values<string>(`SELECT transfer_id FROM wallet_transfers
    WHERE state = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
    ORDER BY next_attempt_at, created_at, transfer_id LIMIT @limit`, { now, limit });
}

/** Takes a due transfer for one sender until `until`; undefined when another holds it or it is not due. */
export function claimWalletTransfer(sql: Sql, transferId: string, now: string, until: string): Promise<WalletTransferRow | undefined> {
  return sql.get<WalletTransferRow>(`UPDATE wallet_transfers SET claimed_until = @until
    WHERE transfer_id = @transferId AND state = 'pending' AND (claimed_until IS NULL OR claimed_until <= @now)
    RETURNING *`, { transferId, now, until });
}

/** A try that did not settle it: when to try next, and why (null: it is on its way, not failing). */
export async function markWalletTransferTried(sql: Sql, transferId: string, nextAt: string, error: string | null): Promise<void> {
  await sql.run(`UPDATE wallet_transfers SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL
    WHERE transfer_id = ? AND state = 'pending'`, nextAt, error, transferId);
}

/** Settles a pending transfer; false when it was settled already. */
export async function settleWalletTransfer(
  sql: Sql, transferId: string, state: 'confirmed' | 'failed', snapshotId: string | null, error: string | null, at: string,
): Promise<boolean> {
  return (await sql.run(`UPDATE wallet_transfers SET state = ?, snapshot_id = ?, last_error = COALESCE(?, last_error), settled_at = ?,
      claimed_until = NULL
    WHERE transfer_id = ? AND state = 'pending'`, state, snapshotId, error, at, transferId)).changes === 1;
}

const LIST_UNSETTLED = `SELECT * FROM wallet_transfers WHERE group_id = ? AND state != 'confirmed'
    ORDER BY created_at, transfer_id LIMIT ?`;

/** A group's transfers out that are not confirmed (on their way, being tried again, or refused), the oldest first. */
export function listUnsettledWalletTransfers(sql: Sql, groupId: string, limit: number): Promise<WalletTransferRow[]> {
  return sql.all<WalletTransferRow>(LIST_UNSETTLED, groupId, limit);
}
