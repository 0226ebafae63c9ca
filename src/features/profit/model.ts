import { isDecimal, mul, normalize } from '../../../contract/money';
import { PROFIT_MONTH_PATTERN, type ProfitState } from '../../../contract/profit';
import { memberPrice, type PricedAsset } from '../../lib/format';
import { groupResource, keyedResource } from '../../lib/resource';
import type { Currency } from '../../lib/settings';
import { fetchProfitDetail, fetchProfitRevenue, fetchProfits, fetchProfitUserStatus } from './api';

/** My totals and months (GET /profits). */
export const profitOverview = groupResource(fetchProfits);

/** My profit by asset (GET /profits/revenue). */
export const profitRevenue = groupResource(fetchProfitRevenue);

/** What a payout still needs (GET /profits/user_status): read afresh each time, KYC may have moved. */
export const payoutStatus = groupResource(fetchProfitUserStatus);

/** A month's records, or one asset's: keyed by detailKey(). */
export const profitDetails = keyedResource((group: string, key: string) => {
  const [date, assetId] = key.split('|');
  return fetchProfitDetail(group, date!, assetId || null);
});

/** The key of a month (and asset) in profitDetails; null for a date that is no 'YYYY-MM' month. */
export function detailKey(date: string | null | undefined, assetId?: string | null): string | null {
  if (!date || !PROFIT_MONTH_PATTERN.test(date)) return null;
  return assetId ? `${date}|${assetId}` : date;
}

/** §4: claimed shows green, every other state as a warning. */
export function profitTone(state: ProfitState): 'success' | 'warning' {
  return state === 'claimed' ? 'success' : 'warning';
}

/** 'YYYY-MM' as a month in the reader's language: "November 2026", "2026年11月". */
export function formatProfitMonth(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
  } catch {
    return month;
  }
}

/** A rate as a percentage: '0.1' → '10', '0.125' → '12.5' (exact: no float). */
export function ratePercent(rate: string): string {
  return isDecimal(rate) ? normalize(mul(rate, '100')) : rate;
}

/** CNY is priced 1 in CNY even when the list of assets does not hold it. */
const CNY: PricedAsset = { asset_id: 'cny', symbol: 'CNY', price_cny: '1', precision: 2 };

/** A CNY value in the member's currency (§9), exact, rounded once. */
export function profitValue(valueCny: string, currency: Currency, assets: readonly PricedAsset[]): string {
  return memberPrice(valueCny, CNY, currency, assets).main;
}
