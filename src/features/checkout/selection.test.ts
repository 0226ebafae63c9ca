import { describe, expect, it } from 'vitest';
import { couponFixture } from '../../../test/fixtures/coupon';
import { ASSET, assetsFixture, productFixture } from '../../../test/fixtures/order';
import { sortChannels } from './channels';
import { settleAmount } from './pricing';
import {
  bestCouponFor, canEnterCouponCode, chooseChannel, chooseCoupon, initialSelection, selectedCoupon, type SelectionContext,
} from './selection';
import type { Coupon } from '../coupon';

const NOW = Date.parse('2024-06-01T00:00:00Z');
const LATER = '2024-07-01T00:00:00Z';
const channels = sortChannels(productFixture().price.channels);
const [wechat, alipay, walletBtc, walletUsdt, reborn] = channels;

const cny20 = couponFixture({ coupon_id: 'cny20', asset_id: ASSET.cny, amount: '20.00', expired_at: LATER });
const cny5 = couponFixture({ coupon_id: 'cny5', asset_id: ASSET.cny, amount: '5.00', expired_at: LATER });
const btcDiscount = couponFixture({
  coupon_id: 'btc80', asset_id: ASSET.btc, amount: '0.80', type: 'DISCOUNT', expired_at: LATER, product_id: 'prod-member',
});
const rcWechatOnly = couponFixture({ coupon_id: 'rc', asset_id: ASSET.rc, amount: '1', expired_at: LATER, pay_method: 'wechat' });
const used = couponFixture({ coupon_id: 'used', state: 'USED', amount: '99', expired_at: LATER });

function ctx(patch: Partial<SelectionContext> = {}): SelectionContext {
  return {
    channels,
    coupons: [cny5, cny20, btcDiscount, rcWechatOnly, used],
    productId: 'prod-member',
    now: NOW,
    assets: assetsFixture(),
    couponsEnabled: true,
    host: 'wechat',
    // The product's price, 0.0003 BTC a year (144 CNY, 20 USDT at the fixture's prices), as the sheet prices it.
    priceWith: (coupon, channel) => settleAmount({
      priceAmount: productFixture().price.amount, priceAssetId: productFixture().price.asset_id, quantity: 1,
      payAssetId: channel.asset_id, coupon,
    }, assetsFixture()),
    ...patch,
  };
}

describe('channel order', () => {
  it('is wechat, alipay, mixin, then the rest (§9), keeping the product order within a kind', () => {
    expect(channels.map((c) => `${c.channel}/${c.symbol}`)).toEqual([
      'wechat/CNY', 'alipay/CNY', 'mixin/BTC', 'mixin/USDT', 'reborn/RC',
    ]);
    expect(reborn.channel).toBe('reborn');
  });
});

describe('initialSelection', () => {
  it('selects the first channel and the best coupon usable with it', () => {
    expect(initialSelection(ctx())).toEqual({ channel: wechat, couponId: 'cny20' });
  });

  it('opens on a channel that can be finished where the page runs, in the default order among those', () => {
    // Inside WeChat: WeChat Pay. In a plain browser WeChat Pay can only say it is unsupported: Alipay.
    expect(initialSelection(ctx({ host: 'wechat' })).channel).toBe(wechat);
    expect(initialSelection(ctx({ host: 'browser' }))).toEqual({ channel: alipay, couponId: 'cny20' });
    // Inside the wallet app: its own channel, with the best coupon for it.
    expect(initialSelection(ctx({ host: 'wallet' }))).toEqual({ channel: walletBtc, couponId: 'btc80' });
    // In WeChat without WeChat Pay, Alipay is blocked: the wallet.
    expect(initialSelection(ctx({ host: 'wechat', channels: [alipay, walletUsdt] })).channel).toBe(walletUsdt);
    // Nothing that can be finished here: the first, as before.
    expect(initialSelection(ctx({ host: 'browser', channels: [wechat] })).channel).toBe(wechat);
  });

  it('no coupon when none matches, when coupons are off, or without channels', () => {
    expect(initialSelection(ctx({ coupons: [btcDiscount] }))).toEqual({ channel: wechat, couponId: null });
    expect(initialSelection(ctx({ couponsEnabled: false }))).toEqual({ channel: wechat, couponId: null });
    expect(initialSelection(ctx({ channels: [] }))).toEqual({ channel: null, couponId: null });
  });
});

describe('chooseChannel', () => {
  it('keeps a coupon that still matches', () => {
    expect(chooseChannel({ channel: wechat, couponId: 'cny20' }, alipay, ctx())).toEqual({ channel: alipay, couponId: 'cny20' });
  });

  it('clears a coupon that no longer matches', () => {
    expect(chooseChannel({ channel: wechat, couponId: 'cny20' }, walletBtc, ctx())).toEqual({ channel: walletBtc, couponId: null });
    expect(chooseChannel({ channel: walletBtc, couponId: 'btc80' }, walletUsdt, ctx())).toEqual({ channel: walletUsdt, couponId: null });
  });
});

describe('chooseCoupon', () => {
  it('selecting the selected coupon clears it', () => {
    const choice = chooseCoupon({ channel: wechat, couponId: 'cny20' }, cny20, ctx());
    expect(choice).toEqual({ selection: { channel: wechat, couponId: null }, problem: null });
  });

  it('takes a coupon that matches the current channel', () => {
    expect(chooseCoupon({ channel: alipay, couponId: 'cny20' }, cny5, ctx()).selection).toEqual({ channel: alipay, couponId: 'cny5' });
  });

  it('switches to a channel whose asset matches the coupon', () => {
    const choice = chooseCoupon({ channel: wechat, couponId: 'cny20' }, btcDiscount, ctx());
    expect(choice).toEqual({ selection: { channel: walletBtc, couponId: 'btc80' }, problem: null });
    // Back again: the first CNY channel.
    expect(chooseCoupon(choice.selection, cny5, ctx()).selection).toEqual({ channel: wechat, couponId: 'cny5' });
  });

  it('picks a channel when none is chosen yet', () => {
    expect(chooseCoupon({ channel: null, couponId: null }, btcDiscount, ctx()).selection.channel).toBe(walletBtc);
  });

  it('refuses a coupon no channel can take, with its reason, and keeps the selection', () => {
    const before = { channel: wechat, couponId: 'cny20' };
    expect(chooseCoupon(before, rcWechatOnly, ctx())).toEqual({ selection: before, problem: 'unsupported_pay_method' });
    expect(chooseCoupon(before, used, ctx())).toEqual({ selection: before, problem: 'not_available' });
    const otherProduct = couponFixture({ coupon_id: 'pack', product_id: 'prod-pack', expired_at: LATER });
    expect(chooseCoupon(before, otherProduct, ctx()).problem).toBe('unsupported_product');
  });
});

describe('coupon code entry', () => {
  it('needs a payment method first', () => {
    expect(canEnterCouponCode({ channel: null, couponId: null })).toBe(false);
    expect(canEnterCouponCode({ channel: wechat, couponId: null })).toBe(true);
  });

  it('selectedCoupon finds the chosen coupon', () => {
    expect(selectedCoupon({ channel: wechat, couponId: 'cny5' }, ctx().coupons)).toBe(cny5);
    expect(selectedCoupon({ channel: wechat, couponId: 'gone' }, ctx().coupons)).toBeNull();
  });
});

describe('initialSelection with a coupon to use (issue 13: a coupon page’s "Use it")', () => {
  it('chooses that coupon over the best one, on the channel it fits', () => {
    expect(initialSelection(ctx({ host: 'browser' }), 'cny5')).toEqual({ channel: alipay, couponId: 'cny5' });
    // A wallet-BTC coupon moves the channel from Alipay to the wallet's BTC.
    expect(initialSelection(ctx({ host: 'browser' }), 'btc80')).toEqual({ channel: walletBtc, couponId: 'btc80' });
  });

  it('falls back to the best coupon when that one cannot be used or is not there', () => {
    expect(initialSelection(ctx({ host: 'browser' }), 'used')).toEqual({ channel: alipay, couponId: 'cny20' });
    expect(initialSelection(ctx({ host: 'browser' }), 'gone')).toEqual({ channel: alipay, couponId: 'cny20' });
    expect(initialSelection(ctx({ couponsEnabled: false }), 'cny5')).toEqual({ channel: wechat, couponId: null });
  });
});

// Issue 26 point 9: the automatic choice compares coupons by what the order then costs in its own
// currency: free first, then the largest saving (§9's amount × price_cny ranked a 50% discount,
// amount 0.5, below a 20-yuan voucher).
describe('the coupon chosen by itself', () => {
  const cnyVoucher = (id: string, amount: string, patch: Partial<Coupon> = {}) =>
    couponFixture({ coupon_id: id, asset_id: ASSET.cny, amount, expired_at: LATER, ...patch });
  const cnyHalf = cnyVoucher('half', '0.50', { type: 'DISCOUNT' });
  const cnyFree = cnyVoucher('free', '200.00');

  it('a 50% discount (pays 72 of 144 yuan) beats a 20-yuan voucher (pays 124)', () => {
    const pick = bestCouponFor(ctx({ coupons: [cny20, cnyHalf] }), wechat);
    expect(pick?.coupon_id).toBe('half');
    expect(initialSelection(ctx({ coupons: [cny20, cnyHalf] })).couponId).toBe('half');
  });

  it('a coupon that makes the order free comes first', () => {
    expect(bestCouponFor(ctx({ coupons: [cnyHalf, cny20, cnyFree] }), wechat)?.coupon_id).toBe('free');
  });

  it('of two that make it free, the earlier one', () => {
    const alsoFree = cnyVoucher('free2', '500.00');
    expect(bestCouponFor(ctx({ coupons: [alsoFree, cnyFree] }), wechat)?.coupon_id).toBe('free2');
    expect(bestCouponFor(ctx({ coupons: [cnyFree, alsoFree] }), wechat)?.coupon_id).toBe('free');
  });

  it('compares in the channel’s own currency: on USDT (20 USDT) 5 off beats 10% off', () => {
    const usdt5 = couponFixture({ coupon_id: 'usdt5', asset_id: ASSET.usdt, amount: '5', expired_at: LATER });
    const usdt10pct = couponFixture({ coupon_id: 'usdt90', asset_id: ASSET.usdt, amount: '0.9', type: 'DISCOUNT', expired_at: LATER });
    expect(bestCouponFor(ctx({ coupons: [usdt10pct, usdt5] }), walletUsdt)?.coupon_id).toBe('usdt5');
  });

  it('never picks a used, expired or held coupon, however large', () => {
    const expired = cnyVoucher('expired', '999.00', { expired_at: '2024-05-01T00:00:00Z' });
    const usedBig = cnyVoucher('usedbig', '999.00', { state: 'USED' });
    const held = cnyVoucher('held', '999.00', { reserved_order_id: 'another-order' });
    expect(bestCouponFor(ctx({ coupons: [expired, usedBig, held, cny5] }), wechat)?.coupon_id).toBe('cny5');
  });

  it('falls back to §9 (amount × price_cny) when nothing can be priced', () => {
    const unpriced = ctx({ coupons: [cny5, cny20], priceWith: () => null });
    expect(bestCouponFor(unpriced, wechat)?.coupon_id).toBe('cny20');
  });
});
