import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, MEMBERSHIP, USDT, countRows, createOrder, invitedUser, pay } from '../../test/joining';

// PUT /products/{id}/price as the admin portal's payment and crypto sections use it (issue 14): the
// §5 price rules and the fiat benchmark (§5, §9: worth more than 0.01 yuan), the pay scene following
// the membership's wallet assets, the event, and what a checkout then charges.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const url = `${DEMO}/products/${MEMBERSHIP}/price`;
const FIAT = [{ channel: 'wechat', asset_id: 'cny' }, { channel: 'alipay', asset_id: 'cny' }];
const events = () => countRows(server, "group_events WHERE group_id = 'demo' AND action = 'product.price'");
const storedPrice = () => server.sql.get('SELECT price_asset_id, price_amount, price_channels FROM products WHERE product_id = ?', MEMBERSHIP);

describe('PUT /products/{id}/price (admin/payment, admin/crypto)', () => {
  test('a price in yuan with fiat and one wallet asset: saved, the pay scene follows, the event is recorded', async () => {
    const { token } = await server.login('admin');
    const res = await server.put(url, { asset_id: 'cny', amount: '168.00', channels: [...FIAT, { channel: 'mixin', asset_id: USDT }] }, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.price).toMatchObject({ asset_id: 'cny', amount: '168.00' });
    expect((await server.get(`${DEMO}/public`)).body.data.product.price).toMatchObject({ asset_id: 'cny', symbol: 'CNY', amount: '168.00' });
    // The assets a member pays the group with: the wallet's, now USDT alone.
    expect((await server.get(`${DEMO}/assets?scene=pay`)).body.data.map((a: { symbol: string }) => a.symbol)).toEqual(['USDT']);
    const event = await server.sql.get(`SELECT actor_id, target_kind, target_id, details FROM group_events
      WHERE group_id = 'demo' AND action = 'product.price' ORDER BY event_id DESC LIMIT 1`) as { target_id: string; details: string; target_kind: string };
    expect(event).toMatchObject({ target_kind: 'product', target_id: MEMBERSHIP });
    expect(JSON.parse(event.details)).toEqual({
      name: expect.any(String), asset_id: 'cny', amount: '168.00', channels: ['wechat:CNY', 'alipay:CNY', 'mixin:USDT'],
      // What it cost before, for "from … to …" in the events list.
      previous: { asset_id: expect.any(String), amount: expect.stringMatching(/^\d+(\.\d+)?$/), symbol: expect.stringMatching(/^[A-Z]+$/) },
    });
  });

  test('another product of the group leaves the pay scene alone', async () => {
    const { token } = await server.login('owner');
    const res = await server.put(`${DEMO}/products/${PRODUCT_IDS.demoCouponPack}/price`, { asset_id: 'cny', amount: '12', channels: FIAT }, token);
    expect(res.status, res.text).toBe(200);
    expect((await server.get(`${DEMO}/assets?scene=pay`)).body.data.map((a: { symbol: string }) => a.symbol)).toEqual(['BTC', 'USDT']);
  });

  test.each([
    [{ asset_id: 'cny', amount: '0.01', channels: FIAT }, /worth more than 0.01 CNY/],
    [{ asset_id: BTC, amount: '0.00000002', channels: [{ channel: 'mixin', asset_id: BTC }] }, /worth more than 0.01 CNY/],
    [{ asset_id: 'cny', amount: '12.001', channels: FIAT }, /at most 2 decimal places for CNY/],
    [{ asset_id: 'cny', amount: '-12', channels: FIAT }, /amount/],
    [{ asset_id: 'cny', amount: '12e3', channels: FIAT }, /amount/],
    [{ asset_id: 'cny', amount: '', channels: FIAT }, /amount/],
    [{ asset_id: 'cny', amount: 12, channels: FIAT }, /amount/],
    [{ asset_id: 'cny', channels: FIAT }, /amount/],
    [{ asset_id: 'cny', amount: '12' }, /channels/],
  ])('%j is 400, nothing changed, nothing recorded', async (body, message) => {
    const { token } = await server.login('admin');
    const before = await storedPrice();
    const res = await server.put(url, body, token);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect(await storedPrice()).toEqual(before);
    expect(await events()).toBe(0);
  });

  test('just over the benchmark is a price', async () => {
    const { token } = await server.login('admin');
    expect((await server.put(url, { asset_id: 'cny', amount: '0.02', channels: FIAT }, token)).status).toBe(200);
  });

  test('members and lecturers 403, a guest 401, another group’s product 404: nothing changed, nothing recorded', async () => {
    const body = { asset_id: 'cny', amount: '99', channels: FIAT };
    const before = await storedPrice();
    expectError(await server.put(url, body, (await server.login('member')).token), 403, 100403);
    expectError(await server.put(url, body, (await server.login('lecturer')).token), 403, 100403);
    expectError(await server.put(url, body), 401, 100401);
    const admin = (await server.login('admin')).token;
    expectError(await server.put(`${DEMO}/products/${PRODUCT_IDS.nftMembership}/price`, body, admin), 404, 404);
    expect(await storedPrice()).toEqual(before);
    expect(await events()).toBe(0);
  });
});

describe('what a checkout charges after a new price', () => {
  test('a new order is priced at the new price; an order opened before keeps its price', async () => {
    const before = await invitedUser(server);
    const openOrder = await createOrder(server, before, 2);
    const { token } = await server.login('admin');
    expect((await server.put(url, { asset_id: 'cny', amount: '200.00', channels: [...FIAT, { channel: 'mixin', asset_id: BTC }] }, token)).status).toBe(200);

    // The open order: its product as the order sells it, at 0.0003 BTC a year, now paid in yuan.
    const order = (await server.get(`${DEMO}/orders/${openOrder}?expand=product`, before)).body.data;
    expect(order.product.price).toMatchObject({ asset_id: BTC, amount: '0.00030000' });
    expect((await pay(server, before, openOrder, 'wechat', 'cny', { pxx_channel: 'h5' })).body.data.amount).toBe('288.00');

    // A new checkout: 200 yuan a year, and BTC at 200 / 480000 a year.
    const after = await invitedUser(server);
    const newOrder = await createOrder(server, after, 2);
    expect((await server.get(`${DEMO}/orders/${newOrder}?expand=product`, after)).body.data.product.price)
      .toMatchObject({ asset_id: 'cny', amount: '200.00' });
    expect((await pay(server, after, newOrder, 'wechat', 'cny', { pxx_channel: 'h5' })).body.data.amount).toBe('400.00');
    const again = await invitedUser(server);
    const btcOrder = await createOrder(server, again, 1);
    expect((await pay(server, again, btcOrder, 'mixin', BTC)).body.data.amount).toBe('0.00041667');
  });

  test('an asset taken off the channels cannot pay, also for an open order', async () => {
    const buyer = await invitedUser(server);
    const orderId = await createOrder(server, buyer);
    const { token } = await server.login('admin');
    await server.put(url, { asset_id: BTC, amount: '0.0003', channels: [{ channel: 'mixin', asset_id: BTC }] }, token);
    expectError(await pay(server, buyer, orderId, 'mixin', USDT), 409, 100409);
    expect((await pay(server, buyer, orderId, 'mixin', BTC)).status).toBe(200);
  });
});
