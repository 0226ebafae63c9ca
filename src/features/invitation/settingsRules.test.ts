import { describe, expect, it } from 'vitest';
import { BONUS_PERCENT_MAX, bonusPercentProblem, percentOfRate, rateOfPercent } from './settingsRules';

describe('the invitation bonus rate, typed as a percentage (0–50%, the server keeps 0–0.5)', () => {
  it.each([
    ['10', null],
    ['0', null],
    ['50', null],
    [' 12.5 ', null],
    ['12.25', null],
    ['12.250', null],
    ['12.255', 'places'],
    ['50.01', 'max'],
    ['100', 'max'],
    ['-5', 'number'],
    ['ten', 'number'],
    ['1e1', 'number'],
    ['', 'number'],
    ['10%', 'number'],
  ])('%j → %s', (raw, problem) => {
    expect(bonusPercentProblem(raw)).toBe(problem);
  });

  it('converts exactly both ways', () => {
    expect(BONUS_PERCENT_MAX).toBe('50');
    expect(rateOfPercent('10')).toBe('0.1');
    expect(rateOfPercent('12.25')).toBe('0.1225');
    expect(rateOfPercent('0')).toBe('0');
    expect(rateOfPercent('50')).toBe('0.5');
    expect(percentOfRate('0.1225')).toBe('12.25');
    expect(percentOfRate('0.5')).toBe('50');
    expect(percentOfRate(undefined)).toBe('10');
  });
});
