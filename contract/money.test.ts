import { describe, expect, it } from 'vitest';
import {
  abs, add, compare, div, isDecimal, isValidAmount, isZero, max, mul, normalize, round, sub, toFixed,
} from './money';

describe('money: parsing and normal form', () => {
  it('normalises leading and trailing zeros, signs and exponents', () => {
    expect(normalize('001.2300')).toBe('1.23');
    expect(normalize('-0.000')).toBe('0');
    expect(normalize('+5')).toBe('5');
    expect(normalize('.5')).toBe('0.5');
    expect(normalize('5.')).toBe('5');
    expect(normalize('1e-8')).toBe('0.00000001');
    expect(normalize('1.5E+3')).toBe('1500');
    expect(normalize(1e-7)).toBe('0.0000001');
    expect(normalize(' 12.5 ')).toBe('12.5');
  });

  it('rejects what is not a number', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '1,000', '0x10', '--1', '1e', 'NaN', 'Infinity', '1e99999']) {
      expect(isDecimal(bad), bad).toBe(false);
      expect(() => normalize(bad)).toThrow(TypeError);
    }
    expect(isDecimal(NaN)).toBe(false);
    expect(isDecimal(Infinity)).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });
});

describe('money: arithmetic', () => {
  it('adds without float error', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add(0.1, 0.2)).toBe('0.3');
    expect(add('0.00000001', '0.99999999')).toBe('1');
    expect(add('-1.5', '1.5')).toBe('0');
    expect(add('-1.5', '0.25')).toBe('-1.25');
    expect(add('999999999999999999.99', '0.01')).toBe('1000000000000000000');
  });

  it('subtracts, crossing zero', () => {
    expect(sub('0.3', '0.1')).toBe('0.2');
    expect(sub('1', '1.000000000001')).toBe('-0.000000000001');
    expect(sub('-2', '-3')).toBe('1');
    expect(sub('100', '0.01')).toBe('99.99');
  });

  it('multiplies exactly, beyond double precision', () => {
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(mul('0.07', '100')).toBe('7');
    expect(mul('123456789.123456789', '987654321.987654321')).toBe(
      '121932631356500531.347203169112635269',
    );
    expect(mul('-2.5', '4')).toBe('-10');
    expect(mul('-2.5', '-4')).toBe('10');
    expect(mul('0', '-4')).toBe('0');
  });

  it('divides with half-up rounding at the requested scale', () => {
    expect(div('1', '3', 8)).toBe('0.33333333');
    expect(div('2', '3', 8)).toBe('0.66666667');
    expect(div('10', '4', 0)).toBe('3');
    expect(div('-10', '4', 0)).toBe('-3');
    expect(div('0.3', '0.1', 2)).toBe('3');
    expect(div('7.2', '0.036', 4)).toBe('200');
    expect(div('1', '8', 2)).toBe('0.13');
    expect(() => div('1', '0', 2)).toThrow(RangeError);
    expect(() => div('1', '0.000', 2)).toThrow(RangeError);
  });

  it('compares numerically, not lexically', () => {
    expect(compare('10', '9')).toBe(1);
    expect(compare('0.10', '0.1')).toBe(0);
    expect(compare('-0', '0')).toBe(0);
    expect(compare('-1', '-0.5')).toBe(-1);
    expect(compare('-1', '0.5')).toBe(-1);
    expect(compare('0.0001', '0.00009999')).toBe(1);
    expect(max('1.5', '2')).toBe('2');
    expect(max(sub('3', '5'), '0')).toBe('0');
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.001')).toBe(false);
    expect(abs('-3.10')).toBe('3.1');
  });
});

describe('money: rounding', () => {
  it('rounds half-up where floats get it wrong', () => {
    // 1.005 is 1.00499999… as a double, so Number.toFixed gives 1.00.
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(round('1.005', 2)).toBe('1.01');
    expect(round('1.004999', 2)).toBe('1');
    expect(round('0.125', 2)).toBe('0.13');
    expect(round('-1.005', 2)).toBe('-1.01');
    expect(round('9.999', 2)).toBe('10');
    expect(round('0.0000000049', 8)).toBe('0');
    expect(round('0.000000005', 8)).toBe('0.00000001');
    expect(round('12.5', 0)).toBe('13');
    expect(round('12.34', 5)).toBe('12.34');
    expect(() => round('1', -1)).toThrow(RangeError);
    expect(() => round('1', 1.5)).toThrow(RangeError);
  });

  it('pads to a fixed number of places', () => {
    expect(toFixed('1.5', 2)).toBe('1.50');
    expect(toFixed('3', 2)).toBe('3.00');
    expect(toFixed('2.499', 0)).toBe('2');
    expect(toFixed('-0.001', 2)).toBe('0.00');
    expect(toFixed('0.1', 8)).toBe('0.10000000');
  });
});

describe('money: isValidAmount', () => {
  it('accepts non-negative numbers only', () => {
    expect(isValidAmount('0')).toBe(true);
    expect(isValidAmount('0.00000001')).toBe(true);
    expect(isValidAmount('123456789012345678901234567890')).toBe(true);
    expect(isValidAmount(12.5)).toBe(true);
    expect(isValidAmount('-0')).toBe(true);
    expect(isValidAmount('-0.01')).toBe(false);
    expect(isValidAmount(-1)).toBe(false);
    expect(isValidAmount('')).toBe(false);
    expect(isValidAmount('ten')).toBe(false);
    expect(isValidAmount(undefined)).toBe(false);
    expect(isValidAmount(NaN)).toBe(false);
  });
});
