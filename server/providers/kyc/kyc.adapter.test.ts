import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { createTestServer, expectError } from '../../test/helpers';
import { partyHeaders, sandboxPartySecret } from '../signed-party';
import { kycAdapter } from './kyc.adapter';

// The KYC vendor on our own signed protocol, at its boundary: the server's requests verify at the
// vendor's stand-in, and the vendor's events must carry its signature over the body as sent.

const server = createTestServer({ kycReviewDelayMs: 0 });
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
  server.clock.now = Date.now();
});

const GATE = '/api/groups/gate';
const deps = () => appDeps(server.app);
const secret = () => sandboxPartySecret(deps(), 'kyc');

/** A new person who consented in gate and opened a verification: the session's reference. */
async function openSession(): Promise<{ token: string; reference: string }> {
  const { token } = await server.login('new', 'gate');
  await server.post(`${GATE}/kyc/authorize`, {}, token);
  const res = await server.get(`${GATE}/kyc/start/faceid`, token);
  expect(res.status, res.text).toBe(200);
  return { token, reference: new URL(res.body.data.url, 'http://x').searchParams.get('session')! };
}

const status = async (token: string) => (await server.get(`${GATE}/kyc/me/status`, token)).body.data;

/** Posts an event to the server as the vendor would, signed with `key` at `nowMs`. */
function postEvent(event: object, key = secret(), nowMs = server.clock.now, tamper?: (body: string) => string) {
  const body = JSON.stringify(event);
  return server.call('POST', '/api/kyc/notifications', { rawBody: tamper ? tamper(body) : body, headers: partyHeaders(key, body, nowMs) });
}

const approval = (reference: string) => ({
  event_id: randomUUID(), reference, outcome: 'approved', name: 'Wang Fang', error_code: null, error_message: null, review_at: null,
});

describe('the server registers sessions with the vendor', () => {
  test('the vendor\'s stand-in takes a session signed with the shared key; another key is refused, and nothing opens', async () => {
    await server.get('/healthz');
    const url = () => `${deps().runtime.selfOrigin}/sandbox/kyc-api`;
    const subject = { ref: 'user-1', name: 'Wang Fang', requester: 'Gated Guild', returnUrl: 'http://localhost/#/gate/kyc' };
    await expect(kycAdapter({ url, secret: () => 'not-the-key-not-the-key-not-the-key', clock: () => server.clock.now })
      .verificationUrl('ref-1', subject)).rejects.toThrow('the KYC vendor refused the request: signature does not verify');
    expect((await server.get('/sandbox/kyc?session=ref-1')).status).toBe(404);
    const page = await kycAdapter({ url, secret, clock: () => server.clock.now }).verificationUrl('ref-1', subject);
    expect(new URL(page).pathname).toBe('/sandbox/kyc');
    const shown = await server.get(`/sandbox/kyc?session=ref-1`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Gated Guild');
  });
});

describe('the vendor\'s events', () => {
  test('a signed approval is applied once; its repeat is answered as taken and changes nothing', async () => {
    const { token, reference } = await openSession();
    const event = approval(reference);
    const first = await postEvent(event);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({ reference, applied: true });
    expect(await status(token)).toMatchObject({ kyc_status: 'approved', name: 'Wang Fang' });
    const again = await postEvent(event);
    expect(again.body.data).toEqual({ reference, applied: false });
  });

  test('another key, a tampered body or a stale timestamp is 401 and changes nothing; unreadable is 400', async () => {
    const { token, reference } = await openSession();
    expectError(await postEvent(approval(reference), 'another-key-another-key-another-key'), 401, 100401);
    expectError(await postEvent(approval(reference), secret(), server.clock.now, (body) => body.replace('Wang Fang', 'Someone Else')), 401, 100401);
    expectError(await postEvent(approval(reference), secret(), server.clock.now - 6 * 60_000), 401, 100401);
    expectError(await postEvent({ event_id: randomUUID(), reference, outcome: 'maybe' }), 400, 100400);
    expect((await status(token)).kyc_status).toBe('unknown');
    expect((await postEvent(approval(reference))).status).toBe(200);
  });

  test('an event for no open session is 404; a result while a review is under way is 409, and the session stays open', async () => {
    expectError(await postEvent(approval('no-such-session')), 404, 404);
    const { token, reference } = await openSession();
    const later = new Date(server.clock.now + 60_000).toISOString();
    const rejection = { ...approval(reference), outcome: 'rejected', error_code: 'ID_EXPIRED', error_message: 'The ID card has expired', review_at: later };
    expect((await postEvent(rejection)).status).toBe(200);
    expect((await status(token)).kyc_status).toBe('processing');
    const second = await server.get(`${GATE}/kyc/start/faceid`, token);
    const next = new URL(second.body.data.url, 'http://x').searchParams.get('session')!;
    expectError(await postEvent(approval(next)), 409, 100409);
    server.clock.now += 60_000;
    expect(await status(token)).toMatchObject({ kyc_status: 'rejected', kyc_error: 'ID_EXPIRED' });
    expect((await postEvent(approval(next))).status).toBe(200);
    expect((await status(token)).kyc_status).toBe('approved');
  });
});
