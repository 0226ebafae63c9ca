import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, MEMBERSHIP, alipayNotice, alipayNotify, countRows, readOrderState, pay, walletPays } from '../../test/joining';

// Issue 26 point 11: a one-time invitation code is held by the open order that uses it, spent when
// that order is paid, and released when it fails, is cancelled or expires (migration 050); a code
// left in an abandoned checkout no longer turns the next newcomer away.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const CODE = 'MIAFRIEND';
const UNAVAILABLE = 'invitation code incorrect or unavailable';

const apply = (token: string, code = CODE) => server.post(`${DEMO}/invitations/apply?code=${code}`, {}, token);
const order = (token: string, inviteCode?: string) =>
  server.post(`${DEMO}/orders`, inviteCode ? { quantity: 1, product_id: MEMBERSHIP, invite_code: inviteCode } : { quantity: 1, product_id: MEMBERSHIP }, token);
const relation = async (token: string) => (await server.get(`${DEMO}/invitations/me`, token)).body.data;
const decodeAvailable = async (code = CODE) =>
  (await server.call('GET', `${DEMO}/invitations/decode/${code}`, { headers: { group_id: 'demo' } })).body.data.available as boolean;
const heldBy = () => server.sql.value('SELECT held_by_order_id FROM invitation_codes WHERE code = ?', CODE);

/** A newcomer who applied the code and opened a checkout (a join order) with it. */
async function abandonedCheckout(): Promise<{ token: string; orderId: string }> {
  const { token } = await server.login('new');
  expect((await apply(token)).status).toBe(200);
  const res = await order(token);
  expect(res.status, res.text).toBe(200);
  return { token, orderId: res.body.data.order_id as string };
}

function expectUnavailable(res: { status: number; body: { code: number; message: string } }) {
  expectError(res as never, 409, ErrorCode.rejected);
  expect(res.body.message).toBe(UNAVAILABLE);
}

describe('a one-time code held by an open order', () => {
  test('while the order is open, nobody else can apply the code or order with it', async () => {
    const first = await abandonedCheckout();
    expect(await heldBy()).toBe(first.orderId);
    expect(await decodeAvailable()).toBe(false);
    // Past the applicant's own reservation, the open order still holds it.
    server.clock.advance(29 * 60);
    const other = await server.login('new');
    expectUnavailable(await apply(other.token));
    expectUnavailable(await order(other.token, CODE));
    expect(await countRows(server, 'invitation_relations WHERE code = ?', CODE)).toBe(1);
  });

  test('the same person retrying their checkout gets the same order, which keeps the hold', async () => {
    const first = await abandonedCheckout();
    const again = await order(first.token);
    expect(again.body.data.order_id).toBe(first.orderId);
    expect(await heldBy()).toBe(first.orderId);
  });

  test('expiry releases it: the next newcomer takes the code, and the first one no longer has it', async () => {
    const first = await abandonedCheckout();
    server.clock.advance(30 * 60);
    // The inviter sees it free again before anyone touches an order route (the hold reads the expiry).
    const member = await server.login('member');
    const available = (await server.get(`${DEMO}/invitations/available`, member.token)).body.data.map((c: { code: string }) => c.code);
    expect(available).toContain(CODE);
    expect(await decodeAvailable()).toBe(true);

    const next = await server.login('new');
    const res = await order(next.token, CODE);
    expect(res.status, res.text).toBe(200);
    expect(await readOrderState(server, first.orderId)).toBe('EXPIRED');
    expect(await heldBy()).toBe(res.body.data.order_id);
    expect((await relation(next.token)).invitation_code).toBe(CODE);
    // Only one relation names a one-time code: the first person's lapsed one is gone.
    expect(await relation(first.token)).toBeNull();
    expectError(await order(first.token), 409, ErrorCode.rejected);
  });

  test('the expiry sweep releases the hold in the transition itself', async () => {
    const first = await abandonedCheckout();
    server.clock.advance(30 * 60);
    // Any order route sweeps overdue orders first.
    expect((await server.get(`${DEMO}/orders/${first.orderId}`, first.token)).body.data.state).toBe('EXPIRED');
    expect(await heldBy()).toBeNull();
  });

  test('a cancel on the provider page releases it, and the same person can order again with it', async () => {
    const first = await abandonedCheckout();
    const charged = (await pay(server, first.token, first.orderId, 'alipay', 'cny')).body.data;
    expect((await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'TRADE_CLOSED'))).text).toBe('success');
    expect(await readOrderState(server, first.orderId)).toBe('FAILED');
    expect(await heldBy()).toBeNull();
    // Nobody took it meanwhile: their inviter stays, and a new order holds the code again.
    const again = await order(first.token);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.order_id).not.toBe(first.orderId);
    expect(await heldBy()).toBe(again.body.data.order_id);
  });

  test('a cancel frees it for another newcomer at once', async () => {
    const first = await abandonedCheckout();
    const charged = (await pay(server, first.token, first.orderId, 'alipay', 'cny')).body.data;
    await alipayNotify(server, alipayNotice(server, charged.charge_id, charged.amount, 'TRADE_CLOSED'));
    const next = await server.login('new');
    expect((await apply(next.token)).status).toBe(200);
  });

  test('paying the order spends the code for good', async () => {
    const first = await abandonedCheckout();
    const { amount } = (await pay(server, first.token, first.orderId, 'mixin', BTC)).body.data as { amount: string };
    expect((await walletPays(server, { reference: first.orderId, asset_id: BTC, amount })).state).toBe('PAID');
    server.clock.advance(24 * 60 * 60);
    const next = await server.login('new');
    expectUnavailable(await apply(next.token));
    expect(await decodeAvailable()).toBe(false);
  });

  test('a code applied and never ordered with is reserved for 30 minutes, then free', async () => {
    const { token } = await server.login('new');
    expect((await apply(token)).status).toBe(200);
    const other = await server.login('new');
    expectUnavailable(await apply(other.token));
    server.clock.advance(30 * 60);
    expect((await apply(other.token)).status).toBe(200);
    expect(await relation(token)).toBeNull();
  });

  test('two newcomers ordering with the same code at once: exactly one order holds it', async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => (await server.login('new')).token));
    const results = await Promise.all(tokens.map((token) => order(token, CODE)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.status !== 200)) expectUnavailable(loser);
    expect(await heldBy()).toBe(winners[0].body.data.order_id);
    expect(await countRows(server, "orders WHERE kind = 'join' AND state = 'NOT_PAID' AND user_id IN (SELECT user_id FROM invitation_relations WHERE code = ?)", CODE)).toBe(1);
  });
});
