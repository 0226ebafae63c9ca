import { describe, expect, it } from 'vitest';
import {
  dateRange,
  defaultDate,
  firstAllowedTime,
  hourOptions,
  isDateAllowed,
  isDateString,
  isDateTimeAllowed,
  minuteOptions,
} from './dateLimits';

// A fixed "now": 2024-05-10 14:25:40 local time.
const NOW = new Date(2024, 4, 10, 14, 25, 40);
const enabled = (opts: { value: number; disabled: boolean }[]) => opts.filter((o) => !o.disabled).map((o) => o.value);

describe('isDateString', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2023-02-29')).toBe(false);
    expect(isDateString('2024-2-9')).toBe(false);
    expect(isDateString('')).toBe(false);
  });
});

describe('date limits', () => {
  it('allows any date without limits', () => {
    expect(dateRange({}, NOW)).toEqual({ min: undefined, max: undefined });
    expect(isDateAllowed('1990-01-01', {}, NOW)).toBe(true);
  });

  it('minToday: today or later', () => {
    expect(dateRange({ minToday: true }, NOW).min).toBe('2024-05-10');
    expect(isDateAllowed('2024-05-09', { minToday: true }, NOW)).toBe(false);
    expect(isDateAllowed('2024-05-10', { minToday: true }, NOW)).toBe(true);
    expect(isDateAllowed('2030-01-01', { minToday: true }, NOW)).toBe(true);
  });

  it('min: on or after a date', () => {
    const limits = { min: '2024-06-01' };
    expect(isDateAllowed('2024-05-31', limits, NOW)).toBe(false);
    expect(isDateAllowed('2024-06-01', limits, NOW)).toBe(true);
  });

  it('min and minToday together: the later one wins', () => {
    expect(dateRange({ minToday: true, min: '2024-01-01' }, NOW).min).toBe('2024-05-10');
    expect(dateRange({ minToday: true, min: '2024-07-01' }, NOW).min).toBe('2024-07-01');
  });

  it('min and max: a two-date range, both ends included', () => {
    const limits = { min: '2024-06-01', max: '2024-06-30' };
    expect(dateRange(limits, NOW)).toEqual({ min: '2024-06-01', max: '2024-06-30' });
    expect(isDateAllowed('2024-06-30', limits, NOW)).toBe(true);
    expect(isDateAllowed('2024-07-01', limits, NOW)).toBe(false);
  });

  it('opens on today, or the nearest allowed date', () => {
    expect(defaultDate({}, NOW)).toBe('2024-05-10');
    expect(defaultDate({ min: '2024-06-01' }, NOW)).toBe('2024-06-01');
    expect(defaultDate({ max: '2024-01-31' }, NOW)).toBe('2024-01-31');
  });
});

describe('time limits', () => {
  it('leaves every hour and minute open on an unlimited day', () => {
    expect(enabled(hourOptions('2024-05-10', {}, NOW))).toHaveLength(24);
    expect(enabled(minuteOptions('2024-05-10', 0, {}, NOW))).toHaveLength(60);
  });

  it('today with minToday: no hour or minute before now', () => {
    const limits = { minToday: true };
    expect(enabled(hourOptions('2024-05-10', limits, NOW))[0]).toBe(14);
    expect(enabled(minuteOptions('2024-05-10', 14, limits, NOW))[0]).toBe(25);
    expect(enabled(minuteOptions('2024-05-10', 15, limits, NOW))).toHaveLength(60);
    expect(isDateTimeAllowed('2024-05-10', 14, 24, limits, NOW)).toBe(false);
    expect(isDateTimeAllowed('2024-05-10', 14, 25, limits, NOW)).toBe(true);
  });

  it('a later day with minToday is not limited', () => {
    expect(enabled(hourOptions('2024-05-11', { minToday: true }, NOW))).toHaveLength(24);
  });

  it('the min date: no time before the min time', () => {
    const limits = { min: '2024-06-01T09:30' };
    expect(enabled(hourOptions('2024-06-01', limits, NOW))[0]).toBe(9);
    expect(enabled(minuteOptions('2024-06-01', 9, limits, NOW))[0]).toBe(30);
    expect(enabled(minuteOptions('2024-06-01', 10, limits, NOW))).toHaveLength(60);
    expect(enabled(hourOptions('2024-06-02', limits, NOW))).toHaveLength(24);
  });

  it('the max date: no time after the max time', () => {
    const limits = { max: '2024-06-30T18:15' };
    expect(enabled(hourOptions('2024-06-30', limits, NOW)).pop()).toBe(18);
    expect(enabled(minuteOptions('2024-06-30', 18, limits, NOW)).pop()).toBe(15);
  });

  it('a date outside the range has no allowed time', () => {
    expect(enabled(hourOptions('2024-05-09', { minToday: true }, NOW))).toEqual([]);
    expect(firstAllowedTime('2024-05-09', { minToday: true }, NOW)).toBeNull();
  });

  it('finds the first allowed time', () => {
    expect(firstAllowedTime('2024-05-10', { minToday: true }, NOW)).toEqual({ hour: 14, minute: 25 });
    expect(firstAllowedTime('2024-05-11', { minToday: true }, NOW)).toEqual({ hour: 0, minute: 0 });
  });
});
