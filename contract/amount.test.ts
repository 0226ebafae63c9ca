import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX, AMOUNT_MAX_CNY, AMOUNT_MAX_DECIMALS, AmountText, amountProblem, amountProblemMessage, assetAmountMax,
  assetAmountProblem,
} from './amount';
import { compare, isDecimal, mul, normalize } from './money';

// Issue 22 points 8 and 9: the one syntax of every amount on the wire, and its bounds.

// Generated cases from a fixed seed (contract/ tests use no package beyond vitest): mulberry32.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const RUNS = 500;
const next = random(22);
const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
const pick = (from: string) => from[int(0, from.length - 1)]!;
const digits = (count: number, first = '0123456789') =>
  Array.from({ length: count }, (_, i) => pick(i === 0 ? first : '0123456789')).join('');
/** A canonical amount: no leading zeros, 0–8 decimals, at most 13 integer digits. */
const plainAmount = () => {
  const whole = int(0, 4) === 0 ? '0' : digits(int(1, 13), '123456789');
  const fraction = int(0, 2) === 0 ? '' : digits(int(1, 8));
  return fraction ? `${whole}.${fraction}` : whole;
};
const PRINTABLE = ' +-.,eE0123456789０１\n\t\u00a0';
const anyText = () => Array.from({ length: int(0, 24) }, () => pick(PRINTABLE)).join('');
const cases = <T>(make: () => T): T[] => Array.from({ length: RUNS }, make);

describe('amountProblem: the one syntax', () => {
  it('takes plain decimals', () => {
    for (const ok of ['0', '1', '12', '0.5', '0.00030000', '480000.00', '10.10', '1000000000000']) {
      expect(amountProblem(ok, { allowZero: true }), ok).toBeNull();
    }
  });

  it('refuses spaces, signs, exponents, bare points, leading zeros and anything else', () => {
    for (const bad of [
      ' 1', '1 ', ' 0.5\n', '\t2', '1\u00a0', '\u30001', '+1', '-1', '.5', '5.', '.', '1e2', '1E-2', '1,5', '1.2.3', '01', '00.5',
      '0x10', 'NaN', 'Infinity', '１', '1_000', '٣',
    ]) {
      expect(amountProblem(bad), JSON.stringify(bad)).toBe('format');
    }
    expect(amountProblem('')).toBe('empty');
  });

  it('bounds the places, the size and, unless allowed, zero', () => {
    expect(amountProblem('0.123456789')).toBe('places');
    expect(amountProblem('1.005', { places: 2 })).toBe('places');
    // Trailing zeros are no places: "1.50" is 1.5, of a 1-place asset too.
    expect(amountProblem('1.50', { places: 1 })).toBeNull();
    expect(amountProblem('1.0', { places: 0 })).toBeNull();
    expect(amountProblem('0')).toBe('zero');
    expect(amountProblem('0.000')).toBe('zero');
    expect(amountProblem('0', { allowZero: true })).toBeNull();
    expect(amountProblem('1000000000000.00000001')).toBe('too_large');
    expect(amountProblem('99999999999999999999999999999999999999')).toBe('too_large');
    expect(amountProblem('9'.repeat(100_000))).toBe('too_large');
    expect(amountProblem('10.01', { max: '10' })).toBe('too_large');
    expect(amountProblem('10.00', { max: '10' })).toBeNull();
  });

  it('every plain decimal up to the maximum passes and reads as the same number', () => {
    for (const text of cases(plainAmount)) {
      expect(amountProblem(text, { allowZero: true }), text).toBe(compare(text, AMOUNT_MAX) > 0 ? 'too_large' : null);
      expect(isDecimal(text)).toBe(true);
    }
  });

  it('no text it takes has a space, a sign, an exponent or a point at either end', () => {
    const taken = cases(anyText).filter((text) => amountProblem(text, { allowZero: true }) === null);
    expect(taken.length).toBeGreaterThan(0);
    for (const text of taken) {
      expect(text).toMatch(/^(0|[1-9]\d*)(\.\d{1,8})?$/);
      expect(normalize(text)).toBe(normalize(text.trim()));
    }
  });

  it('a plain decimal with a space, a sign or a point added is refused', () => {
    const damage = [(t: string) => ` ${t}`, (t: string) => `${t}\n`, (t: string) => `+${t}`, (t: string) => `-${t}`,
      (t: string) => `${t}.`, (t: string) => (t.includes('.') ? `${t}.1` : `.${t}`), (t: string) => `${t}e0`, (t: string) => `0${t}`];
    for (const text of cases(plainAmount)) {
      const spoilt = damage[int(0, damage.length - 1)]!(text);
      expect(amountProblem(spoilt, { allowZero: true }), JSON.stringify(spoilt)).toBe('format');
    }
  });
});

describe('assetAmountMax: the most of an asset a request may carry', () => {
  it('is worth at most 100 million yuan at the asset price, in two significant digits', () => {
    expect(assetAmountMax({ precision: 8, price_cny: '480000.00' })).toBe('200');
    expect(assetAmountMax({ precision: 8, price_cny: '7.20' })).toBe('13000000');
    expect(assetAmountMax({ precision: 2, price_cny: '1.00' })).toBe(AMOUNT_MAX_CNY);
    expect(assetAmountMax({ precision: 0, price_cny: '0.048' })).toBe('2000000000');
    expect(assetAmountMax({ precision: 8, price_cny: '300000000' })).toBe('0.33');
  });

  it('never falls below one unit of the asset nor rises above the wire maximum', () => {
    expect(assetAmountMax({ precision: 0, price_cny: '300000000' })).toBe('1');
    expect(assetAmountMax({ precision: 8, price_cny: '0.0000000001' })).toBe(AMOUNT_MAX);
    // An asset without a price is bounded by the wire maximum alone.
    expect(assetAmountMax({ precision: 8, price_cny: '0' })).toBe(AMOUNT_MAX);
    expect(assetAmountMax({ precision: 8, price_cny: '' })).toBe(AMOUNT_MAX);
  });

  it('for any price and precision: within the ceiling, within the asset places, at most two significant digits', () => {
    for (const [price_cny, precision] of cases(() => [normalize(`${int(1, 10 ** 9)}e-${int(0, 8)}`), int(0, AMOUNT_MAX_DECIMALS)] as const)) {
      const max = assetAmountMax({ precision, price_cny });
      expect(amountProblem(max, { places: precision }), `${price_cny} ${precision}`).toBeNull();
      expect(max.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length).toBeLessThanOrEqual(2);
      // Worth at most the ceiling, unless one unit of the asset is already worth more.
      const unit = precision === 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`;
      expect(compare(max, unit) === 0 || compare(mul(max, price_cny), AMOUNT_MAX_CNY) <= 0, `${price_cny} ${precision}`).toBe(true);
    }
  });

  it('assetAmountProblem applies the asset places and maximum', () => {
    const btc = { precision: 8, price_cny: '480000.00' };
    expect(assetAmountProblem('200', btc)).toBeNull();
    expect(assetAmountProblem('200.00000001', btc)).toBe('too_large');
    expect(assetAmountProblem('0.000000001', btc)).toBe('places');
    expect(assetAmountProblem('1.005', { precision: 2, price_cny: '1' })).toBe('places');
  });
});

describe('AmountText (the struct of every amount field) and its messages', () => {
  it('takes what amountProblem takes, zero included; says what is wrong without quoting the text', () => {
    expect(is('0', AmountText)).toBe(true);
    expect(is('12.5', AmountText)).toBe(true);
    for (const bad of [' 1', '+1', '.5', '5.', '99999999999999999999999999999999999999', 1, null]) expect(is(bad, AmountText)).toBe(false);
    expect(amountProblemMessage('too_large', { max: '200', unit: 'BTC' })).toBe('at most 200 BTC');
    expect(amountProblemMessage('places', { places: 2, unit: 'CNY' })).toBe('at most 2 decimal places for CNY');
    expect(amountProblemMessage('format', {})).toMatch(/^expected a plain decimal such as "12\.5"/);
  });
});
