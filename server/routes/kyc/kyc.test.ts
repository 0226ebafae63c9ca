import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { KycStatus } from '../../../contract/kyc';
import { createTestServer, expectError } from '../../test/helpers';
import { STANDINS } from '../../test/standins';

// KYC_REVIEW_DELAY_MS is 3000 here so the processing window is visible; the clock moves instead of sleeping.
const server = createTestServer({ kycReviewDelayMs: 3000 });
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const GATE = '/api/groups/gate';
const status = async (token: string, group = 'gate') => (await server.get(`/api/groups/${group}/kyc/me/status`, token)).body.data;

/** Consents, gets the verification link and opens the KYC stand-in's page; returns the session. */
async function startVerification(token: string): Promise<string> {
  await server.post(`${GATE}/kyc/authorize`, {}, token);
  const res = await server.get(`${GATE}/kyc/start/faceid`, token);
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.body.data.url, 'http://localhost');
  expect(url.pathname).toBe(`${STANDINS}/kyc`);
  const page = await server.get(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('Gated Guild');
  return url.searchParams.get('session')!;
}

describe('KYC', () => {
  test('unknown until started; processing for the review delay; then approved with the name', async () => {
    const { token } = await server.login('new', 'gate');
    expect(await status(token)).toEqual({ kyc_status: 'unknown', name: '', kyc_error: null, kyc_error_message: null });
    const session = await startVerification(token);
    const submitted = await server.form(`${STANDINS}/kyc`, { session, decision: 'approve', name: 'Wang Fang' });
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain('/#/gate/kyc');

    expect((await status(token)).kyc_status).toBe('processing');
    server.clock.now += 2999;
    expect((await status(token)).kyc_status).toBe('processing');
    server.clock.now += 1;
    const approved = await status(token);
    expect(is(approved, KycStatus)).toBe(true);
    expect(approved).toEqual({ kyc_status: 'approved', name: 'Wang Fang', kyc_error: null, kyc_error_message: null });
    expect((await server.get(`${GATE}/users/me`, token)).body.data.kyc_status).toBe('approved');

    const again = await server.get(`${GATE}/kyc/start/faceid`, token);
    expectError(again, 409, 100409);
    expect(again.body.message).toBe('KYC already approved');
  });

  test('rejected shows the reason and code, and allows a restart', async () => {
    const { token } = await server.login('new', 'gate');
    const session = await startVerification(token);
    await server.form(`${STANDINS}/kyc`, { session, decision: 'reject', error_code: 'ID_EXPIRED' });
    server.clock.advance(3);
    expect(await status(token)).toEqual({
      kyc_status: 'rejected', name: '', kyc_error: 'ID_EXPIRED', kyc_error_message: 'The ID card has expired',
    });
    const retry = await startVerification(token);
    await server.form(`${STANDINS}/kyc`, { session: retry, decision: 'reject', error_code: 'INFO_MISMATCH', error_message: 'Name differs' });
    server.clock.advance(3);
    expect(await status(token)).toMatchObject({ kyc_error: 'INFO_MISMATCH', kyc_error_message: 'Name differs' });
  });

  test('starting needs consent; consent is per group', async () => {
    const { token } = await server.login('new', 'gate');
    const refused = await server.get(`${GATE}/kyc/start/faceid`, token);
    expectError(refused, 409, 100409);
    expect(refused.body.message).toBe('authorize sharing your KYC result with this group first');
    expect((await server.post(`${GATE}/kyc/authorize`, {}, token)).body.data).toEqual({ authorized: true });

    // The member is approved, but demo has not been told.
    const member = await server.login('member');
    expect((await status(member.token, 'demo')).kyc_status).toBe('unknown');
    await server.post('/api/groups/demo/kyc/authorize', {}, member.token);
    expect(await status(member.token, 'demo')).toMatchObject({ kyc_status: 'approved', name: 'Mia Member' });
  });

  test('a verification link works once and expires', async () => {
    const { token } = await server.login('new', 'gate');
    const session = await startVerification(token);
    await server.form(`${STANDINS}/kyc`, { session, decision: 'approve' });
    const reused = await server.form(`${STANDINS}/kyc`, { session, decision: 'reject' });
    expect(reused.status).toBe(404);
    expect((await server.get(`${STANDINS}/kyc?session=${session}`)).status).toBe(404);

    server.clock.advance(3);
    const other = await server.login('new', 'gate');
    const late = await startVerification(other.token);
    server.clock.advance(30 * 60);
    expect((await server.form(`${STANDINS}/kyc`, { session: late, decision: 'approve' })).status).toBe(404);
  });

  test('while under review the page shows it and a second submission is not taken', async () => {
    const { token } = await server.login('new', 'gate');
    await server.form(`${STANDINS}/kyc`, { session: await startVerification(token), decision: 'reject' });
    const second = await startVerification(token);
    expect((await server.get(`${STANDINS}/kyc?session=${second}`)).text).toContain('Under review');
    expect((await server.form(`${STANDINS}/kyc`, { session: second, decision: 'approve' })).status).toBe(404);
    server.clock.advance(3);
    expect((await status(token)).kyc_status).toBe('rejected');
  });

  test('signed-in, not banned; malformed stand-in posts are 100400', async () => {
    expectError(await server.get(`${GATE}/kyc/me/status`), 401, 100401);
    expectError(await server.get('/api/groups/demo/kyc/me/status', (await server.login('banned')).token), 403, 100403);
    expectError(await server.form(`${STANDINS}/kyc`, { session: 'x', decision: 'maybe' }), 400, 100400);
    expectError(await server.get(`${STANDINS}/kyc`), 400, 100400);
  });
});
