import { describe, expect, it } from 'vitest';
import { chartBars, chartSummary } from './chart';

const days = [
  { period: '2026-11-01', count: 2 },
  { period: '2026-11-02', count: 0 },
  { period: '2026-11-03', count: 4 },
  { period: '2026-11-04', count: 4 },
];

describe('the statistics chart', () => {
  it('sums the periods up for its text alternative', () => {
    expect(chartSummary(days)).toEqual({ periods: 4, from: '2026-11-01', to: '2026-11-04', total: 10, max: 4, at: '2026-11-03' });
    expect(chartSummary([])).toBeNull();
  });

  it('scales the bars to the highest, side by side, zeros flat', () => {
    const bars = chartBars(days, 10, 2, 100);
    expect(bars.map((b) => [b.x, b.y, b.height])).toEqual([[0, 50, 50], [12, 100, 0], [24, 0, 100], [36, 0, 100]]);
    expect(chartBars([{ period: 'p', count: 0 }], 10, 2, 100)[0]!.height).toBe(0);
  });
});
