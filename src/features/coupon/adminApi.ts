import { groupApi } from '../../lib/http';
import { COUPON_BATCH_PAGE_SIZE, CouponBatch, CouponBatchPage, type CouponBatchCreate } from '../../../contract/couponAdmin';
import { ProductList } from '../../../contract/product';

// The admin's coupon batches (issue 14, admin/coupon), apart from api.ts, which the checkout loads:
// only the admin portal needs these. Silent: the screen says why a call failed.

export const fetchCouponBatches = (group: string, offset: number) =>
  groupApi(group).get('/admin/coupons', CouponBatchPage, { silent: true, query: { offset, limit: COUPON_BATCH_PAGE_SIZE } });

export const createCouponBatch = (group: string, body: CouponBatchCreate) =>
  groupApi(group).post('/admin/coupons', body, CouponBatch, { silent: true });

export const putCouponBatchAdvertised = (group: string, code: string, advertised: boolean) =>
  groupApi(group).put(`/admin/coupons/${encodeURIComponent(code)}/advertised`, { advertised }, CouponBatch, { silent: true });

export const postCouponBatchExpire = (group: string, code: string) =>
  groupApi(group).post(`/admin/coupons/${encodeURIComponent(code)}/expire`, {}, CouponBatch, { silent: true });

/** The group's products, for a batch's product (a public read). */
export const fetchCouponProducts = (group: string) => groupApi(group).get('/products', ProductList, { silent: true });
