import { describe, expect, test } from 'vitest';
import { periodStart, tipMinimum } from './tip.service';

const USD = { asset_id: 'usd', price_cny: '7.2', precision: 2 };
const asset = (price_cny: string, precision: number) => ({ asset_id: 'x', price_cny, precision });

describe('tipMinimum', () => {
  test('converts USD through price_cny, exactly when it divides', () => {
    expect(tipMinimum('0.1', USD, asset('7.20', 8))).toBe('0.10000000');
    expect(tipMinimum('0.1', USD, asset('3', 2))).toBe('0.24');
    expect(tipMinimum('0.1', USD, asset('0.048', 0))).toBe('15');
    expect(tipMinimum('0.1', USD, asset('480000.00', 8))).toBe('0.00000150');
  });

  test('rounds up to the asset\'s precision, never below the minimum', () => {
    // 0.72 / 7 = 0.10285…: half-up would give 0.10, below the minimum.
    expect(tipMinimum('0.1', USD, asset('7', 2))).toBe('0.11');
    expect(tipMinimum('0.1', USD, asset('0.7', 2))).toBe('1.03');
    expect(tipMinimum('0.1', USD, asset('0.05', 0))).toBe('15');
    expect(tipMinimum('0.1', USD, asset('0.0499', 0))).toBe('15');
    expect(tipMinimum('1', USD, asset('7.19999999', 8))).toBe('1.00000001');
  });

  test('a zero minimum is zero', () => {
    expect(tipMinimum('0', USD, asset('7', 2))).toBe('0.00');
  });
});

describe('periodStart', () => {
  test('week: Monday 00:00 UTC; month: the 1st; all: null', () => {
    expect(periodStart('week', Date.UTC(2026, 2, 11, 12))).toBe('2026-03-09T00:00:00.000Z');
    expect(periodStart('week', Date.UTC(2026, 2, 9, 0))).toBe('2026-03-09T00:00:00.000Z');
    expect(periodStart('week', Date.UTC(2026, 2, 8, 23, 59))).toBe('2026-03-02T00:00:00.000Z');
    expect(periodStart('week', Date.UTC(2026, 2, 1, 5))).toBe('2026-02-23T00:00:00.000Z');
    expect(periodStart('month', Date.UTC(2026, 2, 11, 12))).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart('all', Date.UTC(2026, 2, 11))).toBeNull();
  });
});
