import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { PaymentChannel } from '../../../contract/product';

export function insertPayment(
  db: Db,
  payment: {
    paymentId: string; orderId: string; channel: PaymentChannel; assetId: string; amount: string;
    notificationId: string | null; nowIso: string;
  },
): void {
  statement(db, `INSERT INTO payments (payment_id, order_id, channel, asset_id, amount, notification_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(payment.paymentId, payment.orderId, payment.channel, payment.assetId,
    payment.amount, payment.notificationId, payment.nowIso);
}

/** The order a notification already applied was for, if it was applied. */
export function findNotificationOrderId(db: Db, notificationId: string): string | undefined {
  return statement(db, 'SELECT order_id FROM payment_notifications WHERE notification_id = ?')
    .pluck().get(notificationId) as string | undefined;
}

export function insertNotification(
  db: Db,
  notification: { notificationId: string; channel: PaymentChannel; orderId: string; status: string; nowIso: string },
): void {
  statement(db, `INSERT INTO payment_notifications (notification_id, channel, order_id, status, received_at)
    VALUES (?, ?, ?, ?, ?)`).run(notification.notificationId, notification.channel, notification.orderId,
    notification.status, notification.nowIso);
}
