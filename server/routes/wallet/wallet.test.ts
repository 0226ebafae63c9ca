import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { WalletTokens } from '../../../contract/wallet';
import { ASSET_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

beforeEach(async () => {
  await server.reset();
});

const DEMO = '/api/groups/demo';

describe('GET /users/me/tokens?provider=mixin', () => {
  test("answers the caller's wallet balances with each asset's symbol, price and precision", async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${DEMO}/users/me/tokens?provider=mixin`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, WalletTokens)).toBe(true);
    expect(res.body.data.map((t: { symbol: string; balance: string }) => [t.symbol, t.balance])).toEqual([
      ['BTC', '0.01000000'], ['USDT', '120.50000000'], ['RC', '88.00'],
    ]);
    expect(res.body.data[0]).toMatchObject({ asset_id: ASSET_IDS.btc, price_cny: '480000.00', precision: 8 });
  });

  test('each person sees only their own wallet; a pending member too', async () => {
    const pending = await server.login('pending');
    const res = await server.get(`${DEMO}/users/me/tokens?provider=mixin`, pending.token);
    expect(res.status).toBe(200);
    expect(res.body.data.find((t: { symbol: string }) => t.symbol === 'BTC').balance).toBe('0.00200000');
    const fresh = await server.login('new');
    const mine = await server.get(`${DEMO}/users/me/tokens?provider=mixin`, fresh.token);
    expect(mine.body.data.find((t: { symbol: string }) => t.symbol === 'USDT').balance).toBe('25.00000000');
  });

  test('needs a login and a known provider', async () => {
    expectError(await server.get(`${DEMO}/users/me/tokens?provider=mixin`), 401, 100401);
    const { token } = await server.login('member');
    expectError(await server.get(`${DEMO}/users/me/tokens`, token), 400, 100400);
    expectError(await server.get(`${DEMO}/users/me/tokens?provider=paypal`, token), 400, 100400);
  });
});
