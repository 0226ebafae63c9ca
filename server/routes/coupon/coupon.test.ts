import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ClaimableCouponList, Coupon, CouponList } from '../../../contract/coupon';
import { ErrorCode } from '../../../contract/errors';
import { ASSET_IDS, PRODUCT_IDS } from '../../seed';
import { ADVERTISED_CODES } from '../../seed/coupons';
import { addCouponCode, enableCoupons } from '../../test/coupon.repo';
import { createTestServer, expectError } from '../../test/helpers';
import { COUPONS, DEMO } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
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

describe('GET /coupons/claimable (issue 13 point 2)', () => {
  const codes = (list: { code: string }[]) => list.map((c) => c.code);
  const claimable = async (token: string, group = 'demo') => {
    const res = await server.get(`/api/groups/${group}/coupons/claimable`, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, ClaimableCouponList)).toBe(true);
    return res.body.data as { code: string; claims_left: number | null; expired_at: string }[];
  };

  test('lists the codes the group advertises, soonest to expire first, with what each gives', async () => {
    const { token } = await server.login('member');
    const list = await claimable(token);
    expect(list).toEqual([
      {
        code: ADVERTISED_CODES.pack,
        name: 'CNY 8 off the coupon pack',
        description: 'For the first 50 members who claim it.',
        type: 'VOUCHER',
        amount: '8.00',
        asset_id: ASSET_IDS.cny,
        symbol: 'CNY',
        product_id: PRODUCT_IDS.demoCouponPack,
        product_name: 'Coupon pack',
        pay_method: null,
        expired_at: expect.any(String),
        claims_left: 50,
      },
      {
        code: ADVERTISED_CODES.welcome,
        name: 'Welcome voucher',
        description: 'Welcome voucher.',
        type: 'VOUCHER',
        amount: '5.00',
        asset_id: ASSET_IDS.cny,
        symbol: 'CNY',
        product_id: null,
        product_name: null,
        pay_method: null,
        expired_at: expect.any(String),
        claims_left: null,
      },
    ]);
    expect(Date.parse(list[0]!.expired_at)).toBeLessThan(Date.parse(list[1]!.expired_at));
  });

  test('a code claimed by me, expired, used up or not advertised is not listed', async () => {
    await addCouponCode(server, { code: 'SOONEST', expiresInDays: 1 });
    await addCouponCode(server, { code: 'PASTDUE', expiresInDays: -1 });
    await addCouponCode(server, { code: 'USEDUP', maxClaims: 2, claims: 2 });
    await addCouponCode(server, { code: 'ONELEFT', maxClaims: 2, claims: 1 });
    await addCouponCode(server, { code: 'SECRET', advertised: false });
    const member = await server.login('member');
    expect(codes(await claimable(member.token))).toEqual(['SOONEST', ADVERTISED_CODES.pack, 'ONELEFT', ADVERTISED_CODES.welcome]);
    expect((await claimable(member.token)).find((c) => c.code === 'ONELEFT')!.claims_left).toBe(1);

    // The claim stays POST /coupons/claim?code=: once claimed, it leaves my list, not others'.
    expect((await server.post(`${DEMO}/coupons/claim?code=${ADVERTISED_CODES.welcome}`, {}, member.token)).status).toBe(200);
    expect((await server.post(`${DEMO}/coupons/claim?code=${ADVERTISED_CODES.pack}`, {}, member.token)).status).toBe(200);
    expect(codes(await claimable(member.token))).toEqual(['SOONEST', 'ONELEFT']);
    const admin = await server.login('admin');
    const others = await claimable(admin.token);
    expect(codes(others)).toContain(ADVERTISED_CODES.welcome);
    expect(others.find((c) => c.code === ADVERTISED_CODES.pack)!.claims_left).toBe(49);

    // The last claim of ONELEFT used it up: gone for everyone.
    expect((await server.post(`${DEMO}/coupons/claim?code=ONELEFT`, {}, admin.token)).status).toBe(200);
    expect(codes(await claimable(member.token))).toEqual(['SOONEST']);
    // A secret code still claims by its code.
    expect((await server.post(`${DEMO}/coupons/claim?code=SECRET`, {}, member.token)).status).toBe(200);
  });

  test("another group's codes never appear; a group without coupons lists none", async () => {
    await addCouponCode(server, { code: 'FREEBIE', groupId: 'free' });
    const demo = await server.login('member');
    const free = await server.login('member', 'free');
    expect(await claimable(free.token, 'free')).toEqual([]);
    await enableCoupons(server, 'free');
    expect(codes(await claimable(free.token, 'free'))).toEqual(['FREEBIE']);
    expect(codes(await claimable(demo.token))).not.toContain('FREEBIE');
    // demo's token on free's path is no session of free.
    expectError(await server.get('/api/groups/free/coupons/claimable', demo.token), 401, 100401);
  });

  test('guests, non-members and banned users are refused', async () => {
    expectError(await server.get(`${DEMO}/coupons/claimable`), 401, 100401);
    expectError(await server.get(`${DEMO}/coupons/claimable`, (await server.login('pending')).token), 403, 100461);
    expectError(await server.get(`${DEMO}/coupons/claimable`, (await server.login('new')).token), 403, 100461);
    expectError(await server.get(`${DEMO}/coupons/claimable`, (await server.login('banned')).token), 403, 100403);
  });
});
