import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { ORDER_STATES, Order, PayResult, type OrderState } from '../../../contract/order';
import { PERSONAS, STANDINS } from '../../test/standins';
import { ASSET_IDS, PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, COUPONS, DEMO, MEMBERSHIP, USDT, countRows, createOrder, invitedUser, olderOpenCopy, readOrderState, pay, walletPays } from '../../test/joining';
import { ORDER_TRANSITIONS, canTransition } from './order.state';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const me = async (token: string, group = 'demo') => (await server.get(`/api/groups/${group}/users/me`, token)).body.data;

describe('POST /orders', () => {
  test('a pending user with an inviter gets a join order priced in the product asset', async () => {
    const token = await invitedUser(server);
    const res = await server.post(`${DEMO}/orders`, { quantity: 2, product_id: MEMBERSHIP }, token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['order_id']);
    const order = (await server.get(`${DEMO}/orders/${res.body.data.order_id}`, token)).body.data;
    expect(is(order, Order)).toBe(true);
    expect(order).toMatchObject({
      state: 'NOT_PAID', kind: 'join', quantity: 2, asset_id: BTC, amount: '0.0006', channel: null, payment: null,
    });
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(30 * 60 * 1000);
  });

  test('demo requires an invitation to join: none is refused', async () => {
    const { token } = await server.login('new');
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, token);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('an invitation code is required to join this group');
  });

  test('invite_code is applied with the order, in the same step', async () => {
    const { token } = await server.login('new');
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP, invite_code: ' miafriend ' }, token);
    expect(res.status).toBe(200);
    const relation = (await server.get(`${DEMO}/invitations/me`, token)).body.data;
    expect(relation).toMatchObject({ invitation_code: 'MIAFRIEND', inviter_id: PERSONAS.member.user_id });
  });

  test('a bad invite_code creates neither an order nor a relation', async () => {
    const { token } = await server.login('new');
    const before = await countRows(server, 'orders');
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP, invite_code: 'USEDONCE' }, token);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('invitation code incorrect or unavailable');
    expect(await countRows(server, 'orders')).toBe(before);
    expect((await server.get(`${DEMO}/invitations/me`, token)).body.data).toBeNull();
  });

  test.each([
    [{ quantity: 4, product_id: MEMBERSHIP }, 400, 100400, /quantity: must be one of 1, 2, 3, 5, 7/],
    [{ quantity: 0, product_id: MEMBERSHIP }, 400, 100400, /quantity/],
    [{ quantity: 1.5, product_id: MEMBERSHIP }, 400, 100400, /quantity/],
    [{ product_id: MEMBERSHIP }, 400, 100400, /quantity is required/],
    [{ quantity: 1 }, 400, 100400, /product_id is required/],
    [{ quantity: 1, product_id: MEMBERSHIP, extra: 1 }, 400, 100400, /unknown field extra/],
    [{ quantity: 1, product_id: 'nope' }, 404, 404, /cannot find resource/],
    [{ quantity: 1, product_id: PRODUCT_IDS.nftMembership }, 404, 404, /cannot find resource/],
    [{ quantity: 1, product_id: PRODUCT_IDS.demoCouponPack }, 409, 100409, /cannot be ordered/],
  ])('%j → %i %i', async (body, status, code, message) => {
    const token = await invitedUser(server);
    const res = await server.post(`${DEMO}/orders`, body, token);
    expectError(res, status, code);
    expect(res.body.message).toMatch(message);
  });

  test('a disabled product cannot be ordered', async () => {
    await server.sql.run("UPDATE products SET status = 'disabled' WHERE product_id = ?", MEMBERSHIP);
    const token = await invitedUser(server);
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, token);
    expectError(res, 409, ErrorCode.productUnavailable);
    expect(res.body.message).toBe('product unavailable');
  });

  test('staff, banned users and guests cannot order', async () => {
    const owner = await server.login('owner');
    expectError(await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, owner.token), 409, 100409);
    const banned = await server.login('banned');
    expectError(await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, banned.token), 403, 100403);
    expectError(await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }), 401, 100401);
  });

  test('a group that needs no payment refuses join orders', async () => {
    await server.sql.run("UPDATE groups SET pay_to_join = 0 WHERE group_id = 'demo'");
    const token = await invitedUser(server);
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, token);
    expect(res.body.message).toBe('this group needs no payment to join');
  });
});

describe('renewal orders', () => {
  test('a paid member renews for an offered period', async () => {
    const { token } = await server.login('member');
    const orderId = await createOrder(server, token, 7);
    const order = (await server.get(`${DEMO}/orders/${orderId}`, token)).body.data;
    expect(order).toMatchObject({ kind: 'renew', quantity: 7, amount: '0.0021' });
  });

  test.each([4, 6, 10])('quantity %i is not a renewal period: 101001', async (quantity) => {
    const { token } = await server.login('member');
    const res = await server.post(`${DEMO}/orders`, { quantity, product_id: MEMBERSHIP }, token);
    expectError(res, 400, 101001);
    expect(res.body.message).toBe('renewal quantity must be one of 1, 2, 3, 5, 7 years');
  });

  test('a renewal past the maximum period is 101001, naming the years already held', async () => {
    const { token } = await server.login('member');
    const eightYears = new Date(server.clock.now + 8 * 365.25 * 24 * 60 * 60 * 1000).toISOString();
    await server.sql.run("UPDATE memberships SET expired_at = ? WHERE group_id = 'demo' AND user_id = ?", eightYears, PERSONAS.member.user_id);
    expect((await server.post(`${DEMO}/orders`, { quantity: 2, product_id: MEMBERSHIP }, token)).status).toBe(200);
    const res = await server.post(`${DEMO}/orders`, { quantity: 3, product_id: MEMBERSHIP }, token);
    expectError(res, 400, 101001);
    expect(res.body.message).toBe('current membership already 8 years: renewal exceeds the maximum of 10 years');
  });

  test('the maximum is the group setting', async () => {
    await server.sql.run("UPDATE groups SET max_renewal_years = 3 WHERE group_id = 'demo'");
    const { token } = await server.login('member');
    expect((await server.post(`${DEMO}/orders`, { quantity: 2, product_id: MEMBERSHIP }, token)).status).toBe(200);
    expectError(await server.post(`${DEMO}/orders`, { quantity: 3, product_id: MEMBERSHIP }, token), 400, 101001);
  });

  test('an expired member renews from now', async () => {
    const { token } = await server.login('member');
    await server.sql.run("UPDATE memberships SET expired_at = ? WHERE group_id = 'demo' AND user_id = ?", new Date(server.clock.now - 1000).toISOString(), PERSONAS.member.user_id);
    const order = (await server.get(`${DEMO}/orders/${await createOrder(server, token, 7)}`, token)).body.data;
    expect(order.kind).toBe('renew');
  });

  test('the rules are checked again at payment: a second long renewal paid later is refused', async () => {
    const { token } = await server.login('member');
    const first = await createOrder(server, token, 7);
    const second = await olderOpenCopy(server, first);
    const priced = (await pay(server, token, first, 'mixin', USDT)).body.data;
    expect((await walletPays(server, { reference: first, asset_id: USDT, amount: priced.amount })).state).toBe('PAID');
    const res = await pay(server, token, second, 'mixin', USDT);
    expectError(res, 400, 101001);
    expect(res.body.message).toMatch(/^current membership already 8 years/);
  });

  test('a group without renewal refuses it', async () => {
    const admin = await server.login('admin');
    await server.put(`${DEMO}/settings/full`, { system_renew_enable: false }, admin.token);
    const { token } = await server.login('member');
    const res = await server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, token);
    expectError(res, 409, ErrorCode.groupNotRenewable);
    expect(res.body.message).toBe('group not renewable');
  });
});

describe('join orders after the inviter is removed', () => {
  test('cannot be paid in a group that requires an invitation', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    await server.post(`${DEMO}/invitations/revoke?code=DEMOPERM&inviter_id=${PERSONAS.owner.user_id}`, {}, token);
    const res = await pay(server, token, orderId, 'mixin', BTC);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('an invitation code is required to join this group');
  });
});

describe('order visibility (§6)', () => {
  test('only the buyer sees an order; others are told why not', async () => {
    const buyer = await invitedUser(server);
    const orderId = await createOrder(server, buyer);
    expect((await server.get(`${DEMO}/orders/${orderId}`, buyer)).status).toBe(200);

    for (const persona of ['member', 'owner'] as const) {
      const other = await server.login(persona);
      const res = await server.get(`${DEMO}/orders/${orderId}`, other.token);
      expectError(res, 403, ErrorCode.orderNotForAccount);
      expect(res.body.message).toBe('order not created for your account');
      const state = await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token: other.token, headers: { group_id: 'demo' } });
      expectError(state, 403, ErrorCode.orderNotOwner);
      expect(state.body.message).toBe('order not owner');
      const paid = await pay(server, other.token, orderId, 'mixin', BTC);
      expectError(paid, 403, ErrorCode.orderNotOwner);
      expect(paid.body.message).toBe('order not owner');
    }

    const elsewhere = await server.login('member', 'free');
    const res = await server.get(`/api/groups/free/orders/${orderId}`, elsewhere.token);
    expectError(res, 403, ErrorCode.orderOfOtherGroup);
    expect(res.body.message).toBe('not authorised to view this order');

    expectError(await server.get(`${DEMO}/orders/${orderId}`), 401, 100401);
    expectError(await server.get(`${DEMO}/orders/no-such-order`, buyer), 404, 404);
  });

  test('?expand=product adds the product; an unknown expansion is 100400', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await server.get(`${DEMO}/orders/${orderId}?expand=product`, token);
    expect(res.body.data.product).toMatchObject({ product_id: MEMBERSHIP, type: 'membership', price: { asset_id: BTC } });
    expect((await server.get(`${DEMO}/orders/${orderId}`, token)).body.data.product).toBeUndefined();
    expectError(await server.get(`${DEMO}/orders/${orderId}?expand=user`, token), 400, 100400);
  });

  test('GET /orders/{id}/state needs the group_id header of this group', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const ok = await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } });
    expect(ok.body.data).toEqual({ state: 'NOT_PAID', order_id: orderId, failure_reason: null });
    expectError(await server.get(`${DEMO}/orders/${orderId}/state`, token), 400, 100400);
    expectError(await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'free' } }), 400, 100400);
  });
});

describe('PUT /orders/{id}/pay', () => {
  test.each([
    ['mixin', BTC, '0.00030000', false],
    ['mixin', USDT, '20.00000000', false],
    ['wechat', ASSET_IDS.cny, '144.00', true],
    ['alipay', ASSET_IDS.cny, '144.00', true],
    ['reborn', ASSET_IDS.rc, '144.00', true],
  ] as const)('%s in %s charges %s, converted by price_cny', async (channel, assetId, amount, hasCharge) => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await pay(server, token, orderId, channel, assetId, channel === 'wechat' ? { pxx_channel: 'h5' } : {});
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, PayResult)).toBe(true);
    expect(res.body.data).toMatchObject({ state: 'NOT_PAID', order_id: orderId, asset_id: assetId, amount, product_id: MEMBERSHIP });
    expect(res.body.data.charge_id !== null).toBe(hasCharge);
    const order = (await server.get(`${DEMO}/orders/${orderId}`, token)).body.data;
    expect(order).toMatchObject({ channel, asset_id: assetId, amount });
  });

  test('the quantity multiplies the price', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token, 3);
    expect((await pay(server, token, orderId, 'wechat', ASSET_IDS.cny, { pxx_channel: 'h5' })).body.data.amount).toBe('432.00');
  });

  test('payment objects: WeChat an H5 page, Alipay a page, wallet and reborn none', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const wechat = (await pay(server, token, orderId, 'wechat', ASSET_IDS.cny, { pxx_channel: 'h5', extras: { result_url: '/#/demo/checkout/result' } })).body.data;
    // WeChat Pay's H5 page for the order (its stand-in's, which took it), returning to the result page.
    expect(wechat.payment).toMatchObject({ appId: '', paySign: '' });
    expect(wechat.payment.h5_url.slice(STANDINS.length)).toMatch(/^\/wechat\/pay\?prepay_id=wx[0-9a-f]{30}&package=[0-9a-f]{8}&redirect_url=%2F%23%2Fdemo%2Fcheckout%2Fresult$/);
    expect(wechat.charge_id).toMatch(/^wechat_/);
    // JSAPI (inside WeChat) pays with the person's WeChat account at the group's official account: they have none.
    const jsapi = await pay(server, token, orderId, 'wechat', ASSET_IDS.cny, { pxx_channel: 'jsapi' });
    expectError(jsapi, 409, 100409);
    expect(jsapi.body.message).toBe('WeChat Pay inside WeChat needs your WeChat account: sign in with WeChat in this group first');
    const alipay = (await pay(server, token, orderId, 'alipay', ASSET_IDS.cny)).body.data;
    // Alipay's gateway (its stand-in's) with the wap pay the SDK signed for the charge.
    const gateway = new URL(alipay.payment.url, 'http://x');
    expect(gateway.pathname).toBe(`${STANDINS}/alipay/gateway.do`);
    expect(gateway.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(gateway.searchParams.get('biz_content')!)).toMatchObject({ out_trade_no: alipay.charge_id, total_amount: '144.00' });
    expect(alipay.charge_id).not.toBe(wechat.charge_id);
    expect((await pay(server, token, orderId, 'mixin', BTC)).body.data).toMatchObject({ payment: null, charge_id: null });
    const reborn = (await pay(server, token, orderId, 'reborn', ASSET_IDS.rc)).body.data;
    expect(reborn.payment).toBeNull();
    expect(reborn.charge_id).toMatch(/^reborn_/);
  });

  test.each([
    [{ channel: 'wechat', asset_id: 'cny' }, 400, 100400, /pxx_channel is required/],
    [{ channel: 'wechat', asset_id: BTC, pxx_channel: 'h5' }, 409, 100409, /cannot be paid with wechat/],
    [{ channel: 'paypal', asset_id: 'usd' }, 400, 100400, /channel/],
    [{ channel: 'mixin', asset_id: BTC, extras: { result_url: 'https://evil.example/' } }, 400, 100400, /result_url/],
    [{ channel: 'mixin', asset_id: BTC, order_id: 'other' }, 400, 100400, /order_id: does not match/],
  ])('%j → %i', async (body, status, code, message) => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await server.put(`${DEMO}/orders/${orderId}/pay`, { order_id: orderId, ...body }, token);
    expectError(res, status, code);
    expect(res.body.message).toMatch(message);
  });

  test('a group without a WeChat app cannot take WeChat Pay', async () => {
    await server.sql.run("UPDATE groups SET wechat_app_id = '' WHERE group_id = 'demo'");
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'h5' });
    expectError(res, 409, ErrorCode.paymentInfoUnavailable);
    expect(res.body.message).toMatch(/^fail to get payment information/);
  });

  test('an amount that rounds to nothing is refused', async () => {
    await server.sql.run('UPDATE products SET price_amount = ? WHERE product_id = ?', '0.00000001', MEMBERSHIP);
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const res = await pay(server, token, orderId, 'wechat', 'cny', { pxx_channel: 'h5' });
    expectError(res, 409, ErrorCode.amountTooSmall);
    expect(res.body.message).toBe('amount too small');
  });
});

describe('coupons at checkout', () => {
  async function pendingOrder() {
    const token = await invitedUser(server, 'pending');
    return { token, orderId: await createOrder(server, token) };
  }

  test.each([
    [COUPONS.pendingDiscountBtc, 'mixin', BTC, '0.00024000'],
    [COUPONS.pendingVoucherCny, 'wechat', 'cny', '124.00'],
    [COUPONS.pendingVoucherCny, 'alipay', 'CNY', '124.00'],
    [COUPONS.pendingVoucherBtcWallet, 'mixin', BTC, '0.00025000'],
  ] as const)('coupon %s on %s/%s → %s', async (couponId, channel, assetId, amount) => {
    const { token, orderId } = await pendingOrder();
    const res = await pay(server, token, orderId, channel, assetId, { coupon_id: couponId, pxx_channel: 'h5' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'NOT_PAID', amount });
    expect((await server.get(`${DEMO}/orders/${orderId}`, token)).body.data.coupon_id).toBe(couponId);
  });

  test.each([
    [COUPONS.pendingDiscountBtc, 'mixin', USDT, 'coupon unsupported pay method', ErrorCode.couponUnsupportedPayMethod],
    [COUPONS.pendingVoucherBtcWallet, 'mixin', USDT, 'coupon unsupported pay method', ErrorCode.couponUnsupportedPayMethod],
    [COUPONS.pendingCouponPackOnly, 'mixin', USDT, 'coupon unsupported product', ErrorCode.couponUnsupportedProduct],
    [COUPONS.pendingExpired, 'wechat', 'cny', 'coupon not available', ErrorCode.couponNotAvailable],
    [COUPONS.pendingUsed, 'mixin', USDT, 'coupon not available', ErrorCode.couponNotAvailable],
    [COUPONS.memberDiscountUsdt, 'mixin', USDT, 'coupon not available', ErrorCode.couponNotAvailable],
    ['no-such-coupon', 'mixin', USDT, 'coupon not available', ErrorCode.couponNotAvailable],
  ] as const)('coupon %s on %s/%s: %s', async (couponId, channel, assetId, message, code) => {
    const { token, orderId } = await pendingOrder();
    const res = await pay(server, token, orderId, channel, assetId, { coupon_id: couponId, pxx_channel: 'h5' });
    expectError(res, 409, code);
    expect(res.body.message).toBe(message);
    expect(await countRows(server, 'coupons WHERE reserved_order_id = ?', orderId)).toBe(0);
  });

  test('a coupon that covers everything pays the order at once, with all its effects', async () => {
    const { token, orderId } = await pendingOrder();
    const res = await pay(server, token, orderId, 'reborn', 'rc', { coupon_id: COUPONS.pendingVoucherRcFree });
    expect(res.body.data).toMatchObject({ state: 'PAID', amount: '0.00', charge_id: null, payment: null });
    expect(await server.sql.value('SELECT state FROM coupons WHERE coupon_id = ?', COUPONS.pendingVoucherRcFree)).toBe('USED');
    expect(await server.sql.value('SELECT amount FROM payments WHERE order_id = ?', orderId)).toBe('0.00');
    const profile = await me(token);
    expect(profile.state).toBe('paid');
    expect(Math.abs(Date.parse(profile.expired_at) - (server.clock.now + YEAR_MS))).toBeLessThan(2 * 24 * 60 * 60 * 1000);
  });

  test('two concurrent pays with one coupon on two orders: exactly one gets it', async () => {
    const token = await invitedUser(server, 'pending');
    const first = await createOrder(server, token);
    const second = await olderOpenCopy(server, first);
    const results = await Promise.all([first, second].map((orderId) =>
      pay(server, token, orderId, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('coupon not available');
    expect(await countRows(server, 'coupons WHERE coupon_id = ? AND reserved_order_id IS NOT NULL', COUPONS.pendingDiscountBtc)).toBe(1);
  });

  test('paying again without the coupon releases it; an expired order releases it too', async () => {
    const { token, orderId } = await pendingOrder();
    await pay(server, token, orderId, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    const other = await olderOpenCopy(server, orderId);
    expect((await pay(server, token, other, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc })).status).toBe(409);
    expect((await pay(server, token, orderId, 'mixin', BTC)).body.data.amount).toBe('0.00030000');
    expect((await pay(server, token, other, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc })).status).toBe(200);

    server.clock.advance(30 * 60);
    expect(await readOrderState(server, other)).toBe('NOT_PAID'); // expiry is applied when an order route runs
    const third = await createOrder(server, token);
    expect(await readOrderState(server, other)).toBe('EXPIRED');
    expect((await pay(server, token, third, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc })).status).toBe(200);
  });

  test('coupons of a group with coupons switched off are refused', async () => {
    await server.sql.run("UPDATE groups SET coupon_enabled = 0 WHERE group_id = 'demo'");
    const { token, orderId } = await pendingOrder();
    const res = await pay(server, token, orderId, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    expectError(res, 409, ErrorCode.couponNotAvailable);
    expect(res.body.message).toBe('coupon not available');
  });
});

describe('order expiry', () => {
  test('an unpaid order expires after 30 minutes and cannot be paid', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    server.clock.advance(30 * 60 - 1);
    const state = () => server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } });
    expect((await state()).body.data.state).toBe('NOT_PAID');
    server.clock.advance(1);
    expect((await state()).body.data.state).toBe('EXPIRED');
    const res = await pay(server, token, orderId, 'mixin', BTC);
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('order cannot be paid: it is EXPIRED');
  });
});

describe('order state machine', () => {
  const allowed = new Set(['NOT_PAID>MARKED_PAID', 'MARKED_PAID>PAID', 'NOT_PAID>FAILED', 'NOT_PAID>EXPIRED',
    'MARKED_PAID>FAILED', 'MARKED_PAID>EXPIRED']);
  const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.filter((to) => to !== from).map((to) => [from, to] as const));

  test('the transition table holds exactly the specified moves', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATES].sort());
    for (const [from, to] of pairs) expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
  });

  /** A fresh order moved along allowed steps to `from`, for trying a move in SQL. */
  async function orderIn(from: OrderState) {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    const path: Record<OrderState, OrderState[]> = {
      NOT_PAID: [], MARKED_PAID: ['MARKED_PAID'], PAID: ['MARKED_PAID', 'PAID'], FAILED: ['FAILED'], EXPIRED: ['EXPIRED'],
    };
    const update = (state: OrderState) => server.sql.run('UPDATE orders SET state = ? WHERE order_id = ?', state, orderId);
    for (const step of path[from]) await update(step);
    return { orderId, move: update };
  }

  test.each(pairs.filter(([from, to]) => allowed.has(`${from}>${to}`)))('the database allows %s → %s', async (from, to) => {
    const { orderId, move } = await orderIn(from);
    await move(to);
    expect(await readOrderState(server, orderId)).toBe(to);
  });

  test.each(pairs.filter(([from, to]) => !allowed.has(`${from}>${to}`)))('the database refuses %s → %s', async (from, to) => {
    const { orderId, move } = await orderIn(from);
    await expect(move(to)).rejects.toThrow(/forbidden order state transition/);
    expect(await readOrderState(server, orderId)).toBe(from);
  });

  test('an unknown state is refused by the CHECK', async () => {
    const token = await invitedUser(server);
    const orderId = await createOrder(server, token);
    await expect(server.sql.run("UPDATE orders SET state = 'REFUNDED' WHERE order_id = ?", orderId)).rejects.toThrow(/CHECK|forbidden/);
  });
});
