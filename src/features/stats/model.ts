import { groupResource, keyedResource } from '../../lib/resource';
import { saveFile } from '../../lib/saveFile';
import { csvText, type CsvValue } from '../../../contract/csv';
import { fetchAdminDashboard, fetchProfitStat, fetchUserStat } from './api';
import { rangeOfKey, type StatRange } from './range';
import { csvFileName } from './tables';

/** Members per day, by range key (`start_end`). */
export const userStat = keyedResource((group: string, key: string) => {
  const { start, end } = rangeOfKey(key);
  return fetchUserStat(group, start, end);
});

/** Income per day and asset, by range key. */
export const profitStat = keyedResource((group: string, key: string) => {
  const { start, end } = rangeOfKey(key);
  return fetchProfitStat(group, start, end);
});

/** The admin portal's landing figures: asked again each time the portal's index shows. */
export const adminDashboard = groupResource(fetchAdminDashboard);

/**
 * Saves a table the screen has loaded as `{group}-{what}-{start}-{end}.csv` (contract/csv.ts: BOM,
 * RFC 4180, the formula guard).
 */
export function downloadCsv(group: string, what: string, range: StatRange, rows: readonly (readonly CsvValue[])[]): void {
  saveFile(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(group, what, range.start, range.end));
}
