import type { Sql } from '../../db/sql';
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

// On the async layer (db/sql.ts), one text for both engines. The newest open order of a user and product
// breaks a tie of created_at (the same millisecond) by order_id: PostgreSQL has no rowid, and one open order
// per user and product is all createOrder lets exist, so the tie is only ever between rows made behind the API.

export async function insertOrder(
  sql: Sql,
  order: Pick<OrderRow, 'order_id' | 'group_id' | 'user_id' | 'product_id' | 'kind' | 'quantity' | 'asset_id' | 'amount' | 'created_at' | 'expires_at'>
    & { price_asset_id: string; price_amount: string },
): Promise<void> {
  await sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id, amount,
      created_at, expires_at, updated_at, price_asset_id, price_amount)
    VALUES (?, ?, ?, ?, ?, ?, 'NOT_PAID', ?, ?, ?, ?, ?, ?, ?)`, order.order_id, order.group_id, order.user_id,
    order.product_id, order.kind, order.quantity, order.asset_id, order.amount, order.created_at, order.expires_at,
    order.created_at, order.price_asset_id, order.price_amount);
}

export function findOrder(sql: Sql, orderId: string): Promise<OrderRow | undefined> {
  return sql.get<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE order_id = ?`, orderId);
}

export function findOrderByChargeId(sql: Sql, chargeId: string): Promise<OrderRow | undefined> {
  return sql.get<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE charge_id = ?`, chargeId);
}

/** The user's open order for the product that has not expired yet, if any (the newest). */
export function findOpenOrder(sql: Sql, userId: string, productId: string, nowIso: string): Promise<OrderRow | undefined> {
  return sql.get<OrderRow>(`SELECT ${COLUMNS} FROM orders
    WHERE product_id = ? AND user_id = ? AND state IN ('NOT_PAID', 'MARKED_PAID') AND expires_at > ?
    ORDER BY created_at DESC, order_id DESC LIMIT 1`, productId, userId, nowIso);
}

/**
 * Only order.state.ts calls this: it holds the rules. Conditional on the state read. A failure
 * reason is written with the state, as the CHECK of failure_reason wants.
 */
export async function updateOrderState(
  sql: Sql, orderId: string, from: OrderState, to: OrderState, nowIso: string, reason: OrderFailureReason | null = null,
): Promise<boolean> {
  return (await sql.run(`UPDATE orders SET state = ?, updated_at = ?, failure_reason = ?,
      paid_at = CASE WHEN ? = 'PAID' THEN ? ELSE paid_at END
    WHERE order_id = ? AND state = ?`, to, nowIso, reason, to, nowIso, orderId, from)).changes === 1;
}

/** Records what the chosen channel charges; only while the order is NOT_PAID. */
export async function setOrderCharge(
  sql: Sql,
  orderId: string,
  charge: {
    asset_id: string; amount: string; channel: PaymentChannel; coupon_id: string | null;
    charge_id: string | null; payment: string | null; nowIso: string;
  },
): Promise<boolean> {
  return (await sql.run(`UPDATE orders SET asset_id = ?, amount = ?, channel = ?, coupon_id = ?, charge_id = ?,
      payment = ?, updated_at = ?
    WHERE order_id = ? AND state = 'NOT_PAID'`, charge.asset_id, charge.amount, charge.channel, charge.coupon_id,
    charge.charge_id, charge.payment, charge.nowIso, orderId)).changes === 1;
}

/** Open orders past their expiry. */
export function listOverdueOrders(sql: Sql, nowIso: string): Promise<Pick<OrderRow, 'order_id' | 'state'>[]> {
  return sql.all<Pick<OrderRow, 'order_id' | 'state'>>(`SELECT order_id, state FROM orders
    WHERE state IN ('NOT_PAID', 'MARKED_PAID') AND expires_at <= ? ORDER BY expires_at, order_id`, nowIso);
}

/** Open orders charged through `channel` before `before` (their provider may have taken the money unheard): the oldest first. */
export function listOpenCharges(sql: Sql, channel: PaymentChannel, before: string, limit: number): Promise<{ group_id: string; charge_id: string }[]> {
  return sql.all<{ group_id: string; charge_id: string }>(`SELECT group_id, charge_id FROM orders
    WHERE channel = ? AND charge_id IS NOT NULL AND state IN ('NOT_PAID', 'MARKED_PAID') AND updated_at < ?
    ORDER BY updated_at, order_id LIMIT ?`, channel, before, limit);
}

