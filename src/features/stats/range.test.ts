import { describe, expect, it } from 'vitest';
import { customRangeProblem, presetOf, presetRange, rangeDays, rangeKey, rangeOfKey, statToday } from './range';

const NOW = Date.parse('2026-03-01T23:30:00Z');

describe('date ranges', () => {
  it('counts presets back from today (UTC), today included', () => {
    expect(statToday(NOW)).toBe('2026-03-01');
    expect(presetRange(7, NOW)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(presetRange(30, NOW)).toEqual({ start: '2026-01-31', end: '2026-03-01' });
    expect(rangeDays(presetRange(365, NOW))).toBe(365);
  });

  it('knows a preset again, and a range not ending today as custom', () => {
    expect(presetOf(presetRange(90, NOW), NOW)).toBe(90);
    expect(presetOf({ start: '2026-02-23', end: '2026-02-28' }, NOW)).toBeNull();
    expect(presetOf({ start: '2026-02-25', end: '2026-03-01' }, NOW)).toBeNull();
  });

  it('checks a custom range as the server does', () => {
    expect(customRangeProblem(null, '2026-03-01')).toBe('start');
    expect(customRangeProblem('2026-03-01', '')).toBe('end');
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe('start');
    expect(customRangeProblem('2026-03-02', '2026-03-01')).toBe('order');
    expect(customRangeProblem('2025-02-28', '2026-03-01')).toBe('too_long');
    expect(customRangeProblem('2025-03-01', '2026-03-01')).toBeNull();
    expect(customRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(customRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('keys a range for the resource, and reads it back', () => {
    expect(rangeOfKey(rangeKey({ start: '2026-01-01', end: '2026-01-31' }))).toEqual({ start: '2026-01-01', end: '2026-01-31' });
  });
});
