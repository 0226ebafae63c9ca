import { groupApi, type RequestOptions } from '../../lib/http';
import { ClaimableCouponList, Coupon, CouponClaim, CouponList } from '../../../contract/coupon';
import { Product } from '../../../contract/product';

/** The person's coupons in the group; with a product, those valid for it (or for any product). */
export const fetchCoupons = (group: string, productId?: string, opts?: RequestOptions) =>
  groupApi(group).get('/coupons', CouponList, { ...opts, query: productId ? { product_id: productId } : undefined });

export const fetchCoupon = (group: string, couponId: string, opts?: RequestOptions) =>
  groupApi(group).get(`/coupons/${encodeURIComponent(couponId)}`, Coupon, opts);

/** The codes the group advertises that the person can claim now, soonest to expire first. */
export const fetchClaimableCoupons = (group: string, opts?: RequestOptions) =>
  groupApi(group).get('/coupons/claimable', ClaimableCouponList, opts);

export const claimCoupon = (group: string, code: string, opts?: RequestOptions) =>
  groupApi(group).post('/coupons/claim', undefined, CouponClaim, { ...opts, query: { code } });

/** Checkout: claims the code when needed and answers with the coupon to use. */
export const applyCouponCode = (group: string, code: string, opts?: RequestOptions) =>
  groupApi(group).put('/coupons/apply', undefined, Coupon, { ...opts, query: { code } });

/** A product, for the name the per-product coupons page shows (a public read). */
export const fetchCouponProduct = (group: string, productId: string, opts?: RequestOptions) =>
  groupApi(group).get(`/products/${encodeURIComponent(productId)}`, Product, { silent: true, ...opts });
