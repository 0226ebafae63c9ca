import type { CsvValue } from '../../../contract/csv';
import { USER_STAT_SERIES, type ProfitStatAsset, type UserStatDay, type UserStatSeries } from '../../../contract/stats';
import type { ProfitRow } from './chart';

// The tables' rows as CSV cells (the "Download CSV" buttons): the header as the table shows it, then a
// line per day, oldest first, dates as YYYY-MM-DD and amounts as the exact decimals.

export function userCsvRows(days: readonly UserStatDay[], header: { date: string; series: Record<UserStatSeries, string> }): CsvValue[][] {
  return [
    [header.date, ...USER_STAT_SERIES.map((s) => header.series[s])],
    ...days.map((d) => [d.date, ...USER_STAT_SERIES.map((s) => d[s])]),
  ];
}

export function profitCsvRows(
  rows: readonly ProfitRow[], assets: readonly ProfitStatAsset[], header: { date: string; orders: string; value: string },
): CsvValue[][] {
  return [
    [header.date, ...assets.map((a) => a.symbol), header.orders, header.value],
    ...rows.map((r) => [r.date, ...assets.map((a) => r.amounts[a.asset_id] || '0'), r.orders, r.value_cny]),
  ];
}

/** The file a table is saved as: `{group}-{what}-{start}-{end}.csv`. */
export const csvFileName = (group: string, what: string, start: string, end: string) => `${group}-${what}-${start}-${end}.csv`;
