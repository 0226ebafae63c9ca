import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { Coupon, CouponList } from '../../../contract/coupon';
import { ErrorCode } from '../../../contract/errors';
import { ASSET_IDS, PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { COUPONS, DEMO } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
});

const ids = (coupons: { coupon_id: string }[]) => coupons.map((c) => c.coupon_id);

describe('GET /coupons', () => {
  test('lists my coupons, usable ones first, with the product name', async () => {
    const { token } = await server.login('pending');
    const res = await server.get(`${DEMO}/coupons`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, CouponList)).toBe(true);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data.at(-1).state).toBe('USED');
    expect(res.body.data.find((c: { coupon_id: string }) => c.coupon_id === COUPONS.pendingDiscountBtc)).toEqual({
      coupon_id: COUPONS.pendingDiscountBtc,
      asset_id: ASSET_IDS.btc,
      amount: '0.80',
      type: 'DISCOUNT',
      state: 'INIT',
      expired_at: expect.any(String),
      name: '20% off membership',
      description: '20% off membership.',
      product_id: PRODUCT_IDS.demoMembership,
      product_name: 'Demo Academy membership',
      pay_method: null,
      reserved_order_id: null,
    });
  });

  test('?product_id= keeps the coupons for that product and for any product', async () => {
    const { token } = await server.login('pending');
    const forPack = ids((await server.get(`${DEMO}/coupons?product_id=${PRODUCT_IDS.demoCouponPack}`, token)).body.data);
    expect(forPack).toContain(COUPONS.pendingCouponPackOnly);
    expect(forPack).toContain(COUPONS.pendingVoucherCny);
    expect(forPack).not.toContain(COUPONS.pendingDiscountBtc);
  });

  test('everyone sees only their own; guests and banned users are refused', async () => {
    const { token } = await server.login('member');
    expect(ids((await server.get(`${DEMO}/coupons`, token)).body.data)).not.toContain(COUPONS.pendingDiscountBtc);
    expectError(await server.get(`${DEMO}/coupons/${COUPONS.pendingDiscountBtc}`, token), 404, 404);
    expectError(await server.get(`${DEMO}/coupons`), 401, 100401);
    expectError(await server.get(`${DEMO}/coupons`, (await server.login('banned')).token), 403, 100403);
  });

  test('GET /coupons/{id} answers one of mine', async () => {
    const { token } = await server.login('pending');
    const res = await server.get(`${DEMO}/coupons/${COUPONS.pendingExpired}`, token);
    expect(is(res.body.data, Coupon)).toBe(true);
    expect(Date.parse(res.body.data.expired_at)).toBeLessThan(server.clock.now);
  });
});

describe('claiming codes', () => {
  test('POST /coupons/claim makes the user their own coupon: claim success', async () => {
    const { token } = await server.login('new');
    const res = await server.post(`${DEMO}/coupons/claim?code=welcome5`, {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('claim success');
    expect(res.body.data.coupon).toMatchObject({ asset_id: 'cny', amount: '5.00', type: 'VOUCHER', state: 'INIT', name: 'Welcome voucher' });
    expect(ids((await server.get(`${DEMO}/coupons`, token)).body.data)).toEqual([res.body.data.coupon.coupon_id]);

    const again = await server.post(`${DEMO}/coupons/claim?code=WELCOME5`, {}, token);
    expectError(again, 409, ErrorCode.couponAlreadyClaimed);
    expect(again.body.message).toBe('coupon code already claimed');
    // Another user claims the same code for themselves.
    const other = await server.login('new');
    expect((await server.post(`${DEMO}/coupons/claim?code=WELCOME5`, {}, other.token)).status).toBe(200);
  });

  test('PUT /coupons/apply claims if needed and returns the coupon either way', async () => {
    const { token } = await server.login('new');
    const first = await server.put(`${DEMO}/coupons/apply?code=NEWBIE20`, {}, token);
    expect(is(first.body.data, Coupon)).toBe(true);
    expect(first.body.data).toMatchObject({ type: 'DISCOUNT', amount: '0.80', product_id: PRODUCT_IDS.demoMembership });
    const second = await server.put(`${DEMO}/coupons/apply?code=NEWBIE20`, {}, token);
    expect(second.body.data.coupon_id).toBe(first.body.data.coupon_id);
  });

  test.each([
    ['NOSUCHCODE', 'coupon code incorrect', ErrorCode.couponCodeIncorrect],
    ['OLDCODE', 'coupon not available', ErrorCode.couponNotAvailable],
  ])('%s: %s', async (code, message, errorCode) => {
    const { token } = await server.login('new');
    const res = await server.post(`${DEMO}/coupons/claim?code=${code}`, {}, token);
    expectError(res, 409, errorCode);
    expect(res.body.message).toBe(message);
  });

  test('a code with a claim limit runs out', async () => {
    const first = await server.login('new');
    const second = await server.login('new');
    expect((await server.post(`${DEMO}/coupons/claim?code=ONLYONE`, {}, first.token)).status).toBe(200);
    const res = await server.post(`${DEMO}/coupons/claim?code=ONLYONE`, {}, second.token);
    expectError(res, 409, ErrorCode.couponNotAvailable);
    expect(res.body.message).toBe('coupon not available');
  });

  test('a group without coupons refuses; a missing code is 100400', async () => {
    const { token } = await server.login('member', 'free');
    expectError(await server.post('/api/groups/free/coupons/claim?code=WELCOME5', {}, token), 409, ErrorCode.couponsDisabled);
    expectError(await server.post(`${DEMO}/coupons/claim`, {}, (await server.login('new')).token), 400, 100400);
  });
});

describe("the member's seeded coupons (issue 13 point 2)", () => {
  test('cover every state: usable, used and expired (used or not)', async () => {
    const { token } = await server.login('member');
    const list = (await server.get(`${DEMO}/coupons`, token)).body.data as { name: string; state: string; expired_at: string }[];
    const now = server.clock.now;
    const usable = list.filter((c) => c.state === 'INIT' && Date.parse(c.expired_at) > now).map((c) => c.name);
    const used = list.filter((c) => c.state === 'USED' && Date.parse(c.expired_at) > now).map((c) => c.name);
    const expired = list.filter((c) => Date.parse(c.expired_at) <= now).map((c) => c.name);
    expect(usable).toEqual(expect.arrayContaining(['10% off renewal', 'BTC voucher (wallet only)', 'CNY 3 off the coupon pack']));
    expect(used).toEqual(['CNY 15 voucher (used)']);
    expect(expired.sort()).toEqual(['Launch discount (used, expired)', 'Spring voucher (expired)']);
  });
});
