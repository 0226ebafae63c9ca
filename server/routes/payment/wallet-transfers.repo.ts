import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

// The transfers the groups' bots send (migration 045): written with what they pay out, sent until the
// wallet says spent (wallet-transfers.service).

export type WalletTransferKind = 'withdrawal' | 'pack_claim' | 'pack_refund' | 'profit_payout';

export type WalletTransferRow = {
  transfer_id: string; group_id: string; kind: WalletTransferKind; reference: string; recipient_id: string; asset_id: string;
  amount: string; memo: string; state: 'pending' | 'confirmed' | 'failed'; snapshot_id: string | null; attempts: number;
  next_attempt_at: string; last_error: string | null; created_at: string; settled_at: string | null;
};

/** A transfer to send; false when its withdrawal or pack has one already. */
type NewWalletTransfer = Pick<WalletTransferRow, 'transfer_id' | 'group_id' | 'kind' | 'reference' | 'recipient_id' | 'asset_id' | 'amount' | 'memo' | 'created_at'>;

const INSERT_TRANSFER = `INSERT INTO wallet_transfers (transfer_id, group_id, kind, reference, recipient_id, asset_id, amount, memo,
    next_attempt_at, created_at)
  VALUES (@transfer_id, @group_id, @kind, @reference, @recipient_id, @asset_id, @amount, @memo, @created_at, @created_at)
  ON CONFLICT (kind, reference) DO NOTHING`;

/** On the async layer (a lucky-coin claim or refund's transaction); insertWalletTransferSync is the same text. */
export async function insertWalletTransfer(sql: Sql, row: NewWalletTransfer): Promise<boolean> {
  return (await sql.run(INSERT_TRANSFER, { ...row })).changes === 1;
}

export function insertWalletTransferSync(db: Db, row: NewWalletTransfer): boolean {
  return statement(db, INSERT_TRANSFER).run(row).changes === 1;
}

export function findWalletTransferOf(db: Db, kind: WalletTransferKind, reference: string): WalletTransferRow | undefined {
  return statement(db, 'SELECT * FROM wallet_transfers WHERE kind = ? AND reference = ?').get(kind, reference) as WalletTransferRow | undefined;
}

/** Pending transfers due by `now`, oldest first; `only` narrows them to those ids. */
export function listDueWalletTransferIds(db: Db, now: string, limit: number): string[] {
  return statement(db, `SELECT transfer_id FROM wallet_transfers
    WHERE state = 'pending' AND next_attempt_at <= @now AND (claimed_until IS NULL OR claimed_until <= @now)
    ORDER BY next_attempt_at, created_at LIMIT @limit`).pluck().all({ now, limit }) as string[];
}

/** Takes a due transfer for one sender until `until`; undefined when another holds it or it is not due. */
export function claimWalletTransfer(db: Db, transferId: string, now: string, until: string): WalletTransferRow | undefined {
  const claimed = statement(db, `UPDATE wallet_transfers SET claimed_until = @until
    WHERE transfer_id = @transferId AND state = 'pending' AND (claimed_until IS NULL OR claimed_until <= @now)`)
    .run({ transferId, now, until }).changes === 1;
  return claimed ? (statement(db, 'SELECT * FROM wallet_transfers WHERE transfer_id = ?').get(transferId) as WalletTransferRow) : undefined;
}

/** A try that did not settle it: when to try next, and why (null: it is on its way, not failing). */
export function markWalletTransferTried(db: Db, transferId: string, nextAt: string, error: string | null): void {
  statement(db, `UPDATE wallet_transfers SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL
    WHERE transfer_id = ? AND state = 'pending'`).run(nextAt, error, transferId);
}

/** Settles a pending transfer; false when it was settled already. */
export function settleWalletTransfer(
  db: Db, transferId: string, state: 'confirmed' | 'failed', snapshotId: string | null, error: string | null, at: string,
): boolean {
  return statement(db, `UPDATE wallet_transfers SET state = ?, snapshot_id = ?, last_error = COALESCE(?, last_error), settled_at = ?,
      claimed_until = NULL
    WHERE transfer_id = ? AND state = 'pending'`).run(state, snapshotId, error, at, transferId).changes === 1;
}

/** A group's transfers out that are not confirmed (on their way, being tried again, or refused), the oldest first. */
export function listUnsettledWalletTransfers(db: Db, groupId: string, limit: number): WalletTransferRow[] {
  return statement(db, `SELECT * FROM wallet_transfers WHERE group_id = ? AND state != 'confirmed'
    ORDER BY created_at, transfer_id LIMIT ?`).all(groupId, limit) as WalletTransferRow[];
}
