import { dayjs } from './dates';
import { abs, compare, div, isDecimal, mul, normalize, round, toFixed, type Amount } from '../../contract/money';
import type { Currency } from './settings';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** 1536 → "1.50 KB": base 1024, two decimals, B up to YB (§5 Uploads). */
export function formatFileSize(bytes: number): string {
  if (!isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

// --- amounts (§3 Asset, §9 Precision) ---

/** Shown in place of an amount the server sent in a shape we cannot read; never a guessed number. */
export const UNREADABLE_AMOUNT = '--';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { cny: '¥', jpy: '¥', usd: '$' };

// Fiat pseudo-assets and the in-product coin have fixed places; crypto uses 8.
const FIXED_PRECISION: Record<string, number> = { cny: 2, usd: 2, jpy: 0, rc: 2 };
export const CRYPTO_PRECISION = 8;

/** The fields of an asset (§3) that pricing needs. Fiat pseudo-assets use their code as asset_id. */
export interface PricedAsset {
  asset_id: string;
  symbol?: string;
  price_cny: string;
  precision?: number;
}

function fixedPrecision(key: string): number | undefined {
  const p = FIXED_PRECISION[key.toLowerCase()];
  return typeof p === 'number' ? p : undefined;
}

function fixedPlaces(asset: string | PricedAsset): number | undefined {
  if (typeof asset === 'string') return fixedPrecision(asset);
  const byId = fixedPrecision(asset.asset_id);
  return byId === undefined && asset.symbol ? fixedPrecision(asset.symbol) : byId;
}

/**
 * Thousands grouped in the integer part (issue 26 point 8): "1234567.5" → "1,234,567.5". The app's
 * locales all write it so (CLDR: en and zh "1,234.5", ja "1,234.5"; "." before the decimals), so
 * one rule serves them; a locale that groups otherwise would add its separator here. Text, not a
 * number: the amount never passes through a float.
 */
export function groupThousands(text: string): string {
  const m = /^(-?)(\d+)(.*)$/.exec(text);
  return m ? m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + m[3] : text;
}

/** Decimal places for an asset id, symbol or asset: fiat and rc fixed, then the asset's own, else 8. */
export function precisionOf(asset: string | PricedAsset): number {
  const fixed = fixedPlaces(asset);
  if (fixed !== undefined) return fixed;
  const own = typeof asset === 'string' ? undefined : asset.precision;
  return typeof own === 'number' && own >= 0 && Math.floor(own) === own ? own : CRYPTO_PRECISION;
}

/** §9: above 10000 → 2 places, above 1 → 4, above 0.0001 → 8, anything smaller → 12. */
export function defaultDecimals(amount: Amount): number {
  const size = abs(amount);
  if (compare(size, '10000') > 0) return 2;
  if (compare(size, '1') > 0) return 4;
  if (compare(size, '0.0001') > 0) return 8;
  return 12;
}

/**
 * A crypto-style amount: rounded half-up to `decimals` places (by size when not
 * given) with trailing zeros dropped, so 0.1 BTC reads "0.1".
 */
export function formatAmount(amount: Amount, decimals?: number): string {
  if (!isDecimal(amount)) return UNREADABLE_AMOUNT;
  return groupThousands(round(amount, decimals === undefined ? defaultDecimals(amount) : decimals));
}

/** An amount as the server sent it, trimmed and grouped, no rounding ("1,000.5", "0.00012"); "--" when unreadable. */
export function formatPlainAmount(amount: Amount): string {
  return isDecimal(amount) ? groupThousands(normalize(amount)) : UNREADABLE_AMOUNT;
}

/**
 * An amount of a given asset: fiat and rc keep their fixed places ("1,234.00"), crypto is trimmed
 * to its meaningful digits ("2", not "2.00000000"; "0.00012").
 */
export function formatAssetAmount(amount: Amount, asset: string | PricedAsset): string {
  if (!isDecimal(amount)) return UNREADABLE_AMOUNT;
  const fixed = fixedPlaces(asset);
  return groupThousands(fixed === undefined ? round(amount, precisionOf(asset)) : toFixed(amount, fixed));
}

/** "¥12.50", "$0.10", "¥1,235" (jpy has no decimals), "$1,234.50", "-$3.00". */
export function formatMoney(amount: Amount, currency: Currency): string {
  if (!isDecimal(amount)) return UNREADABLE_AMOUNT;
  const text = groupThousands(toFixed(amount, precisionOf(currency)));
  const negative = text.charAt(0) === '-';
  return (negative ? '-' : '') + CURRENCY_SYMBOLS[currency] + (negative ? text.slice(1) : text);
}

/**
 * A value in its own asset, never converted (issue 26 point 8: a coupon's value): fiat with its
 * sign, a whole amount without its zero decimals ("¥8", "¥8.50", "$3"); anything else trimmed with
 * its symbol ("2 USDT", "0.00012 BTC", "10 RC").
 */
export function formatOwnAmount(amount: Amount, asset: string | PricedAsset): string {
  if (!isDecimal(amount)) return UNREADABLE_AMOUNT;
  const known: PricedAsset = typeof asset === 'string' ? { asset_id: asset, price_cny: '' } : asset;
  const fiat = fiatCurrency(known);
  if (fiat) return formatMoney(amount, fiat).replace(/\.0+$/, '');
  const symbol = known.symbol || (typeof asset === 'string' ? asset.toUpperCase() : '');
  return `${groupThousands(round(amount, precisionOf(known)))} ${symbol}`.trim();
}

function findAsset(key: string, assets: readonly PricedAsset[]): PricedAsset | undefined {
  const k = key.toLowerCase();
  for (const a of assets) if (a.asset_id.toLowerCase() === k) return a;
  for (const a of assets) if (a.symbol && a.symbol.toLowerCase() === k) return a;
  return undefined;
}

function priceInCny(key: string, assets: readonly PricedAsset[]): string | null {
  const asset = findAsset(key, assets);
  if (asset) return isDecimal(asset.price_cny) ? asset.price_cny : null;
  // CNY is the unit of price_cny, so its own price is 1 even when the list omits it.
  return key.toLowerCase() === 'cny' ? '1' : null;
}

/**
 * Converts `amount` of one asset into another (a fiat currency or a crypto
 * asset) through their price_cny ratio (§9 checkout conversion), rounded
 * half-up to the target's precision. Exact: no float is involved. Returns
 * null when a price is missing or the target's price is zero.
 */
export function convert(amount: Amount, fromAsset: string, to: string, assets: readonly PricedAsset[]): string | null {
  if (!isDecimal(amount)) return null;
  const target = findAsset(to, assets);
  const places = precisionOf(target || to);
  if (fromAsset.toLowerCase() === to.toLowerCase()) return round(amount, places);
  const fromPrice = priceInCny(fromAsset, assets);
  const toPrice = priceInCny(to, assets);
  if (fromPrice === null || toPrice === null || compare(toPrice, '0') <= 0) return null;
  return div(mul(amount, fromPrice), toPrice, places);
}

function fiatCurrency(asset: PricedAsset): Currency | null {
  for (const key of [asset.asset_id, asset.symbol || '']) {
    const k = key.toLowerCase();
    if (k === 'cny' || k === 'usd' || k === 'jpy') return k;
  }
  return null;
}

/** A price as a member reads it (§9 currencies, issue 10): a headline and what goes beside it. */
export interface MemberPrice {
  /** A fiat value in the member's currency ("$20.00"), or an amount in its own asset ("0.0003 BTC", "144.00 CNY"). */
  main: string;
  /**
   * Beside an amount in its own asset (crypto, rc, or with `charged` a fiat channel's other
   * currency), its value in the member's currency ("$20.00"). Null when the main is already in
   * that currency or no price_cny is known to convert with.
   */
  beside: string | null;
}

/**
 * `amount` of `asset` (an asset, or an id or symbol looked up in `assets`) for a member whose
 * currency is `currency`: fiat is converted into that currency by the price_cny ratio (§9),
 * anything else keeps its own amount with the converted value beside it. Exact decimal
 * arithmetic, one half-up rounding to the currency's places (jpy 0, cny and usd 2). With
 * `charged` (the checkout), a fiat channel's amount in another currency stays the headline, as
 * the channel will ask for it, and its value in the member's currency goes beside it.
 */
export function memberPrice(
  amount: Amount,
  asset: string | PricedAsset,
  currency: Currency,
  assets: readonly PricedAsset[],
  options: { charged?: boolean } = {},
): MemberPrice {
  if (!isDecimal(amount)) return { main: UNREADABLE_AMOUNT, beside: null };
  const known = typeof asset === 'string' ? findAsset(asset, assets) || { asset_id: asset, price_cny: '' } : asset;
  // An asset handed in whole prices itself even when the list does not hold it.
  const converted = convert(amount, known.asset_id, currency, findAsset(known.asset_id, assets) ? assets : assets.concat(known));
  const fiat = fiatCurrency(known);
  if (fiat) {
    if (fiat === currency || converted === null) return { main: formatMoney(amount, fiat), beside: null };
    if (!options.charged) return { main: formatMoney(converted, currency), beside: null };
    // Named by its code: cny and jpy share the yen sign, and this is not the member's currency.
    return { main: `${groupThousands(toFixed(amount, precisionOf(fiat)))} ${fiat.toUpperCase()}`, beside: formatMoney(converted, currency) };
  }
  const symbol = known.symbol || '';
  return {
    main: `${formatAssetAmount(amount, known)} ${symbol}`.trim(),
    beside: converted === null ? null : formatMoney(converted, currency),
  };
}

/** One line for a price: "0.0003 BTC ≈ $20.00", "$9.90". */
export function memberPriceText(price: MemberPrice): string {
  return price.beside ? `${price.main} ≈ ${price.beside}` : price.main;
}

// --- dates and durations ---

export type DateInput = string | number | Date;

/** §3 Coupon expiry and other dates: "2024/03/09" in local time; empty for a value that is not a date. */
export function formatDate(value: DateInput | null | undefined, pattern = 'YYYY/MM/DD'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

export function formatDateTime(value: DateInput | null | undefined): string {
  return formatDate(value, 'YYYY/MM/DD HH:mm');
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** §2 Spotlight stream timer: whole seconds as "00:00:00"; hours keep growing past 99. */
export function formatDuration(totalSeconds: number): string {
  const s = isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

export type TimeUnit = 'minute' | 'hour' | 'day';

/** Whole minutes in the largest unit they fill exactly: 10 → 10 minutes, 60 → 1 hour, 10080 → 7 days, 90 → 90 minutes. */
export function wholeTimeUnits(minutes: number): { count: number; unit: TimeUnit } {
  if (minutes > 0 && minutes % 1440 === 0) return { count: minutes / 1440, unit: 'day' };
  if (minutes > 0 && minutes % 60 === 0) return { count: minutes / 60, unit: 'hour' };
  return { count: minutes, unit: 'minute' };
}
