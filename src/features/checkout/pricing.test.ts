import { describe, expect, it } from 'vitest';
import { couponFixture } from '../../../test/fixtures/coupon';
import { ASSET, assetsFixture } from '../../../test/fixtures/order';
import { convertUnrounded, settleAmount, type SettleInput } from './pricing';

const assets = assetsFixture();
const base: SettleInput = { priceAmount: '0.00030000', priceAssetId: ASSET.btc, quantity: 1, payAssetId: ASSET.btc, coupon: null };

describe('settleAmount', () => {
  it('in the price asset: the price times the years, in its precision', () => {
    expect(settleAmount(base, assets)).toBe('0.00030000');
    expect(settleAmount({ ...base, quantity: 3 }, assets)).toBe('0.00090000');
  });

  it('converts by the price_cny ratio and rounds once, half-up, to the target precision', () => {
    // 0.0003 BTC × 480000 = 144 CNY; 144 / 7.20 = 20 USDT.
    expect(settleAmount({ ...base, payAssetId: ASSET.cny }, assets)).toBe('144.00');
    expect(settleAmount({ ...base, payAssetId: ASSET.usdt }, assets)).toBe('20.00000000');
    // 144 / 0.048 = 3000 JPY, no decimals.
    expect(settleAmount({ ...base, payAssetId: ASSET.jpy }, assets)).toBe('3000');
    // 10.01 CNY / 7.20 = 1.3902… USD → 1.39; 10.044 / 7.20 = 1.395 exactly → half-up 1.40.
    const cny = { ...base, priceAssetId: ASSET.cny };
    expect(settleAmount({ ...cny, priceAmount: '10.01', payAssetId: ASSET.usd }, assets)).toBe('1.39');
    expect(settleAmount({ ...cny, priceAmount: '10.044', payAssetId: ASSET.usd }, assets)).toBe('1.40');
  });

  it('never drifts like floats do', () => {
    // 0.1 + 0.2 style: 3 × 0.1 CNY is exactly 0.30.
    expect(settleAmount({ ...base, priceAssetId: ASSET.cny, priceAmount: '0.1', quantity: 3, payAssetId: ASSET.cny }, assets)).toBe('0.30');
    expect(convertUnrounded('1', assets[2], assets[3])).toBe('0.13888888888889');
  });

  it('a discount multiplies by the fraction still paid', () => {
    const coupon = couponFixture({ type: 'DISCOUNT', amount: '0.80', asset_id: ASSET.btc });
    expect(settleAmount({ ...base, coupon }, assets)).toBe('0.00024000');
    const cnyDiscount = couponFixture({ type: 'DISCOUNT', amount: '0.85', asset_id: ASSET.cny });
    // 144 × 0.85 = 122.4
    expect(settleAmount({ ...base, payAssetId: ASSET.cny, coupon: cnyDiscount }, assets)).toBe('122.40');
  });

  it('a voucher takes its converted value off, never below zero', () => {
    const cny20 = couponFixture({ type: 'VOUCHER', amount: '20.00', asset_id: ASSET.cny });
    expect(settleAmount({ ...base, payAssetId: ASSET.cny, coupon: cny20 }, assets)).toBe('124.00');
    // 0.00005 BTC voucher on a BTC price: 0.0003 − 0.00005 = 0.00025.
    const btc = couponFixture({ type: 'VOUCHER', amount: '0.00005', asset_id: ASSET.btc });
    expect(settleAmount({ ...base, coupon: btc }, assets)).toBe('0.00025000');
    const huge = couponFixture({ type: 'VOUCHER', amount: '200.00', asset_id: ASSET.rc });
    expect(settleAmount({ ...base, payAssetId: ASSET.rc, coupon: huge }, assets)).toBe('0.00');
  });

  it('is null when a price is missing or zero', () => {
    expect(settleAmount({ ...base, payAssetId: 'unknown' }, assets)).toBeNull();
    const zero = assets.map((a) => (a.asset_id === ASSET.usdt ? { ...a, price_cny: '0' } : a));
    expect(settleAmount({ ...base, payAssetId: ASSET.usdt }, zero)).toBeNull();
  });
});
