import { refine, string } from './struct';
import { compare, isDecimal, isZero, mul, div, normalize, sub } from './money';

// The one syntax and the bounds of every amount a request carries (issue 22 points 8 and 9): tips,
// lucky-coin packs, prices, rewards, vouchers, withdrawals, the USD minimums and rates of the group
// settings. money.ts reads decimals leniently for arithmetic; what comes over the wire is held to this.
//
// The choice: the text must already be plain ("12.5": digits with at most one point between them; no
// sign, exponent, spaces, separators or leading zeros). The app's forms trim what a person typed
// before checking and sending it; the server refuses anything else (400 naming the field) rather than
// guess, and stores what it takes in its normal form, never raw text.

/** The most decimal places any amount has (the wallet's assets have 8). */
export const AMOUNT_MAX_DECIMALS = 8;
/** The largest amount of anything a request may carry (before its asset is known): 10^12. */
export const AMOUNT_MAX = '1000000000000';
/**
 * What one amount may be worth, in yuan, at its asset's price_cny: 100 million yuan (about 14 million
 * US dollars). Far above any tip, pack, price or reward, far below what breaks a sum or a display.
 */
export const AMOUNT_MAX_CNY = '100000000';

const INTEGER_DIGITS_MAX = AMOUNT_MAX.length;
const PLAIN_DECIMAL = /^(?:0|[1-9]\d*)(?:\.(\d+))?$/;

export type AmountProblem = 'empty' | 'format' | 'too_large' | 'places' | 'zero';

export interface AmountRule {
  /** Most decimal places, trailing zeros aside (never more than AMOUNT_MAX_DECIMALS written). */
  places?: number;
  /** The largest amount (AMOUNT_MAX when not given, and never above it). */
  max?: string;
  /** Whether 0 is an amount here (a rate may be 0; a tip may not). */
  allowZero?: boolean;
}

/** Why `text` is not an amount under `rule`, or null when it is. Checks the text as given: no trimming. */
export function amountProblem(text: string, rule: AmountRule = {}): AmountProblem | null {
  if (text === '') return 'empty';
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return 'format';
  const fraction = match[1] || '';
  const integerDigits = text.length - (match[1] === undefined ? 0 : fraction.length + 1);
  const max = rule.max !== undefined && compare(rule.max, AMOUNT_MAX) < 0 ? rule.max : AMOUNT_MAX;
  if (integerDigits > INTEGER_DIGITS_MAX || compare(text, max) > 0) return 'too_large';
  if (fraction.length > AMOUNT_MAX_DECIMALS) return 'places';
  if (rule.places !== undefined && fraction.replace(/0+$/, '').length > rule.places) return 'places';
  if (!rule.allowZero && isZero(text)) return 'zero';
  return null;
}

/** What the bound of an asset's amounts needs: its places and its price in yuan. */
export interface AmountAsset {
  precision: number;
  price_cny: string;
}

const powerOfTen = (exponent: number) =>
  exponent >= 0 ? `1${'0'.repeat(exponent)}` : `0.${'0'.repeat(-exponent - 1)}1`;

/** `value` (≥ 0) cut, not rounded, to `places` decimals; a negative `places` cuts integer digits too. */
function truncate(value: string, places: number): string {
  const [integer, fraction = ''] = normalize(value).split('.');
  if (places >= 0) return normalize(fraction.slice(0, places) ? `${integer}.${fraction.slice(0, places)}` : integer);
  const kept = integer.length + places;
  return kept <= 0 ? '0' : integer.slice(0, kept) + '0'.repeat(-places);
}

/** The power of ten of `value`'s first significant digit (value > 0): 0 for 3.2, 2 for 480, -2 for 0.05. */
function leadingExponent(value: string): number {
  const [integer, fraction = ''] = normalize(value).split('.');
  return integer !== '0' ? integer.length - 1 : -(fraction.search(/[1-9]/) + 1);
}

/**
 * The most of an asset one amount may be: worth AMOUNT_MAX_CNY at its price_cny, cut to two
 * significant digits (200 BTC at 480,000 yuan, 13,000,000 USDT at 7.20), to the asset's places and
 * to AMOUNT_MAX; at least one unit of the asset. An asset without a price is bounded by AMOUNT_MAX.
 */
export function assetAmountMax(asset: AmountAsset): string {
  const price = asset.price_cny;
  if (!isDecimal(price) || compare(price, 0) <= 0) return AMOUNT_MAX;
  if (compare(mul(AMOUNT_MAX, price), AMOUNT_MAX_CNY) <= 0) return AMOUNT_MAX;
  const quotient = div(AMOUNT_MAX_CNY, price, AMOUNT_MAX_DECIMALS + 2);
  if (isZero(quotient)) return powerOfTen(-asset.precision);
  // Two significant digits, cut; div rounds half-up, so a cut that still costs too much steps down once.
  const step = leadingExponent(quotient) - 1;
  let most = truncate(quotient, -step);
  if (compare(mul(most, price), AMOUNT_MAX_CNY) > 0) most = sub(most, powerOfTen(step));
  most = truncate(most, asset.precision);
  return isZero(most) ? powerOfTen(-asset.precision) : most;
}

/** An asset's amount: its places, at most assetAmountMax, above 0 unless `allowZero`. */
export function assetAmountProblem(text: string, asset: AmountAsset, allowZero = false): AmountProblem | null {
  return amountProblem(text, { places: asset.precision, max: assetAmountMax(asset), allowZero });
}

/**
 * The server's words for a problem (after "invalid <field>: "); the app says it in the person's
 * language. `unit` names the asset or currency the bound is in.
 */
export function amountProblemMessage(problem: AmountProblem, rule: AmountRule & { unit?: string }): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  switch (problem) {
    case 'empty':
      return 'expected an amount such as "12.5"';
    case 'format':
      return 'expected a plain decimal such as "12.5": digits with at most one point between them, no sign, exponent, spaces or leading zeros';
    case 'too_large':
      return `at most ${rule.max !== undefined ? rule.max : AMOUNT_MAX}${unit}`;
    case 'places':
      return `at most ${rule.places !== undefined ? rule.places : AMOUNT_MAX_DECIMALS} decimal places${unit ? ` for${unit}` : ''}`;
    case 'zero':
      return 'must be above 0';
  }
}

/**
 * Every amount field of a request: the plain syntax, at most AMOUNT_MAX_DECIMALS places and at most
 * AMOUNT_MAX (0 passes: whether it may be 0, its asset's places and maximum are the service's to check).
 */
export const AmountText = refine(string(), 'amount', (value) => {
  const problem = amountProblem(value, { allowZero: true });
  return problem === null || amountProblemMessage(problem, {});
});
