import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { partyHeaders } from '../../providers/signed-party';
import { standInPartySecret } from '../../test/standins';
import { ErrorCode } from '../../../contract/errors';
import { createTestServer, expectError } from '../../test/helpers';
import {
  BTC, COUPONS, DEMO, alipayNotice, alipayNotify, countRows, createOrder, invitedUser, readOrderState, pay, walletPays,
} from '../../test/joining';

// Issue 10, points 3 and 4: a coupon is never stuck to a checkout the person left, and a payment
// the payer cancelled is told apart from one that failed.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const myCoupon = async (token: string, couponId: string) =>
  (await server.get(`${DEMO}/coupons`, token)).body.data.find((c: { coupon_id: string }) => c.coupon_id === couponId);

describe('a coupon held by a checkout that was left', () => {
  test('reopening the checkout for the product reuses the order with its coupon, which pays once', async () => {
    const token = await invitedUser(server, 'pending');
    const first = await createOrder(server, token);
    const priced = await pay(server, token, first, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    expect(priced.body.data.amount).toBe('0.00024000');
    expect(await myCoupon(token, COUPONS.pendingDiscountBtc)).toMatchObject({ state: 'INIT', reserved_order_id: first });

    // The page reloads; the person buys again: the same order, and the coupon still pays for it.
    const again = await createOrder(server, token);
    expect(again).toBe(first);
    const repriced = await pay(server, token, again, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    expect(repriced.status, repriced.text).toBe(200);
    expect(repriced.body.data.amount).toBe('0.00024000');

    expect((await walletPays(server, { reference: first, asset_id: BTC, amount: '0.00024000' })).state).toBe('PAID');
    expect(await myCoupon(token, COUPONS.pendingDiscountBtc)).toMatchObject({ state: 'USED', reserved_order_id: null });
    // Spent: no later order gets it.
    expect(await countRows(server, "orders WHERE coupon_id = ? AND state = 'PAID'", COUPONS.pendingDiscountBtc)).toBe(1);
  });

  test('the list names the holding order until it ends, so another checkout can say why', async () => {
    const token = await invitedUser(server, 'pending');
    const orderId = await createOrder(server, token);
    expect((await myCoupon(token, COUPONS.pendingDiscountBtc)).reserved_order_id).toBeNull();
    await pay(server, token, orderId, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    expect((await myCoupon(token, COUPONS.pendingDiscountBtc)).reserved_order_id).toBe(orderId);
    // 30 minutes on, reading the list alone expires the order and frees the coupon.
    server.clock.advance(30 * 60);
    expect((await myCoupon(token, COUPONS.pendingDiscountBtc)).reserved_order_id).toBeNull();
    expect(await readOrderState(server, orderId)).toBe('EXPIRED');
  });
});

describe('a cancelled payment', () => {
  test('a charge closed unpaid (Alipay\'s TRADE_CLOSED) fails the order as cancelled and frees its coupon; the polled state says why', async () => {
    const token = await invitedUser(server, 'pending');
    const orderId = await createOrder(server, token);
    const charged = (await pay(server, token, orderId, 'alipay', 'cny', { coupon_id: COUPONS.pendingVoucherCny })).body.data;
    expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'TRADE_CLOSED'))).text).toBe('success');

    const state = await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } });
    expect(state.body.data).toEqual({ state: 'FAILED', order_id: orderId, failure_reason: 'cancelled' });
    expect((await server.get(`${DEMO}/orders/${orderId}`, token)).body.data.failure_reason).toBe('cancelled');
    expect(await myCoupon(token, COUPONS.pendingVoucherCny)).toMatchObject({ state: 'INIT', reserved_order_id: null });

    // A cancelled order cannot be paid; a new one takes the coupon.
    expectError(await pay(server, token, orderId, 'alipay', 'cny'), 409, ErrorCode.rejected);
    const next = await createOrder(server, token);
    expect(next).not.toBe(orderId);
    expect((await pay(server, token, next, 'alipay', 'cny', { coupon_id: COUPONS.pendingVoucherCny })).status).toBe(200);
  });

  test('a failed charge (the rc app\'s FAILED) stays a failure without a reason', async () => {
    const token = await invitedUser(server, 'pending');
    const orderId = await createOrder(server, token);
    const charged = (await pay(server, token, orderId, 'reborn', 'rc')).body.data;
    const body = JSON.stringify({ event_id: randomUUID(), transfer_id: charged.charge_id, status: 'FAILED', currency: 'RC', amount: charged.amount });
    const res = await server.call('POST', '/api/payments/reborn/notify', {
      rawBody: body, headers: partyHeaders(standInPartySecret(appDeps(server.app), 'reborn'), body, server.clock.now),
    });
    expect(res.status, res.text).toBe(200);
    const state = await server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } });
    expect(state.body.data).toEqual({ state: 'FAILED', order_id: orderId, failure_reason: null });
  });
});
