import { couponCalls } from '../../../contract/api/coupon';
import { LIMITS, rateLimit, signedInUser } from '../../lib/rate-limit';
import { mountCalls } from '../mount';
import { couponAdminHandlers } from './coupon.admin.handlers';

const { adminList, adminCreate, adminAdvertise, adminExpire } = couponCalls;

// The group's coupon batches (issue 14, admin/coupon): owner and admins only (§6), as
// contract/api/coupon.ts declares them. A batch is named by its code, as members know it; the
// batches refused are counted per admin.
export const couponAdminRoutes = mountCalls({ adminList, adminCreate, adminAdvertise, adminExpire }, {
  adminList: (c, { query }) => couponAdminHandlers.list(c, query),
  adminCreate: { before: [rateLimit(LIMITS.couponBatchRefusalsPerUser, signedInUser)], handle: (c, { body }) => couponAdminHandlers.create(c, body) },
  adminAdvertise: (c, { params, body }) => couponAdminHandlers.setAdvertised(c, params.code, body.advertised),
  adminExpire: (c, { params }) => couponAdminHandlers.expire(c, params.code),
});
