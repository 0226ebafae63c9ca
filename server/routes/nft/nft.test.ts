import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { NftTicketStatus } from '../../../contract/nft';
import { PERSONAS, STANDINS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const NFT = '/api/groups/nft';
const check = (token: string, group = 'nft') => server.post(`/api/groups/${group}/nft/tickets`, {}, token);
const status = async (token: string) => (await server.get(`${NFT}/nft/tickets/status`, token)).body.data.status;
const me = async (token: string) => (await server.get(`${NFT}/users/me`, token)).body.data;

describe('NFT tickets', () => {
  test('unchecked until a check; pending holds a ticket: success joins the group', async () => {
    const { token } = await server.login('pending', 'nft');
    const before = await server.get(`${NFT}/nft/tickets/status`, token);
    expect(is(before.body.data, NftTicketStatus)).toBe(true);
    expect(before.body.data).toEqual({ status: 'unchecked' });
    expect((await check(token)).body.data).toEqual({ status: 'success' });
    expect(await me(token)).toMatchObject({ state: 'paid', expired_at: null, joined_at: new Date(server.clock.now).toISOString() });
  });

  test('the check stays "checking" for its delay (clock-driven), then shows the outcome', async () => {
    await server.post(`${STANDINS}/control/nft`, { group: 'nft', persona: 'pending', outcome: 'success', delay_ms: 4000 });
    const { token } = await server.login('pending', 'nft');
    expect((await check(token)).body.data.status).toBe('checking');
    server.clock.now += 3999;
    expect(await status(token)).toBe('checking');
    expect((await me(token)).state).toBe('pending');
    // Checking again while it runs does not restart the wait.
    expect((await check(token)).body.data.status).toBe('checking');
    server.clock.now += 1;
    expect(await status(token)).toBe('success');
    expect((await me(token)).state).toBe('paid');
  });

  test.each([
    ['admin', 'autherr'],
    ['lecturer', 'none'],
    ['new', 'none'],
  ] as const)('%s: %s, and no membership', async (persona, outcome) => {
    const { token } = await server.login(persona, 'nft');
    expect((await check(token)).body.data.status).toBe(outcome);
    expect((await me(token)).state).toBe('pending');
  });

  test('a paid member with a ticket keeps their paid period', async () => {
    const { token } = await server.login('member', 'nft');
    const expiry = (await me(token)).expired_at;
    expect((await check(token)).body.data.status).toBe('success');
    expect((await me(token)).expired_at).toBe(expiry);
  });

  test('reset goes back to unchecked; a new check runs again', async () => {
    const { token } = await server.login('admin', 'nft');
    await check(token);
    expect((await server.put(`${NFT}/nft/tickets/status/reset`, {}, token)).body.data).toEqual({ status: 'unchecked' });
    expect(await status(token)).toBe('unchecked');
    await server.post(`${STANDINS}/control/nft`, { group: 'nft', persona: 'admin', outcome: 'success' });
    expect((await check(token)).body.data.status).toBe('success');
  });

  test('the group default covers everyone without their own outcome', async () => {
    await server.post(`${STANDINS}/control/nft`, { group: 'nft', outcome: 'success' });
    const { token } = await server.login('new', 'nft');
    expect((await check(token)).body.data.status).toBe('success');
  });

  test('groups without NFT tickets refuse; entry rules apply; guests and banned users are refused', async () => {
    const demo = await server.login('pending');
    const res = await check(demo.token, 'demo');
    expectError(res, 409, 100409);
    expect(res.body.message).toBe('NFT tickets are not supported in this group');
    expectError(await check(''), 401, 100401);
    expectError(await check((await server.login('banned')).token, 'demo'), 403, 100403);
    await server.sql.run("UPDATE group_settings SET group_entry_disabled = 1 WHERE group_id = 'nft'");
    expect((await check((await server.login('pending', 'nft')).token)).body.message).toBe('group entry disabled');
  });
});

describe('the NFT checker\'s stand-in controls', () => {
  test('its control sets an outcome per persona, user or group', async () => {
    const res = await server.post(`${STANDINS}/control/nft`, { group: 'nft', user_id: PERSONAS.lecturer.user_id, outcome: 'autherr', delay_ms: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ user_id: PERSONAS.lecturer.user_id, persona: 'lecturer', outcome: 'autherr', delay_ms: 10 });
    expect(res.body.data).toContainEqual({ user_id: '', persona: null, outcome: 'none', delay_ms: null });
  });

  test.each([
    [{ group: 'nft', outcome: 'maybe' }, 400, /outcome/],
    [{ group: 'nft', persona: 'mallory', outcome: 'none' }, 400, /persona/],
    [{ group: 'nft', user_id: 'nobody', outcome: 'none' }, 400, /user_id/],
    [{ group: 'nft', persona: 'admin', user_id: PERSONAS.admin.user_id, outcome: 'none' }, 400, /not both/],
    [{ group: 'nft', outcome: 'none', delay_ms: -1 }, 400, /delay_ms/],
    [{ group: 'nope', outcome: 'none' }, 404, /cannot find/],
  ])('%j → %i', async (body, httpStatus, message) => {
    const res = await server.post(`${STANDINS}/control/nft`, body);
    expect(res.status).toBe(httpStatus);
    expect(res.body.message).toMatch(message);
  });

  test('the control page lists outcomes and its form saves one', async () => {
    const page = await server.get(`${STANDINS}/nft`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('NFT Club');
    expect(page.text).toContain('everyone else');
    const saved = await server.form(`${STANDINS}/nft`, { group: 'nft', persona: 'lecturer', outcome: 'success', delay_ms: '250' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${STANDINS}/nft?group=nft`);
    expect((await server.get(`${STANDINS}/nft?group=nft`)).text).toMatch(/lecturer<\/td><td>success<\/td><td>250 ms/);
  });
});
