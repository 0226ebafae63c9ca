import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import { signAuthenticationToken, signOauthAccessToken } from '@mixin.dev/mixin-node-sdk';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { appDeps } from '../../app';
import type { AppDeps } from '../../context';
import { PERSONAS } from '../../sandbox/personas';
import { sandboxProviders } from '../../sandbox/providers';
import { droppingParty } from '../../test/dropping';
import { codeFrom, createTestServer, expectError, type TestServerOptions } from '../../test/helpers';
import { countRows } from '../../test/inspect.repo';
import { credentialsOf, saveCredentials } from '../credentials';
import { mixinAdapter } from './mixin.adapter';

// The wallet adapter against the wallet stand-in (issue 23 point 5): the SDK signs, the stand-in
// verifies, with keys made here and nowhere else.

const DEMO = '/api/groups/demo';
const DEMO_CLIENT = '20000000-0000-4000-8000-00000000d001';
let server: ReturnType<typeof createTestServer>;
const start = (options?: TestServerOptions) => {
  server = createTestServer({}, options);
  return server;
};
afterEach(() => server.close());

/** A code the wallet stand-in's authorize page hands the app for this persona. */
async function codeFor(persona: string, clientId = DEMO_CLIENT) {
  const query = new URLSearchParams({ client_id: clientId, scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback', persona });
  return codeFrom((await server.get(`/sandbox/mixin/authorize?${query}`)).headers.get('location')!);
}

const authorizations = () => server.sql.all('SELECT client_id, scope, public_key FROM sandbox_mixin_authorizations ORDER BY authorization_id');

describe('sign-in through the wallet SDK', () => {
  beforeEach(() => start());

  test('the code and the bot secret buy an authorisation bound to a key made for it; /me, signed with that key, names the person', async () => {
    const res = await server.post(`${DEMO}/auth/mixin`, { code: await codeFor('member') });
    expect(res.status, res.text).toBe(200);
    const me = await server.get(`${DEMO}/users/me`, res.body.data.token);
    expect(me.body.data.full_name).toBe('Mia Member');
    expect(await authorizations()).toEqual([{ client_id: DEMO_CLIENT, scope: 'PROFILE:READ', public_key: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  test('a bot secret the wallet does not know is refused (401) and leaves the code for the right one', async () => {
    const code = await codeFor('member');
    const right = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    await saveCredentials(server.sql, server.env, 'demo', 'mixin', { client_secret: 'not-the-secret' }, new Date().toISOString());
    expectError(await server.post(`${DEMO}/auth/mixin`, { code }), 401, ErrorCode.loginRequired);
    expect(await authorizations()).toEqual([]);
    await saveCredentials(server.sql, server.env, 'demo', 'mixin', right, new Date().toISOString());
    expect((await server.post(`${DEMO}/auth/mixin`, { code })).status).toBe(200);
  });

  test('a group without a wallet bot answers 503 and spends nothing', async () => {
    await server.sql.run(`DELETE FROM group_credentials WHERE group_id = 'demo'`);
    const res = await server.post(`${DEMO}/auth/mixin`, { code: await codeFor('member') });
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('mixin is not configured for this group');
  });
});

describe("the person's balances, asked with their own session", () => {
  beforeEach(() => start());

  async function signIn(scope: string) {
    const query = new URLSearchParams({ client_id: DEMO_CLIENT, scope, return_to: '/#/demo/auth/mixin/callback', persona: 'member' });
    const code = codeFrom((await server.get(`/sandbox/mixin/authorize?${query}`)).headers.get('location')!);
    return (await server.post(`${DEMO}/auth/mixin`, { code })).body.data.token as string;
  }
  const tokens = (token: string) => server.get(`${DEMO}/users/me/tokens?provider=mixin`, token);

  test('kept sealed from the sign-in, it reads what the wallet holds; without ASSETS:READ the wallet does not share it (409)', async () => {
    const token = await signIn('PROFILE:READ ASSETS:READ');
    const res = await tokens(token);
    expect(res.body.data.map((t: { symbol: string; balance: string }) => `${t.symbol} ${t.balance}`)).toEqual(['BTC 0.01000000', 'USDT 120.50000000', 'RC 88.00']);
    const [{ authorization_id: granted }] = await server.sql.all<{ authorization_id: string }>('SELECT authorization_id FROM sandbox_mixin_authorizations');
    const sealed = (await server.sql.value<string>('SELECT sealed FROM wallet_sessions'))!;
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(granted);

    const narrow = await signIn('PROFILE:READ');
    const refused = await tokens(narrow);
    expectError(refused, 409, ErrorCode.rejected);
    expect(refused.body.message).toBe('the wallet does not share your balances with this group (Forbidden: ASSETS:READ not granted): sign in with the wallet again');
  });

  test('a session the wallet revoked is 409; someone who never signed in through the wallet has nothing to show', async () => {
    const token = await signIn('PROFILE:READ ASSETS:READ');
    await server.sql.run('DELETE FROM sandbox_mixin_authorizations');
    expect((await tokens(token)).body.message).toBe('the wallet does not share your balances with this group (Unauthorized: unknown authorization): sign in with the wallet again');
    await server.sql.run('DELETE FROM wallet_sessions');
    expect((await tokens(token)).body.data).toEqual([]);
  });
});

describe('a wallet that does not answer', () => {
  test('is 503 for the person after one try (the code may be spent), and nobody is signed in', async () => {
    const down = await droppingParty();
    const dropped = (deps: AppDeps) => ({
      ...sandboxProviders(deps),
      mixin: {
        ...sandboxProviders(deps).mixin,
        ...mixinAdapter({ apiBase: () => down.origin, credentials: async () => ({ client_secret: 'x' }) }),
      },
    });
    start({ providers: dropped });
    const users = await countRows(server, 'users');
    const res = await server.post(`${DEMO}/auth/mixin`, { code: await codeFor('member') });
    down.close();
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('the wallet did not answer: try again');
    expect(down.attempts()).toBe(1);
    expect(await countRows(server, 'users')).toBe(users);
  });
});

describe('connections to the wallet', () => {
  test('each call has its own, so none is taken just as the wallet closes it idle', async () => {
    start();
    const { port } = await server.listen();
    // Between the adapter and the wallet stand-in: counts the connections it is asked for.
    let connections = 0;
    const counter = createServer((socket) => {
      connections += 1;
      const upstream = connect(port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
    const counted = `http://127.0.0.1:${(counter.address() as AddressInfo).port}/sandbox/mixin-api`;
    const adapter = mixinAdapter({ apiBase: () => counted, credentials: () => credentialsOf(server.sql, server.env, 'demo', 'mixin') });
    const group = { group_id: 'demo', client_id: DEMO_CLIENT } as Parameters<typeof adapter.signIn>[0];
    await adapter.signIn(group, await codeFor('member'));
    await adapter.signIn(group, await codeFor('admin'));
    counter.close();
    // Two calls a sign-in: the code for an authorisation, then /me.
    expect(connections).toBe(4);
  });
});

describe('the wallet stand-in checks what the SDK signs', () => {
  beforeEach(() => start());

  const rawSeed = (key: KeyObject) => key.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('hex');
  const rawPublic = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url');

  /** An authorisation granted to a key made here, as the adapter gets one. */
  async function authorise() {
    const code = await codeFor('member');
    const origin = appDeps(server.app).runtime.selfOrigin!;
    const secret = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!.client_secret;
    const keys = generateKeyPairSync('ed25519');
    const res = await fetch(`${origin}/sandbox/mixin-api/oauth/token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: DEMO_CLIENT, code, client_secret: secret, ed25519: rawPublic(keys.publicKey) }),
    });
    const { data } = await res.json() as { data: { authorization_id: string; scope: string } };
    const keystore = { app_id: DEMO_CLIENT, scope: data.scope, authorization_id: data.authorization_id, session_private_key: rawSeed(keys.privateKey) };
    return { origin, keystore };
  }

  const me = async (origin: string, token: string) =>
    (await fetch(`${origin}/sandbox/mixin-api/me`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<Record<string, any>>;

  test('a request signed with the authorisation key is answered; one signed with another key, for another path, or replayed is refused', async () => {
    const { origin, keystore } = await authorise();
    const requestId = randomUUID();
    const signed = signOauthAccessToken('GET', '/me', '', requestId, keystore);
    expect((await me(origin, signed)).data).toMatchObject({ type: 'user', full_name: 'Mia Member' });
    expect((await me(origin, signed)).error).toMatchObject({ code: 401, description: 'Unauthorized: request id used before' });

    const forged = signOauthAccessToken('GET', '/me', '', randomUUID(), { ...keystore, session_private_key: rawSeed(generateKeyPairSync('ed25519').privateKey) });
    expect((await me(origin, forged)).error).toMatchObject({ code: 401, description: 'Unauthorized: bad signature' });

    const otherPath = signOauthAccessToken('GET', '/assets', '', randomUUID(), keystore);
    expect((await me(origin, otherPath)).error).toMatchObject({ code: 401, description: 'Unauthorized: signed for another request' });

    const [header, payload, signature] = signOauthAccessToken('GET', '/me', '', randomUUID(), keystore).split('.');
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), scp: 'FULL' })).toString('base64url');
    expect((await me(origin, `${header}.${widened}.${signature}`)).error).toMatchObject({ description: 'Unauthorized: bad signature' });
  });

  test("a bot's search is signed with its own session: another key, an unknown session or a person's authorisation is refused", async () => {
    const { origin, keystore: person } = await authorise();
    const bot = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    const keystore = { app_id: DEMO_CLIENT, session_id: bot.session_id!, session_private_key: bot.session_private_key!, server_public_key: '' };
    const search = async (token: string) =>
      (await fetch(`${origin}/sandbox/mixin-api/search/${PERSONAS.member.identity_number}`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<Record<string, any>>;
    const path = `/search/${PERSONAS.member.identity_number}`;
    expect((await search(signAuthenticationToken('GET', path, '', randomUUID(), keystore))).data)
      .toMatchObject({ user_id: PERSONAS.member.user_id, full_name: 'Mia Member' });
    const otherKey = { ...keystore, session_private_key: rawSeed(generateKeyPairSync('ed25519').privateKey) };
    expect((await search(signAuthenticationToken('GET', path, '', randomUUID(), otherKey))).error.description).toBe('Unauthorized: bad signature');
    expect((await search(signAuthenticationToken('GET', path, '', randomUUID(), { ...keystore, session_id: randomUUID() }))).error.description)
      .toBe('Unauthorized: unknown session');
    expect((await search(signOauthAccessToken('GET', path, '', randomUUID(), person))).error.description).toBe("Forbidden: a bot's session is needed");
  });

  test('a group whose bot has no session set answers its search 503, saying what to set', async () => {
    const { token } = await server.login('admin');
    await saveCredentials(server.sql, server.env, 'demo', 'mixin', { client_secret: 'x' }, new Date().toISOString());
    const res = await server.post(`${DEMO}/mixin/users/search`, { id: PERSONAS.member.identity_number }, token);
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe("mixin user search needs the group bot's session: set it with npm run group -- credentials");
  });

  test('an authorisation from a code issued to another app is not granted', async () => {
    const code = await codeFor('member', '20000000-0000-4000-8000-00000000f002');
    const origin = appDeps(server.app).runtime.selfOrigin!;
    const secret = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!.client_secret;
    const res = await fetch(`${origin}/sandbox/mixin-api/oauth/token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: DEMO_CLIENT, code, client_secret: secret,
        ed25519: rawPublic(generateKeyPairSync('ed25519').publicKey),
      }),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ error: { status: 202, code: 403, description: 'code was issued for another client' } });
    expect(await authorizations()).toEqual([]);
  });
});
