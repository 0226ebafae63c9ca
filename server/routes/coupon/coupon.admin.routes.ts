import { Hono } from 'hono';
import { object } from 'superstruct';
import { CouponBatchAdvertisedBody, CouponBatchCreate, CouponBatchQuery } from '../../../contract/couponAdmin';
import type { GroupEnv } from '../../context';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { jsonBody, queryParams } from '../../lib/validation';
import { requireAdmin } from '../auth/auth.middleware';
import { couponAdminHandlers } from './coupon.admin.handlers';

const NoBody = object({});

// The group's coupon batches (issue 14, admin/coupon): owner and admins only (§6). A batch is named
// by its code, as members know it.
export const couponAdminRoutes = new Hono<GroupEnv>()
  .get('/admin/coupons', requireAdmin, queryParams(CouponBatchQuery), (c) => couponAdminHandlers.list(c, c.req.valid('query')))
  .post('/admin/coupons', requireAdmin, jsonBody(CouponBatchCreate), rateLimit(LIMITS.couponBatchRefusalsPerUser, signedInUser),
    (c) => couponAdminHandlers.create(c, c.req.valid('json')))
  .put('/admin/coupons/:code/advertised', requireAdmin, jsonBody(CouponBatchAdvertisedBody), (c) =>
    couponAdminHandlers.setAdvertised(c, c.req.param('code'), c.req.valid('json').advertised))
  .post('/admin/coupons/:code/expire', requireAdmin, jsonBody(NoBody), (c) => couponAdminHandlers.expire(c, c.req.param('code')));
