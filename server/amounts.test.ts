import { afterAll, describe, expect, test } from 'vitest';
import { PERSONAS } from './sandbox/personas';
import { PRODUCT_IDS } from './seed';
import { COURSE_IDS } from './seed/courses';
import { signedInEachTest } from './test/admin';
import { createTestServer, expectError, type TestResponse } from './test/helpers';
import { BTC, DEMO, USDT } from './test/joining';

// Issue 22 points 8 and 9: every amount a request carries has one strict syntax (digits, at most one
// point with digits on both sides; no sign, exponent, spaces or leading zeros) and an upper bound,
// per asset where the asset is known. A refusal is 400 {code: 100400, message naming the field},
// never a 500, and nothing is stored.

const server = createTestServer();
afterAll(() => server.close());
const tokens = signedInEachTest(server);

const HUGE = '99999999999999999999999999999999999999';
/** The most of each seeded asset a request may carry (contract/amount.ts: 100 million yuan, two significant digits). */
const MAX = { usdt: '13000000', btc: '200', cny: '100000000' };
const MALFORMED = [' 1', '1 ', ' 0.5\n', '+1', '-1', '.5', '5.', '1e2', '1,5', '01', '0x10', 'NaN', '１'];

function expectRefused(res: TestResponse, field: RegExp | string): void {
  expectError(res, 400, 100400);
  expect(res.body.message).toMatch(field);
}

const settings = async () => (await server.get(`${DEMO}/settings/full`, tokens.admin)).body.data;
const putSettings = (body: unknown) => server.put(`${DEMO}/settings/full`, body, tokens.admin);

describe('decimal settings (point 8)', () => {
  test('PUT {"tip_min_usd":" 1"} is a 400 naming the field, not a 500; nothing is stored', async () => {
    const before = await settings();
    expectRefused(await putSettings({ tip_min_usd: ' 1' }), /^invalid tip_min_usd: /);
    expect(await settings()).toEqual(before);
  });

  test('luckycoin_min_usd " 0.5\\n" is refused: the setting members read stays as it was', async () => {
    expectRefused(await putSettings({ luckycoin_min_usd: ' 0.5\n' }), /^invalid luckycoin_min_usd: /);
    expect((await settings()).luckycoin_min_usd).toBe('0.1');
    // The lucky-coin minimum reaches members in a refusal's text: still the clean value.
    const low = await server.post(`${DEMO}/luckycoin/create`, { asset_id: USDT, amount: '0.01', shares: 1, greeting: '', mode: 'random' }, tokens.member);
    expect(low.body.message).toMatch(/\(0\.1 USD\)$/);
  });

  test.each(['tip_min_usd', 'luckycoin_min_usd'])('%s: every malformed text is refused, never stored', async (field) => {
    const before = await settings();
    for (const value of MALFORMED) expectRefused(await putSettings({ [field]: value }), `invalid ${field}: `);
    expect(await settings()).toEqual(before);
  });

  test('invitation_bonus_rate takes the same syntax', async () => {
    for (const value of [' 0.1', '0.1 ', '+0.1', '.1', '0.', '1e-1', '00.1']) {
      expectRefused(await putSettings({ invitation_bonus_rate: value }), /^invalid invitation_bonus_rate: /);
    }
    expect((await putSettings({ invitation_bonus_rate: '0.25' })).status).toBe(200);
  });

  test('a USD minimum is stored normalised ("2.50" reads back "2.5") and has an upper bound (10000 USD)', async () => {
    const res = await putSettings({ tip_min_usd: '2.50', luckycoin_min_usd: '10000' });
    expect(res.status, res.text).toBe(200);
    expect(await settings()).toMatchObject({ tip_min_usd: '2.5', luckycoin_min_usd: '10000' });
    for (const body of [{ tip_min_usd: '10000.01' }, { luckycoin_min_usd: HUGE }, { tip_min_usd: HUGE }]) {
      expectRefused(await putSettings(body), /at most 10000/);
    }
  });
});

describe('amounts have an upper bound (point 9)', () => {
  const tip = (amount: string, asset_id = USDT) =>
    server.post(`${DEMO}/tip/gen_transfer`, { recipient_id: PERSONAS.lecturer.user_id, asset_id, amount }, tokens.member);
  const pack = (amount: string, asset_id = USDT) =>
    server.post(`${DEMO}/luckycoin/create`, { asset_id, amount, shares: 5, greeting: 'Hi', mode: 'random' }, tokens.member);

  test(`a tip of ${HUGE} USDT is refused, as is one a unit above the asset's maximum; the maximum itself is sent`, async () => {
    expectRefused(await tip(HUGE), /^invalid amount: /);
    expectRefused(await tip(`${MAX.usdt}.00000001`), `invalid amount: at most ${MAX.usdt} USDT`);
    expectRefused(await tip('200.00000001', BTC), 'invalid amount: at most 200 BTC');
    expect((await tip(MAX.usdt)).status).toBe(200);
  });

  test('a tip in the one syntax only', async () => {
    for (const amount of MALFORMED) expectRefused(await tip(amount), /^invalid amount: /);
  });

  test(`a lucky-coin pack of ${HUGE} USDT, or above the maximum, is refused; "+1", ".5" and "5." are no amounts`, async () => {
    expectRefused(await pack(HUGE), /^invalid amount: /);
    expectRefused(await pack(`${MAX.usdt}.1`), `invalid amount: at most ${MAX.usdt} USDT`);
    for (const amount of ['+1', '.5', '5.', ...MALFORMED]) expectRefused(await pack(amount), /^invalid amount: /);
    expect((await pack(MAX.usdt)).status).toBe(200);
  });

  test(`a product price of ${HUGE} is refused`, async () => {
    const url = `${DEMO}/products/${PRODUCT_IDS.demoMembership}/price`;
    const price = (amount: string) => ({ asset_id: 'cny', amount, channels: [{ channel: 'wechat', asset_id: 'cny' }] });
    expectRefused(await server.put(url, price(HUGE), tokens.admin), /^invalid amount: /);
    expectRefused(await server.put(url, price('100000000.01'), tokens.admin), `invalid amount: at most ${MAX.cny} CNY`);
    for (const amount of MALFORMED) expectRefused(await server.put(url, price(amount), tokens.admin), /^invalid amount: /);
    expect((await server.put(url, price(MAX.cny), tokens.admin)).status).toBe(200);
  });

  test(`an article reward or price of ${HUGE} is refused`, async () => {
    const create = (fields: object) => server.post(`${DEMO}/articles/create`,
      { title: 'Rich', link: 'https://example.com/rich', summary: '', ...fields }, tokens.admin);
    expectRefused(await create({ reward_count: 1, reward_asset_id: USDT, reward_amount: HUGE }), /^invalid reward_amount: /);
    expectRefused(await create({ reward_count: 1, reward_asset_id: USDT, reward_amount: '13000001' }), `invalid reward_amount: at most ${MAX.usdt} USDT`);
    expectRefused(await create({ price: { asset_id: USDT, amount: HUGE } }), /^invalid price\.amount: /);
    expectRefused(await create({ price: { asset_id: BTC, amount: '201' } }), 'invalid price: at most 200 BTC');
    for (const amount of MALFORMED) {
      expectRefused(await create({ reward_count: 1, reward_asset_id: USDT, reward_amount: amount }), /^invalid reward_amount: /);
    }
    expect((await create({ reward_count: 1, reward_asset_id: USDT, reward_amount: MAX.usdt })).status).toBe(200);
  });

  test(`a coupon voucher, a course's price, a stream's price and a withdrawal of ${HUGE} are refused`, async () => {
    const voucher = (amount: string) => server.post(`${DEMO}/admin/coupons`, {
      name: 'Huge', type: 'VOUCHER', amount, asset_id: USDT, expired_at: new Date(server.clock.now + 86_400_000).toISOString(),
    }, tokens.admin);
    expectRefused(await voucher(HUGE), /^invalid amount: /);
    expectRefused(await voucher('13000001'), `invalid amount: at most ${MAX.usdt} USDT`);
    expectRefused(await voucher(' 5'), /^invalid amount: /);

    const charge = (amount: string) =>
      server.put(`${DEMO}/courses/${COURSE_IDS.showcase}/settings`, { charge: { asset_id: 'cny', amount } }, tokens.admin);
    expectRefused(await charge(HUGE), /^invalid charge\.amount: /);
    expectRefused(await charge('100000001'), `invalid charge.amount: at most ${MAX.cny} CNY`);
    expectRefused(await charge('9.9 '), /^invalid charge\.amount: /);

    const stream = (amount: string) => server.post(`${DEMO}/stream/start`, { title: 'Paid', price: { asset_id: 'cny', amount } }, tokens.admin);
    expectRefused(await stream(HUGE), /^invalid price\.amount: /);
    expectRefused(await stream('100000001'), `invalid price.amount: at most ${MAX.cny} CNY`);
    expectRefused(await stream('.5'), /^invalid price\.amount: /);

    const withdraw = (amount: string) => server.post(`${DEMO}/vaults/withdraw`,
      { asset_id: USDT, amount, pin: '123456', destination: 'the owner', request_id: 'request-0001' }, tokens.owner);
    expectRefused(await withdraw(HUGE), /^invalid amount: /);
    expectRefused(await withdraw(' 1'), /^invalid amount: /);
  });
});
