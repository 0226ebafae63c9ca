import { add, toFixed } from '../../../contract/money';
import {
  statDays, USER_STAT_SERIES, type ProfitStat, type ProfitStatAsset, type UserStat, type UserStatCounts, type UserStatDay,
  type UserStatSeries,
} from '../../../contract/stats';

// The statistics as the chart and the tables want them: API rows → every day of the range (missing
// days as zero), uPlot's column arrays ([x, ...one array per series]), totals. Plain functions.

/** uPlot's data: the x values (seconds), then one array of y values per series. */
export type ChartColumns = number[][];

/**
 * Where a day goes on the chart's time axis: its local midnight in seconds. The chart's labels are in
 * the viewer's time zone, so the UTC day the server counted is labelled with its own date.
 */
export function dayTimestamp(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!).getTime() / 1000;
}

const ZERO: UserStatCounts = { new: 0, paid: 0, renewed: 0, active: 0, churned: 0 };

/** Every day of the stat's range, oldest first; a day the answer lacks counts zero. */
export function fillUserDays(stat: UserStat): UserStatDay[] {
  const given = new Map(stat.days.map((day) => [day.date, day]));
  return statDays(stat.start, stat.end).map((date) => given.get(date) || { date, ...ZERO });
}

export interface UserTotals extends UserStatCounts {
  /** Active members on an average day, rounded. */
  activeAverage: number;
}

export function userTotals(days: readonly UserStatDay[]): UserTotals {
  const totals = { ...ZERO };
  for (const day of days) for (const series of USER_STAT_SERIES) totals[series] += day[series];
  return { ...totals, activeAverage: days.length > 0 ? Math.round(totals.active / days.length) : 0 };
}

/** [x, ...the shown series] in USER_STAT_SERIES order. */
export function userChartData(days: readonly UserStatDay[], shown: readonly UserStatSeries[]): ChartColumns {
  const series = USER_STAT_SERIES.filter((s) => shown.indexOf(s) >= 0);
  return [days.map((d) => dayTimestamp(d.date)), ...series.map((s) => days.map((d) => d[s]))];
}

/** One day of income: each asset's amount (in its precision), the orders and their value in CNY. */
export interface ProfitRow {
  date: string;
  amounts: Record<string, string>;
  orders: number;
  value_cny: string;
}

/** The assets a filter keeps: all, or the one picked (none when it had no income in the range). */
export function filteredAssets(stat: ProfitStat, assetId: string | null): ProfitStatAsset[] {
  return assetId ? stat.assets.filter((a) => a.asset_id === assetId) : stat.assets;
}

const zeroIn = (precision: number) => toFixed('0', precision);

/** Every day of the range, oldest first, with the kept assets' income (zero where there was none). */
export function profitRows(stat: ProfitStat, assets: readonly ProfitStatAsset[]): ProfitRow[] {
  const kept = new Map(assets.map((a) => [a.asset_id, a]));
  const byDate = new Map<string, ProfitRow>();
  const empty = (date: string): ProfitRow => {
    const amounts: Record<string, string> = {};
    for (const a of assets) amounts[a.asset_id] = zeroIn(a.precision);
    return { date, amounts, orders: 0, value_cny: '0.00' };
  };
  for (const day of stat.days) {
    if (!kept.has(day.asset_id)) continue;
    const row = byDate.get(day.date) || empty(day.date);
    row.amounts[day.asset_id] = day.amount;
    row.orders += day.orders;
    row.value_cny = toFixed(add(row.value_cny, day.value_cny), 2);
    byDate.set(day.date, row);
  }
  return statDays(stat.start, stat.end).map((date) => byDate.get(date) || empty(date));
}

export interface ProfitTotals {
  amounts: Record<string, string>;
  orders: number;
  value_cny: string;
}

/** The rows' sums, exactly. */
export function profitTotals(rows: readonly ProfitRow[], assets: readonly ProfitStatAsset[]): ProfitTotals {
  const amounts: Record<string, string> = {};
  for (const a of assets) amounts[a.asset_id] = zeroIn(a.precision);
  let orders = 0;
  let value = '0';
  for (const row of rows) {
    for (const a of assets) amounts[a.asset_id] = toFixed(add(amounts[a.asset_id]!, row.amounts[a.asset_id] || '0'), a.precision);
    orders += row.orders;
    value = add(value, row.value_cny);
  }
  return { amounts, orders, value_cny: toFixed(value, 2) };
}

/** [x, one series per kept asset: that day's value in CNY]. */
export function profitChartData(stat: ProfitStat, rows: readonly ProfitRow[], assets: readonly ProfitStatAsset[]): ChartColumns {
  const values = new Map<string, number>();
  for (const day of stat.days) values.set(`${day.date} ${day.asset_id}`, Number(day.value_cny));
  return [rows.map((r) => dayTimestamp(r.date)), ...assets.map((a) => rows.map((r) => values.get(`${r.date} ${a.asset_id}`) || 0))];
}

/** The first row with the highest value, or null when every value is zero (or there are no rows). */
export function peakOf<T>(rows: readonly T[], value: (row: T) => number): T | null {
  let peak: T | null = null;
  let best = 0;
  for (const row of rows) {
    const v = value(row);
    if (v > best) {
      best = v;
      peak = row;
    }
  }
  return peak;
}
