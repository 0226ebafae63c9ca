import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ASSET_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import {
  BTC, COUPONS, DEMO, USDT, alipayNotice, alipayNotify, countRows, createOrder, invitedUser, readOrderState, pay, readWalletEverywhere,
  walletJoinOrder, walletPays, yearsAfter,
} from '../../test/joining';
import { STANDINS, WALLET_SNAPSHOTS } from '../../test/standins';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const me = async (token: string) => (await server.get(`${DEMO}/users/me`, token)).body.data;

const walletOrder = () => walletJoinOrder(server);

/** The order's state as the checkout's poll reads it (which has the wallet's snapshots read). */
const pollState = async (token: string, orderId: string) =>
  (await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } })).body.data.state as string;

const receipts = () => server.sql.all('SELECT trace_id, asset_id, amount, outcome, reason FROM wallet_receipts');

/** The payer's transfer on the wallet's pay page for the wallet join order (0.0003 BTC), read by the server. */
const paysInWallet = (orderId: string, amount = '0.0003', asset = BTC) => walletPays(server, { reference: orderId, asset_id: asset, amount });

describe('a wallet payment, as the bot\'s snapshots report it', () => {
  test('paid: order paid, one payment, one-time code spent, membership for a year', async () => {
    const { token, orderId } = await walletOrder();
    expect(await paysInWallet(orderId)).toEqual({ order_id: orderId, state: 'PAID' });
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect(await server.sql.value("SELECT CASE WHEN used_at IS NOT NULL THEN 1 ELSE 0 END FROM invitation_codes WHERE code = 'MIAFRIEND'")).toBe(1);
    const profile = await me(token);
    expect(profile.state).toBe('paid');
    expect(profile.joined_at).toBe(new Date(server.clock.now).toISOString());
    expect(Date.parse(profile.expired_at)).toBe(yearsAfter(server.clock.now, 1));
    const order = (await server.get(`${DEMO}/orders/${orderId}`, token)).body.data;
    expect(order.paid_at).toBe(new Date(server.clock.now).toISOString());
  });

  test('the transfer read again (a lost cursor) changes nothing: one payment', async () => {
    const { orderId } = await walletOrder();
    await paysInWallet(orderId);
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect(await countRows(server, 'payment_notifications WHERE order_id = ?', orderId)).toBe(1);
  });

  test('a transfer of another amount or asset pays nothing: it is kept for its payer, with why', async () => {
    /** A newcomer's join order priced on the wallet at 0.0003 BTC. */
    const btcJoinOrder = async () => {
      const token = await invitedUser(server);
      const orderId = await createOrder(server, token);
      expect((await pay(server, token, orderId, 'mixin', BTC)).body.data.amount).toBe('0.00030000');
      return { orderId };
    };
    for (const [asset, amount] of [[BTC, '0.00029999'], [BTC, '0.0003001'], [USDT, '0.0003']] as const) {
      const { orderId } = await btcJoinOrder();
      expect((await paysInWallet(orderId, amount, asset)).state).toBe('NOT_PAID');
      expect(await server.sql.get('SELECT outcome, reason FROM wallet_receipts WHERE trace_id = ?', orderId))
        .toEqual({ outcome: 'refused', reason: 'payment amount or asset does not match the order' });
    }
    // Trailing zeros and the asset id's case do not matter: the values are the same.
    const { orderId } = await btcJoinOrder();
    expect((await paysInWallet(orderId, '0.000300', BTC.toUpperCase())).state).toBe('PAID');
  });

  test('a transfer for an expired order pays nothing: it is kept for its payer', async () => {
    const { orderId } = await walletOrder();
    server.clock.advance(31 * 60);
    expect((await paysInWallet(orderId)).state).toBe('EXPIRED');
    expect(await server.sql.get('SELECT outcome, reason FROM wallet_receipts WHERE trace_id = ?', orderId))
      .toEqual({ outcome: 'refused', reason: 'order is expired' });
  });

  test('nobody posts wallet payments to the server: there is no such route', async () => {
    for (const channel of ['mixin', 'wechat', 'alipay', 'reborn']) {
      expectError(await server.post(`/api/payments/notify/${channel}`, {}), 404, 404);
    }
  });

  test('a renewal extends the current expiry and spends the coupon', async () => {
    const { token } = await server.login('member');
    const before = Date.parse((await me(token)).expired_at);
    const orderId = await createOrder(server, token, 2);
    const priced = (await pay(server, token, orderId, 'mixin', USDT, { coupon_id: COUPONS.memberDiscountUsdt })).body.data;
    expect(priced.amount).toBe('36.00000000');
    expect((await paysInWallet(orderId, priced.amount, USDT)).state).toBe('PAID');
    expect(Date.parse((await me(token)).expired_at)).toBe(yearsAfter(before, 2));
    expect(await server.sql.value('SELECT state FROM coupons WHERE coupon_id = ?', COUPONS.memberDiscountUsdt)).toBe('USED');
  });
});

describe('the order\'s state machine, as Alipay reports a charge', () => {
  test('WAIT_BUYER_PAY marks the order paid by the payer; TRADE_SUCCESS then completes it', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const charged = (await pay(server, token, orderId, 'alipay', 'cny')).body.data;
    for (let i = 0; i < 2; i += 1) {
      expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'WAIT_BUYER_PAY'))).text).toBe('success');
      expect(await readOrderState(server, orderId)).toBe('MARKED_PAID');
    }
    expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount))).text).toBe('success');
    expect(await readOrderState(server, orderId)).toBe('PAID');
  });

  test('TRADE_CLOSED fails an open order and frees its coupon; a later success pays nothing', async () => {
    const token = await invitedUser(server, 'pending');
    const orderId = await createOrder(server, token);
    const charged = (await pay(server, token, orderId, 'alipay', 'cny', { coupon_id: COUPONS.pendingVoucherCny })).body.data;
    expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'TRADE_CLOSED'))).text).toBe('success');
    expect(await readOrderState(server, orderId)).toBe('FAILED');
    expect(await server.sql.value('SELECT reserved_order_id FROM coupons WHERE coupon_id = ?', COUPONS.pendingVoucherCny)).toBeNull();
    expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount))).text).not.toBe('success');
    expect(await readOrderState(server, orderId)).toBe('FAILED');
    expect((await me(token)).state).toBe('pending');
  });
});

describe('the providers\' stand-in pages', () => {
  test('wallet: the page shows the payment; Pay transfers to the group bot, whose snapshot the payer\'s poll reads', async () => {
    const { token, orderId } = await walletOrder();
    const client = (await server.get(`${DEMO}/public`)).body.data.client_id;
    const query = new URLSearchParams({ recipient: client, asset: BTC, amount: '0.0003', memo: `join:${orderId}`, trace: orderId });
    const page = await server.get(`${STANDINS}/mixin/pay?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('0.0003 BTC');
    expect(page.text).toContain('Demo Academy');
    expect(page.text).toContain('name="viewport"');

    const done = await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(query), action: 'pay' });
    expect(done.status).toBe(200);
    expect(done.text).toContain(`/#/demo/checkout/result?order_id=${orderId}`);
    // The wallet told nobody: the order is as it was until the group's server reads its bot's snapshots.
    expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
    expect(await pollState(token, orderId)).toBe('PAID');
    expect((await me(token)).state).toBe('paid');
    expect(await receipts()).toEqual([{ trace_id: orderId, asset_id: BTC, amount: '0.0003', outcome: 'applied', reason: null }]);
    // Paying the same trace again is the wallet's to refuse.
    const again = await server.form(`${STANDINS}/mixin/pay`, { ...Object.fromEntries(query), action: 'pay' });
    expect(again.status).toBe(409);
  });

  test('wallet: return_to sends the browser back; Cancel transfers nothing and, like the wallet, tells nobody', async () => {
    const { token, orderId } = await walletOrder();
    const client = (await server.get(`${DEMO}/public`)).body.data.client_id;
    const fields = { recipient: client, asset: BTC, amount: '0.0003', trace: orderId, return_to: '/#/demo' };
    const res = await server.form(`${STANDINS}/mixin/pay`, { ...fields, action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/#/demo');
    expect(await pollState(token, orderId)).toBe('NOT_PAID');
    expect(await countRows(server, WALLET_SNAPSHOTS)).toBe(0);
  });

  test('wallet: a wrong recipient is refused on the page; a wrong amount is paid, pays nothing and is kept as owed back', async () => {
    const { token, orderId } = await walletOrder();
    const wrongRecipient = await server.get(`${STANDINS}/mixin/pay?${new URLSearchParams({ recipient: 'x', asset: BTC, amount: '0.0003', trace: orderId })}`);
    expect(wrongRecipient.status).toBe(400);
    expect(wrongRecipient.text).toContain('recipient');
    const client = (await server.get(`${DEMO}/public`)).body.data.client_id;
    const res = await server.form(`${STANDINS}/mixin/pay`, { recipient: client, asset: BTC, amount: '0.0001', trace: orderId, action: 'pay' });
    expect(res.status).toBe(200);
    expect(await pollState(token, orderId)).toBe('NOT_PAID');
    expect(await receipts()).toEqual([{
      trace_id: orderId, asset_id: BTC, amount: '0.0001', outcome: 'refused', reason: 'payment amount or asset does not match the order',
    }]);
  });

  test('with a confirmation delay the snapshot is listed only once the network confirms it; polls read the wallet at most every 2 s', async () => {
    const slow = createTestServer({ paymentConfirmDelayMs: 1500 });
    try {
      const t0 = Date.now();
      slow.clock.now = t0;
      const { token } = await slow.login('new');
      await slow.post(`${DEMO}/invitations/apply?code=MIAFRIEND`, {}, token);
      const orderId = await createOrder(slow, token);
      await pay(slow, token, orderId, 'mixin', BTC);
      const client = (await slow.get(`${DEMO}/public`)).body.data.client_id;
      await slow.form(`${STANDINS}/mixin/pay`, { recipient: client, asset: BTC, amount: '0.0003', trace: orderId, action: 'pay' });
      const state = async () => (await slow.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } })).body.data.state;
      expect(await state()).toBe('NOT_PAID');
      slow.clock.now = t0 + 1999;
      expect(await state()).toBe('NOT_PAID');
      slow.clock.now = t0 + 2000;
      expect(await state()).toBe('PAID');
    } finally {
      slow.close();
    }
  });

  test('alipay: the payment URL opens the gateway, then the cashier page; return_url comes back', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const charge = (await pay(server, token, orderId, 'alipay', 'cny', { extras: { result_url: '/#/demo/checkout/result' } })).body.data;
    const cashier = (await server.get(charge.payment.url)).headers.get('location')!;
    expect((await server.get(cashier)).text).toContain('144.00 CNY');
    const res = await server.form(`${STANDINS}/alipay/pay`, { trade_no: new URL(cashier, 'http://x').searchParams.get('trade_no')!, action: 'pay' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/#/demo/checkout/result');
    expect(await readOrderState(server, orderId)).toBe('PAID');
  });

  test('reborn: Pay goes to redirect_url, Cancel to cancel_url; the charge is the transfer id', async () => {
    const token = await invitedUser(server);
    // Cancelled first: while an order is open, ordering again answers that order.
    for (const [action, target, state] of [['cancel', '/#/demo/no', 'FAILED'], ['pay', '/#/demo/ok', 'PAID']]) {
      const orderId = await createOrder(server, token);
      const charge = (await pay(server, token, orderId, 'reborn', ASSET_IDS.rc)).body.data;
      const query = { transfer_id: charge.charge_id, redirect_url: '/#/demo/ok', cancel_url: '/#/demo/no' };
      expect((await server.get(`${STANDINS}/reborn/pay?${new URLSearchParams(query)}`)).text).toContain('144.00 RC');
      const res = await server.form(`${STANDINS}/reborn/pay`, { ...query, action });
      expect(res.headers.get('location')).toBe(target);
      expect(await readOrderState(server, orderId)).toBe(state);
    }
  });

  test('reborn refuses return addresses on other origins', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const charge = (await pay(server, token, orderId, 'reborn', ASSET_IDS.rc)).body.data;
    const res = await server.get(`${STANDINS}/reborn/pay?${new URLSearchParams({ transfer_id: charge.charge_id, redirect_url: 'https://evil.example/', cancel_url: '/' })}`);
    expect(res.status).toBe(400);
  });

  test('an unknown payment shows an error page', async () => {
    const res = await server.get(`${STANDINS}/alipay/pay?trade_no=nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await server.get(`${STANDINS}/wechat/pay?prepay_id=wxnope`)).status).toBe(404);
  });

  test('malformed page requests are JSON 400s', async () => {
    expectError(await server.get(`${STANDINS}/mixin/pay?trace=x`), 400, 100400);
    expectError(await server.form(`${STANDINS}/wechat/pay`, { prepay_id: 'x', action: 'steal' }), 400, 100400);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
