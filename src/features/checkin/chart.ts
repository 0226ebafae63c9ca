import type { CheckinDayCount } from '../../../contract/checkin';

/** What the statistics chart says in words (its accessible summary), or null when there is no period yet. */
export interface CheckinChartSummary {
  periods: number;
  from: string;
  to: string;
  total: number;
  max: number;
  /** The first period with the most check-ins. */
  at: string;
}

export function chartSummary(days: readonly CheckinDayCount[]): CheckinChartSummary | null {
  if (days.length === 0) return null;
  let max = days[0]!;
  let total = 0;
  for (const day of days) {
    total += day.count;
    if (day.count > max.count) max = day;
  }
  return { periods: days.length, from: days[0]!.period, to: days[days.length - 1]!.period, total, max: max.count, at: max.period };
}

export interface CheckinBar {
  period: string;
  count: number;
  x: number;
  y: number;
  height: number;
}

/** Bars of `width` with `gap` between them, scaled so the highest reaches `height` (a zero stays flat). */
export function chartBars(days: readonly CheckinDayCount[], width: number, gap: number, height: number): CheckinBar[] {
  const top = days.reduce((m, d) => Math.max(m, d.count), 0);
  return days.map((d, i) => {
    const h = top > 0 ? Math.round((d.count / top) * height) : 0;
    return { period: d.period, count: d.count, x: i * (width + gap), y: height - h, height: h };
  });
}
