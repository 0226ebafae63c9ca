import { describe, expect, test } from 'vitest';
import { toFixed } from '../../contract/money';
import { convertAmount, roundTo } from './price';

const btc = { asset_id: 'btc', price_cny: '480000.00', precision: 8 };
const usdt = { asset_id: 'usdt', price_cny: '7.20', precision: 8 };
const cny = { asset_id: 'cny', price_cny: '1.00', precision: 2 };
const jpy = { asset_id: 'jpy', price_cny: '0.048', precision: 0 };

describe('convertAmount', () => {
  test.each([
    ['0.0003', btc, cny, '144.00'],
    ['0.0003', btc, usdt, '20.00000000'],
    ['144', cny, jpy, '3000'],
    ['0.1', cny, usdt, '0.01388889'],
    ['1', usdt, btc, '0.00001500'],
  ])('%s of %o in %o → %s, with no float error', (amount, from, to, expected) => {
    expect(toFixed(roundTo(convertAmount(amount, from, to), to), to.precision)).toBe(expected);
  });

  test('the same asset is passed through untouched', () => {
    expect(convertAmount('0.00030000', btc, btc)).toBe('0.00030000');
  });

  test('rounds half up at the asset precision', () => {
    expect(roundTo('0.125', cny)).toBe('0.13');
    expect(roundTo('0.124999', cny)).toBe('0.12');
    expect(roundTo('2.5', jpy)).toBe('3');
  });
});
