export { CouponCard, type CouponCardProps } from './components/CouponCard';
export { CouponSelector, type CouponSelectorProps } from './components/CouponSelector';
export { applyCouponCode, claimCoupon, fetchCoupon, fetchCoupons } from './api';
export {
  bestCoupon, bestCouponByPrice, channelForCoupon, couponProblem, couponStatus, couponWorth, discountPercent, isCouponUsable, voucherPrice,
  type CouponAsset, type CouponChannel, type CouponProblem, type CouponStatus, type CouponUse,
} from './logic';
export { COUPON_SERVER_MESSAGES, couponProblemText } from './messages';
export { myCoupons, rememberCoupon, type CouponCodeOutcome } from './model';
export type { Coupon, CouponType } from '../../../contract/coupon';
