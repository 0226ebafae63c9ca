import { randomUUID } from 'node:crypto';
import type { Coupon } from '../../../contract/coupon';
import type { PaymentChannel } from '../../../contract/product';
import type { Sql } from '../../db/sql';
import { ApiError, apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { compare, mul, sub } from '../../../contract/money';
import { convertAmount, type PricedAsset } from '../../lib/price';
import type { GroupRow } from '../group/group.repo';
import {
  countCouponClaim, findClaimedCouponId, findCouponCode, findMyCoupon, insertClaimedCoupon, type CouponRow,
} from './coupon.repo';

// §8 texts, each with the code clients recognise it by.
const COUPON_REFUSALS = {
  incorrect: { code: ErrorCode.couponCodeIncorrect, message: 'coupon code incorrect' },
  notAvailable: { code: ErrorCode.couponNotAvailable, message: 'coupon not available' },
  payMethod: { code: ErrorCode.couponUnsupportedPayMethod, message: 'coupon unsupported pay method' },
  product: { code: ErrorCode.couponUnsupportedProduct, message: 'coupon unsupported product' },
} as const;
export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/** The 409 that refuses a coupon for `reason`. */
export function couponRefused(reason: CouponRefusal): ApiError {
  const { code, message } = COUPON_REFUSALS[reason];
  return apiErrors.rejected(message, code);
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    coupon_id: row.coupon_id,
    asset_id: row.asset_id,
    amount: row.amount,
    type: row.type,
    state: row.state,
    expired_at: row.expired_at,
    name: row.name,
    description: row.description,
    product_id: row.product_id,
    product_name: row.product_name,
    pay_method: row.pay_method,
    // A USED coupon keeps the order that spent it; only an unused one is held.
    reserved_order_id: row.state === 'INIT' ? row.reserved_order_id : null,
  };
}

export type CouponUse = { orderId: string; productId: string; channel: PaymentChannel; assetId: string; nowMs: number };

/**
 * Why the coupon cannot pay for this order, or null. Expiry wins over the state (§4); a coupon
 * held by another unpaid order is unavailable; the asset compares case-insensitively (§5).
 */
export function couponProblem(coupon: CouponRow, use: CouponUse): CouponRefusal | null {
  if (Date.parse(coupon.expired_at) <= use.nowMs || coupon.state !== 'INIT') return 'notAvailable';
  if (coupon.reserved_order_id !== null && coupon.reserved_order_id !== use.orderId) return 'notAvailable';
  if (coupon.product_id !== null && coupon.product_id !== use.productId) return 'product';
  if (coupon.asset_id.toLowerCase() !== use.assetId.toLowerCase()) return 'payMethod';
  if (coupon.pay_method !== null && coupon.pay_method !== use.channel) return 'payMethod';
  return null;
}

/**
 * The amount after the coupon, unrounded. DISCOUNT multiplies by the fraction still paid;
 * VOUCHER takes its value (in its own asset, converted) off, never below zero.
 */
export function amountAfterCoupon(amount: string, coupon: Pick<CouponRow, 'type' | 'amount'>, couponAsset: PricedAsset, payAsset: PricedAsset): string {
  if (coupon.type === 'DISCOUNT') return mul(amount, coupon.amount);
  const left = sub(amount, convertAmount(coupon.amount, couponAsset, payAsset));
  return compare(left, '0') < 0 ? '0' : left;
}

/**
 * Claims a coupon code for the user: each claim makes the user their own coupon, once per
 * user and code, within the code's claim limit. Call inside a transaction (claimCouponCodeAlone).
 */
export async function claimCouponCode(
  sql: Sql,
  group: GroupRow,
  userId: string,
  rawCode: string,
  now: { iso: string; ms: number },
): Promise<{ coupon: CouponRow; fresh: boolean }> {
  if (!group.coupon_enabled) throw apiErrors.rejected('coupons are not enabled in this group', ErrorCode.couponsDisabled);
  const code = rawCode.trim().toUpperCase();
  if (!code) throw apiErrors.validation('code is required');
  const template = await findCouponCode(sql, group.group_id, code);
  if (!template) throw couponRefused('incorrect');
  const claimed = await findClaimedCouponId(sql, userId, template.code);
  if (claimed) return { coupon: (await findMyCoupon(sql, group.group_id, userId, claimed))!, fresh: false };
  if (Date.parse(template.expired_at) <= now.ms || !await countCouponClaim(sql, template.code)) {
    throw couponRefused('notAvailable');
  }
  const couponId = randomUUID();
  await insertClaimedCoupon(sql, { couponId, groupId: group.group_id, userId, template, nowIso: now.iso });
  return { coupon: (await findMyCoupon(sql, group.group_id, userId, couponId))!, fresh: true };
}

/**
 * claimCouponCode in a transaction of its own on the layer (SQLite's BEGIN IMMEDIATE: the write lock is
 * taken before the code is read, so claims racing from several processes queue up; PostgreSQL's
 * SERIALIZABLE, run again on a conflict): the limit holds (the conditional claim count would hold it anyway).
 */
export function claimCouponCodeAlone(
  sql: Sql, group: GroupRow, userId: string, code: string, now: { iso: string; ms: number },
): Promise<{ coupon: CouponRow; fresh: boolean }> {
  return sql.tx((t) => claimCouponCode(t, group, userId, code, now));
}
