import { describe, expect, it } from 'vitest';
import { maxSharesProblem, usdMinimumProblem } from './communityAdmin';

describe('a USD minimum (tip_min_usd, luckycoin_min_usd; §5, issue 14 point 3)', () => {
  it('takes a plain decimal above 0 with at most 8 decimals, up to 10000', () => {
    for (const ok of ['0.1', '2', '1.50', '0.00000001', '100', '10000']) expect(usdMinimumProblem(ok)).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    expect(usdMinimumProblem('')).toBe('empty');
    expect(usdMinimumProblem('   ')).toBe('invalid');
    // Issue 22: the one syntax of every amount; the form trims what was typed, the server refuses the rest.
    for (const bad of ['-1', 'abc', '1e3', '.5', '5.', '1,5', '0x10', '+2', ' 1', '0.5\n', '007.50']) expect(usdMinimumProblem(bad)).toBe('invalid');
    expect(usdMinimumProblem('0')).toBe('zero');
    expect(usdMinimumProblem('0.000')).toBe('zero');
    expect(usdMinimumProblem('0.000000001')).toBe('precision');
    expect(usdMinimumProblem('10000.00000001')).toBe('too_large');
    expect(usdMinimumProblem('1'.repeat(21))).toBe('too_large');
  });
});

describe('most shares per pack (luckycoin_max_shares; §9)', () => {
  it('takes a whole number from 1 to 1000', () => {
    for (const ok of ['1', '10', ' 1000 ']) expect(maxSharesProblem(ok)).toBeNull();
    for (const bad of ['', '1.5', '-3', 'ten', '1e2']) expect(maxSharesProblem(bad)).toBe('invalid');
    for (const out of ['0', '1001', '99999999999999999999']) expect(maxSharesProblem(out)).toBe('range');
  });
});
