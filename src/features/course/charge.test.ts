import { describe, expect, it } from 'vitest';
import { courseChargeText } from './charge';

describe('courseChargeText', () => {
  const usdt = { asset_id: '4d8c508b-91c5-375b-92b0-ee702ed2dac5', symbol: 'USDT', price_cny: '7.20', precision: 8 };
  const fiat = [
    { asset_id: 'cny', symbol: 'CNY', price_cny: '1.00' },
    { asset_id: 'usd', symbol: 'USD', price_cny: '7.20' },
    { asset_id: 'jpy', symbol: 'JPY', price_cny: '0.048' },
  ];
  const assets = [usdt, ...fiat];

  it('names a crypto asset by its symbol, exactly, with its value in the person’s currency', () => {
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '9.90' }, assets, 'usd')).toBe('9.9 USDT ≈ $9.90');
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '9.90' }, assets, 'cny')).toBe('9.9 USDT ≈ ¥71.28');
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '0.1' }, assets, 'jpy')).toBe('0.1 USDT ≈ ¥15');
  });

  it('shows a fiat price in the person’s currency with its symbol and places', () => {
    expect(courseChargeText({ asset_id: 'usd', amount: '9.9' }, assets, 'usd')).toBe('$9.90');
    expect(courseChargeText({ asset_id: 'usd', amount: '9.9' }, assets, 'cny')).toBe('¥71.28');
    expect(courseChargeText({ asset_id: 'jpy', amount: '1200' }, assets, 'usd')).toBe('$8.00');
    // Before the prices arrive, in its own currency.
    expect(courseChargeText({ asset_id: 'jpy', amount: '1200' }, undefined, 'usd')).toBe('¥1,200');
  });

  it('shows the bare amount while the asset is unknown', () => {
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '9.90' }, undefined, 'usd')).toBe('9.9');
  });
});
