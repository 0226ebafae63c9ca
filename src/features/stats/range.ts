import { statDayAdd, statDayCount, statDayOf, statRangeProblem, type StatRangeProblem } from '../../../contract/stats';

// The statistics' date ranges: the presets and a custom range, checked as the server checks them
// (contract/stats.ts). Days are UTC days, as the server counts them.

export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** What the screens open with. */
export const DEFAULT_PRESET: RangePreset = 30;

export interface StatRange {
  start: string;
  end: string;
}

/** Today as the server counts days (UTC). */
export const statToday = (nowMs: number = Date.now()): string => statDayOf(nowMs);

/** The last `days` days, today included. */
export function presetRange(days: RangePreset, nowMs: number = Date.now()): StatRange {
  const end = statToday(nowMs);
  return { start: statDayAdd(end, 1 - days), end };
}

/** The preset a range is, if it is one (ending today). */
export function presetOf(range: StatRange, nowMs: number = Date.now()): RangePreset | null {
  if (range.end !== statToday(nowMs)) return null;
  const days = statDayCount(range.start, range.end);
  for (const preset of RANGE_PRESETS) if (preset === days) return preset;
  return null;
}

/** What is wrong with a custom range before it is asked for (a missing date counts as no date). */
export function customRangeProblem(start: string | null, end: string | null): StatRangeProblem | null {
  if (!start) return 'start';
  if (!end) return 'end';
  return statRangeProblem(start, end);
}

/** A range as a resource key, and back. */
export const rangeKey = (range: StatRange): string => `${range.start}_${range.end}`;
export function rangeOfKey(key: string): StatRange {
  const [start = '', end = ''] = key.split('_');
  return { start, end };
}

export const rangeDays = (range: StatRange): number => statDayCount(range.start, range.end);
