import { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { TokenResponse } from '../../../contract/auth';
import { TOKEN_EXPIRY_HEADER } from '../../../contract/headers';
import { handleError } from '../../app';
import type { AppDeps, AppEnv, GroupEnv } from '../../context';
import { readMetaSync } from '../../db/meta.repo';
import { signAccessToken } from '../../lib/tokens';
import { PERSONAS, STANDINS, type PersonaKey } from '../../test/standins';
import { codeFrom, createTestServer, expectError } from '../../test/helpers';
import { createApiRouter } from '..';
import { authenticate, requireAdmin, requireLecturer, requireMember, requireOwner, requireUser } from './auth.middleware';
import { consoleErrors } from '../../lib/log';
import { unconfiguredProviders } from '../../providers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  await server.post(`${STANDINS}/control/token-ttl`, { seconds: null });
});

const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
const FREE_CLIENT = '20000000-0000-4000-8000-00000000f002';

async function codeFor(persona: PersonaKey | 'new', clientId = DEMO_CLIENT): Promise<string> {
  const query = new URLSearchParams({ client_id: clientId, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback', persona });
  const res = await server.get(`${STANDINS}/mixin/authorize?${query}`);
  return codeFrom(res.headers.get('location')!);
}

const me = (token: string, group = 'demo') => server.get(`/api/groups/${group}/users/me`, token);

describe('POST /auth/mixin', () => {
  test('exchanges a wallet stand-in\'s code for tokens and stamps the expiry header', async () => {
    const res = await server.post('/api/groups/demo/auth/mixin', { code: await codeFor('member') });
    expect(res.status).toBe(200);
    expect(is(res.body.data, TokenResponse)).toBe(true);
    const expiresAt = Number(res.headers.get(TOKEN_EXPIRY_HEADER));
    expect(expiresAt).toBe(Math.floor(server.clock.now / 1000) + 7200);
    const profile = await me(res.body.data.token);
    expect(profile.body.data.user_id).toBe(PERSONAS.member.user_id);
  });

  test('a code works once', async () => {
    const code = await codeFor('member');
    expect((await server.post('/api/groups/demo/auth/mixin', { code })).status).toBe(200);
    expectError(await server.post('/api/groups/demo/auth/mixin', { code }), 401, 100401);
  });

  test('a code expires after 5 minutes', async () => {
    const fresh = await codeFor('member');
    const stale = await codeFor('member');
    server.clock.advance(299);
    expect((await server.post('/api/groups/demo/auth/mixin', { code: fresh })).status).toBe(200);
    server.clock.advance(2);
    expectError(await server.post('/api/groups/demo/auth/mixin', { code: stale }), 401, 100401);
  });

  test("a code issued for another group's client is refused", async () => {
    expectError(await server.post('/api/groups/demo/auth/mixin', { code: await codeFor('member', FREE_CLIENT) }), 401, 100401);
  });

  test('an unknown code is 100401; a missing one is 100400', async () => {
    expectError(await server.post('/api/groups/demo/auth/mixin', { code: 'nope' }), 401, 100401);
    const missing = await server.post('/api/groups/demo/auth/mixin', {});
    expectError(missing, 400, 100400);
    expect(missing.body.message).toBe('code is required');
  });

  test('a first login makes a pending membership; an existing one is untouched', async () => {
    const pendingInFree = await server.login('pending', 'free');
    expect((await me(pendingInFree.token, 'free')).body.data).toMatchObject({ role: 'user', state: 'pending', joined_at: null });
    const owner = await server.login('owner');
    expect((await me(owner.token)).body.data).toMatchObject({ role: 'owner', state: 'paid' });
  });

  test('persona "new" is a different pending user every time', async () => {
    const first = (await me((await server.login('new')).token)).body.data;
    const second = (await me((await server.login('new')).token)).body.data;
    expect(first.user_id).not.toBe(second.user_id);
    expect(first).toMatchObject({ role: 'user', state: 'pending', policies: [] });
  });
});

describe('POST /auth/refresh', () => {
  test('rotates: a new pair works, the old refresh token is refused', async () => {
    const first = await server.login('member');
    const res = await server.post('/api/groups/demo/auth/refresh', { refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    expect(is(res.body.data, TokenResponse)).toBe(true);
    expect(res.headers.get(TOKEN_EXPIRY_HEADER)).toMatch(/^\d+$/);
    expect(res.body.data.refresh_token).not.toBe(first.refresh_token);
    expect((await me(res.body.data.token)).status).toBe(200);

    expectError(await server.post('/api/groups/demo/auth/refresh', { refresh_token: first.refresh_token }), 401, 100401);
    expect((await server.post('/api/groups/demo/auth/refresh', { refresh_token: res.body.data.refresh_token })).status).toBe(200);
  });

  test("another group's refresh token is refused", async () => {
    const { refresh_token } = await server.login('member', 'free');
    expectError(await server.post('/api/groups/demo/auth/refresh', { refresh_token }), 401, 100401);
  });

  test('a refresh token expires after REFRESH_TOKEN_TTL', async () => {
    const { refresh_token } = await server.login('member');
    server.clock.advance(server.env.refreshTokenTtl + 1);
    expectError(await server.post('/api/groups/demo/auth/refresh', { refresh_token }), 401, 100401);
  });

  test('renews an expired access token', async () => {
    await server.post(`${STANDINS}/control/token-ttl`, { seconds: 10 });
    const { token, refresh_token } = await server.login('member');
    server.clock.advance(11);
    expectError(await me(token), 401, 100401);
    await server.post(`${STANDINS}/control/token-ttl`, { seconds: null });
    const res = await server.post('/api/groups/demo/auth/refresh', { refresh_token });
    expect(Number(res.headers.get(TOKEN_EXPIRY_HEADER))).toBe(Math.floor(server.clock.now / 1000) + 7200);
    expect((await me(res.body.data.token)).status).toBe(200);
  });
});

describe('access tokens', () => {
  test('every authenticated response carries the expiry header', async () => {
    const { token, expiresAt } = await server.login('member');
    for (const path of ['/users/me', '/users/me/assets', '/config', '/assets']) {
      const res = await server.get(`/api/groups/demo${path}`, token);
      expect(res.headers.get(TOKEN_EXPIRY_HEADER), path).toBe(String(expiresAt));
    }
  });

  test('a token for group A is refused on group B', async () => {
    const { token } = await server.login('member', 'free');
    const res = await me(token, 'demo');
    expectError(res, 401, 100401);
    expect(res.body.message).toMatch(/another group/);
    expect(res.headers.get(TOKEN_EXPIRY_HEADER)).toBeNull();
  });

  test('expires with the TTL set at issue time', async () => {
    await server.post(`${STANDINS}/control/token-ttl`, { seconds: 30 });
    const { token, expiresAt } = await server.login('member');
    expect(expiresAt).toBe(Math.floor(server.clock.now / 1000) + 30);
    server.clock.advance(29);
    expect((await me(token)).status).toBe(200);
    server.clock.advance(1);
    const res = await me(token);
    expectError(res, 401, 100401);
    expect(res.body.message).toMatch(/expired/);
  });

  test('a tampered or forged token is refused', async () => {
    const { token } = await server.login('member');
    const [payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, u: PERSONAS.owner.user_id })).toString('base64url');
    expectError(await me(`${forgedPayload}.${sig}`), 401, 100401);
    const wrongKey = signAccessToken('k'.repeat(48), claims);
    expectError(await me(wrongKey), 401, 100401);
    expectError(await me('garbage'), 401, 100401);
    expectError(await server.call('GET', '/api/groups/demo/users/me', { headers: { Authorization: 'Basic abc' } }), 401, 100401);
  });
});

describe('guards', () => {
  // A probe router mounted like any feature, so each guard runs against the real database.
  const probe = new Hono<GroupEnv>()
    .get('/probe/authenticate', authenticate, (c) => c.json({ data: c.var.viewer.user.user_id }))
    .get('/probe/user', requireUser, (c) => c.json({ data: true }))
    .get('/probe/member', requireMember, (c) => c.json({ data: true }))
    .get('/probe/lecturer', requireLecturer, (c) => c.json({ data: true }))
    .get('/probe/admin', requireAdmin, (c) => c.json({ data: true }))
    .get('/probe/owner', requireOwner, (c) => c.json({ data: true }));
  const deps = (): AppDeps => ({
    sql: server.sql,
    env: server.env,
    clock: () => server.clock.now,
    runtime: { accessTokenTtlOverride: null, draining: false, selfOrigin: null },
    tokenSecret: readMetaSync(server.db, 'token_secret')!,
    log: consoleErrors,
    reseed: () => Promise.reject(new Error('no reset in the guards probe')),
    providers: unconfiguredProviders(),
  });
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps());
      await next();
    })
    .route('/api', createApiRouter([probe]))
    .onError(handleError);

  const expected: Record<PersonaKey | 'new', Record<string, number>> = {
    owner: { authenticate: 200, user: 200, member: 200, lecturer: 200, admin: 200, owner: 200 },
    admin: { authenticate: 200, user: 200, member: 200, lecturer: 200, admin: 200, owner: 100403 },
    lecturer: { authenticate: 200, user: 200, member: 200, lecturer: 200, admin: 100403, owner: 100403 },
    member: { authenticate: 200, user: 200, member: 200, lecturer: 100403, admin: 100403, owner: 100403 },
    pending: { authenticate: 200, user: 200, member: 100461, lecturer: 100461, admin: 100461, owner: 100461 },
    banned: { authenticate: 200, user: 100403, member: 100403, lecturer: 100403, admin: 100403, owner: 100403 },
    new: { authenticate: 200, user: 200, member: 100461, lecturer: 100461, admin: 100461, owner: 100461 },
  };

  test.each(Object.keys(expected) as (PersonaKey | 'new')[])('%s', async (persona) => {
    const { token } = await server.login(persona);
    const outcome: Record<string, number> = {};
    for (const guard of Object.keys(expected[persona])) {
      const res = await app.request(`/api/groups/demo/probe/${guard}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = await res.json() as { data?: unknown; code?: number };
      outcome[guard] = res.status === 200 ? 200 : body.code!;
    }
    expect(outcome).toEqual(expected[persona]);
  });

  test('an expired paid membership is no longer a member', async () => {
    const { token } = await server.login('member');
    server.clock.advance(366 * 24 * 60 * 60);
    await server.post(`${STANDINS}/control/token-ttl`, { seconds: null });
    const res = await app.request('/api/groups/demo/probe/member', { headers: { Authorization: `Bearer ${token}` } });
    // The access token expired too; a fresh login shows the membership check itself.
    expect(res.status).toBe(401);
    const fresh = await server.login('member');
    const again = await app.request('/api/groups/demo/probe/member', { headers: { Authorization: `Bearer ${fresh.token}` } });
    expect(((await again.json()) as { code: number }).code).toBe(100461);
  });
});
