import type { Sql } from '../../db/sql';

// The group bots' snapshots as this server has read them (migration 037): each group's cursor and
// every incoming transfer with what it did. On the async layer (db/sql.ts), one text for both engines;
// ties of created_at are broken by the snapshot id.

export type WalletReceiptOutcome = 'applied' | 'unmatched' | 'refused';

export type WalletReceiptRow = {
  snapshot_id: string; group_id: string; trace_id: string | null; opponent_id: string; asset_id: string; amount: string;
  created_at: string; outcome: WalletReceiptOutcome; reason: string | null; read_at: string;
};

const RECEIPT_COLUMNS = 'snapshot_id, group_id, trace_id, opponent_id, asset_id, amount, created_at, outcome, reason, read_at';

/** Where reading this group's bot's snapshots got to and when it was last read, when it was for this bot. */
export function findWalletCursor(sql: Sql, groupId: string, appId: string): Promise<{ offset_at: string; read_at: string } | undefined> {
  return sql.get<{ offset_at: string; read_at: string }>(
    'SELECT offset_at, read_at FROM wallet_snapshot_cursors WHERE group_id = ? AND app_id = ?', groupId, appId);
}

/** Moves the cursor on (never back: two readers may finish out of order). */
export async function saveWalletCursor(sql: Sql, groupId: string, appId: string, offset: string, nowIso: string): Promise<void> {
  await sql.run(`INSERT INTO wallet_snapshot_cursors AS w (group_id, app_id, offset_at, read_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id) DO UPDATE SET
      offset_at = CASE WHEN w.app_id <> excluded.app_id OR excluded.offset_at > w.offset_at THEN excluded.offset_at ELSE w.offset_at END,
      app_id = excluded.app_id, read_at = excluded.read_at`, groupId, appId, offset, nowIso);
}

export function findWalletReceipt(sql: Sql, snapshotId: string): Promise<WalletReceiptRow | undefined> {
  return sql.get<WalletReceiptRow>(`SELECT ${RECEIPT_COLUMNS} FROM wallet_receipts WHERE snapshot_id = ?`, snapshotId);
}

/** Records a transfer read; false when it was recorded already (it is then not applied again). */
export async function insertWalletReceipt(sql: Sql, row: WalletReceiptRow): Promise<boolean> {
  return (await sql.run(`INSERT INTO wallet_receipts (snapshot_id, group_id, trace_id, opponent_id, asset_id, amount, created_at,
      outcome, reason, read_at)
    VALUES (@snapshot_id, @group_id, @trace_id, @opponent_id, @asset_id, @amount, @created_at, @outcome, @reason, @read_at)
    ON CONFLICT (snapshot_id) DO NOTHING`, { ...row })).changes === 1;
}

const UNAPPLIED = `SELECT ${RECEIPT_COLUMNS} FROM wallet_receipts WHERE group_id = ? AND outcome <> 'applied'
  ORDER BY created_at DESC, snapshot_id DESC LIMIT ?`;

/** The transfers a group's bot holds that paid for nothing (unmatched or refused), newest first. */
export function listUnappliedWalletReceipts(sql: Sql, groupId: string, limit: number): Promise<WalletReceiptRow[]> {
  return sql.all<WalletReceiptRow>(UNAPPLIED, groupId, limit);
}

/**
 * The groups with something open to be paid through the wallet since `sinceIso`: an order on the
 * wallet's channel not yet paid, a tip or a lucky-coin pack waiting for its transfer.
 */
export function listGroupsAwaitingWallet(sql: Sql, sinceIso: string): Promise<string[]> {
  return sql.values<string>(`SELECT group_id FROM orders WHERE channel = 'mixin' AND state IN ('NOT_PAID', 'MARKED_PAID') AND created_at > @since
    UNION SELECT group_id FROM tips WHERE state = 'PENDING' AND created_at > @since
    UNION SELECT group_id FROM luckycoin_packs WHERE state IN ('NOT_PAID', 'MARKED_PAID') AND created_at > @since
    ORDER BY 1`, { since: sinceIso });
}

/** Whose wallet paid what a trace names (an order, tip or pack) in this group, as its applied receipt says. */
export function findPayerOfTrace(sql: Sql, groupId: string, traceId: string): Promise<string | undefined> {
  return sql.value<string>(`SELECT opponent_id FROM wallet_receipts WHERE group_id = ? AND trace_id = ? AND outcome = 'applied'
    ORDER BY created_at, snapshot_id LIMIT 1`, groupId, traceId);
}
