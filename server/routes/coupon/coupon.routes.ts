import { Hono } from 'hono';
import { nonempty, optional, size, string, type } from 'superstruct';
import type { GroupEnv } from '../../context';
import { queryParams } from '../../lib/validation';
import { requireUser } from '../auth/auth.middleware';
import { couponHandlers } from './coupon.handlers';

export const CouponListQuery = type({ product_id: optional(size(nonempty(string()), 1, 100)) });
export const CouponCodeQuery = type({ code: size(nonempty(string()), 1, 64) });

// A user's own coupons: pending users need them to join, so membership is not required.
export const couponRoutes = new Hono<GroupEnv>()
  .get('/coupons', requireUser, queryParams(CouponListQuery), (c) => couponHandlers.list(c, c.req.valid('query').product_id))
  .post('/coupons/claim', requireUser, queryParams(CouponCodeQuery), (c) => couponHandlers.claim(c, c.req.valid('query').code))
  .put('/coupons/apply', requireUser, queryParams(CouponCodeQuery), (c) => couponHandlers.apply(c, c.req.valid('query').code))
  .get('/coupons/:id', requireUser, (c) => couponHandlers.get(c, c.req.param('id')));
