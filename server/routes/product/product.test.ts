import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { Product, ProductList } from '../../../contract/product';
import { ASSET_IDS, PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { DEMO } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

describe('GET /products', () => {
  test("lists the group's products without login", async () => {
    const res = await server.get(`${DEMO}/products`);
    expect(is(res.body.data, ProductList)).toBe(true);
    // Charged courses' and paid articles' products (types 'course', 'article') are listed too; the group's own come first.
    expect(res.body.data.filter((p: { type: string }) => p.type !== 'course' && p.type !== 'article').map((p: { product_id: string }) => p.product_id))
      .toEqual([PRODUCT_IDS.demoMembership, PRODUCT_IDS.demoCouponPack]);
    expect(res.body.data[0]).toEqual({
      product_id: PRODUCT_IDS.demoMembership,
      name: 'Demo Academy membership',
      desc: 'One year of courses, lectures and discussions.',
      type: 'membership',
      status: 'normal',
      price: {
        asset_id: ASSET_IDS.btc,
        amount: '0.00030000',
        channels: [
          { channel: 'mixin', asset_id: ASSET_IDS.btc, symbol: 'BTC' },
          { channel: 'mixin', asset_id: ASSET_IDS.usdt, symbol: 'USDT' },
          { channel: 'wechat', asset_id: 'cny', symbol: 'CNY' },
          { channel: 'alipay', asset_id: 'cny', symbol: 'CNY' },
          { channel: 'reborn', asset_id: 'rc', symbol: 'RC' },
        ],
      },
    });
  });

  test('?product_type= filters', async () => {
    const res = await server.get(`${DEMO}/products?product_type=coupon_collection`);
    expect(res.body.data.map((p: { product_id: string }) => p.product_id)).toEqual([PRODUCT_IDS.demoCouponPack]);
    expect((await server.get('/api/groups/free/products')).body.data).toEqual([]);
  });

  test("GET /products/{id}: this group's product or 404", async () => {
    expect(is((await server.get(`${DEMO}/products/${PRODUCT_IDS.demoMembership}`)).body.data, Product)).toBe(true);
    expectError(await server.get(`${DEMO}/products/${PRODUCT_IDS.nftMembership}`), 404, 404);
    expectError(await server.get(`${DEMO}/products/nope`), 404, 404);
  });

  test('the public info names the entry product with the same status', async () => {
    // The public info also carries the product's price for the guest's login screen (issue 10).
    expect((await server.get('/api/groups/nft/public')).body.data.product).toMatchObject({ id: PRODUCT_IDS.nftMembership, status: 'normal' });
  });
});

describe('PUT /products/{id}/price', () => {
  const url = `${DEMO}/products/${PRODUCT_IDS.demoMembership}/price`;

  test('an admin sets the price; symbols come from the assets', async () => {
    const { token } = await server.login('admin');
    const res = await server.put(url, {
      asset_id: ASSET_IDS.usdt, amount: '25.5', channels: [{ channel: 'mixin', asset_id: ASSET_IDS.usdt.toUpperCase() }, { channel: 'wechat', asset_id: 'cny' }],
    }, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.price).toEqual({
      asset_id: ASSET_IDS.usdt,
      amount: '25.5',
      channels: [{ channel: 'mixin', asset_id: ASSET_IDS.usdt, symbol: 'USDT' }, { channel: 'wechat', asset_id: 'cny', symbol: 'CNY' }],
    });
    expect((await server.get(`${DEMO}/products/${PRODUCT_IDS.demoMembership}`)).body.data.price.amount).toBe('25.5');
  });

  test.each([
    [{ asset_id: 'cny', amount: '0', channels: [{ channel: 'wechat', asset_id: 'cny' }] }, /amount: must be more than 0/],
    [{ asset_id: 'cny', amount: '-1', channels: [{ channel: 'wechat', asset_id: 'cny' }] }, /amount/],
    [{ asset_id: 'cny', amount: 'ten', channels: [{ channel: 'wechat', asset_id: 'cny' }] }, /amount/],
    [{ asset_id: 'cny', amount: '10', channels: [] }, /channels/],
    [{ amount: '10', channels: [{ channel: 'wechat', asset_id: 'cny' }] }, /asset_id is required/],
    [{ asset_id: 'doge', amount: '10', channels: [{ channel: 'wechat', asset_id: 'cny' }] }, /unknown asset doge/],
    [{ asset_id: 'cny', amount: '10', channels: [{ channel: 'wechat', asset_id: ASSET_IDS.btc }] }, /wechat cannot charge in BTC/],
    [{ asset_id: 'cny', amount: '10', channels: [{ channel: 'mixin', asset_id: 'cny' }] }, /mixin cannot charge in CNY/],
    [{ asset_id: 'cny', amount: '10', channels: [{ channel: 'reborn', asset_id: 'cny' }] }, /reborn cannot charge in CNY/],
    [{ asset_id: 'cny', amount: '10', channels: [{ channel: 'wechat', asset_id: 'cny' }, { channel: 'wechat', asset_id: 'cny' }] }, /listed twice/],
    [{ asset_id: 'cny', amount: '10', channels: [{ channel: 'paypal', asset_id: 'usd' }] }, /channel/],
  ])('%j is 100400', async (body, message) => {
    const { token } = await server.login('admin');
    const res = await server.put(url, body, token);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });

  test('admin authority only', async () => {
    const body = { asset_id: 'cny', amount: '10', channels: [{ channel: 'wechat', asset_id: 'cny' }] };
    expectError(await server.put(url, body, (await server.login('lecturer')).token), 403, 100403);
    expectError(await server.put(url, body, (await server.login('pending')).token), 403, 100461);
    expectError(await server.put(url, body), 401, 100401);
    expectError(await server.put(`${DEMO}/products/nope/price`, body, (await server.login('owner')).token), 404, 404);
  });
});
