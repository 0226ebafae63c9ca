import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { MEMBER_PERMANENT_CODE } from '../../seed/invitations';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';
import { BTC, DEMO, MEMBERSHIP, countRows, createOrder, readOrderState, pay } from '../../test/joining';
import { bonusAmount } from './invitation.bonus';

// The bonus race across processes: one invitee's wallet transfer for the join order, applied 20
// times (20 readers of the group bot's snapshots, as after a lost cursor) from 5 processes on one
// SQLite file at the same moment. The payment's IMMEDIATE transaction and UNIQUE (order_id) must
// credit the inviter once.

const server = createTestServer();
afterAll(() => server.close());

test('one transfer applied 20 times at once from 5 processes credits the inviter exactly once', async () => {
  const { token } = await server.login('new');
  expect((await server.post(`${DEMO}/invitations/apply?code=${MEMBER_PERMANENT_CODE}`, {}, token)).status).toBe(200);
  const orderId = await createOrder(server, token);
  const { amount } = (await pay(server, token, orderId, 'mixin', BTC)).body.data as { amount: string };
  const transfer = { group_id: 'demo', snapshot_id: randomUUID(), trace_id: orderId, asset_id: BTC, amount };
  const reports = Array.from({ length: 20 }, () => transfer);

  const processes = 5;
  const slices = Array.from({ length: processes }, (_slot, p) => JSON.stringify(reports.filter((_, i) => i % processes === p)));
  const outputs = await runRacers('server/test/payment-notifier.ts', slices.map((slice) =>
    [server.database, slice]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  // Every application is answered (a repeat is answered as the first was).
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(20);
  expect(await readOrderState(server, orderId)).toBe('PAID');
  expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
  expect(await countRows(server, 'invite_records WHERE order_id = ?', orderId)).toBe(1);
  const invitee = (await server.get(`${DEMO}/users/me`, token)).body.data.identity_number as string;
  const records = (await server.get(`${DEMO}/products/${MEMBERSHIP}/invite_records`, (await server.login('member')).token)).body.data;
  expect(records.filter((r: { invitee: { identity_number: string } }) => r.invitee.identity_number === invitee)).toEqual([
    expect.objectContaining({ bonus_amount: bonusAmount(amount, '0.1', 8), code: MEMBER_PERMANENT_CODE }),
  ]);
}, 90_000);
