import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { COURSE_PRODUCT_IDS } from '../../seed/courses';
import { createTestServer, type TestResponse } from '../../test/helpers';
import {
  BTC, DEMO, USDT, alipayNotice, alipayNotify, countRows, createOrder, readOrderState, pay, readWalletEverywhere, yearsAfter,
  walletJoinOrder as joinOnWallet,
} from '../../test/joining';
import { STANDINS } from '../../test/standins';

// Money moves once, however often and however concurrently a provider (or a payer tapping Pay
// twice) reports it: one PAID order, one payment row, one extension of the membership, and one
// coupon spent by one order only. Requests are fired together with Promise.all.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

/** The same day `years` later, as the server counts membership years, as an ISO date-time. */
const isoYearsAfter = (at: string | number, years: number) => new Date(yearsAfter(new Date(at).getTime(), years)).toISOString();
const me = async (token: string) => (await server.get(`${DEMO}/users/me`, token)).body.data;
const statuses = (list: TestResponse[]) => list.map((res) => res.status);

/** A new user's join order on the wallet (0.0003 BTC) with MIAFRIEND, a one-time code, applied. */
const walletJoinOrder = () => joinOnWallet(server);

/** The payer's transfer for the order on the wallet's pay page (read later, by whoever reads the bot's snapshots). */
async function paidOnPage(orderId: string, asset: string, amount: string) {
  const client = (await server.get(`${DEMO}/public`)).body.data.client_id as string;
  expect((await server.form(`${STANDINS}/mixin/pay`, { recipient: client, asset, amount, trace: orderId, action: 'pay' })).status).toBe(200);
}

describe('repeated and concurrent payment reports pay once and extend once', () => {
  test('a join order: its transfer read by ten readers at once, each from the start, makes one payment and one year', async () => {
    const { token, orderId } = await walletJoinOrder();
    await paidOnPage(orderId, BTC, '0.0003');
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await Promise.all(Array.from({ length: 10 }, () => readWalletEverywhere(server)));
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    const profile = await me(token);
    expect(profile.state).toBe('paid');
    expect(profile.expired_at).toBe(isoYearsAfter(server.clock.now, 1));
    expect(await server.sql.value("SELECT CASE WHEN used_at IS NOT NULL THEN 1 ELSE 0 END FROM invitation_codes WHERE code = 'MIAFRIEND'")).toBe(1);
  });

  test('a renewal: its transfer read by twenty readers at once extends the membership by its years once', async () => {
    const { token } = await server.login('member');
    const before = (await me(token)).expired_at as string;
    const orderId = await createOrder(server, token, 2);
    const { amount } = (await pay(server, token, orderId, 'mixin', USDT)).body.data;
    await paidOnPage(orderId, USDT, amount);
    await Promise.all(Array.from({ length: 20 }, () => readWalletEverywhere(server)));
    expect(await readOrderState(server, orderId)).toBe('PAID');
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect((await me(token)).expired_at).toBe(isoYearsAfter(before, 2));
  });

  test("the wallet's Pay pressed five times at once transfers once, and five polls at once read it and pay the order once", async () => {
    const { token, orderId } = await walletJoinOrder();
    const client = (await server.get(`${DEMO}/public`)).body.data.client_id;
    const fields = { recipient: client, asset: BTC, amount: '0.0003', trace: orderId, action: 'pay' };
    const pages = await Promise.all(Array.from({ length: 5 }, () => server.form(`${STANDINS}/mixin/pay`, fields)));
    expect(pages.map((page) => page.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const polls = await Promise.all(Array.from({ length: 5 }, () =>
      server.call('GET', `${DEMO}/orders/${orderId}/state`, { token, headers: { group_id: 'demo' } })));
    expect(polls.map((poll) => poll.body.data.state)).toEqual(Array(5).fill('PAID'));
    expect(await countRows(server, 'wallet_receipts WHERE trace_id = ?', orderId)).toBe(1);
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect((await me(token)).expired_at).toBe(isoYearsAfter(server.clock.now, 1));
  });
});

describe('one coupon across many orders is used once', () => {
  test('three orders race for one voucher: one reserves it, its payment spends it, the others never get it', async () => {
    // Three open orders of one member for three products (a renewal, a charged course, a charged
    // stream), all payable in CNY through Alipay, and one CNY voucher that fits any of them.
    const admin = (await server.login('admin')).token;
    const stream = await server.post(`${DEMO}/stream/start`, { title: 'Paid stream', price: { asset_id: 'cny', amount: '30.00' } }, admin);
    expect(stream.status, stream.text).toBe(200);
    const { token } = await server.login('member');
    const coupon = (await server.post(`${DEMO}/coupons/claim?code=WELCOME5`, {}, token)).body.data.coupon.coupon_id as string;
    const orders = [
      await createOrder(server, token, 1),
      await createOrder(server, token, 1, 'demo', COURSE_PRODUCT_IDS.chargedUnpaid),
      await createOrder(server, token, 1, 'demo', stream.body.data.product_id),
    ];
    expect(new Set(orders).size).toBe(3);
    const payWith = (orderId: string, couponId: string | null) => pay(server, token, orderId, 'alipay', 'cny', { coupon_id: couponId });

    const race = await Promise.all(orders.map((orderId) => payWith(orderId, coupon)));
    expect(statuses(race).sort()).toEqual([200, 409, 409]);
    for (const lost of race.filter((res) => res.status === 409)) expect(lost.body.message).toBe('coupon not available');
    const winner = orders[race.findIndex((res) => res.status === 200)]!;
    const others = orders.filter((orderId) => orderId !== winner);
    const { charge_id: chargeId, amount } = race.find((res) => res.status === 200)!.body.data;

    // The winner's payment lands (twice over) while the other orders try the voucher again.
    const paid = alipayNotice(server, chargeId, amount);
    const together = await Promise.all([
      alipayNotify(server, paid), alipayNotify(server, paid),
      ...others.map((orderId) => payWith(orderId, coupon)),
    ]);
    expect(together.slice(0, 2).map((res) => res.text)).toEqual(['success', 'success']);
    expect(together.slice(2).every((res) => res.status === 409)).toBe(true);
    expect(await readOrderState(server, winner)).toBe('PAID');

    // The others pay in full; the voucher stays spent by the winner alone.
    for (const orderId of others) {
      const full = (await payWith(orderId, null)).body.data;
      expect((await alipayNotify(server, alipayNotice(server, full.charge_id, full.amount))).text).toBe('success');
      expect(await readOrderState(server, orderId)).toBe('PAID');
    }
    const row = await server.sql.get('SELECT state, reserved_order_id FROM coupons WHERE coupon_id = ?', coupon);
    expect(row).toEqual({ state: 'USED', reserved_order_id: winner });
    expect(await countRows(server, "orders WHERE coupon_id = ? AND state = 'PAID'", coupon)).toBe(1);
    expect(await countRows(server, 'payments WHERE order_id IN (?, ?, ?)', ...orders)).toBe(3);

    // A fourth order later cannot use it either.
    const renewal = await createOrder(server, token, 2);
    const late = await payWith(renewal, coupon);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('coupon not available');
  });
});
