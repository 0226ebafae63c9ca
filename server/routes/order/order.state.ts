import type { OrderFailureReason, OrderState } from '../../../contract/order';
import type { Sql } from '../../db/sql';
import { updateOrderState } from './order.repo';

/**
 * The order state machine (§4): NOT_PAID → MARKED_PAID → PAID, and an open order may fail or
 * expire. Nothing else; the database trigger orders_state_transition refuses the same moves.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  NOT_PAID: ['MARKED_PAID', 'FAILED', 'EXPIRED'],
  MARKED_PAID: ['PAID', 'FAILED', 'EXPIRED'],
  PAID: [],
  FAILED: [],
  EXPIRED: [],
};

/** States in which the client keeps polling and a payment may still arrive. */
export const isOpenOrderState = (state: OrderState) => state === 'NOT_PAID' || state === 'MARKED_PAID';

export const canTransition = (from: OrderState, to: OrderState) => ORDER_TRANSITIONS[from].includes(to);

/**
 * The one way an order changes state. A forbidden move is a programming error (thrown); a
 * move that loses a race (the row is no longer in `order.state`) returns false. A reason goes
 * with FAILED only: the server's own refusals, which the checkout result page explains.
 */
export async function transitionOrder(
  sql: Sql,
  order: { order_id: string; state: OrderState },
  to: OrderState,
  nowIso: string,
  reason: OrderFailureReason | null = null,
): Promise<boolean> {
  if (!canTransition(order.state, to)) throw new Error(`order ${order.order_id}: ${order.state} → ${to} is not allowed`);
  if (reason !== null && to !== 'FAILED') throw new Error(`order ${order.order_id}: a failure reason needs FAILED, not ${to}`);
  return updateOrderState(sql, order.order_id, order.state, to, nowIso, reason);
}
