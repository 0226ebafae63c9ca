import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { PRODUCT_IDS } from '../../seed';
import { PERSONAS, STANDINS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import {
  BTC, COUPONS, DEMO, MEMBERSHIP, USDT, alipayNotice, alipayNotify, countRows, createOrder, invitedUser, olderOpenCopy, readOrderState, pay,
  readWalletEverywhere, walletPays, yearsAfter,
} from '../../test/joining';

// Issue 9, point 4: membership limits hold when the money arrives, not only when the order is made,
// and a user holds one open order per product.

const server = createTestServer();
// The seed holds paid membership orders of other users (the member's invitees, invoiced orders):
// what a test makes is the member's open order.
const openMembershipOrders = () => countRows(server,
  "orders WHERE product_id = ? AND user_id = ? AND state IN ('NOT_PAID', 'MARKED_PAID')", MEMBERSHIP, PERSONAS.member.user_id);
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const me = async (token: string, group = 'demo') => (await server.get(`/api/groups/${group}/users/me`, token)).body.data;
const getOrder = async (token: string, orderId: string, group = 'demo') =>
  (await server.get(`/api/groups/${group}/orders/${orderId}`, token)).body.data;

/**
 * Prices the order on the wallet and pays it on the wallet's pay page: the transfer is made, and pays
 * the order once the server reads the group bot's snapshots (readWalletEverywhere; the job's sweep).
 */
async function transferred(token: string, orderId: string, assetId: string, group = 'demo') {
  const amount = (await pay(server, token, orderId, 'mixin', assetId, {}, group)).body.data.amount as string;
  const client = (await server.get(`/api/groups/${group}/public`)).body.data.client_id as string;
  const page = await server.form(`${STANDINS}/mixin/pay`, { recipient: client, asset: assetId, amount, trace: orderId, action: 'pay' });
  expect(page.status, page.text).toBe(200);
}

/** The order's payment under way at Alipay (its WAIT_BUYER_PAY): MARKED_PAID. */
async function underWay(token: string, orderId: string) {
  const charged = (await pay(server, token, orderId, 'alipay', 'cny')).body.data;
  expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'WAIT_BUYER_PAY'))).text).toBe('success');
  expect(await readOrderState(server, orderId)).toBe('MARKED_PAID');
}

describe('the renewal maximum holds at payment', () => {
  test('two 7-year renewals both paid: the second is FAILED with its reason and the member gains 7 years only', async () => {
    const { token } = await server.login('member');
    const before = Date.parse((await me(token)).expired_at);
    const first = await createOrder(server, token, 7);
    const second = await olderOpenCopy(server, first);
    await transferred(token, first, USDT);
    await transferred(token, second, USDT);
    // Read in the order made: the first pays; the second's money is on a FAILED order, to give back.
    await readWalletEverywhere(server);
    expect([await readOrderState(server, first), await readOrderState(server, second)]).toEqual(['PAID', 'FAILED']);
    await server.sql.run('DELETE FROM wallet_snapshot_cursors');
    await readWalletEverywhere(server);

    expect(Date.parse((await me(token)).expired_at)).toBe(yearsAfter(before, 7));
    expect(await getOrder(token, second)).toMatchObject({ state: 'FAILED', failure_reason: 'renewal_exceeds_maximum', paid_at: null });
    expect(await getOrder(token, first)).toMatchObject({ state: 'PAID', failure_reason: null });
    expect(await countRows(server, 'payments WHERE order_id = ?', second)).toBe(0);
    expect(await countRows(server, 'payment_notifications WHERE order_id = ?', second)).toBe(1);
  });

  test('a maximum lowered while the payment was under way refuses it and gives the coupon back', async () => {
    const { token } = await server.login('member');
    const before = (await me(token)).expired_at;
    const orderId = await createOrder(server, token, 5);
    const amount = (await pay(server, token, orderId, 'mixin', USDT, { coupon_id: COUPONS.memberDiscountUsdt })).body.data.amount;
    await server.sql.run("UPDATE groups SET max_renewal_years = 3 WHERE group_id = 'demo'");
    expect((await walletPays(server, { reference: orderId, asset_id: USDT, amount })).state).toBe('FAILED');
    expect((await getOrder(token, orderId)).failure_reason).toBe('renewal_exceeds_maximum');
    expect((await me(token)).expired_at).toBe(before);
    expect(await server.sql.value('SELECT state || \'/\' || COALESCE(reserved_order_id, \'-\') FROM coupons WHERE coupon_id = ?',
      COUPONS.memberDiscountUsdt)).toBe('INIT/-');
  });

  test('the wallet read by many at once for two paid 7-year renewals: paid once, never past the maximum', async () => {
    const { token } = await server.login('member');
    const before = Date.parse((await me(token)).expired_at);
    const first = await createOrder(server, token, 7);
    const second = await olderOpenCopy(server, first);
    await transferred(token, first, USDT);
    await transferred(token, second, USDT);
    await Promise.all(Array.from({ length: 20 }, () => readWalletEverywhere(server)));
    const states = [await readOrderState(server, first), await readOrderState(server, second)].sort();
    expect(states).toEqual(['FAILED', 'PAID']);
    expect(await countRows(server, 'payments WHERE order_id IN (?, ?)', first, second)).toBe(1);
    const expiry = Date.parse((await me(token)).expired_at);
    expect(expiry).toBe(yearsAfter(before, 7));
    expect(expiry).toBeLessThanOrEqual(yearsAfter(server.clock.now, 10));
  });

  test('the free path (a coupon covering everything) refuses too and changes nothing', async () => {
    const token = await invitedUser(server, 'pending');
    const first = await createOrder(server, token);
    const second = await olderOpenCopy(server, first);
    expect((await pay(server, token, first, 'reborn', 'rc', { coupon_id: COUPONS.pendingVoucherRcFree })).body.data.state).toBe('PAID');
    const expiry = (await me(token)).expired_at;
    const res = await pay(server, token, second, 'mixin', BTC);
    expectError(res, 409, ErrorCode.rejected);
    expect(res.body.message).toBe('already joined: this join order can no longer be paid');
    expect(await readOrderState(server, second)).toBe('NOT_PAID');
    expect((await me(token)).expired_at).toBe(expiry);
  });
});

describe('"already joined" holds at payment', () => {
  test('a joined member paying an old join order gains nothing: FAILED, already_joined', async () => {
    const token = await invitedUser(server);
    const first = await createOrder(server, token);
    const second = await olderOpenCopy(server, first);
    await transferred(token, first, BTC);
    await transferred(token, second, BTC);
    // Read in the order made: the first joins; the second, paid after it, is refused at payment.
    await readWalletEverywhere(server);
    expect(await readOrderState(server, first)).toBe('PAID');
    const expiry = (await me(token)).expired_at;
    expect(Date.parse(expiry)).toBe(yearsAfter(server.clock.now, 1));
    expect(await readOrderState(server, second)).toBe('FAILED');
    expect(await getOrder(token, second)).toMatchObject({ state: 'FAILED', failure_reason: 'already_joined' });
    expect((await me(token)).expired_at).toBe(expiry);
    expect(await countRows(server, 'payments WHERE order_id = ?', second)).toBe(0);
  });

  test('joining another way (an NFT ticket) while a join payment is under way fails that payment', async () => {
    const { token } = await server.login('pending', 'nft');
    const orderId = await createOrder(server, token, 1, 'nft', PRODUCT_IDS.nftMembership);
    await transferred(token, orderId, USDT, 'nft');
    expect((await server.post('/api/groups/nft/nft/tickets', {}, token)).body.data.status).toBe('success');
    await readWalletEverywhere(server);
    expect(await readOrderState(server, orderId)).toBe('FAILED');
    expect(await getOrder(token, orderId, 'nft')).toMatchObject({ state: 'FAILED', failure_reason: 'already_joined' });
    expect(await me(token, 'nft')).toMatchObject({ state: 'paid', expired_at: null });
  });

  test('PUT /pay refuses a join order of a user who has joined meanwhile', async () => {
    const token = await invitedUser(server);
    const first = await createOrder(server, token);
    const second = await olderOpenCopy(server, first);
    await transferred(token, first, BTC);
    await readWalletEverywhere(server);
    const res = await pay(server, token, second, 'mixin', BTC);
    expectError(res, 409, ErrorCode.rejected);
    expect(res.body.message).toBe('already joined: this join order can no longer be paid');
  });

  test('the wallet stand-in\'s pay page drives the same refusal; the result page can read the reason', async () => {
    const token = await invitedUser(server);
    const first = await createOrder(server, token);
    const second = await olderOpenCopy(server, first);
    const client = (await server.get(`${DEMO}/public`)).body.data.client_id;
    for (const orderId of [first, second]) await pay(server, token, orderId, 'mixin', BTC);
    for (const orderId of [first, second]) {
      const fields = { recipient: client, asset: BTC, amount: '0.0003', memo: `join:${orderId}`, trace: orderId, action: 'pay' };
      const done = await server.form(`${STANDINS}/mixin/pay`, fields);
      expect(done.text).toContain(`/#/demo/checkout/result?order_id=${orderId}`);
    }
    // The result page's poll has the group bot's snapshots read: both transfers, in the order made.
    await server.call('GET', `${DEMO}/orders/${second}/state`, { token, headers: { group_id: 'demo' } });
    expect(await getOrder(token, first)).toMatchObject({ state: 'PAID', failure_reason: null });
    expect(await getOrder(token, second)).toMatchObject({ state: 'FAILED', failure_reason: 'already_joined' });
    expect(await server.sql.value('SELECT outcome FROM wallet_receipts WHERE trace_id = ?', second)).toBe('refused');
  });
});

describe('one open order per user and product', () => {
  test('ordering again while an order is open returns that order', async () => {
    const token = await invitedUser(server);
    const first = await createOrder(server, token, 2);
    expect(await createOrder(server, token, 2)).toBe(first);
    expect(await countRows(server, 'orders WHERE product_id = ? AND state = \'NOT_PAID\'', MEMBERSHIP)).toBe(1);
  });

  test('a different quantity replaces an unpaid order (FAILED, replaced) and frees its coupon', async () => {
    const token = await invitedUser(server, 'pending');
    const first = await createOrder(server, token, 1);
    await pay(server, token, first, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc });
    const second = await createOrder(server, token, 2);
    expect(second).not.toBe(first);
    expect(await getOrder(token, first)).toMatchObject({ state: 'FAILED', failure_reason: 'replaced' });
    expect(await getOrder(token, second)).toMatchObject({ state: 'NOT_PAID', quantity: 2, failure_reason: null });
    expect((await pay(server, token, second, 'mixin', BTC, { coupon_id: COUPONS.pendingDiscountBtc })).status).toBe(200);
  });

  test('an order whose payment is under way is returned whatever was asked', async () => {
    const { token } = await server.login('member');
    const first = await createOrder(server, token, 1);
    await underWay(token, first);
    expect(await createOrder(server, token, 3)).toBe(first);
    expect(await openMembershipOrders()).toBe(1);
  });

  test('expired, failed and paid orders are not reused', async () => {
    const { token } = await server.login('member');
    const first = await createOrder(server, token, 1);
    server.clock.advance(30 * 60);
    const second = await createOrder(server, token, 1);
    expect(second).not.toBe(first);
    expect(await readOrderState(server, first)).toBe('EXPIRED');
    await transferred(token, second, USDT);
    await readWalletEverywhere(server);
    expect(await readOrderState(server, second)).toBe('PAID');
    expect(await createOrder(server, token, 1)).not.toBe(second);
  });

  test('many simultaneous POST /orders make one order', async () => {
    const { token } = await server.login('member');
    const answers = await Promise.all(Array.from({ length: 12 }, () =>
      server.post(`${DEMO}/orders`, { quantity: 1, product_id: MEMBERSHIP }, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.order_id)).size).toBe(1);
    expect(await openMembershipOrders()).toBe(1);
  });

  test('many simultaneous pays and wallet reads of one paid order: one payment, one extension', async () => {
    const { token } = await server.login('member');
    const before = Date.parse((await me(token)).expired_at);
    const orderId = await createOrder(server, token, 2);
    await transferred(token, orderId, USDT);
    const [, ...pays] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => readWalletEverywhere(server))),
      ...Array.from({ length: 5 }, () => pay(server, token, orderId, 'mixin', USDT)),
    ]);
    expect(await readOrderState(server, orderId)).toBe('PAID');
    // A pay before the transfer is read prices the same order again; one after is refused.
    for (const answer of pays) expect([200, 409]).toContain(answer.status);
    expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
    expect(Date.parse((await me(token)).expired_at)).toBe(yearsAfter(before, 2));
  });
});
