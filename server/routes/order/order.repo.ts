import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { OrderFailureReason, OrderKind, OrderState } from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';

export type OrderRow = {
  order_id: string;
  group_id: string;
  user_id: string;
  product_id: string;
  kind: OrderKind;
  quantity: number;
  state: OrderState;
  asset_id: string;
  amount: string;
  channel: PaymentChannel | null;
  coupon_id: string | null;
  charge_id: string | null;
  /** JSON of the provider's payment object, or null. */
  payment: string | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  /** Why the server failed the order; only ever set together with FAILED. */
  failure_reason: OrderFailureReason | null;
  /** The product's unit price when the order was made (null: made before prices were kept with orders). */
  price_asset_id: string | null;
  price_amount: string | null;
};

const COLUMNS = `order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount, channel,
  coupon_id, charge_id, payment, created_at, expires_at, paid_at, failure_reason, price_asset_id, price_amount`;

export function insertOrder(
  db: Db,
  order: Pick<OrderRow, 'order_id' | 'group_id' | 'user_id' | 'product_id' | 'kind' | 'quantity' | 'asset_id' | 'amount' | 'created_at' | 'expires_at'>
    & { price_asset_id: string; price_amount: string },
): void {
  statement(db, `INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      created_at, expires_at, updated_at, price_asset_id, price_amount)
    VALUES (?, ?, ?, ?, ?, ?, 'NOT_PAID', ?, ?, ?, ?, ?, ?, ?)`).run(order.order_id, order.group_id, order.user_id,
    order.product_id, order.kind, order.quantity, order.asset_id, order.amount, order.created_at, order.expires_at,
    order.created_at, order.price_asset_id, order.price_amount);
}

export function findOrder(db: Db, orderId: string): OrderRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM orders WHERE order_id = ?`).get(orderId) as OrderRow | undefined;
}

export function findOrderByChargeId(db: Db, chargeId: string): OrderRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM orders WHERE charge_id = ?`).get(chargeId) as OrderRow | undefined;
}

/** The user's open order for the product that has not expired yet, if any (the newest). */
export function findOpenOrder(db: Db, userId: string, productId: string, nowIso: string): OrderRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM orders
    WHERE product_id = ? AND user_id = ? AND state IN ('NOT_PAID', 'MARKED_PAID') AND expires_at > ?
    ORDER BY created_at DESC, rowid DESC LIMIT 1`).get(productId, userId, nowIso) as OrderRow | undefined;
}

/**
 * Only order.state.ts calls this: it holds the rules. Conditional on the state read. A failure
 * reason is written with the state, as the CHECK of failure_reason wants.
 */
export function updateOrderState(
  db: Db, orderId: string, from: OrderState, to: OrderState, nowIso: string, reason: OrderFailureReason | null = null,
): boolean {
  return statement(db, `UPDATE orders SET state = ?, updated_at = ?, failure_reason = ?,
      paid_at = CASE WHEN ? = 'PAID' THEN ? ELSE paid_at END
    WHERE order_id = ? AND state = ?`).run(to, nowIso, reason, to, nowIso, orderId, from).changes === 1;
}

/** Records what the chosen channel charges; only while the order is NOT_PAID. */
export function setOrderCharge(
  db: Db,
  orderId: string,
  charge: {
    asset_id: string; amount: string; channel: PaymentChannel; coupon_id: string | null;
    charge_id: string | null; payment: string | null; nowIso: string;
  },
): boolean {
  return statement(db, `UPDATE orders SET asset_id = ?, amount = ?, channel = ?, coupon_id = ?, charge_id = ?,
      payment = ?, updated_at = ?
    WHERE order_id = ? AND state = 'NOT_PAID'`).run(charge.asset_id, charge.amount, charge.channel, charge.coupon_id,
    charge.charge_id, charge.payment, charge.nowIso, orderId).changes === 1;
}

/** Open orders past their expiry. */
export function listOverdueOrders(db: Db, nowIso: string): Pick<OrderRow, 'order_id' | 'state'>[] {
  return statement(db, `SELECT order_id, state FROM orders
    WHERE state IN ('NOT_PAID', 'MARKED_PAID') AND expires_at <= ?`).all(nowIso) as Pick<OrderRow, 'order_id' | 'state'>[];
}

/** Open orders charged through `channel` before `before` (their provider may have taken the money unheard): the oldest first. */
export function listOpenCharges(db: Db, channel: PaymentChannel, before: string, limit: number): { group_id: string; charge_id: string }[] {
  return statement(db, `SELECT group_id, charge_id FROM orders
    WHERE channel = ? AND charge_id IS NOT NULL AND state IN ('NOT_PAID', 'MARKED_PAID') AND updated_at < ?
    ORDER BY updated_at, order_id LIMIT ?`).all(channel, before, limit) as { group_id: string; charge_id: string }[];
}
