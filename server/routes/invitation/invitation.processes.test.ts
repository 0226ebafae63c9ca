import { afterAll, expect, test } from 'vitest';
import { MEMBER_PERMANENT_CODE } from '../../seed/invitations';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { BTC, DEMO, MEMBERSHIP, count, createOrder, orderState, pay, providerNotification } from '../../test/joining';
import { bonusAmount } from './invitation.bonus';

// The bonus race across processes: 20 PAID notifications for one invitee's join order (each a
// distinct report, as a provider retrying would send), from 5 processes on one SQLite file at the
// same moment. The payment's IMMEDIATE transaction and UNIQUE (order_id) must credit the inviter once.

const server = createTestServer();
afterAll(() => server.close());

test('20 concurrent PAID notifications from 5 processes credit the inviter exactly once', async () => {
  const { token } = await server.login('new');
  expect((await server.post(`${DEMO}/invitations/apply?code=${MEMBER_PERMANENT_CODE}`, {}, token)).status).toBe(200);
  const orderId = await createOrder(server, token);
  const { amount } = (await pay(server, token, orderId, 'mixin', BTC)).body.data as { amount: string };
  const reports = Array.from({ length: 20 }, () =>
    providerNotification(server, 'mixin', { reference: orderId, status: 'PAID', asset_id: BTC, amount }));

  const processes = 5;
  const slices = Array.from({ length: processes }, (_slot, p) => JSON.stringify(reports.filter((_, i) => i % processes === p)));
  const outputs = await runRacers('server/test/payment-notifier.ts', slices.map((slice) =>
    [server.env.database, slice]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  // Every report is answered (a repeat for a PAID order is answered as the first was).
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(20);
  expect(orderState(server, orderId)).toBe('PAID');
  expect(count(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
  expect(count(server, 'invite_records WHERE order_id = ?', orderId)).toBe(1);
  const invitee = (await server.get(`${DEMO}/users/me`, token)).body.data.identity_number as string;
  const records = (await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records`, (await server.login('member')).token)).body.data;
  expect(records.filter((r: { invitee: { identity_number: string } }) => r.invitee.identity_number === invitee)).toEqual([
    expect.objectContaining({ bonus_amount: bonusAmount(amount, '0.1', 8), code: MEMBER_PERMANENT_CODE }),
  ]);
}, 90_000);
