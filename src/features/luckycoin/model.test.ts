import { describe, expect, it } from 'vitest';
import { luckycoinProblem, maxSharesOf, minimumInAsset, type LuckycoinDraft, type LuckycoinLimits } from './model';
import { assetsFixture, ASSET } from '../../../test/fixtures/order';

const usdt = assetsFixture().find((a) => a.asset_id === ASSET.usdt)!;
const jpy = assetsFixture().find((a) => a.asset_id === ASSET.jpy)!;
const draft = (patch: Partial<LuckycoinDraft> = {}): LuckycoinDraft => ({
  assetId: ASSET.usdt, amount: '1', shares: '3', mode: 'random', greeting: 'Hi', ...patch,
});
const limits = (patch: Partial<LuckycoinLimits> = {}): LuckycoinLimits => ({
  asset: usdt, usdPriceCny: '7.20', maxShares: 1000, minUsd: '0.1', ...patch,
});

describe('luckycoinProblem (§5)', () => {
  it('accepts a pack within the rules', () => {
    expect(luckycoinProblem(draft(), limits())).toBeNull();
  });

  it('refuses amounts that are not positive decimals or have too many decimals', () => {
    expect(luckycoinProblem(draft({ amount: '' }), limits())?.key).toBe('amount_invalid');
    expect(luckycoinProblem(draft({ amount: '0' }), limits())?.key).toBe('amount_invalid');
    expect(luckycoinProblem(draft({ amount: '1e3' }), limits())?.key).toBe('amount_invalid');
    expect(luckycoinProblem(draft({ amount: '1.000000001' }), limits())).toEqual({ field: 'amount', key: 'amount_decimals', values: { count: 8 } });
  });

  it('bounds the shares by the admin maximum and 1000', () => {
    expect(luckycoinProblem(draft({ shares: '0' }), limits())?.key).toBe('shares_invalid');
    expect(luckycoinProblem(draft({ shares: '2.5' }), limits())?.key).toBe('shares_invalid');
    expect(luckycoinProblem(draft({ shares: '11' }), limits({ maxShares: 10 }))).toEqual({ field: 'shares', key: 'shares_max', values: { max: 10 } });
    expect(maxSharesOf(5000)).toBe(1000);
    expect(maxSharesOf(20)).toBe(20);
    expect(maxSharesOf(undefined)).toBe(1000);
  });

  it('needs at least one smallest unit per share', () => {
    const yen = limits({ asset: jpy, minUsd: '0' });
    expect(luckycoinProblem(draft({ amount: '4', shares: '5' }), yen)).toEqual({ field: 'amount', key: 'below_shares' });
    expect(luckycoinProblem(draft({ amount: '5', shares: '5' }), yen)).toBeNull();
  });

  it('needs the USD minimum, named in the asset rounded up to its precision', () => {
    expect(luckycoinProblem(draft({ amount: '0.09' }), limits())).toEqual({
      field: 'amount', key: 'below_minimum', values: { minimum: '0.1', symbol: 'USDT' },
    });
    expect(luckycoinProblem(draft({ amount: '0.1' }), limits())).toBeNull();
    // Without USD's price the server alone decides.
    expect(luckycoinProblem(draft({ amount: '0.09' }), limits({ usdPriceCny: null }))).toBeNull();
  });

  it('rounds the minimum up, never down', () => {
    // 0.1 USD = 0.72 CNY = 0.0000015 BTC exactly; 1 USD = 7.2 CNY = 0.000015 BTC.
    const btc = { ...usdt, asset_id: 'b', symbol: 'BTC', price_cny: '480000', precision: 5 };
    expect(minimumInAsset('0.1', '7.20', btc)).toBe('0.00001');
    expect(minimumInAsset('1', '7.20', btc)).toBe('0.00002');
  });
});
