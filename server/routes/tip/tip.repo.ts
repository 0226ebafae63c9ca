import type { Sql } from '../../db/sql';
import type { TipState } from '../../../contract/tip';

// On the async layer (db/sql.ts), one text for both engines: a parameter tested only for NULL is cast; the rank's
// rows come in a total order (a sender's tips by when they were paid, then by id).

export type TipRow = {
  tip_id: string;
  group_id: string;
  sender_id: string;
  recipient_id: string;
  asset_id: string;
  amount: string;
  message: string;
  state: TipState;
  value_cny: string | null;
  created_at: string;
  paid_at: string | null;
};

const TIP_COLUMNS = 'tip_id, group_id, sender_id, recipient_id, asset_id, amount, message, state, value_cny, created_at, paid_at';

export async function insertTip(sql: Sql, tip: Omit<TipRow, 'state' | 'value_cny' | 'paid_at'>): Promise<void> {
  await sql.run(`INSERT INTO tips (tip_id, group_id, sender_id, recipient_id, asset_id, amount, message, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, tip.tip_id, tip.group_id, tip.sender_id, tip.recipient_id, tip.asset_id,
  tip.amount, tip.message, tip.created_at);
}

export function findTip(sql: Sql, tipId: string): Promise<TipRow | undefined> {
  return sql.get<TipRow>(`SELECT ${TIP_COLUMNS} FROM tips WHERE tip_id = ?`, tipId);
}

/** PENDING → PAID with its value frozen; false when it was not PENDING any more. */
export async function markTipPaid(sql: Sql, tipId: string, valueCny: string, paidAt: string): Promise<boolean> {
  return (await sql.run(`UPDATE tips SET state = 'PAID', value_cny = ?, paid_at = ? WHERE tip_id = ? AND state = 'PENDING'`,
    valueCny, paidAt, tipId)).changes === 1;
}

/** The tip a notification already applied was for, if it was applied. */
export function findTipNotification(sql: Sql, notificationId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT tip_id FROM tip_notifications WHERE notification_id = ?', notificationId);
}

export async function insertTipNotification(
  sql: Sql, row: { notificationId: string; tipId: string; status: string; nowIso: string },
): Promise<void> {
  await sql.run('INSERT INTO tip_notifications (notification_id, tip_id, status, received_at) VALUES (?, ?, ?, ?)',
    row.notificationId, row.tipId, row.status, row.nowIso);
}

export async function findTipMinUsd(sql: Sql, groupId: string): Promise<string> {
  return (await sql.value<string>('SELECT tip_min_usd FROM group_settings WHERE group_id = ?', groupId))!;
}

/**
 * Every sender of PAID tips in the group since `since` (inclusive; null: ever), with each tip's
 * frozen CNY value. Money is summed in decimal by the service, never by the engine's floats.
 */
export function listPaidTipValues(sql: Sql, groupId: string, since: string | null): Promise<{ sender_id: string; full_name: string; avatar_url: string; value_cny: string }[]> {
  return sql.all<{ sender_id: string; full_name: string; avatar_url: string; value_cny: string }>(`SELECT t.sender_id, u.full_name, u.avatar_url, t.value_cny
    FROM tips t JOIN users u ON u.user_id = t.sender_id
    WHERE t.group_id = ? AND t.state = 'PAID' AND (CAST(? AS TEXT) IS NULL OR t.paid_at >= ?)
    ORDER BY t.sender_id, t.paid_at, t.tip_id`, groupId, since, since);
}
