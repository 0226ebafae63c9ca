import { describe, expect, it } from 'vitest';
import { courseChargeText } from './charge';

describe('courseChargeText', () => {
  const usdt = { asset_id: '4d8c508b-91c5-375b-92b0-ee702ed2dac5', symbol: 'USDT', price_cny: '7.1', precision: 8 };
  it('names the asset by its symbol, exactly', () => {
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '9.90' }, [usdt])).toBe('9.9 USDT');
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '0.1' }, [usdt])).toBe('0.1 USDT');
  });
  it('formats fiat with its symbol and places', () => {
    expect(courseChargeText({ asset_id: 'usd', amount: '9.9' })).toBe('$9.90');
    expect(courseChargeText({ asset_id: 'jpy', amount: '1200' })).toBe('¥1200');
  });
  it('shows the bare amount while the asset is unknown', () => {
    expect(courseChargeText({ asset_id: usdt.asset_id, amount: '9.90' })).toBe('9.9');
  });
});
