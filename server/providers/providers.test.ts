import { afterEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import type { AppDeps } from '../context';
import type { LogEntry } from '../lib/log';
import { sandboxProviders } from '../sandbox/providers';
import { PERSONAS } from '../sandbox/personas';
import { ASSET_IDS } from '../seed';
import { codeFrom, createTestServer, expectError, type TestServerOptions } from '../test/helpers';
import { countRows } from '../test/inspect.repo';
import { credentialsOf, saveCredentials } from './credentials';
import { unconfiguredProviders, type Providers } from '.';
import type { WalletIdentity } from './mixin.provider';

// The routes reach outside parties only through deps.providers (issue 23 point 1): these tests put
// other providers in and watch what a caller sees.

const DEMO = '/api/groups/demo';
const USDT = ASSET_IDS.usdt;
let servers: ReturnType<typeof createTestServer>[] = [];
const serve = (overrides: Parameters<typeof createTestServer>[0], options?: TestServerOptions) => {
  const server = createTestServer(overrides, options);
  servers.push(server);
  return server;
};
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

/** The stand-ins, with some of one party's answers replaced. */
const standIns = (change: (deps: AppDeps, providers: Providers) => Partial<Providers>) => (deps: AppDeps): Providers => {
  const providers = sandboxProviders(deps);
  return { ...providers, ...change(deps, providers) };
};

describe('a server without a party', () => {
  test('answers 503 naming the party where it is needed, and serves the rest', async () => {
    const server = serve({}, { providers: standIns(() => ({ kyc: unconfiguredProviders().kyc })) });
    const { token } = await server.login('pending', 'gate');
    expect((await server.post('/api/groups/gate/kyc/authorize', {}, token)).status).toBe(200);
    const res = await server.get('/api/groups/gate/kyc/start/faceid', token);
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('kyc is not configured on this server');
    expect((await server.get('/api/groups/gate/kyc/me/status', token)).status).toBe(200);
  });
});

describe('SANDBOX off: the real wallet adapter, at the address the settings name', () => {
  test('a person the wallet knows signs in and is added; nothing of the sandbox is mounted', async () => {
    // The wallet: a sandbox server on its own port, answering as api.mixin.one does.
    const wallet = serve({});
    const { httpUrl } = await wallet.listen();
    const secret = (await credentialsOf(wallet.sql, wallet.env, 'demo', 'mixin'))!.client_secret;

    const real = serve({ sandbox: false, secretsKey: 'c3'.repeat(32), mixinApiBase: `${httpUrl}/sandbox/mixin-api` });
    // The operator sets the bot's secret, sealed with this server's own key.
    await saveCredentials(real.sql, real.env, 'demo', 'mixin', { client_secret: secret }, new Date().toISOString());
    const query = new URLSearchParams({
      client_id: '20000000-0000-4000-8000-00000000d001', scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback', persona: 'new',
    });
    const before = new Set((await wallet.sql.all<{ user_id: string }>('SELECT user_id FROM users')).map((u) => u.user_id));
    const code = codeFrom((await wallet.get(`/sandbox/mixin/authorize?${query}`)).headers.get('location')!);
    // The one user the wallet added for the new persona.
    const added = (await wallet.sql.all<{ user_id: string; full_name: string }>('SELECT user_id, full_name FROM users ORDER BY user_id'))
      .filter((u) => !before.has(u.user_id));
    expect(added).toHaveLength(1);
    const [newcomer] = added;

    const res = await real.post(`${DEMO}/auth/mixin`, { code });
    expect(res.status, res.text).toBe(200);
    expect((await real.get(`${DEMO}/users/me`, res.body.data.token)).body.data).toMatchObject(newcomer);
    expectError(await real.get(`/sandbox/mixin/authorize?${query}`), 404, 404);
  });

  test("a member's kudos go to the wallet's own pay page", async () => {
    const wallet = serve({});
    const { httpUrl } = await wallet.listen();
    const real = serve({ sandbox: false, secretsKey: 'c5'.repeat(32), mixinApiBase: `${httpUrl}/sandbox/mixin-api` });
    await saveCredentials(real.sql, real.env, 'demo', 'mixin', (await credentialsOf(wallet.sql, wallet.env, 'demo', 'mixin'))!, new Date().toISOString());
    const query = new URLSearchParams({
      client_id: '20000000-0000-4000-8000-00000000d001', scope: 'PROFILE:READ', return_to: '/#/demo/auth/mixin/callback', persona: 'member',
    });
    const code = codeFrom((await wallet.get(`/sandbox/mixin/authorize?${query}`)).headers.get('location')!);
    const { token } = (await real.post(`${DEMO}/auth/mixin`, { code })).body.data;
    const res = await real.post(`${DEMO}/tip/gen_transfer`, { recipient_id: PERSONAS.lecturer.user_id, asset_id: USDT, amount: '1.5' }, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.pay_url).toBe(`https://mixin.one/pay?${new URLSearchParams({
      recipient: '20000000-0000-4000-8000-00000000d001', asset: USDT, amount: '1.50000000', memo: 'Kudos', trace: res.body.data.tip_id,
    })}`);
  });

  test('credentials sealed with another key answer 503 saying so', async () => {
    const real = serve({ sandbox: false, secretsKey: 'c4'.repeat(32), mixinApiBase: 'http://127.0.0.1:9/unused' });
    const res = await real.post(`${DEMO}/auth/mixin`, { code: 'any' });
    expectError(res, 503, ErrorCode.internal);
    expect(res.body.message).toBe('mixin credentials of this group do not open with SECRETS_KEY: set them again');
  });
});

describe('wallet sign-in through the provider', () => {
  const newcomer: WalletIdentity = {
    user_id: '6b0f5a3e-8a0c-4f5e-9c8e-2a1d3b4c5d6e', identity_number: '7000104321', full_name: 'Mei Lin', avatar_url: 'https://images.example/mei.png',
  };
  const codes = new Map([['code-for-mei', newcomer]]);
  const askedFor: string[] = [];
  const wallet = standIns((_deps, { mixin }) => ({
    mixin: {
      ...mixin,
      async signIn(group, code) {
        askedFor.push(group.group_id);
        const identity = codes.get(code);
        if (!identity) throw new Error('the wallet refused the code');
        return { identity, session: '{}' };
      },
    },
  }));

  test('a first sign-in adds the person as the wallet names them, as a pending member; the next keeps their row', async () => {
    const server = serve({}, { providers: wallet });
    const first = await server.post(`${DEMO}/auth/mixin`, { code: 'code-for-mei' });
    expect(first.status, first.text).toBe(200);
    expect(askedFor).toEqual(['demo']);
    const me = await server.get(`${DEMO}/users/me`, first.body.data.token);
    expect(me.body.data).toMatchObject({ user_id: newcomer.user_id, full_name: 'Mei Lin', identity_number: '7000104321' });
    expect(await server.sql.value('SELECT state FROM memberships WHERE group_id = ? AND user_id = ?', 'demo', newcomer.user_id)).toBe('pending');

    await server.sql.run('UPDATE users SET full_name = ? WHERE user_id = ?', 'Mei (edited here)', newcomer.user_id);
    const again = await server.post(`${DEMO}/auth/mixin`, { code: 'code-for-mei' });
    expect(again.status).toBe(200);
    expect((await server.get(`${DEMO}/users/me`, again.body.data.token)).body.data.full_name).toBe('Mei (edited here)');
  });

  test("an identity number someone else here holds is refused, and nobody is added", async () => {
    const clash = { ...newcomer, identity_number: PERSONAS.member.identity_number };
    codes.set('code-for-clash', clash);
    const server = serve({}, { providers: wallet });
    const users = () => countRows(server, 'users');
    const before = await users();
    const res = await server.post(`${DEMO}/auth/mixin`, { code: 'code-for-clash' });
    expectError(res, 409, ErrorCode.rejected);
    expect(await users()).toBe(before);
  });
});

describe('a party that fails after the server recorded the request', () => {
  test('a badge seal the chain does not take stays lighting, the member is answered, and the log says why', async () => {
    const log: LogEntry[] = [];
    const server = serve({}, {
      log: (entry) => log.push(entry),
      providers: standIns((_deps, providers) => ({
        chain: { ...providers.chain, requestSeal: async () => { throw new Error('chain node unreachable'); } },
      })),
    });
    const { token } = await server.login('member');
    const res = await server.post(`${DEMO}/badges/my/kudos_giver/seal`, {}, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ key: 'kudos_giver', chain_state: 'lighting' });
    expect(log).toContainEqual(expect.objectContaining({
      level: 'warn', msg: 'outside party refused', what: `seal ${res.body.data.seal_id}`, error: 'chain node unreachable',
    }));
  });
});
