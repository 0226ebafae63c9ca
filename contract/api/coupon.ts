// Coupons' calls (spec §7, issue 3; the claimable codes and the admin's batches issue 14,
// admin/coupon). A user's own coupons are for any signed-in user who is not banned (pending users
// need them to join); the codes the group advertises are for its members; the batches for the owner
// and admins, each batch named by its code as members know it.
import { nonempty, object, optional, size, string, type } from '../struct';
import { ClaimableCouponList, Coupon, CouponClaim, CouponList } from '../coupon';
import { CouponBatch, CouponBatchAdvertisedBody, CouponBatchCreate, CouponBatchPage, CouponBatchQuery } from '../couponAdmin';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const CouponListQuery = type({ product_id: optional(size(nonempty(string()), 1, 100)) });
export const CouponCodeQuery = type({ code: size(nonempty(string()), 1, 64) });
/** A write that takes nothing: an empty JSON object (or no body). */
const NoBody = object({});

export const couponCalls = {
  list: call({ method: 'GET', path: '/coupons', access: 'user', summary: "The caller's coupons in the group; with a product, those valid for it", query: CouponListQuery, response: CouponList }),
  // Declared before `get`, whose `:id` would take it.
  claimable: call({ method: 'GET', path: '/coupons/claimable', access: 'member', summary: 'The codes the group advertises that the caller can claim now, soonest to expire first', response: ClaimableCouponList }),
  claim: call({ method: 'POST', path: '/coupons/claim', access: 'user', summary: 'Claims a coupon by its code', query: CouponCodeQuery, response: CouponClaim }),
  apply: call({ method: 'PUT', path: '/coupons/apply', access: 'user', summary: 'Checkout: claims the code when needed and answers the coupon to use', query: CouponCodeQuery, response: Coupon }),
  get: call({ method: 'GET', path: '/coupons/:id', access: 'user', summary: "One of the caller's coupons", response: Coupon }),
  adminList: call({ method: 'GET', path: '/admin/coupons', access: 'admin', summary: "The group's coupon batches with their usage, newest first, paged by offset", query: CouponBatchQuery, response: CouponBatchPage }),
  adminCreate: call({ method: 'POST', path: '/admin/coupons', access: 'admin', summary: 'A new coupon batch: its code, kind, amount, product, channels and expiry', body: CouponBatchCreate, response: CouponBatch }),
  adminAdvertise: call({ method: 'PUT', path: '/admin/coupons/:code/advertised', access: 'admin', summary: "Whether the group advertises the batch's code to its members", body: CouponBatchAdvertisedBody, response: CouponBatch }),
  adminExpire: call({ method: 'POST', path: '/admin/coupons/:code/expire', access: 'admin', summary: 'Ends a batch now, and its unspent coupons (one already over is left as it is)', body: NoBody, response: CouponBatch }),
};
