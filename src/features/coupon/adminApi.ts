import { callApi } from '../../lib/call';
import { couponCalls } from '../../../contract/api/coupon';
import { productCalls } from '../../../contract/api/product';
import { COUPON_BATCH_PAGE_SIZE, type CouponBatchCreate } from '../../../contract/couponAdmin';

// The admin's coupon batches (issue 14, admin/coupon), apart from api.ts, which the checkout loads:
// only the admin portal needs these. As contract/api/coupon.ts declares them; silent: the screen
// says why a call failed.
const quiet = { silent: true };

export const fetchCouponBatches = (group: string, offset: number) =>
  callApi(group, couponCalls.adminList, { query: { offset, limit: COUPON_BATCH_PAGE_SIZE } }, quiet);

export const createCouponBatch = (group: string, body: CouponBatchCreate) => callApi(group, couponCalls.adminCreate, { body }, quiet);

export const putCouponBatchAdvertised = (group: string, code: string, advertised: boolean) =>
  callApi(group, couponCalls.adminAdvertise, { params: { code }, body: { advertised } }, quiet);

export const postCouponBatchExpire = (group: string, code: string) =>
  callApi(group, couponCalls.adminExpire, { params: { code }, body: {} }, quiet);

/** The group's products, for a batch's product (a public read). */
export const fetchCouponProducts = (group: string) => callApi(group, productCalls.list, { query: {} }, quiet);
