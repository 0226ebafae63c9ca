import type { Sql } from '../../db/sql';
import type { PaymentChannel } from '../../../contract/product';

export async function insertPayment(
  sql: Sql,
  payment: {
    paymentId: string; orderId: string; channel: PaymentChannel; assetId: string; amount: string;
    notificationId: string | null; nowIso: string;
  },
): Promise<void> {
  await sql.run(`INSERT INTO payments (payment_id, order_id, channel, asset_id, amount, notification_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`, payment.paymentId, payment.orderId, payment.channel, payment.assetId,
  payment.amount, payment.notificationId, payment.nowIso);
}

/** The order a notification already applied was for, if it was applied. */
export function findNotificationOrderId(sql: Sql, notificationId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT order_id FROM payment_notifications WHERE notification_id = ?', notificationId);
}

export async function insertNotification(
  sql: Sql,
  notification: { notificationId: string; channel: PaymentChannel; orderId: string; status: string; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO payment_notifications (notification_id, channel, order_id, status, received_at)
    VALUES (?, ?, ?, ?, ?)`, notification.notificationId, notification.channel, notification.orderId,
  notification.status, notification.nowIso);
}
