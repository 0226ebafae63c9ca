import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { TipState } from '../../../contract/tip';

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

export function insertTip(db: Db, tip: Omit<TipRow, 'state' | 'value_cny' | 'paid_at'>): void {
  statement(db, `INSERT INTO tips (tip_id, group_id, sender_id, recipient_id, asset_id, amount, message, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(tip.tip_id, tip.group_id, tip.sender_id, tip.recipient_id, tip.asset_id,
    tip.amount, tip.message, tip.created_at);
}

export function findTip(db: Db, tipId: string): TipRow | undefined {
  return statement(db, 'SELECT * FROM tips WHERE tip_id = ?').get(tipId) as TipRow | undefined;
}

/** PENDING → PAID with its value frozen; false when it was not PENDING any more. */
export function markTipPaid(db: Db, tipId: string, valueCny: string, paidAt: string): boolean {
  return statement(db, `UPDATE tips SET state = 'PAID', value_cny = ?, paid_at = ? WHERE tip_id = ? AND state = 'PENDING'`)
    .run(valueCny, paidAt, tipId).changes === 1;
}

/** The tip a notification already applied was for, if it was applied. */
export function findTipNotification(db: Db, notificationId: string): string | undefined {
  return statement(db, 'SELECT tip_id FROM tip_notifications WHERE notification_id = ?')
    .pluck().get(notificationId) as string | undefined;
}

export function insertTipNotification(
  db: Db, row: { notificationId: string; tipId: string; status: string; nowIso: string },
): void {
  statement(db, 'INSERT INTO tip_notifications (notification_id, tip_id, status, received_at) VALUES (?, ?, ?, ?)')
    .run(row.notificationId, row.tipId, row.status, row.nowIso);
}

export function findTipMinUsd(db: Db, groupId: string): string {
  return statement(db, 'SELECT tip_min_usd FROM group_settings WHERE group_id = ?').pluck().get(groupId) as string;
}

/**
 * Every sender of PAID tips in the group since `since` (inclusive; null: ever), with each tip's
 * frozen CNY value. Money is summed in decimal by the service, never by SQLite's floats.
 */
export function listPaidTipValues(db: Db, groupId: string, since: string | null): { sender_id: string; full_name: string; avatar_url: string; value_cny: string }[] {
  return statement(db, `SELECT t.sender_id, u.full_name, u.avatar_url, t.value_cny
    FROM tips t JOIN users u ON u.user_id = t.sender_id
    WHERE t.group_id = ? AND t.state = 'PAID' AND (? IS NULL OR t.paid_at >= ?)
    ORDER BY t.sender_id`).all(groupId, since, since) as
    { sender_id: string; full_name: string; avatar_url: string; value_cny: string }[];
}
