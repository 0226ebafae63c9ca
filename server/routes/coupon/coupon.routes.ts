import type { MiddlewareHandler } from 'hono';
import { couponCalls } from '../../../contract/api/coupon';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { couponHandlers } from './coupon.handlers';

// Claiming and applying both try a code: they share the per-user and per-address counters.
const codeTries: MiddlewareHandler<GroupEnv>[] = [rateLimit(LIMITS.couponCodesPerAddress), rateLimit(LIMITS.couponCodesPerUser, signedInUser)];

// The batches are served by coupon.admin.routes.ts; every other call declared here.
const { adminList, adminCreate, adminAdvertise, adminExpire, ...calls } = couponCalls;

// A user's coupons (§7): contract/api/coupon.ts says who may call what. The claimable codes are
// declared before /coupons/:id, which would take them.
export const couponRoutes = mountCalls(calls, {
  list: (c, { query }) => couponHandlers.list(c, query.product_id),
  claimable: (c) => couponHandlers.claimable(c),
  claim: { before: codeTries, handle: (c, { query }) => couponHandlers.claim(c, query.code) },
  apply: { before: codeTries, handle: (c, { query }) => couponHandlers.apply(c, query.code) },
  get: (c, { params }) => couponHandlers.get(c, params.id),
});
