import { describe, expect, it } from 'vitest';
import { tipAmountProblem, tipMinimum, tipPresets } from './model';

describe('the kudos minimum (as the server reckons it)', () => {
  it('converts the USD minimum through price_cny, exactly, rounded up to the asset’s precision', () => {
    expect(tipMinimum('0.1', '7.20', { price_cny: '7.20', precision: 8 })).toBe('0.10000000');
    expect(tipMinimum('0.1', '7.20', { price_cny: '480000', precision: 8 })).toBe('0.00000150');
    // 0.72 / 7 = 0.102857142…: never below the minimum, so up to the next unit.
    expect(tipMinimum('0.1', '7.20', { price_cny: '7', precision: 8 })).toBe('0.10285715');
    expect(tipMinimum('0.1', '7.20', { price_cny: '0.048', precision: 0 })).toBe('15');
    expect(tipMinimum('0.1', null, { price_cny: '7', precision: 8 })).toBeNull();
  });

  it('offers multiples of the minimum and names what is wrong with a typed amount', () => {
    expect(tipPresets('0.10000000', 8)).toEqual(['0.1', '0.5', '1', '5']);
    const usdt = { price_cny: '7.20', precision: 8 };
    expect(tipAmountProblem('', usdt, '0.1')).toBe('empty');
    expect(tipAmountProblem('1,5', usdt, '0.1')).toBe('invalid');
    expect(tipAmountProblem('0', usdt, '0.1')).toBe('invalid');
    expect(tipAmountProblem('0.123', { price_cny: '1', precision: 2 }, '0.1')).toBe('precision');
    expect(tipAmountProblem('0.09999999', usdt, '0.10000000')).toBe('low');
    expect(tipAmountProblem(' 0.1 ', usdt, '0.10000000')).toBeNull();
    // Issue 22: the one syntax, and at most the asset's maximum (13,000,000 USDT).
    for (const typed of ['+1', '.5', '5.', '01']) expect(tipAmountProblem(typed, usdt, '0.1')).toBe('invalid');
    expect(tipAmountProblem('13000000.00000001', usdt, '0.1')).toBe('too_large');
    expect(tipAmountProblem('13000000', usdt, '0.1')).toBeNull();
  });
});
