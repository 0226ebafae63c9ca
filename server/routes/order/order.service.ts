import { randomUUID } from 'node:crypto';
import {
  RENEWAL_PERIODS, type CreateOrderRequest, type Order, type OrderFailureReason, type OrderKind, type OrderPayment,
  type PayRequest, type PayResult,
} from '../../../contract/order';
import type { PaymentChannel } from '../../../contract/product';
import { nowIso, type AppDeps } from '../../context';
import type { Db } from '../../db/connection';
import { apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { isZero, mul, toFixed } from '../../../contract/money';
import { convertAmount, roundTo } from '../../lib/price';
import type { Viewer } from '../auth/auth.middleware';
import { findMembershipSync } from '../account/account.repo';
import {
  addYears, assertEntryOpenSync, grantPaidYears, isJoined, isStaff, membershipEndAfter, membershipOfSync,
} from '../account/membership.service';
import { findAssetSync } from '../asset/asset.repo';
import { findMyCoupon, markCouponUsed, releaseCouponOfOrder, reserveCoupon } from '../coupon/coupon.repo';
import { amountAfterCoupon, couponProblem, couponRefused } from '../coupon/coupon.service';
import { findGroupSync, findGroupSettingsSync, type GroupRow } from '../group/group.repo';
import { findRelation, markRelationCodeUsed, releaseCodeOfOrder } from '../invitation/invitation.repo';
import { creditInvitationBonus } from '../invitation/invitation.bonus';
import { creditOrderPayment } from '../vault/vault.service';
import { applyInvitationCode, holdCodeForOrder, normaliseInvitationCode } from '../invitation/invitation.service';
import { insertPayment } from '../payment/payment.repo';
import { createCharge, type ChargeRequest } from '../payment/payment.charge';
import { productChannels, productOr404Sync, toProduct } from '../product/product.handlers';
import type { ProductRow } from '../product/product.repo';
import {
  findOpenOrder, findOrder, insertOrder, listOverdueOrders, setOrderCharge, type OrderRow,
} from './order.repo';
import { transitionOrder } from './order.state';
import { assertStreamPurchasable } from '../stream/stream.service';
import { assertCoursePurchasable } from '../course/course.service';
import { assertArticlePurchasable } from '../article/article.service';

/** An order not paid within this time expires (and gives its coupon back). */
export const ORDER_TTL_MS = 30 * 60 * 1000;

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * The unit price an order is paid at: the product's when the order was made, so a new price
 * (PUT /products/{id}/price) applies to new orders and an open one keeps its own. Orders older
 * than that rule carry none and take the product's.
 */
export function orderPrice(order: OrderRow, product: Pick<ProductRow, 'price_asset_id' | 'price_amount'>) {
  return order.price_asset_id !== null && order.price_amount !== null
    ? { asset_id: order.price_asset_id, amount: order.price_amount }
    : { asset_id: product.price_asset_id, amount: product.price_amount };
}

/**
 * With `product` (?expand=product), the product as this order sells it: its channels now, at the
 * order's own price, which is what the checkout converts for each channel.
 */
export function toOrder(row: OrderRow, product?: ProductRow): Order {
  const order: Order = {
    order_id: row.order_id,
    state: row.state,
    kind: row.kind,
    product_id: row.product_id,
    asset_id: row.asset_id,
    amount: row.amount,
    quantity: row.quantity,
    channel: row.channel,
    coupon_id: row.coupon_id,
    payment: row.payment === null ? null : JSON.parse(row.payment) as OrderPayment,
    charge_id: row.charge_id,
    created_at: row.created_at,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    failure_reason: row.failure_reason,
  };
  if (product) {
    const price = orderPrice(row, product);
    order.product = toProduct({ ...product, price_asset_id: price.asset_id, price_amount: price.amount });
  }
  return order;
}

/** An order that ended unpaid gives back what it held: its coupon and its one-time invitation code. */
function releaseHolds(db: Db, orderId: string): void {
  releaseCouponOfOrder(db, orderId);
  releaseCodeOfOrder(db, orderId);
}

/** Lazily applied expiry: every order route sweeps before reading (and the expire-orders job). */
export function expireOverdueOrders(db: Db, now: string): void {
  for (const order of listOverdueOrders(db, now)) {
    db.transaction(() => {
      if (transitionOrder(db, order, 'EXPIRED', now)) releaseHolds(db, order.order_id);
    })();
  }
}

/**
 * The provider says the payment failed (or the payer cancelled), or the server refuses the order
 * (`reason`): the coupon and the invitation code are free again.
 */
export function failOrder(db: Db, order: OrderRow, now: string, reason: OrderFailureReason | null = null): void {
  if (!transitionOrder(db, order, 'FAILED', now, reason)) throw apiErrors.rejected('order changed meanwhile: try again');
  releaseHolds(db, order.order_id);
}

/** Reasons for which the server refused money that arrived: the order is FAILED and the payment owed back. */
const REFUSED_PAYMENT_REASONS: readonly (OrderFailureReason | null)[] = ['renewal_exceeds_maximum', 'already_joined'];

/** A FAILED order whose payment the server refused (a repeated notification of it is answered alike). */
export const isRefusedPayment = (order: OrderRow) =>
  order.state === 'FAILED' && REFUSED_PAYMENT_REASONS.includes(order.failure_reason);

const alreadyJoined = () => apiErrors.rejected('already joined: this join order can no longer be paid');

/**
 * The membership rules once more, inside the transaction that applies a payment: between the
 * order and its money the buyer may have joined another way (an NFT ticket, an older join order),
 * renewed with another order, or the group may have lowered its maximum. A join order of someone
 * who has joined, or a renewal of a membership that does not expire, would buy nothing; a period
 * that ends past now + max_renewal_years is more than the group sells.
 */
export function paymentRefusal(db: Db, order: OrderRow, now: string): OrderFailureReason | null {
  if (order.kind !== 'join' && order.kind !== 'renew') return null;
  const membership = findMembershipSync(db, order.group_id, order.user_id);
  if (order.kind === 'join' && (isJoined(membership, Date.parse(now)) || isStaff(membership))) return 'already_joined';
  const end = membershipEndAfter(membership, now, order.quantity);
  if (end === null) return 'already_joined';
  const group = findGroupSync(db, order.group_id);
  if (!group) throw new Error(`order ${order.order_id}: group ${order.group_id} is gone`);
  return end > addYears(now, group.max_renewal_years) ? 'renewal_exceeds_maximum' : null;
}

/**
 * Everything a confirmed payment does, inside the caller's transaction: the order becomes
 * PAID (through MARKED_PAID when the provider skipped it), one payment row, the coupon USED,
 * the inviter's one-time code spent, and the membership paid for `quantity` more years.
 *
 * Unless the membership rules refuse it now (paymentRefusal): then the order goes to FAILED with
 * the reason instead (NOT_PAID/MARKED_PAID → FAILED, a move of the spec's state machine, which has
 * no refund state: §4 reads every state but NOT_PAID, MARKED_PAID and PAID as a failed payment),
 * the coupon is released, and nothing is paid, spent or extended. The reason is returned; the
 * money stays recorded by its notification, owed back to the payer.
 */
export function completeOrder(
  db: Db,
  order: OrderRow,
  payment: { channel: PaymentChannel; asset_id: string; amount: string; notificationId: string | null },
  now: string,
): OrderFailureReason | null {
  const refusal = paymentRefusal(db, order, now);
  if (refusal !== null) {
    failOrder(db, order, now, refusal);
    return refusal;
  }
  let state = order.state;
  if (state === 'NOT_PAID') {
    if (!transitionOrder(db, order, 'MARKED_PAID', now)) throw apiErrors.rejected('order changed meanwhile: try again');
    state = 'MARKED_PAID';
  }
  if (!transitionOrder(db, { order_id: order.order_id, state }, 'PAID', now)) {
    throw apiErrors.rejected('order changed meanwhile: try again');
  }
  insertPayment(db, {
    paymentId: randomUUID(), orderId: order.order_id, channel: payment.channel, assetId: payment.asset_id,
    amount: payment.amount, notificationId: payment.notificationId, nowIso: now,
  });
  if (order.coupon_id !== null && !markCouponUsed(db, order.coupon_id, order.order_id, now)) {
    throw new Error(`order ${order.order_id}: its coupon ${order.coupon_id} was not reserved for it`);
  }
  if (order.kind === 'join') {
    // The inviter's bonus is credited here, in the payment's transaction, once per order.
    creditInvitationBonus(db, order, payment, now);
    markRelationCodeUsed(db, order.group_id, order.user_id, now);
  }
  // The group's vaults take in the money (after the bonus above, which they set aside), once per order.
  creditOrderPayment(db, order, payment, now);
  // A stream (course, article) order buys that content only; the PAID order itself is the entitlement.
  if (order.kind === 'join' || order.kind === 'renew') grantPaidYears(db, order.group_id, order.user_id, now, order.quantity, order.kind);
  return null;
}

/**
 * One open order per user and product. Ordering again while one is open answers that order (a
 * double tap, or a client that lost it) rather than piling up orders whose payments could each
 * pass the limits on their own. An unpaid order for something else (another quantity, or a join
 * order of someone who has joined since) gives way: it becomes FAILED ('replaced') and frees its
 * coupon, and the caller creates the new one. An order whose payment is under way (MARKED_PAID)
 * is answered whatever was asked: its money is on the way and is settled first.
 */
function openOrderToReuse(
  db: Db, userId: string, productId: string, wanted: { kind: OrderKind; quantity: number }, now: string,
): string | null {
  const open = findOpenOrder(db, userId, productId, now);
  if (!open) return null;
  if (open.state === 'MARKED_PAID' || (open.kind === wanted.kind && open.quantity === wanted.quantity)) return open.order_id;
  failOrder(db, open, now, 'replaced');
  return null;
}

const PERIODS: readonly number[] = RENEWAL_PERIODS;
const periodsText = RENEWAL_PERIODS.join(', ');
const yearsText = (ms: number) => String(Math.round((ms / YEAR_MS) * 10) / 10);

/** §5 renewal rules: a renewable group, an offered period, and no more than the maximum ahead. */
function checkRenewal(db: Db, group: GroupRow, expiredAt: string | null, quantity: number, nowMs: number): void {
  if (!findGroupSettingsSync(db, group.group_id)?.system_renew_enable) throw apiErrors.rejected('group not renewable', ErrorCode.groupNotRenewable);
  if (expiredAt === null) throw apiErrors.rejected('membership does not expire: nothing to renew');
  if (!PERIODS.includes(quantity)) throw apiErrors.renewal(`renewal quantity must be one of ${periodsText} years`);
  const now = new Date(nowMs).toISOString();
  const from = expiredAt > now ? expiredAt : now;
  if (addYears(from, quantity) > addYears(now, group.max_renewal_years)) {
    throw apiErrors.renewal(`current membership already ${yearsText(Date.parse(from) - nowMs)} years: `
      + `renewal exceeds the maximum of ${group.max_renewal_years} years`);
  }
}

/** Join orders: entry open, payment expected, an invitation where the group requires one. */
function prepareJoin(db: Db, group: GroupRow, userId: string, body: CreateOrderRequest, nowMs: number): void {
  if (!group.pay_to_join) throw apiErrors.rejected('this group needs no payment to join');
  assertEntryOpenSync(db, group, userId, nowMs);
  if (!PERIODS.includes(body.quantity)) throw apiErrors.validation(`invalid quantity: must be one of ${periodsText}`);
  if (body.quantity > group.max_renewal_years) {
    throw apiErrors.renewal(`renewal exceeds the maximum of ${group.max_renewal_years} years`);
  }
  const code = normaliseInvitationCode(body.invite_code ?? '');
  const now = new Date(nowMs).toISOString();
  if (code) applyInvitationCode(db, group, userId, code, now);
  assertInvited(db, group, userId);
}

/**
 * §5: an invite-to-join group whose system requires invitation codes sells join orders only to
 * users with an inviter (checked again at payment, as the inviter can be removed meanwhile).
 */
function assertInvited(db: Db, group: GroupRow, userId: string): void {
  const required = group.invite_to_join && findGroupSettingsSync(db, group.group_id)?.system_invite_code_required;
  if (required && !findRelation(db, group.group_id, userId)) {
    throw apiErrors.rejected('an invitation code is required to join this group');
  }
}

/**
 * POST /orders: a join order for a user who has not joined, a renewal for a paid member. The
 * amount is the product's price times the years, in the price's asset, until a channel is chosen.
 */
export function createOrder(deps: AppDeps, group: GroupRow, viewer: Viewer, body: CreateOrderRequest): string {
  const { db } = deps;
  const userId = viewer.user.user_id;
  const product = productOr404Sync(db, group.group_id, body.product_id);
  if (product.status !== 'normal') throw apiErrors.rejected('product unavailable', ErrorCode.productUnavailable);
  if (product.type === 'stream' || product.type === 'course' || product.type === 'article') {
    return createSingleOrder(deps, group, viewer, product, product.type, body.quantity);
  }
  if (product.type !== 'membership') throw apiErrors.rejected('this product cannot be ordered');
  expireOverdueOrders(db, nowIso(deps.clock));
  // IMMEDIATE: the open-order check and the insert hold the write lock together, so another
  // process cannot slip a second order in between.
  return db.transaction(() => {
    const nowMs = deps.clock();
    const membership = membershipOfSync(db, group.group_id, userId);
    if (isStaff(membership)) throw apiErrors.rejected('group staff need no membership');
    const renewal = membership.state === 'paid' || membership.state === 'subscribed';
    if (renewal) checkRenewal(db, group, membership.expired_at, body.quantity, nowMs);
    else prepareJoin(db, group, userId, body, nowMs);
    const created = new Date(nowMs).toISOString();
    const wanted = { kind: renewal ? 'renew' as const : 'join' as const, quantity: body.quantity };
    const open = openOrderToReuse(db, userId, product.product_id, wanted, created);
    const orderId = open ?? randomUUID();
    if (open === null) {
      insertOrder(db, {
        order_id: orderId,
        group_id: group.group_id,
        user_id: userId,
        product_id: product.product_id,
        kind: wanted.kind,
        quantity: body.quantity,
        asset_id: product.price_asset_id,
        amount: mul(product.price_amount, body.quantity),
        price_asset_id: product.price_asset_id,
        price_amount: product.price_amount,
        created_at: created,
        expires_at: new Date(nowMs + ORDER_TTL_MS).toISOString(),
      });
    }
    // The join order holds its one-time code while open (a reused order keeps or takes the hold).
    if (wanted.kind === 'join') holdCodeForOrder(db, group.group_id, userId, orderId);
    return orderId;
  }).immediate();
}

/** What may be bought once, and the check that the viewer may buy it now (again when paying). */
const SINGLE_PURCHASES = {
  // A charged live stream, by a viewer who may watch it but has not paid.
  stream: assertStreamPurchasable,
  // A charged course; the PAID order is the entitlement (course.repo `purchased`).
  course: assertCoursePurchasable,
  // A paid article; the PAID order is the entitlement (article.repo `purchased`).
  article: assertArticlePurchasable,
};

/** A product bought once (quantity 1): a charged live stream, course or article. */
function createSingleOrder(
  deps: AppDeps, group: GroupRow, viewer: Viewer, product: ProductRow, kind: keyof typeof SINGLE_PURCHASES, quantity: number,
): string {
  const { db } = deps;
  if (quantity !== 1) throw apiErrors.validation(`invalid quantity: a ${kind} is bought once (1)`);
  expireOverdueOrders(db, nowIso(deps.clock));
  return db.transaction(() => {
    const nowMs = deps.clock();
    SINGLE_PURCHASES[kind](db, group, viewer, product.product_id, nowMs);
    const created = new Date(nowMs).toISOString();
    const open = openOrderToReuse(db, viewer.user.user_id, product.product_id, { kind, quantity: 1 }, created);
    if (open !== null) return open;
    const orderId = randomUUID();
    insertOrder(db, {
      order_id: orderId, group_id: group.group_id, user_id: viewer.user.user_id, product_id: product.product_id,
      kind, quantity: 1, asset_id: product.price_asset_id, amount: product.price_amount,
      price_asset_id: product.price_asset_id, price_amount: product.price_amount, created_at: created, expires_at: new Date(nowMs + ORDER_TTL_MS).toISOString(),
    });
    return orderId;
  }).immediate();
}

/** §6: how someone else's order is refused, by what was asked of it. */
const NOT_YOUR_ORDER = {
  read: { code: ErrorCode.orderNotForAccount, message: 'order not created for your account' },
  use: { code: ErrorCode.orderNotOwner, message: 'order not owner' },
} as const;

/** The order if it is the viewer's, in this group; otherwise the §6 refusals. */
export function ownOrder(db: Db, group: GroupRow, viewer: Viewer, orderId: string, asked: keyof typeof NOT_YOUR_ORDER): OrderRow {
  const order = findOrder(db, orderId);
  if (!order) throw apiErrors.notFound();
  if (order.group_id !== group.group_id) throw apiErrors.notYours('not authorised to view this order', ErrorCode.orderOfOtherGroup);
  const notOwner = NOT_YOUR_ORDER[asked];
  if (order.user_id !== viewer.user.user_id) throw apiErrors.notYours(notOwner.message, notOwner.code);
  return order;
}

/**
 * PUT /orders/{id}/pay: prices the order on the chosen channel (converted by price_cny, less
 * the coupon, rounded to the asset's precision), reserves the coupon, and asks the provider for
 * a charge. A coupon that makes it free pays the order at once.
 */
export async function payOrder(
  deps: AppDeps, group: GroupRow, viewer: Viewer, orderId: string, body: PayRequest, payerIp: string,
): Promise<PayResult> {
  const { db } = deps;
  const nowMs = deps.clock();
  const now = nowIso(deps.clock);
  expireOverdueOrders(db, now);
  if (body.order_id !== orderId) throw apiErrors.validation('invalid order_id: does not match the path');
  const order = ownOrder(db, group, viewer, orderId, 'use');
  if (order.state !== 'NOT_PAID') throw apiErrors.rejected(`order cannot be paid: it is ${order.state}`);
  // The rules may have changed since the order was made (another renewal paid, inviter removed).
  if (order.kind === 'renew') {
    checkRenewal(db, group, findMembershipSync(db, group.group_id, order.user_id)?.expired_at ?? null, order.quantity, nowMs);
  } else if (order.kind === 'join') {
    if (paymentRefusal(db, order, now) === 'already_joined') throw alreadyJoined();
    assertInvited(db, group, order.user_id);
  } else if (order.kind === 'stream' || order.kind === 'course' || order.kind === 'article') {
    SINGLE_PURCHASES[order.kind](db, group, viewer, order.product_id, nowMs);
  }
  const product = productOr404Sync(db, group.group_id, order.product_id);
  const channel = productChannels(product).find((entry) =>
    entry.channel === body.channel && entry.asset_id.toLowerCase() === body.asset_id.toLowerCase());
  if (!channel) throw apiErrors.rejected(`this product cannot be paid with ${body.channel} in ${body.asset_id}`);
  const price = orderPrice(order, product);
  const priceAsset = findAssetSync(db, price.asset_id)!;
  const payAsset = findAssetSync(db, channel.asset_id)!;

  let amount = convertAmount(mul(price.amount, order.quantity), priceAsset, payAsset);
  const couponId = body.coupon_id ?? null;
  if (couponId !== null) {
    if (!group.coupon_enabled) throw couponRefused('notAvailable');
    const coupon = findMyCoupon(db, group.group_id, viewer.user.user_id, couponId);
    if (!coupon) throw couponRefused('notAvailable');
    const problem = couponProblem(coupon, {
      orderId, productId: product.product_id, channel: body.channel, assetId: payAsset.asset_id, nowMs,
    });
    if (problem) throw couponRefused(problem);
    amount = amountAfterCoupon(amount, coupon, findAssetSync(db, coupon.asset_id)!, payAsset);
  }
  amount = toFixed(roundTo(amount, payAsset), payAsset.precision);
  const free = isZero(amount);
  if (free && couponId === null) throw apiErrors.rejected('amount too small', ErrorCode.amountTooSmall);

  const request: ChargeRequest = {
    amount, assetId: payAsset.asset_id, description: product.name, pxxChannel: body.pxx_channel, resultUrl: body.extras?.result_url,
    payer: { userId: viewer.user.user_id, ip: payerIp },
  };
  // Asked outside the transaction (a provider answers over the network); what it checked is checked again inside.
  const charge = free ? { charge_id: null, payment: null } : await createCharge(deps, group, body.channel, request);
  return db.transaction(() => {
    if (order.coupon_id !== null && order.coupon_id !== couponId) releaseCouponOfOrder(db, orderId);
    if (couponId !== null && !reserveCoupon(db, couponId, viewer.user.user_id, orderId)) {
      throw couponRefused('notAvailable');
    }
    const charged = setOrderCharge(db, orderId, {
      asset_id: payAsset.asset_id, amount, channel: body.channel, coupon_id: couponId,
      charge_id: charge.charge_id, payment: charge.payment === null ? null : JSON.stringify(charge.payment), nowIso: now,
    });
    if (!charged) throw apiErrors.rejected('order cannot be paid: it changed meanwhile');
    const priced = findOrder(db, orderId)!;
    if (free) {
      // No money moved: a refusal is an error answer, and throwing undoes the FAILED with the rest.
      const refusal = completeOrder(db, priced, { channel: body.channel, asset_id: payAsset.asset_id, amount, notificationId: null }, now);
      if (refusal === 'already_joined') throw alreadyJoined();
      if (refusal !== null) throw apiErrors.renewal(`renewal exceeds the maximum of ${group.max_renewal_years} years`);
    }
    const result = findOrder(db, orderId)!;
    return {
      state: result.state,
      order_id: orderId,
      asset_id: result.asset_id,
      amount: result.amount,
      product_id: result.product_id,
      payment: charge.payment,
      charge_id: result.charge_id,
    };
  })();
}
