import { describe, expect, it } from 'vitest';
import {
  channelTakesAsset, couponAmountProblem, couponCodeProblem, couponExpiryProblem, couponFitProblem, normaliseCouponCode,
} from './couponAdmin';

const USDT = { asset_id: 'usdt-id', kind: 'crypto' };
const CNY = { asset_id: 'cny', kind: 'fiat' };
const RC = { asset_id: 'rc', kind: 'fiat' };
const USD = { asset_id: 'usd', kind: 'fiat' };

describe('coupon codes', () => {
  it('are 4 to 20 upper-case letters and digits once trimmed and upper-cased', () => {
    expect(normaliseCouponCode('  spring25 ')).toBe('SPRING25');
    expect(couponCodeProblem('SPRING25')).toBeNull();
    expect(couponCodeProblem('ABCD')).toBeNull();
    expect(couponCodeProblem('ABC')).toBe('length');
    expect(couponCodeProblem('A'.repeat(21))).toBe('length');
    expect(couponCodeProblem('SPRING-25')).toBe('characters');
    expect(couponCodeProblem('spring25')).toBe('characters');
    expect(couponCodeProblem('ÄPFEL')).toBe('characters');
  });
});

describe('coupon amounts', () => {
  const places = (precision: number) => ({ precision, price_cny: '1' });
  it('a discount is the rate still paid: above 0, below 1, at most 4 places', () => {
    expect(couponAmountProblem('DISCOUNT', '0.75', places(8))).toBeNull();
    expect(couponAmountProblem('DISCOUNT', '0.8775', places(0))).toBeNull();
    expect(couponAmountProblem('DISCOUNT', '0.87750', places(0))).toBeNull();
    expect(couponAmountProblem('DISCOUNT', '0.87755', places(8))).toBe('places');
    for (const amount of ['0', '1', '1.0', '2']) expect(couponAmountProblem('DISCOUNT', amount, places(8))).toBe('range');
    for (const amount of ['', '.5', '-0.5', '8e-1', '0,5']) expect(couponAmountProblem('DISCOUNT', amount, places(8))).toBe('format');
  });

  it('a voucher is above 0 with at most the asset’s places', () => {
    expect(couponAmountProblem('VOUCHER', '5', places(2))).toBeNull();
    expect(couponAmountProblem('VOUCHER', '12.50', places(2))).toBeNull();
    expect(couponAmountProblem('VOUCHER', '12.505', places(2))).toBe('places');
    expect(couponAmountProblem('VOUCHER', '100.5', places(0))).toBe('places');
    expect(couponAmountProblem('VOUCHER', '0.00', places(2))).toBe('range');
  });

  it('a voucher is at most the asset’s maximum, in the one syntax of amounts (issue 22)', () => {
    const usdt = { precision: 8, price_cny: '7.20' };
    expect(couponAmountProblem('VOUCHER', '13000000', usdt)).toBeNull();
    expect(couponAmountProblem('VOUCHER', '13000000.1', usdt)).toBe('too_large');
    expect(couponAmountProblem('VOUCHER', '99999999999999999999999999999999999999', usdt)).toBe('too_large');
    for (const amount of [' 5', '5 ', '+5', '5.', '05']) expect(couponAmountProblem('VOUCHER', amount, usdt)).toBe('format');
    expect(couponAmountProblem('DISCOUNT', '99999999999999999999999999999999999999', usdt)).toBe('range');
  });
});

describe('coupon expiry', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is an ISO date-time ahead of now, within 3660 days', () => {
    expect(couponExpiryProblem('2026-03-01T23:59:59.999Z', now)).toBeNull();
    expect(couponExpiryProblem('2026-03-01T12:00:00Z', now)).toBe('past');
    expect(couponExpiryProblem('2036-03-10T00:00:00Z', now)).toBe('too_far');
    expect(couponExpiryProblem('tomorrow', now)).toBe('format');
    expect(couponExpiryProblem('2026-13-45T00:00:00Z', now)).toBe('format');
  });
});

describe('what a coupon can pay for', () => {
  const membership = [
    { channel: 'mixin' as const, asset_id: 'USDT-ID' },
    { channel: 'wechat' as const, asset_id: 'cny' },
  ];
  it('the payment method must charge in the asset', () => {
    expect(channelTakesAsset('mixin', USDT)).toBe(true);
    expect(channelTakesAsset('mixin', CNY)).toBe(false);
    expect(channelTakesAsset('wechat', CNY)).toBe(true);
    expect(channelTakesAsset('alipay', USDT)).toBe(false);
    expect(channelTakesAsset('reborn', RC)).toBe(true);
    expect(couponFitProblem(CNY, 'mixin', null)).toBe('channel_asset');
    // Any method: some method must take it (nothing charges in US dollars).
    expect(couponFitProblem(USD, null, null)).toBe('channel_asset');
    expect(couponFitProblem(RC, null, null)).toBeNull();
  });

  it('a product must be payable in the asset, on the method when one is named (assets compare case-insensitively)', () => {
    expect(couponFitProblem(USDT, null, membership)).toBeNull();
    expect(couponFitProblem(USDT, 'mixin', membership)).toBeNull();
    expect(couponFitProblem(CNY, 'wechat', membership)).toBeNull();
    expect(couponFitProblem(CNY, 'alipay', membership)).toBe('product_channel');
    expect(couponFitProblem(RC, null, membership)).toBe('product_channel');
  });
});
