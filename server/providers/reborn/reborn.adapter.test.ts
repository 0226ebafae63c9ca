import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { ASSET_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { countRows, createOrder, invitedUser, pay, readOrderState } from '../../test/joining';
import { partyHeaders, sandboxPartySecret } from '../signed-party';

// The rc coin's reports on our own signed protocol, at the server's boundary: signed with the rc
// app's key over the body as sent, for one of our charges, in rc, for the order's amount; once.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
});

function report(event: object, key = sandboxPartySecret(appDeps(server.app), 'reborn'), tamper?: (body: string) => string) {
  const body = JSON.stringify(event);
  return server.call('POST', '/api/payments/reborn/notify', { rawBody: tamper ? tamper(body) : body, headers: partyHeaders(key, body, server.clock.now) });
}

test('a signed report pays the order once; another key, a tampered amount, another currency or an unknown transfer changes nothing', async () => {
  const token = await invitedUser(server);
  const orderId = await createOrder(server, token);
  const charge = (await pay(server, token, orderId, 'reborn', ASSET_IDS.rc)).body.data;
  const paid = { event_id: randomUUID(), transfer_id: charge.charge_id, status: 'PAID', currency: 'RC', amount: charge.amount };
  expectError(await report(paid, 'not-the-key-not-the-key-not-the-key'), 401, 100401);
  expectError(await report(paid, undefined, (body) => body.replace(`"${charge.amount}"`, '"1.00"')), 401, 100401);
  expectError(await report({ ...paid, currency: 'CNY' }), 409, 100409);
  expectError(await report({ ...paid, transfer_id: 'reborn_nope' }), 404, 404);
  expectError(await report({ ...paid, status: 'MAYBE' }), 400, 100400);
  expect(await readOrderState(server, orderId)).toBe('NOT_PAID');
  const first = await report(paid);
  expect(first.status, first.text).toBe(200);
  expect(first.body.data.state).toBe('PAID');
  expect((await report(paid)).body.data.state).toBe('PAID');
  expect(await countRows(server, 'payments WHERE order_id = ?', orderId)).toBe(1);
});
