import type { InfinitePage } from '../../lib/pager';
import { invalidateList } from '../../lib/lists';
import { groupResource } from '../../lib/resource';
import type { CouponBatch, CouponBatchCreate } from '../../../contract/couponAdmin';
import { createCouponBatch, fetchCouponBatches, fetchCouponProducts, postCouponBatchExpire, putCouponBatchAdvertised } from './adminApi';
import { claimableCoupons } from './model';

// The admin's coupon batches (issue 14, admin/coupon): the list, a new batch, listing one to members
// or not, ending one now. A change also drops the admin's own list of codes to claim.

/** The group's products, for a batch's product. */
export const couponProducts = groupResource(fetchCouponProducts);

/** A page of batches, newest first (20). */
export function loadCouponBatches(group: string, offset: number): Promise<InfinitePage<CouponBatch>> {
  return fetchCouponBatches(group, offset).then((page) => ({ items: page.items, ended: !page.has_more }));
}

/** The list name (lib/resource listVersion) of the batches, read again when one is made (a batch's
 * row shows its own listing and end as they are saved). */
export const BATCH_LIST = 'coupon-batches';

function changed<T>(group: string, result: T): T {
  claimableCoupons.clear(group);
  return result;
}

export const createBatch = (group: string, body: CouponBatchCreate) =>
  createCouponBatch(group, body).then((b) => {
    invalidateList(group, BATCH_LIST);
    return changed(group, b);
  });

export const setBatchListed = (group: string, code: string, advertised: boolean) =>
  putCouponBatchAdvertised(group, code, advertised).then((b) => changed(group, b));

export const endBatch = (group: string, code: string) => postCouponBatchExpire(group, code).then((b) => changed(group, b));
