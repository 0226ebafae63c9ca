import { dayjs } from '../../lib/dates';
import { compare, mul, normalize, sub } from '../../../contract/money';
import {
  COUPON_CLAIMS_MAX, COUPON_DESCRIPTION_MAX, COUPON_NAME_MAX, couponAmountProblem, couponCodeProblem, couponExpiryProblem,
  couponFitProblem, normaliseCouponCode, type CouponBatchCreate,
} from '../../../contract/couponAdmin';
import type { CouponType } from '../../../contract/coupon';
import type { PaymentChannel, ProductChannel } from '../../../contract/product';

// The coupon batch form (issue 14, admin/coupon): what it holds as typed, the rules it breaks (the
// server's, contract/couponAdmin.ts) and the request it becomes.

export type CouponBatchForm = {
  name: string;
  description: string;
  kind: CouponType;
  /** DISCOUNT: the percentage off as typed ("25" for 25% off, §9: 100 × (1 − rate)). */
  percent: string;
  /** VOUCHER: the value off in the asset. */
  amount: string;
  asset_id: string;
  /** '' for any product. */
  product_id: string;
  /** '' for any payment method. */
  pay_method: PaymentChannel | '';
  /** The last day it can be used (YYYY-MM-DD, local): it ends at that day's end. */
  expiry: string | null;
  limited: boolean;
  max_claims: string;
  /** Let the server make the code up. */
  generate: boolean;
  code: string;
  advertised: boolean;
};

export type CouponFormField = 'name' | 'description' | 'percent' | 'amount' | 'asset_id' | 'expiry' | 'max_claims' | 'code';
export type CouponFormProblem =
  | 'required' | 'too_long' | 'percent' | 'amount' | 'places' | 'too_large' | 'channel_asset' | 'product_channel' | 'expiry' | 'expiry_too_far'
  | 'claims' | 'code_length' | 'code_characters';
export type CouponFormProblems = Partial<Record<CouponFormField, CouponFormProblem>>;

/** An asset as the form needs it. */
export interface CouponFormAsset {
  asset_id: string;
  symbol: string;
  precision: number;
  /** What bounds a voucher (contract/amount.ts assetAmountMax); without it, the largest amount of any asset. */
  price_cny?: string;
  kind?: string;
}

/** A form asset as contract/amount.ts bounds its amounts. */
export const couponAmountAsset = (asset: CouponFormAsset | undefined) =>
  ({ precision: asset ? asset.precision : 8, price_cny: asset && asset.price_cny ? asset.price_cny : '0' });

/** A product as the form needs it: how it can be paid. */
export interface CouponFormProduct {
  product_id: string;
  channels: readonly Pick<ProductChannel, 'channel' | 'asset_id'>[];
}

export function emptyCouponForm(assetId = ''): CouponBatchForm {
  return {
    name: '', description: '', kind: 'DISCOUNT', percent: '', amount: '', asset_id: assetId, product_id: '', pay_method: '',
    expiry: null, limited: false, max_claims: '', generate: true, code: '', advertised: true,
  };
}

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/** The rate still paid for a percentage off: 25 → 0.75. Exact (contract/money.ts). */
export const rateForPercent = (percent: string) => normalize(sub('1', mul(percent.trim(), '0.01')));

/** The end of the chosen day, local time, as the server stores expiries. */
export const expiryIso = (day: string) => dayjs(day).endOf('day').toISOString();

/**
 * Every rule the form breaks, by field (the server's rules, contract/couponAdmin.ts): a name, a
 * percentage off above 0 and below 100 with 2 decimals or a voucher within the asset's places, an
 * asset the payment method (and the product) can be paid in, a last day from today on, a claim limit
 * of 1–100,000, a typed code of 4–20 letters and digits.
 */
export function couponFormProblems(
  form: CouponBatchForm, assets: readonly CouponFormAsset[], products: readonly CouponFormProduct[], nowMs: number,
): CouponFormProblems {
  const found: CouponFormProblems = {};
  const name = form.name.trim();
  if (!name) found.name = 'required';
  else if (name.length > COUPON_NAME_MAX) found.name = 'too_long';
  if (form.description.trim().length > COUPON_DESCRIPTION_MAX) found.description = 'too_long';
  const asset = assets.filter((a) => a.asset_id === form.asset_id)[0];
  if (!asset) found.asset_id = 'required';
  if (form.kind === 'DISCOUNT') {
    const percent = form.percent.trim();
    if (!PERCENT.test(percent) || compare(percent, '0') <= 0) found.percent = 'percent';
  } else {
    const problem = couponAmountProblem('VOUCHER', form.amount.trim(), couponAmountAsset(asset));
    if (problem) found.amount = (problem === 'places' && asset) || problem === 'too_large' ? problem : 'amount';
  }
  if (asset) {
    const product = products.filter((p) => p.product_id === form.product_id)[0];
    const fit = couponFitProblem(asset, form.pay_method || null, product ? product.channels : null);
    if (fit) found.asset_id = fit;
  }
  if (!form.expiry) found.expiry = 'expiry';
  else {
    const problem = couponExpiryProblem(expiryIso(form.expiry), nowMs);
    if (problem) found.expiry = problem === 'too_far' ? 'expiry_too_far' : 'expiry';
  }
  if (form.limited) {
    const claims = form.max_claims.trim();
    if (!/^\d{1,6}$/.test(claims) || Number(claims) < 1 || Number(claims) > COUPON_CLAIMS_MAX) found.max_claims = 'claims';
  }
  if (!form.generate) {
    const problem = couponCodeProblem(normaliseCouponCode(form.code));
    if (problem) found.code = problem === 'length' ? 'code_length' : 'code_characters';
  }
  return found;
}

/** The request for a form that passes the rules. */
export function couponBatchBody(form: CouponBatchForm): CouponBatchCreate {
  return {
    code: form.generate ? null : normaliseCouponCode(form.code),
    name: form.name.trim(),
    description: form.description.trim(),
    type: form.kind,
    amount: form.kind === 'DISCOUNT' ? rateForPercent(form.percent) : normalize(form.amount.trim()),
    asset_id: form.asset_id,
    product_id: form.product_id || null,
    pay_method: form.pay_method || null,
    expired_at: expiryIso(form.expiry!),
    max_claims: form.limited ? Number(form.max_claims.trim()) : null,
    advertised: form.advertised,
  };
}

export type CouponBatchState = 'active' | 'ended' | 'used_up';

/** Ended wins (its coupons cannot be used either); then all claimed when a limit is reached. */
export function couponBatchState(batch: { expired_at: string; max_claims: number | null; usage: { claimed: number } }, nowMs: number): CouponBatchState {
  if (!(Date.parse(batch.expired_at) > nowMs)) return 'ended';
  return batch.max_claims !== null && batch.usage.claimed >= batch.max_claims ? 'used_up' : 'active';
}
