import type { RequestOptions } from '../../lib/http';
import { callApi } from '../../lib/call';
import { couponCalls } from '../../../contract/api/coupon';
import { productCalls } from '../../../contract/api/product';

// §7 coupons, as contract/api/coupon.ts declares them.

/** The person's coupons in the group; with a product, those valid for it (or for any product). */
export const fetchCoupons = (group: string, productId?: string, opts?: RequestOptions) =>
  callApi(group, couponCalls.list, { query: { product_id: productId || undefined } }, opts);

export const fetchCoupon = (group: string, couponId: string, opts?: RequestOptions) =>
  callApi(group, couponCalls.get, { params: { id: couponId } }, opts);

/** The codes the group advertises that the person can claim now, soonest to expire first. */
export const fetchClaimableCoupons = (group: string, opts?: RequestOptions) => callApi(group, couponCalls.claimable, {}, opts);

export const claimCoupon = (group: string, code: string, opts?: RequestOptions) => callApi(group, couponCalls.claim, { query: { code } }, opts);

/** Checkout: claims the code when needed and answers with the coupon to use. */
export const applyCouponCode = (group: string, code: string, opts?: RequestOptions) =>
  callApi(group, couponCalls.apply, { query: { code } }, opts);

/** A product, for the name the per-product coupons page shows (a public read). */
export const fetchCouponProduct = (group: string, productId: string, opts?: RequestOptions) =>
  callApi(group, productCalls.get, { params: { id: productId } }, { silent: true, ...opts });
