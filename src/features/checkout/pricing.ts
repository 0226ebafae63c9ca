import { compare, div, isDecimal, mul, round, toFixed } from '../../../contract/money';
import type { Coupon } from '../coupon';
import { voucherPrice } from '../coupon';

/** What pricing needs to know about an asset (§3). */
export interface PriceAsset {
  asset_id: string;
  symbol: string;
  price_cny: string;
  precision: number;
}

// Conversions keep this many places beyond the target's precision, so the one rounding at
// the end is the only one (the server prices the same way).
const GUARD_DIGITS = 12;

export function findPriceAsset<A extends PriceAsset>(assets: readonly A[], assetId: string): A | undefined {
  const id = assetId.toLowerCase();
  for (const asset of assets) if (asset.asset_id.toLowerCase() === id) return asset;
  return undefined;
}

function usable(asset: PriceAsset | undefined): asset is PriceAsset {
  return (
    !!asset &&
    isDecimal(asset.price_cny) &&
    compare(asset.price_cny, '0') > 0 &&
    asset.precision >= 0 &&
    Math.floor(asset.precision) === asset.precision
  );
}

/** `amount` of `from` in `to` by their price_cny ratio (§9), unrounded beyond guard digits. */
export function convertUnrounded(amount: string, from: PriceAsset, to: PriceAsset): string {
  if (from.asset_id.toLowerCase() === to.asset_id.toLowerCase()) return amount;
  return div(mul(amount, from.price_cny), to.price_cny, to.precision + GUARD_DIGITS);
}

export interface SettleInput {
  /** The product's unit price and its asset. */
  priceAmount: string;
  priceAssetId: string;
  quantity: number;
  /** The asset the chosen channel charges in. */
  payAssetId: string;
  coupon: Pick<Coupon, 'type' | 'amount' | 'asset_id'> | null;
}

/**
 * What the person pays on the chosen channel (§9): the price times the quantity, converted to
 * the channel's asset by price_cny, less the coupon (a DISCOUNT multiplies by the fraction
 * still paid, a VOUCHER takes its converted value off, never below zero), rounded half-up to
 * the asset's precision with its places shown. Null when a price is missing.
 */
export function settleAmount(input: SettleInput, assets: readonly PriceAsset[]): string | null {
  const from = findPriceAsset(assets, input.priceAssetId);
  const to = findPriceAsset(assets, input.payAssetId);
  if (!usable(from) || !usable(to) || !isDecimal(input.priceAmount)) return null;
  let amount = convertUnrounded(mul(input.priceAmount, input.quantity), from, to);
  const coupon = input.coupon;
  if (coupon && isDecimal(coupon.amount)) {
    if (coupon.type === 'DISCOUNT') {
      amount = mul(amount, coupon.amount);
    } else {
      const couponAsset = findPriceAsset(assets, coupon.asset_id);
      if (!usable(couponAsset)) return null;
      amount = voucherPrice(amount, convertUnrounded(coupon.amount, couponAsset, to));
    }
  }
  return toFixed(round(amount, to.precision), to.precision);
}
