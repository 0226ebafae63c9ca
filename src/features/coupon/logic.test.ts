import { describe, expect, it } from 'vitest';
import { couponFixture } from '../../../test/fixtures/coupon';
import { ASSET, assetsFixture } from '../../../test/fixtures/order';
import {
  bestCoupon, channelForCoupon, couponProblem, couponProductId, couponsForProduct, couponStatus, couponWorth, discountPercent,
  groupMyCoupons, isCouponUsable, myCouponProblem, voucherPrice, type CouponChannel,
} from './logic';

const NOW = Date.parse('2024-06-01T00:00:00Z');
const LATER = '2024-07-01T00:00:00Z';
const EARLIER = '2024-05-01T00:00:00Z';
const wechat: CouponChannel = { channel: 'wechat', asset_id: ASSET.cny };
const walletBtc: CouponChannel = { channel: 'mixin', asset_id: ASSET.btc };
const walletUsdt: CouponChannel = { channel: 'mixin', asset_id: ASSET.usdt };
const use = (channel: CouponChannel | null, productId: string | null = 'prod-member') => ({ productId, channel, now: NOW });

describe('couponStatus', () => {
  it('expired takes precedence over INIT and USED', () => {
    expect(couponStatus({ state: 'INIT', expired_at: EARLIER }, NOW)).toBe('expired');
    expect(couponStatus({ state: 'USED', expired_at: EARLIER }, NOW)).toBe('expired');
    expect(couponStatus({ state: 'USED', expired_at: LATER }, NOW)).toBe('used');
    expect(couponStatus({ state: 'INIT', expired_at: LATER }, NOW)).toBe('valid');
  });

  it('counts the expiry instant itself and an unreadable date as expired', () => {
    expect(couponStatus({ state: 'INIT', expired_at: new Date(NOW).toISOString() }, NOW)).toBe('expired');
    expect(couponStatus({ state: 'INIT', expired_at: 'soon' }, NOW)).toBe('expired');
  });
});

describe('couponProblem', () => {
  const coupon = couponFixture({ expired_at: LATER });

  it('is usable when unused, unexpired, for the product and in the payment asset', () => {
    expect(couponProblem(coupon, use(wechat))).toBeNull();
    expect(isCouponUsable(coupon, use(wechat))).toBe(true);
  });

  it('used or expired: not available, whatever else holds', () => {
    expect(couponProblem({ ...coupon, state: 'USED' }, use(wechat))).toBe('not_available');
    expect(couponProblem({ ...coupon, expired_at: EARLIER }, use(null))).toBe('not_available');
  });

  it('held by another unpaid order: reserved, on any channel, and never the best coupon', () => {
    const held = couponFixture({ expired_at: LATER, reserved_order_id: 'order-other' });
    expect(couponProblem(held, use(wechat))).toBe('reserved');
    expect(channelForCoupon(held, [wechat, walletBtc], { productId: 'prod-member', now: NOW })).toBeNull();
    expect(bestCoupon([held], use(wechat), assetsFixture())).toBeNull();
    expect(couponProblem({ ...held, reserved_order_id: null }, use(wechat))).toBeNull();
  });

  it('another product: unsupported product; a coupon for any product fits all', () => {
    const other = { ...coupon, product_id: 'prod-pack' };
    expect(couponProblem(other, use(wechat))).toBe('unsupported_product');
    expect(couponProblem({ ...coupon, product_id: 'prod-member' }, use(wechat))).toBeNull();
    expect(couponProblem(other, use(wechat, null))).toBeNull();
  });

  it('no payment method yet: requires a channel first', () => {
    expect(couponProblem(coupon, use(null))).toBe('requires_channel');
  });

  it('the asset must equal the payment asset, case-insensitively', () => {
    expect(couponProblem(coupon, use(walletBtc))).toBe('unsupported_pay_method');
    expect(couponProblem({ ...coupon, asset_id: ASSET.cny.toUpperCase() }, use(wechat))).toBeNull();
  });

  it('a coupon naming a payment method works only on it', () => {
    const walletOnly = couponFixture({ asset_id: ASSET.btc, pay_method: 'mixin', expired_at: LATER });
    expect(couponProblem(walletOnly, use(walletBtc))).toBeNull();
    const cnyWalletOnly = { ...coupon, pay_method: 'alipay' as const };
    expect(couponProblem(cnyWalletOnly, use(wechat))).toBe('unsupported_pay_method');
    expect(couponProblem(cnyWalletOnly, use({ channel: 'alipay', asset_id: ASSET.cny }))).toBeNull();
  });
});

describe('channelForCoupon', () => {
  it('finds the first channel the coupon can pay on, or null', () => {
    const btc = couponFixture({ asset_id: ASSET.btc, expired_at: LATER });
    expect(channelForCoupon(btc, [wechat, walletUsdt, walletBtc], { productId: null, now: NOW })).toBe(walletBtc);
    expect(channelForCoupon(btc, [wechat, walletUsdt], { productId: null, now: NOW })).toBeNull();
  });
});

describe('best coupon', () => {
  const assets = assetsFixture();

  it('worth is amount times the asset price in CNY', () => {
    expect(couponWorth({ amount: '0.00005', asset_id: ASSET.btc }, assets)).toBe('24');
    expect(couponWorth({ amount: '20.00', asset_id: ASSET.cny }, assets)).toBe('20');
    expect(couponWorth({ amount: '1', asset_id: 'unknown' }, assets)).toBe('0');
  });

  it('picks the largest worth among the coupons that match', () => {
    const small = couponFixture({ coupon_id: 'small', amount: '5.00', expired_at: LATER });
    const big = couponFixture({ coupon_id: 'big', amount: '20.00', expired_at: LATER });
    const expiredBigger = couponFixture({ coupon_id: 'old', amount: '50.00', expired_at: EARLIER });
    const btcBiggest = couponFixture({ coupon_id: 'btc', asset_id: ASSET.btc, amount: '0.001', expired_at: LATER });
    const list = [small, expiredBigger, big, btcBiggest];
    expect(bestCoupon(list, use(wechat), assets)!.coupon_id).toBe('big');
    expect(bestCoupon(list, use(walletBtc), assets)!.coupon_id).toBe('btc');
    expect(bestCoupon(list, use(walletUsdt), assets)).toBeNull();
  });

  it('compares exactly, not as floats, and keeps the first on a tie', () => {
    const a = couponFixture({ coupon_id: 'a', amount: '0.30000000000000001', expired_at: LATER });
    const b = couponFixture({ coupon_id: 'b', amount: '0.3', expired_at: LATER });
    const c = couponFixture({ coupon_id: 'c', amount: '0.3', expired_at: LATER });
    expect(bestCoupon([b, a], use(wechat), assets)!.coupon_id).toBe('a');
    expect(bestCoupon([b, c], use(wechat), assets)!.coupon_id).toBe('b');
  });
});

describe('display', () => {
  it('a discount shows 100 × (1 − amount) percent off', () => {
    expect(discountPercent('0.8')).toBe('20');
    expect(discountPercent('0.80')).toBe('20');
    expect(discountPercent('0.7')).toBe('30');
    expect(discountPercent('0.875')).toBe('12.5');
    expect(discountPercent('0.9')).toBe('10');
    expect(discountPercent('1')).toBe('0');
    expect(discountPercent('abc')).toBeNull();
  });

  it('a voucher price is the price less the voucher, clamped at zero', () => {
    expect(voucherPrice('43.20', '20.00')).toBe('23.2');
    expect(voucherPrice('0.3', '0.1')).toBe('0.2');
    expect(voucherPrice('10', '10')).toBe('0');
    expect(voucherPrice('10', '200')).toBe('0');
  });
});

describe('my coupons (issue 13 point 2)', () => {
  const usableLater = couponFixture({ coupon_id: 'later', expired_at: '2024-09-01T00:00:00Z' });
  const usableSooner = couponFixture({ coupon_id: 'sooner', expired_at: LATER });
  const held = couponFixture({ coupon_id: 'held', expired_at: '2024-08-01T00:00:00Z', reserved_order_id: 'order-1' });
  const used = couponFixture({ coupon_id: 'used', state: 'USED', expired_at: LATER });
  const expired = couponFixture({ coupon_id: 'expired', expired_at: EARLIER });
  const usedThenExpired = couponFixture({ coupon_id: 'used-expired', state: 'USED', expired_at: '2024-04-01T00:00:00Z' });
  const all = [usedThenExpired, usableLater, used, expired, held, usableSooner];

  it('groups usable, used and expired, expiry winning over used', () => {
    const groups = groupMyCoupons(all, NOW);
    expect(groups.usable.map((c) => c.coupon_id)).toEqual(['sooner', 'held', 'later']);
    expect(groups.used.map((c) => c.coupon_id)).toEqual(['used']);
    expect(groups.expired.map((c) => c.coupon_id)).toEqual(['expired', 'used-expired']);
  });

  it('gives the §5 reason a coupon of mine cannot be used now', () => {
    expect(myCouponProblem(usableSooner, NOW)).toBeNull();
    expect(myCouponProblem(held, NOW)).toBe('reserved');
    expect(myCouponProblem(used, NOW)).toBe('not_available');
    expect(myCouponProblem(expired, NOW)).toBe('not_available');
  });

  it('keeps for a product the usable coupons for it or for any product, none held', () => {
    const forPack = couponFixture({ coupon_id: 'pack', expired_at: LATER, product_id: 'prod-pack' });
    const anyProduct = couponFixture({ coupon_id: 'any', expired_at: LATER, product_id: null });
    const list = [forPack, anyProduct, held, expired, used];
    expect(couponsForProduct(list, 'prod-pack', NOW).map((c) => c.coupon_id)).toEqual(['pack', 'any']);
    expect(couponsForProduct(list, 'prod-member', NOW).map((c) => c.coupon_id)).toEqual(['any']);
  });

  it('uses a coupon on its own product, or on the entry product when it fits any', () => {
    expect(couponProductId({ product_id: 'prod-pack' }, 'prod-member')).toBe('prod-pack');
    expect(couponProductId({ product_id: null }, 'prod-member')).toBe('prod-member');
    expect(couponProductId({ product_id: null }, null)).toBeNull();
  });
});
