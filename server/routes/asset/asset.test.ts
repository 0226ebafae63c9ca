import { afterAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { AssetList } from '../../../contract/asset';
import { ASSET_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

describe('GET /assets', () => {
  test('defaults to the pay scene and needs no token', async () => {
    const res = await server.get('/api/groups/demo/assets?nonce=abc');
    expect(res.status).toBe(200);
    expect(is(res.body.data, AssetList)).toBe(true);
    expect(res.body.data.map((a: { symbol: string }) => a.symbol)).toEqual(['BTC', 'USDT']);
    expect(res.body.data[0]).toMatchObject({ asset_id: ASSET_IDS.btc, precision: 8, price_cny: '480000.00' });
  });

  test('answers per scene and per group', async () => {
    const tip = await server.get('/api/groups/demo/assets?scene=tip');
    expect(tip.body.data.map((a: { symbol: string }) => a.symbol)).toEqual(['USDT', 'BTC']);
    const free = await server.get('/api/groups/free/assets?scene=pay');
    expect(free.body.data.map((a: { symbol: string }) => a.symbol)).toEqual(['USDT']);
  });

  test('an unknown scene is 100400 naming it', async () => {
    const res = await server.get('/api/groups/demo/assets?scene=everything');
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(/scene/);
  });

  test('unknown group is 404', async () => {
    expectError(await server.get('/api/groups/nope/assets'), 404, 404);
  });
});

describe('GET /assets/all', () => {
  test('lists crypto and fiat pseudo-assets with decimal-string prices and their precision', async () => {
    const res = await server.get('/api/groups/demo/assets/all');
    expect(is(res.body.data, AssetList)).toBe(true);
    const bySymbol = Object.fromEntries(res.body.data.map((a: { symbol: string }) => [a.symbol, a]));
    expect(Object.keys(bySymbol).sort()).toEqual(['BTC', 'CNY', 'JPY', 'RC', 'USD', 'USDT']);
    expect(bySymbol.CNY).toMatchObject({ asset_id: 'cny', precision: 2, price_cny: '1.00' });
    expect(bySymbol.JPY).toMatchObject({ asset_id: 'jpy', precision: 0 });
    expect(bySymbol.USD).toMatchObject({ asset_id: 'usd', precision: 2 });
    expect(bySymbol.RC).toMatchObject({ asset_id: 'rc', precision: 2 });
    for (const asset of res.body.data) {
      expect(asset.price_cny).toMatch(/^\d+(\.\d+)?$/);
      expect(asset.icon_url).toMatch(/^data:image\/svg\+xml/);
    }
  });
});
