import { describe, expect, it } from 'vitest';
import { addYears, exceedsMaxPeriod, remainingYears, renewalAvailability, renewedExpiry } from './model';

const NOW = Date.parse('2024-03-01T00:00:00.000Z');

describe('renewal periods and the maximum (§5)', () => {
  it('adds whole years in UTC like the server (29 February becomes 1 March)', () => {
    expect(addYears('2024-02-29T12:00:00.000Z', 1)).toBe('2025-03-01T12:00:00.000Z');
    expect(addYears('2024-03-01T00:00:00.000Z', 7)).toBe('2031-03-01T00:00:00.000Z');
  });

  it('renews from the current expiry while it runs, and from now once it has run out', () => {
    expect(renewedExpiry('2025-03-01T00:00:00.000Z', 2, NOW)).toBe('2027-03-01T00:00:00.000Z');
    expect(renewedExpiry('2023-06-01T00:00:00.000Z', 2, NOW)).toBe('2026-03-01T00:00:00.000Z');
  });

  it('says how many years the membership already runs, to one decimal', () => {
    expect(remainingYears('2027-03-01T00:00:00.000Z', NOW)).toBe(3);
    expect(remainingYears('2024-09-01T00:00:00.000Z', NOW)).toBe(0.5);
    expect(remainingYears('2020-01-01T00:00:00.000Z', NOW)).toBe(0);
  });

  it('refuses a period that carries the membership past the maximum from now, and only that', () => {
    // Three years left, a maximum of 5: 1 and 2 more years fit, 3 does not.
    const expiry = '2027-03-01T00:00:00.000Z';
    expect(exceedsMaxPeriod(expiry, 1, 5, NOW)).toBe(false);
    expect(exceedsMaxPeriod(expiry, 2, 5, NOW)).toBe(false);
    expect(exceedsMaxPeriod(expiry, 3, 5, NOW)).toBe(true);
    expect(exceedsMaxPeriod(expiry, 7, 5, NOW)).toBe(true);
  });

  it('counts a membership that has run out from now', () => {
    expect(exceedsMaxPeriod('2020-01-01T00:00:00.000Z', 5, 5, NOW)).toBe(false);
    expect(exceedsMaxPeriod('2020-01-01T00:00:00.000Z', 7, 5, NOW)).toBe(true);
  });

  it('refuses nothing when the maximum is not known (the server still checks)', () => {
    expect(exceedsMaxPeriod('2030-01-01T00:00:00.000Z', 7, undefined, NOW)).toBe(false);
  });
});

describe('renewalAvailability (§2)', () => {
  it('offers renewal only when the group enables it and the membership expires', () => {
    expect(renewalAvailability(true, '2025-01-01T00:00:00Z')).toBe('available');
    expect(renewalAvailability(false, '2025-01-01T00:00:00Z')).toBe('disabled');
    expect(renewalAvailability(true, null)).toBe('no_expiry');
    expect(renewalAvailability(false, null)).toBe('disabled');
  });
});
