import { groupResource } from '../../lib/resource';
import { fetchCoupons } from './api';
import type { Coupon } from '../../../contract/coupon';

/** All of the person's coupons in a group (used, expired and usable alike). */
export const myCoupons = groupResource((group) => fetchCoupons(group, undefined, { silent: true }));

// §1: logout removes the group's coupons.

/** Adds or replaces one coupon in the cached list (after a code was applied). */
export function rememberCoupon(group: string, coupon: Coupon): void {
  const current = myCoupons.of(group).data;
  if (!current) return;
  const rest = current.filter((c) => c.coupon_id !== coupon.coupon_id);
  myCoupons.put(group, rest.concat(coupon));
}
