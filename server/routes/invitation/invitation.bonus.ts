import { randomUUID } from 'node:crypto';
import { compare, isZero, mul, round, sub } from '../../../contract/money';
import { INVITATION_BONUS_RATE } from '../../../contract/invitation';
import type { PaymentChannel } from '../../../contract/product';
import type { Sql } from '../../db/sql';
import type { OrderRow } from '../order/order.repo';
import { assetPrecision, findRelation, insertInviteRecord } from './invitation.repo';
import { canInvite } from './invitation.service';
import { findGroupSettings } from '../group/group.repo';
import { bonusRateOf } from '../group/group.service';

export { INVITATION_BONUS_RATE };

/** `rate` × `paid`, rounded down to `decimals` places, in exact decimals. */
export function bonusAmount(paid: string, rate: string, decimals: number): string {
  const exact = mul(paid, rate);
  const rounded = round(exact, decimals);
  return compare(rounded, exact) > 0 ? sub(rounded, `1e-${decimals}`) : rounded;
}

/**
 * Credits the inviter of a join order's payer; call inside the transaction that marks the order
 * PAID (order.service completeOrder), so the bonus exists exactly when the payment does. The
 * record is UNIQUE on the order, so a second call for the same order credits nothing. The rate is
 * the group's setting (`invitation_bonus_rate`, INVITATION_BONUS_RATE by default). No bonus
 * without an inviter, for an inviter whose invitations are disabled (or who is banned), or when
 * the floored amount is zero (a free order).
 */
export async function creditInvitationBonus(
  sql: Sql,
  order: Pick<OrderRow, 'order_id' | 'group_id' | 'user_id' | 'product_id' | 'kind'>,
  payment: { channel: PaymentChannel; asset_id: string; amount: string },
  now: string,
): Promise<boolean> {
  if (order.kind !== 'join') return false;
  const relation = await findRelation(sql, order.group_id, order.user_id);
  if (!relation || !await canInvite(sql, order.group_id, relation.inviter_id) || relation.inviter_id === order.user_id) return false;
  const decimals = (await assetPrecision(sql, payment.asset_id)) ?? 8;
  // The group's rate as it stands when the payment lands (admin/invitation), read in its transaction.
  const rate = bonusRateOf(await findGroupSettings(sql, order.group_id));
  const bonus = bonusAmount(payment.amount, rate, decimals);
  if (isZero(bonus)) return false;
  return insertInviteRecord(sql, {
    recordId: randomUUID(), groupId: order.group_id, productId: order.product_id, orderId: order.order_id,
    inviterId: relation.inviter_id, inviteeId: order.user_id, code: relation.code, assetId: payment.asset_id,
    paidAmount: payment.amount, rate, bonusAmount: bonus, nowIso: now,
  });
}
