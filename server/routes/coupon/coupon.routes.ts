import { Hono } from 'hono';
import { nonempty, optional, size, string, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { queryParams } from '../../lib/validation';
import { requireMember, requireUser } from '../auth/auth.middleware';
import { couponHandlers } from './coupon.handlers';

export const CouponListQuery = type({ product_id: optional(size(nonempty(string()), 1, 100)) });
export const CouponCodeQuery = type({ code: size(nonempty(string()), 1, 64) });

// Claiming and applying both try a code: they share the per-user and per-address counters.
const codeTries = [rateLimit(LIMITS.couponCodesPerAddress), rateLimit(LIMITS.couponCodesPerUser, signedInUser)] as const;

// A user's own coupons: pending users need them to join, so membership is not required. The codes
// the group advertises are for its members (registered before /coupons/:id, which would take it).
export const couponRoutes = new Hono<GroupEnv>()
  .get('/coupons', requireUser, queryParams(CouponListQuery), (c) => couponHandlers.list(c, c.req.valid('query').product_id))
  .get('/coupons/claimable', requireMember, (c) => couponHandlers.claimable(c))
  .post('/coupons/claim', requireUser, queryParams(CouponCodeQuery), ...codeTries, (c) => couponHandlers.claim(c, c.req.valid('query').code))
  .put('/coupons/apply', requireUser, queryParams(CouponCodeQuery), ...codeTries, (c) => couponHandlers.apply(c, c.req.valid('query').code))
  .get('/coupons/:id', requireUser, (c) => couponHandlers.get(c, c.req.param('id')));
