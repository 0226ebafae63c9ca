import { array, enums, literal, nullable, number, optional, string, type, type Infer } from './struct';
import { PaymentChannel } from './product';

export const CouponType = enums(['DISCOUNT', 'VOUCHER']);
export type CouponType = Infer<typeof CouponType>;

/** A coupon reserved by an unpaid order stays INIT until that order is paid (then USED) or ends. */
export const CouponState = enums(['INIT', 'USED']);
export type CouponState = Infer<typeof CouponState>;

/** What a coupon gives: the same for a claimable code and for the coupon claiming it makes. */
const COUPON_TERMS = {
  /** The payment asset the coupon works with (compared case-insensitively). */
  asset_id: string(),
  /**
   * Decimal string. DISCOUNT: the fraction still paid ('0.8' is shown as 20% off, 100 × (1 − amount)).
   * VOUCHER: the value taken off, in asset_id.
   */
  amount: string(),
  type: CouponType,
  /** ISO-8601; an expired coupon is unusable whatever its state (and a code is no longer claimable). */
  expired_at: string(),
  name: string(),
  description: string(),
  /** null: any product. */
  product_id: nullable(string()),
  product_name: nullable(string()),
  /** null: any payment channel. */
  pay_method: nullable(PaymentChannel),
};

export const Coupon = type({
  coupon_id: string(),
  ...COUPON_TERMS,
  state: CouponState,
  /**
   * The unpaid order of the person's that holds this unused coupon, or null. Reopening the
   * checkout for that order's product reuses the order with its coupon; any other order cannot
   * take it until that one is paid, cancelled, replaced or expires (30 minutes after creation).
   */
  reserved_order_id: optional(nullable(string())),
});
export type Coupon = Infer<typeof Coupon>;
export const CouponList = array(Coupon);

/** POST /coupons/claim answer: the new coupon; the client shows its own 'claim success' toast. */
export const CouponClaim = type({ message: literal('claim success'), coupon: Coupon });
export type CouponClaim = Infer<typeof CouponClaim>;

/**
 * GET /coupons/claimable: a code the group advertises to its members that the caller can claim now
 * (unexpired, not used up, not claimed by them yet), for POST /coupons/claim?code=.
 */
export const ClaimableCoupon = type({
  code: string(),
  ...COUPON_TERMS,
  /** The asset's symbol ('USDT'). */
  symbol: string(),
  /** Claims left before the code runs out; null: no limit. */
  claims_left: nullable(number()),
});
export type ClaimableCoupon = Infer<typeof ClaimableCoupon>;
/** Soonest to expire first. */
export const ClaimableCouponList = array(ClaimableCoupon);
