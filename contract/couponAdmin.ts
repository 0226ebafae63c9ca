import { array, boolean, nullable, number, object, optional, string, trimmed, type, type Infer } from './struct';
import { boundedInteger, boundedString, boundedText, DATE_TIME_MAX_LENGTH, IdText, queryInteger } from './bounds';
import { CouponType } from './coupon';
import { amountProblem, assetAmountMax, AmountText, type AmountAsset } from './amount';
import { compare } from './money';
import { PAYMENT_CHANNELS, PaymentChannel } from './product';

// The admin's coupon batches (issue 14, admin/coupon): a batch is one claimable coupon code of the
// group (the `coupon_codes` row), each claim of which makes the claimer a coupon. Paths are relative
// to /api/groups/{group}: GET and POST /admin/coupons, PUT /admin/coupons/{code}/advertised,
// POST /admin/coupons/{code}/expire. The field rules below are the server's and the form's alike.

export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 20;
export const COUPON_NAME_MAX = 60;
export const COUPON_DESCRIPTION_MAX = 200;
/** The most claims a limited batch may allow. */
export const COUPON_CLAIMS_MAX = 100_000;
/** A discount's places: the percentage off may have 2 decimals (12.25% off is 0.8775 still paid). */
export const COUPON_RATE_PLACES = 4;
/** How far ahead a batch may expire. */
export const COUPON_EXPIRY_MAX_DAYS = 3660;
/** §9 pages of 20, newest first. */
export const COUPON_BATCH_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a typed code becomes: codes are upper-case (claiming upper-cases what members type too). */
export const normaliseCouponCode = (text: string) => text.trim().toUpperCase();

export type CouponCodeProblem = 'length' | 'characters';

/** A code of COUPON_CODE_MIN to COUPON_CODE_MAX upper-case letters and digits (after normalising). */
export function couponCodeProblem(code: string): CouponCodeProblem | null {
  if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX) return 'length';
  return /^[A-Z0-9]+$/.test(code) ? null : 'characters';
}

export type CouponAmountProblem = 'format' | 'range' | 'places' | 'too_large';

/**
 * A plain decimal (contract/amount.ts). DISCOUNT: the rate still paid, more than 0 and less than 1,
 * at most COUPON_RATE_PLACES places (§9 shows it as 100 × (1 − rate) percent off). VOUCHER: the value
 * taken off, more than 0, at most the asset's places and at most its maximum (assetAmountMax).
 */
export function couponAmountProblem(kind: CouponType, amount: string, asset: AmountAsset): CouponAmountProblem | null {
  const discount = kind === 'DISCOUNT';
  const problem = amountProblem(amount, discount ? { places: COUPON_RATE_PLACES, max: '1' } : { places: asset.precision, max: assetAmountMax(asset) });
  switch (problem) {
    case null:
      return discount && compare(amount, '1') >= 0 ? 'range' : null;
    case 'empty':
    case 'format':
      return 'format';
    case 'zero':
      return 'range';
    case 'too_large':
      return discount ? 'range' : 'too_large';
    case 'places':
      return 'places';
  }
}

export type CouponExpiryProblem = 'format' | 'past' | 'too_far';

/** An ISO date-time after `nowMs` and at most COUPON_EXPIRY_MAX_DAYS ahead. */
export function couponExpiryProblem(expiredAt: string, nowMs: number): CouponExpiryProblem | null {
  const at = Date.parse(expiredAt);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(expiredAt) || isNaN(at)) return 'format';
  if (at <= nowMs) return 'past';
  return at - nowMs > COUPON_EXPIRY_MAX_DAYS * DAY_MS ? 'too_far' : null;
}

type ChannelAsset = { channel: PaymentChannel; asset_id: string };

/** Which assets a channel charges in: WeChat Pay and Alipay yuan, reborn its coin, the wallet crypto. */
export function channelTakesAsset(channel: PaymentChannel, asset: { asset_id: string; kind?: string }): boolean {
  if (channel === 'wechat' || channel === 'alipay') return asset.asset_id === 'cny';
  if (channel === 'reborn') return asset.asset_id === 'rc';
  return asset.kind === 'crypto';
}

export type CouponFitProblem = 'channel_asset' | 'product_channel';

/**
 * Whether a coupon in `asset` on `payMethod` (null: any) can pay for anything: the channel (or some
 * channel) must charge in that asset, and a product (its channels given) must be payable in it, on
 * that channel when named.
 * A coupon pays only in its own asset (§5), so one that fits nowhere could never be used.
 */
export function couponFitProblem(
  asset: { asset_id: string; kind?: string },
  payMethod: PaymentChannel | null,
  productChannels: readonly ChannelAsset[] | null,
): CouponFitProblem | null {
  if (payMethod !== null ? !channelTakesAsset(payMethod, asset) : !PAYMENT_CHANNELS.some((ch) => channelTakesAsset(ch, asset))) {
    return 'channel_asset';
  }
  if (productChannels === null) return null;
  const same = (id: string) => id.toLowerCase() === asset.asset_id.toLowerCase();
  const fits = productChannels.some((ch) => same(ch.asset_id) && (payMethod === null || ch.channel === payMethod));
  return fits ? null : 'product_channel';
}

// ---- answers ----

/** What has become of a batch's coupons: claims made, coupons spent on a payment, coupons that expired unused. */
export const CouponBatchUsage = type({ claimed: number(), used: number(), expired: number() });
export type CouponBatchUsage = Infer<typeof CouponBatchUsage>;

export const CouponBatch = type({
  code: string(),
  name: string(),
  description: string(),
  type: CouponType,
  /** DISCOUNT: the rate still paid; VOUCHER: the value taken off, in asset_id. */
  amount: string(),
  asset_id: string(),
  symbol: string(),
  /** null: any product. */
  product_id: nullable(string()),
  product_name: nullable(string()),
  /** null: any payment method. */
  pay_method: nullable(PaymentChannel),
  expired_at: string(),
  /** null: any number of members may claim it. */
  max_claims: nullable(number()),
  /** Listed to members (GET /coupons/claimable); otherwise a secret code. */
  advertised: boolean(),
  created_at: string(),
  usage: CouponBatchUsage,
});
export type CouponBatch = Infer<typeof CouponBatch>;

export const CouponBatchPage = type({ items: array(CouponBatch), has_more: boolean() });
export type CouponBatchPage = Infer<typeof CouponBatchPage>;

// ---- requests ----

/** GET /admin/coupons?offset&limit (type(): GET carries a random nonce). */
export const CouponBatchQuery = type({
  offset: optional(queryInteger(0, 1_000_000)),
  limit: optional(queryInteger(1, 50)),
});
export type CouponBatchQuery = Infer<typeof CouponBatchQuery>;

/** POST /admin/coupons. Without a code the server makes one up. */
export const CouponBatchCreate = object({
  code: optional(nullable(boundedString(64))),
  name: trimmed(boundedString(COUPON_NAME_MAX, 1)),
  description: optional(trimmed(boundedText(COUPON_DESCRIPTION_MAX))),
  type: CouponType,
  amount: AmountText,
  asset_id: IdText,
  product_id: optional(nullable(IdText)),
  pay_method: optional(nullable(PaymentChannel)),
  expired_at: boundedString(DATE_TIME_MAX_LENGTH, 1),
  max_claims: optional(nullable(boundedInteger(1, COUPON_CLAIMS_MAX))),
  advertised: optional(boolean()),
});
export type CouponBatchCreate = Infer<typeof CouponBatchCreate>;

/** PUT /admin/coupons/{code}/advertised. */
export const CouponBatchAdvertisedBody = object({ advertised: boolean() });
export type CouponBatchAdvertisedBody = Infer<typeof CouponBatchAdvertisedBody>;
