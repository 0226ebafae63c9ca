import type { Context } from 'hono';
import { ClaimableCouponList, Coupon, CouponClaim, CouponList } from '../../../contract/coupon';
import { nowIso, type ViewerEnv } from '../../context';
import { sendData } from '../../lib/envelope';
import { apiErrors } from '../../lib/errors';
import { ErrorCode } from '../../../contract/errors';
import { findMyCoupon, listClaimableCodes, listMyCoupons } from './coupon.repo';
import { claimCouponCodeAlone, toCoupon } from './coupon.service';
import { expireOverdueOrders } from '../order/order.service';

type ViewerContext = Context<ViewerEnv>;

function claim(c: ViewerContext, code: string) {
  const { deps, group, viewer } = c.var;
  return claimCouponCodeAlone(deps.sql, group, viewer.user.user_id, code, { iso: nowIso(deps.clock), ms: deps.clock() });
}

export const couponHandlers = {
  async list(c: ViewerContext, productId: string | undefined) {
    const { deps, group, viewer } = c.var;
    // An order past its 30 minutes holds no coupon: expire it first so the list says so.
    await expireOverdueOrders(deps.sql, nowIso(deps.clock));
    return sendData(c, CouponList, (await listMyCoupons(deps.sql, group.group_id, viewer.user.user_id, productId)).map(toCoupon));
  },

  async get(c: ViewerContext, couponId: string) {
    const { deps, group, viewer } = c.var;
    await expireOverdueOrders(deps.sql, nowIso(deps.clock));
    const row = await findMyCoupon(deps.sql, group.group_id, viewer.user.user_id, couponId);
    if (!row) throw apiErrors.notFound();
    return sendData(c, Coupon, toCoupon(row));
  },

  /** The codes the group advertises that the caller can claim now; a group without coupons has none. */
  async claimable(c: ViewerContext) {
    const { deps, group, viewer } = c.var;
    const rows = group.coupon_enabled ? await listClaimableCodes(deps.sql, group.group_id, viewer.user.user_id, nowIso(deps.clock)) : [];
    return sendData(c, ClaimableCouponList, rows);
  },

  /** A code claims once per user; claiming it again says so. */
  async claim(c: ViewerContext, code: string) {
    const { coupon, fresh } = await claim(c, code);
    if (!fresh) throw apiErrors.rejected('coupon code already claimed', ErrorCode.couponAlreadyClaimed);
    return sendData(c, CouponClaim, { message: 'claim success' as const, coupon: toCoupon(coupon) });
  },

  /** Checkout: claims the code if needed and hands back the coupon to use. */
  async apply(c: ViewerContext, code: string) {
    return sendData(c, Coupon, toCoupon((await claim(c, code)).coupon));
  },
};
