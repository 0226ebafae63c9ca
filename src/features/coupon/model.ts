import { groupResource, keyedResource } from '../../lib/resource';
import { purchase, type CheckoutResult } from '../checkout';
import { groupPublic } from '../group';
import { claimCoupon, fetchClaimableCoupons, fetchCoupon, fetchCouponProduct, fetchCoupons } from './api';
import { couponProductId } from './logic';
import { couponErrorText } from './messages';
import type { Coupon } from '../../../contract/coupon';

/** All of the person's coupons in a group (used, expired and usable alike). */
export const myCoupons = groupResource((group) => fetchCoupons(group, undefined, { silent: true }));

/** The person's coupons the server keeps for a product (for it or for any product), by product id. */
export const productCoupons = keyedResource((group: string, productId: string) => fetchCoupons(group, productId, { silent: true }));

/** One coupon of the person's, by id (a coupon's page). */
export const couponById = keyedResource((group: string, couponId: string) => fetchCoupon(group, couponId, { silent: true }));

/** The codes the group advertises that the person can still claim (issue 13 point 2). */
export const claimableCoupons = groupResource((group) => fetchClaimableCoupons(group, { silent: true }));

/** A product's name and price, for the per-product coupons page. */
export const couponProduct = keyedResource((group: string, productId: string) => fetchCouponProduct(group, productId));

// §1: logout removes the group's coupons.

/** Adds or replaces one coupon in the cached list (after a code was applied). */
export function rememberCoupon(group: string, coupon: Coupon): void {
  couponById.put(group, coupon.coupon_id, coupon);
  const current = myCoupons.of(group).data;
  if (!current) return;
  const rest = current.filter((c) => c.coupon_id !== coupon.coupon_id);
  myCoupons.put(group, rest.concat(coupon));
}

/** A claimed code is no longer one the person can claim: it leaves the list (codes compare case-insensitively). */
function forgetClaimable(group: string, code: string): void {
  const current = claimableCoupons.of(group).data;
  if (!current) return;
  const claimed = code.toUpperCase();
  claimableCoupons.put(group, current.filter((c) => c.code.toUpperCase() !== claimed));
}

/**
 * Claims a coupon code (POST /coupons/claim), typed or listed: the new coupon, remembered, and the
 * code gone from the claimable ones; a refusal rejects with its ApiError.
 */
export function claimCouponCode(group: string, code: string): Promise<Coupon> {
  const value = code.trim();
  return claimCoupon(group, value, { silent: true }).then((claim) => {
    rememberCoupon(group, claim.coupon);
    forgetClaimable(group, value);
    return claim.coupon;
  });
}

/**
 * What a typed code came to (issue 26 point 12): the coupon it gave, or why not, said under the
 * field where the person can correct the code rather than in a toast that follows them away.
 */
export type CouponCodeOutcome = { coupon: Coupon } | { refusal: string };

/** Claims a typed code (claimCouponCode), answering with the outcome instead of rejecting. */
export function claimTypedCode(group: string, code: string): Promise<CouponCodeOutcome> {
  return claimCouponCode(group, code).then(
    (coupon) => ({ coupon }),
    (err: unknown) => ({ refusal: couponErrorText(err) }),
  );
}

/**
 * A coupon's "Use it" (issue 13 point 2): one year (one item) of the product it is for, or of the
 * group's entry product when it fits any, in the checkout with this coupon chosen.
 */
export function spendCoupon(group: string, coupon: Coupon): Promise<CheckoutResult> {
  return groupPublic.load(group).then(
    (info) => purchase({
      group,
      productId: couponProductId(coupon, info.product ? info.product.id : null),
      quantity: 1,
      couponId: coupon.coupon_id,
    }),
    () => purchase({ group, productId: coupon.product_id, quantity: 1, couponId: coupon.coupon_id }),
  ).then((result) => {
    if (result === 'success') {
      myCoupons.refresh(group);
      couponById.refresh(group, coupon.coupon_id);
    }
    return result;
  });
}
