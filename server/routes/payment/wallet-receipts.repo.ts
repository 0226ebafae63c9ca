import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

// The group bots' snapshots as this server has read them (migration 037): each group's cursor and
// every incoming transfer with what it did.

export type WalletReceiptOutcome = 'applied' | 'unmatched' | 'refused';

export type WalletReceiptRow = {
  snapshot_id: string; group_id: string; trace_id: string | null; opponent_id: string; asset_id: string; amount: string;
  created_at: string; outcome: WalletReceiptOutcome; reason: string | null; read_at: string;
};

/** Where reading this group's bot's snapshots got to and when it was last read, when it was for this bot. */
export function findWalletCursor(db: Db, groupId: string, appId: string): { offset_at: string; read_at: string } | undefined {
  return statement(db, 'SELECT offset_at, read_at FROM wallet_snapshot_cursors WHERE group_id = ? AND app_id = ?')
    .get(groupId, appId) as { offset_at: string; read_at: string } | undefined;
}

/** Moves the cursor on (never back: two readers may finish out of order). */
export function saveWalletCursor(db: Db, groupId: string, appId: string, offset: string, nowIso: string): void {
  statement(db, `INSERT INTO wallet_snapshot_cursors (group_id, app_id, offset_at, read_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id) DO UPDATE SET
      offset_at = CASE WHEN app_id <> excluded.app_id OR excluded.offset_at > offset_at THEN excluded.offset_at ELSE offset_at END,
      app_id = excluded.app_id, read_at = excluded.read_at`).run(groupId, appId, offset, nowIso);
}

export function findWalletReceipt(db: Db, snapshotId: string): WalletReceiptRow | undefined {
  return statement(db, 'SELECT * FROM wallet_receipts WHERE snapshot_id = ?').get(snapshotId) as WalletReceiptRow | undefined;
}

/** Records a transfer read; false when it was recorded already (it is then not applied again). */
export function insertWalletReceipt(db: Db, row: WalletReceiptRow): boolean {
  return statement(db, `INSERT INTO wallet_receipts (snapshot_id, group_id, trace_id, opponent_id, asset_id, amount, created_at,
      outcome, reason, read_at)
    VALUES (@snapshot_id, @group_id, @trace_id, @opponent_id, @asset_id, @amount, @created_at, @outcome, @reason, @read_at)
    ON CONFLICT (snapshot_id) DO NOTHING`).run(row).changes === 1;
}

/** The transfers a group's bot holds that paid for nothing (unmatched or refused), newest first. */
export function listUnappliedWalletReceipts(db: Db, groupId: string, limit: number): WalletReceiptRow[] {
  return statement(db, `SELECT * FROM wallet_receipts WHERE group_id = ? AND outcome <> 'applied'
    ORDER BY created_at DESC LIMIT ?`).all(groupId, limit) as WalletReceiptRow[];
}

/**
 * The groups with something open to be paid through the wallet since `sinceIso`: an order on the
 * wallet's channel not yet paid, a tip or a lucky-coin pack waiting for its transfer.
 */
export function listGroupsAwaitingWallet(db: Db, sinceIso: string): string[] {
  return statement(db, `SELECT group_id FROM orders WHERE channel = 'mixin' AND state IN ('NOT_PAID', 'MARKED_PAID') AND created_at > @since
    UNION SELECT group_id FROM tips WHERE state = 'PENDING' AND created_at > @since
    UNION SELECT group_id FROM luckycoin_packs WHERE state IN ('NOT_PAID', 'MARKED_PAID') AND created_at > @since`)
    .pluck().all({ since: sinceIso }) as string[];
}

/** Whose wallet paid what a trace names (an order, tip or pack) in this group, as its applied receipt says. */
export function findPayerOfTrace(db: Db, groupId: string, traceId: string): string | undefined {
  return statement(db, `SELECT opponent_id FROM wallet_receipts WHERE group_id = ? AND trace_id = ? AND outcome = 'applied'
    ORDER BY created_at LIMIT 1`).pluck().get(groupId, traceId) as string | undefined;
}
