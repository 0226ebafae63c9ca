import { compare, isDecimal, mul, normalize, sub } from '../../../contract/money';
import type { PaymentChannel } from '../../../contract/product';
import type { Coupon } from '../../../contract/coupon';

// Coupon rules of §4, §5 and §9 as plain functions: usability, the best coupon, and what a
// card shows. Amounts stay decimal strings throughout.

/** Why a coupon cannot pay for an order right now (§5, §8 reasons). */
export type CouponProblem =
  | 'not_available'
  | 'reserved'
  | 'unsupported_product'
  | 'requires_channel'
  | 'unsupported_pay_method';

export type CouponStatus = 'valid' | 'used' | 'expired';

/** A channel to pay with: its kind and the asset it charges in. */
export interface CouponChannel {
  channel: PaymentChannel;
  asset_id: string;
}

export interface CouponUse {
  /** The product being bought; null when unknown (no product check). */
  productId: string | null;
  /** The chosen payment method; null before one is chosen. */
  channel: CouponChannel | null;
  /** Epoch ms. */
  now: number;
}

/** The fields of an asset that ranking coupons needs. */
export interface CouponAsset {
  asset_id: string;
  price_cny: string;
}

const sameAsset = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Expired wins over INIT and USED (§4); an expiry that cannot be read counts as expired. Without a
 * state (a code not claimed yet) nothing is used.
 */
export function couponStatus(coupon: Pick<Coupon, 'expired_at'> & Partial<Pick<Coupon, 'state'>>, now: number): CouponStatus {
  const expiry = Date.parse(coupon.expired_at);
  if (!(expiry > now)) return 'expired';
  return coupon.state === 'USED' ? 'used' : 'valid';
}

/**
 * The first reason the coupon cannot be used, or null when it can: it must be unused and
 * unexpired, not held by another unpaid order, for this product, and its asset must equal the payment asset (case-insensitive),
 * on its payment method when it names one.
 */
export function couponProblem(coupon: Coupon, use: CouponUse): CouponProblem | null {
  if (couponStatus(coupon, use.now) !== 'valid') return 'not_available';
  // Held by another unpaid order of the person's (the checkout clears its own order's hold).
  if (coupon.reserved_order_id) return 'reserved';
  if (use.productId !== null && coupon.product_id !== null && coupon.product_id !== use.productId) {
    return 'unsupported_product';
  }
  if (!use.channel) return 'requires_channel';
  if (!sameAsset(coupon.asset_id, use.channel.asset_id)) return 'unsupported_pay_method';
  if (coupon.pay_method !== null && coupon.pay_method !== use.channel.channel) return 'unsupported_pay_method';
  return null;
}

export function isCouponUsable(coupon: Coupon, use: CouponUse): boolean {
  return couponProblem(coupon, use) === null;
}

/** The first of `channels` this coupon can pay on, or null. */
export function channelForCoupon<C extends CouponChannel>(
  coupon: Coupon,
  channels: readonly C[],
  use: Omit<CouponUse, 'channel'>,
): C | null {
  for (const channel of channels) if (isCouponUsable(coupon, { ...use, channel })) return channel;
  return null;
}

/** §9: a coupon's worth for ranking is its amount times its asset's price in CNY ('0' when unknown). */
export function couponWorth(coupon: Pick<Coupon, 'amount' | 'asset_id'>, assets: readonly CouponAsset[]): string {
  let price: string | null = null;
  for (const asset of assets) if (sameAsset(asset.asset_id, coupon.asset_id)) price = asset.price_cny;
  if (price === null || !isDecimal(price) || !isDecimal(coupon.amount)) return '0';
  return mul(coupon.amount, price);
}

/** §4: the usable coupon with the largest worth; the earlier one on a tie; null when none is usable. */
export function bestCoupon(coupons: readonly Coupon[], use: CouponUse, assets: readonly CouponAsset[]): Coupon | null {
  let best: Coupon | null = null;
  let bestWorth = '0';
  for (const coupon of coupons) {
    if (!isCouponUsable(coupon, use)) continue;
    const worth = couponWorth(coupon, assets);
    if (best === null || compare(worth, bestWorth) > 0) {
      best = coupon;
      bestWorth = worth;
    }
  }
  return best;
}

/**
 * The coupon the checkout picks by itself (§4 on load, refined by issue 26 point 9): among the
 * usable ones, compared by what the order costs with each in the order's own currency
 * (`priceAfter`: the amount paid on the chosen channel, a decimal string, null when it cannot be
 * priced). A coupon that makes the order free comes first, then the largest saving, which for one
 * order is the smallest amount left to pay; the earlier one on a tie. Coupons that cannot be priced
 * rank after every priced one, among themselves by §9's amount × price_cny.
 */
export function bestCouponByPrice(
  coupons: readonly Coupon[],
  use: CouponUse,
  priceAfter: (coupon: Coupon) => string | null,
  assets: readonly CouponAsset[],
): Coupon | null {
  let best: Coupon | null = null;
  let bestPaid: string | null = null;
  for (const coupon of coupons) {
    if (!isCouponUsable(coupon, use)) continue;
    const paid = priceAfter(coupon);
    const priced = paid !== null && isDecimal(paid);
    if (best === null || (priced && (bestPaid === null || compare(paid, bestPaid) < 0))) {
      best = coupon;
      bestPaid = priced ? paid : null;
    }
  }
  if (best !== null && bestPaid === null) return bestCoupon(coupons, use, assets);
  return best;
}

/** §9: a DISCOUNT's amount is the fraction still paid; shown as 100 × (1 − amount) percent off. */
export function discountPercent(amount: string): string | null {
  if (!isDecimal(amount)) return null;
  return normalize(mul(sub('1', amount), '100'));
}

/** §9: a price less a voucher, never below zero. */
export function voucherPrice(price: string, voucher: string): string {
  const left = sub(price, voucher);
  return compare(left, '0') < 0 ? '0' : left;
}

/** Issue 13 point 2: "My coupons" in three groups. */
export interface MyCouponGroups {
  usable: Coupon[];
  used: Coupon[];
  expired: Coupon[];
}

const expiryOf = (coupon: Coupon) => {
  const ms = Date.parse(coupon.expired_at);
  return isNaN(ms) ? 0 : ms;
};

/**
 * The person's coupons grouped by couponStatus (expired wins over used, §4): usable ones the
 * soonest to expire first, used ones as listed, expired ones the latest to expire first.
 */
export function groupMyCoupons(coupons: readonly Coupon[], now: number): MyCouponGroups {
  const groups: MyCouponGroups = { usable: [], used: [], expired: [] };
  for (const coupon of coupons) {
    const status = couponStatus(coupon, now);
    groups[status === 'valid' ? 'usable' : status].push(coupon);
  }
  groups.usable.sort((a, b) => expiryOf(a) - expiryOf(b));
  groups.expired.sort((a, b) => expiryOf(b) - expiryOf(a));
  return groups;
}

/**
 * Why a coupon of mine cannot be used, with no order in view (§5 reasons): used or expired is
 * 'not available'; one held by another unpaid order says so; otherwise null.
 */
export function myCouponProblem(coupon: Coupon, now: number): CouponProblem | null {
  if (couponStatus(coupon, now) !== 'valid') return 'not_available';
  return coupon.reserved_order_id ? 'reserved' : null;
}

/** The coupons of mine that can pay for a product now (any payment method it fits). */
export function couponsForProduct(coupons: readonly Coupon[], productId: string, now: number): Coupon[] {
  return groupMyCoupons(coupons, now).usable.filter(
    (c) => !c.reserved_order_id && (c.product_id === null || c.product_id === productId),
  );
}

/** "Use it": the product the coupon is for, or the group's entry product when it fits any. */
export function couponProductId(coupon: Pick<Coupon, 'product_id'>, entryProductId: string | null): string | null {
  return coupon.product_id || entryProductId;
}
