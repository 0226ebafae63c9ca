import { div, mul, round } from '../../contract/money';

/** What the conversion needs to know about an asset. */
export type PricedAsset = { asset_id: string; price_cny: string; precision: number };

// Intermediate results keep this many extra places so only the final rounding loses anything.
const GUARD_DIGITS = 12;

/**
 * `amount` of `from` expressed in `to`, by their price_cny ratio (§9), unrounded beyond
 * `to`'s precision plus guard digits. Callers round once, at the end, with `roundTo`.
 */
export function convertAmount(amount: string, from: PricedAsset, to: PricedAsset): string {
  if (from.asset_id === to.asset_id) return amount;
  return div(mul(amount, from.price_cny), to.price_cny, to.precision + GUARD_DIGITS);
}

/** Rounds half-up to the asset's precision (fiat 2, jpy 0, crypto 8). */
export const roundTo = (amount: string, asset: PricedAsset) => round(amount, asset.precision);
