// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ASSET, payResultFixture } from '../../../test/fixtures/order';
import { walletMemo, walletPayUrl } from './channels';
import { nextPayStep, type PayContext } from './payStep';

const ctx: PayContext = {
  host: 'browser',
  recipient: 'client-demo',
  orderKind: 'join',
  walletBase: 'https://pay.example/pay',
  rebornBase: 'https://coin.example/pay',
  resultUrl: 'https://app.example/#/demo/checkout/result?order_id=order-1',
  cancelUrl: 'https://app.example/#/demo',
};

/** A JSAPI order (inside WeChat) and an H5 one (elsewhere), as the server answers them: the other kind's fields empty. */
const wechatPayment = {
  appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=x', signType: 'RSA', paySign: 'SIG', h5_url: '',
};
const wechatH5Payment = {
  appId: '', timeStamp: '', nonceStr: '', package: '', signType: '', paySign: '', h5_url: '/sandbox/wechat/pay?prepay_id=wx1',
};

describe('nextPayStep', () => {
  it('an immediate PAID goes straight to the result', () => {
    expect(nextPayStep(payResultFixture({ state: 'PAID' }), 'mixin', ctx)).toEqual({ kind: 'paid' });
  });

  it('a closed order is a failure with its state', () => {
    expect(nextPayStep(payResultFixture({ state: 'EXPIRED' }), 'wechat', ctx)).toEqual({ kind: 'failed', reason: 'state', state: 'EXPIRED' });
  });

  it("a negative or non-numeric amount is refused ('Error Order Amount')", () => {
    expect(nextPayStep(payResultFixture({ amount: '-1' }), 'mixin', ctx)).toEqual({ kind: 'failed', reason: 'amount' });
    expect(nextPayStep(payResultFixture({ amount: 'NaN' }), 'mixin', ctx)).toEqual({ kind: 'failed', reason: 'amount' });
  });

  it('wallet: the URL carries recipient, asset, amount, memo and trace; QR outside the wallet app, opened inside', () => {
    const result = payResultFixture({ state: 'NOT_PAID', asset_id: ASSET.btc, amount: '0.00024000' });
    const step = nextPayStep(result, 'mixin', ctx);
    expect(step.kind).toBe('wallet');
    if (step.kind !== 'wallet') return;
    expect(step.open).toBe(false);
    const url = new URL(step.url);
    expect(url.origin + url.pathname).toBe('https://pay.example/pay');
    expect(url.searchParams.get('recipient')).toBe('client-demo');
    expect(url.searchParams.get('asset')).toBe(ASSET.btc);
    expect(url.searchParams.get('amount')).toBe('0.00024000');
    expect(url.searchParams.get('trace')).toBe('order-1');
    expect(JSON.parse(url.searchParams.get('memo')!)).toEqual({ action: 'join', order_id: 'order-1' });
    expect(url.searchParams.get('return_to')).toBe(ctx.resultUrl);
    expect(nextPayStep(result, 'mixin', { ...ctx, host: 'wallet' })).toMatchObject({ kind: 'wallet', open: true });
  });

  it('a relative wallet base becomes absolute, for a QR code read elsewhere', () => {
    const step = nextPayStep(payResultFixture(), 'mixin', { ...ctx, walletBase: '/sandbox/mixin/pay' });
    expect(step.kind === 'wallet' && step.url.indexOf(`${location.origin}/sandbox/mixin/pay?`)).toBe(0);
  });

  it('renewals say so in the memo', () => {
    expect(walletMemo('renew', 'o9')).toBe('{"action":"renew","order_id":"o9"}');
    expect(walletPayUrl({ base: '/p?x=1', recipient: 'r', asset: 'a', amount: '1', kind: 'join', orderId: 'o' })).toMatch(/^\/p\?x=1&recipient=r/);
  });

  it('WeChat: the bridge inside WeChat, the open-in-browser prompt with the H5 page elsewhere', () => {
    const jsapi = payResultFixture({ asset_id: ASSET.cny, amount: '144.00', payment: wechatPayment, charge_id: 'wechat_1' });
    expect(nextPayStep(jsapi, 'wechat', { ...ctx, host: 'wechat' })).toEqual({ kind: 'wechat_bridge', payment: wechatPayment });
    const h5 = payResultFixture({ asset_id: ASSET.cny, amount: '144.00', payment: wechatH5Payment, charge_id: 'wechat_1' });
    expect(nextPayStep(h5, 'wechat', ctx)).toEqual({
      kind: 'prompt',
      reason: 'wechat_unsupported',
      url: `${location.origin}/sandbox/wechat/pay?prepay_id=wx1`,
    });
  });

  it('WeChat: an order of the other kind than the host needs is no payment (no bridge fields, or no H5 page)', () => {
    const jsapi = payResultFixture({ asset_id: ASSET.cny, amount: '144.00', payment: wechatPayment, charge_id: 'wechat_1' });
    expect(nextPayStep(jsapi, 'wechat', ctx)).toEqual({ kind: 'failed', reason: 'no_payment' });
    const h5 = payResultFixture({ asset_id: ASSET.cny, amount: '144.00', payment: wechatH5Payment, charge_id: 'wechat_1' });
    expect(nextPayStep(h5, 'wechat', { ...ctx, host: 'wechat' })).toEqual({ kind: 'failed', reason: 'no_payment' });
  });

  it('WeChat pay without a payment object fails', () => {
    expect(nextPayStep(payResultFixture({ payment: null }), 'wechat', { ...ctx, host: 'wechat' })).toEqual({ kind: 'failed', reason: 'no_payment' });
  });

  it("Alipay redirects to its page; inside WeChat it asks to open a browser", () => {
    const result = payResultFixture({ payment: { url: '/sandbox/alipay/pay?charge_id=a1' }, charge_id: 'a1' });
    expect(nextPayStep(result, 'alipay', ctx)).toEqual({ kind: 'redirect', url: '/sandbox/alipay/pay?charge_id=a1' });
    expect(nextPayStep(result, 'alipay', { ...ctx, host: 'wechat' })).toMatchObject({ kind: 'prompt', reason: 'alipay_in_wechat' });
    expect(nextPayStep(payResultFixture({ payment: null }), 'alipay', ctx)).toEqual({ kind: 'failed', reason: 'no_payment' });
  });

  it('reborn redirects with transfer_id, redirect_url and cancel_url; without charge_id it fails', () => {
    const step = nextPayStep(payResultFixture({ charge_id: 'reborn_1', asset_id: ASSET.rc }), 'reborn', ctx);
    expect(step.kind).toBe('redirect');
    if (step.kind !== 'redirect') return;
    const url = new URL(step.url);
    expect(url.searchParams.get('transfer_id')).toBe('reborn_1');
    expect(url.searchParams.get('redirect_url')).toBe(ctx.resultUrl);
    expect(url.searchParams.get('cancel_url')).toBe(ctx.cancelUrl);
    expect(nextPayStep(payResultFixture({ charge_id: null }), 'reborn', ctx)).toEqual({ kind: 'failed', reason: 'no_payment' });
  });
});
