import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { Me, UserAssets } from '../../../contract/user';
import { PERSONAS } from '../../test/standins';
import { ASSET_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeAll(async () => {
  await server.reset();
});

const DAY = 24 * 60 * 60 * 1000;

describe('GET /users/me', () => {
  test.each([
    ['owner', 'owner', 'paid'],
    ['admin', 'admin', 'paid'],
    ['lecturer', 'lecturer', 'paid'],
    ['member', 'user', 'paid'],
    ['pending', 'user', 'pending'],
  ] as const)('%s is %s/%s in demo', async (persona, role, state) => {
    const { token } = await server.login(persona);
    const res = await server.get('/api/groups/demo/users/me', token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, Me)).toBe(true);
    expect(res.body.data).toMatchObject({
      user_id: PERSONAS[persona].user_id,
      identity_number: PERSONAS[persona].identity_number,
      full_name: PERSONAS[persona].full_name,
      role,
      state,
      policies: [],
    });
    expect(res.body.data.avatar_url).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  test("the member's paid membership runs a year from the seed", async () => {
    const { token } = await server.login('member');
    const { expired_at, joined_at } = (await server.get('/api/groups/demo/users/me', token)).body.data;
    expect(Math.round((Date.parse(expired_at) - server.clock.now) / DAY)).toBe(365);
    expect(Date.parse(joined_at)).toBeLessThan(server.clock.now);
  });

  test('a banned user still gets a profile, carrying USER_BAN', async () => {
    const { token } = await server.login('banned');
    const res = await server.get('/api/groups/demo/users/me', token);
    expect(res.status).toBe(200);
    expect(res.body.data.policies).toEqual([{ policy_type: 'USER_BAN' }]);
  });

  test('no token is 100401', async () => {
    expectError(await server.get('/api/groups/demo/users/me'), 401, 100401);
  });
});

describe('GET /users/me/assets', () => {
  test('lists the balances the user holds as decimal strings', async () => {
    const { token } = await server.login('member');
    const res = await server.get('/api/groups/demo/users/me/assets', token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, UserAssets)).toBe(true);
    expect(res.body.data).toEqual([
      { asset_id: ASSET_IDS.btc, symbol: 'BTC', balance: '0.01000000' },
      { asset_id: ASSET_IDS.usdt, symbol: 'USDT', balance: '120.50000000' },
      { asset_id: ASSET_IDS.rc, symbol: 'RC', balance: '88.00' },
    ]);
  });

  test("with a scene: the group's assets for it, zero where none is held", async () => {
    const lecturer = await server.login('lecturer');
    const res = await server.get('/api/groups/demo/users/me/assets?scene=pay&nonce=123', lecturer.token);
    expect(res.body.data).toEqual([
      { asset_id: ASSET_IDS.btc, symbol: 'BTC', balance: '0.05000000' },
      { asset_id: ASSET_IDS.usdt, symbol: 'USDT', balance: '80.00000000' },
    ]);
    // The banned persona is banned in demo only; in free it holds USDT but no BTC.
    const { token } = await server.login('banned', 'free');
    const tip = await server.get('/api/groups/free/users/me/assets?scene=tip', token);
    expect(tip.body.data).toEqual([
      { asset_id: ASSET_IDS.usdt, symbol: 'USDT', balance: '1.00000000' },
      { asset_id: ASSET_IDS.btc, symbol: 'BTC', balance: '0' },
    ]);
  });

  test('a brand-new user starts with the wallet stand-in\'s balances', async () => {
    const { token } = await server.login('new');
    const res = await server.get('/api/groups/demo/users/me/assets?scene=luckycoin', token);
    expect(res.body.data).toEqual([{ asset_id: ASSET_IDS.usdt, symbol: 'USDT', balance: '25.00000000' }]);
  });

  test('a pending user may see balances (needed to pay for entry)', async () => {
    const { token } = await server.login('pending');
    expect((await server.get('/api/groups/demo/users/me/assets', token)).status).toBe(200);
  });

  test('a banned user is refused with 100403', async () => {
    const { token } = await server.login('banned');
    expectError(await server.get('/api/groups/demo/users/me/assets', token), 403, 100403);
  });

  test('no token is 100401', async () => {
    expectError(await server.get('/api/groups/demo/users/me/assets'), 401, 100401);
  });

  test('an unknown scene is 100400 naming it', async () => {
    const { token } = await server.login('member');
    const res = await server.get('/api/groups/demo/users/me/assets?scene=casino', token);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(/^invalid scene/);
  });
});
