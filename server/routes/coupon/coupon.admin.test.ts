import { afterAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { CouponBatch, CouponBatchPage } from '../../../contract/couponAdmin';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { PRODUCT_IDS } from '../../seed';
import { signedInEachTest } from '../../test/admin';
import { groupEventsOf } from '../../test/event.repo';
import { createTestServer, expectError, type TestResponse } from '../../test/helpers';
import { DEMO, USDT, createOrder, pay, walletPays } from '../../test/joining';

// Issue 14, admin/coupon: the group's coupon batches, created, listed with their usage, taken off
// the members' list or ended early; owner and admins only, each change a group event.

const server = createTestServer();
afterAll(() => server.close());

const tokens = signedInEachTest(server);

const DAY = 86_400_000;
const inDays = (days: number) => new Date(server.clock.now + days * DAY).toISOString();
const batch = (fields: Record<string, unknown> = {}) => ({
  code: 'spring25', name: 'Spring sale', description: '25% off a year.', type: 'DISCOUNT', amount: '0.75', asset_id: USDT,
  product_id: PRODUCT_IDS.demoMembership, pay_method: 'mixin', expired_at: inDays(30), max_claims: 100, advertised: true, ...fields,
});
// The caller's token comes last: the admin's by default, null for a guest.
const ADMIN = 'admin';
const as = (token: string | null) => (token === ADMIN ? tokens.admin : token ?? undefined);
const create = (body: object, token: string | null = ADMIN, group = 'demo') =>
  server.post(`/api/groups/${group}/admin/coupons`, body, as(token));
const list = (token: string | null = ADMIN, query = '') => server.get(`${DEMO}/admin/coupons${query}`, as(token));
const advertise = (code: string, advertised: unknown, token: string | null = ADMIN) =>
  server.put(`${DEMO}/admin/coupons/${code}/advertised`, { advertised }, as(token));
const expire = (code: string, token: string | null = ADMIN) => server.post(`${DEMO}/admin/coupons/${code}/expire`, {}, as(token));

const ok = (res: TestResponse) => {
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, CouponBatch)).toBe(true);
  return res.body.data as CouponBatch;
};
const couponEvents = () => groupEventsOf(server, 'coupon.');
const codesOf = (group: string) => server.sql.values<string>('SELECT code FROM coupon_codes WHERE group_id = ? ORDER BY code', group);

describe('POST /admin/coupons', () => {
  test('an admin creates a batch: the code upper-cased, the usage empty, a coupon.create event; members can claim it', async () => {
    const created = ok(await create(batch()));
    expect(created).toMatchObject({
      code: 'SPRING25', name: 'Spring sale', type: 'DISCOUNT', amount: '0.75', asset_id: USDT, symbol: 'USDT',
      product_id: PRODUCT_IDS.demoMembership, product_name: 'Demo Academy membership', pay_method: 'mixin', max_claims: 100,
      advertised: true, usage: { claimed: 0, used: 0, expired: 0 },
    });
    expect((await couponEvents())).toEqual([{
      action: 'coupon.create', actor_id: PERSONAS.admin.user_id, target_kind: 'coupon_code', target_id: 'SPRING25',
      details: expect.objectContaining({ name: 'Spring sale', type: 'DISCOUNT', amount: '0.75', max_claims: 100, advertised: true }),
    }]);
    const claimable = (await server.get(`${DEMO}/coupons/claimable`, tokens.member)).body.data;
    expect(claimable.map((c: { code: string }) => c.code)).toContain('SPRING25');
  });

  test('without a code the server makes one up: 10 letters and digits, no 0/O or 1/I', async () => {
    const created = ok(await create(batch({ code: null, type: 'VOUCHER', amount: '5', pay_method: null, max_claims: null, advertised: false })));
    expect(created.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(created).toMatchObject({ type: 'VOUCHER', amount: '5', pay_method: null, max_claims: null, advertised: false });
    // A secret batch is not listed to members.
    const claimable = (await server.get(`${DEMO}/coupons/claimable`, tokens.member)).body.data;
    expect(claimable.map((c: { code: string }) => c.code)).not.toContain(created.code);
  });

  test('a code taken by any group is 409 couponCodeTaken, and refused creations are rate-limited', async () => {
    const before = await codesOf('demo');
    expectError(await create(batch({ code: 'newbie20' })), 409, ErrorCode.couponCodeTaken);
    ok(await create(batch({ code: 'FREEONLY', product_id: null }), (await server.login('owner', 'free')).token, 'free'));
    expectError(await create(batch({ code: 'FREEONLY' })), 409, ErrorCode.couponCodeTaken);
    expect(await codesOf('demo')).toEqual(before);
    for (let i = 2; i < 20; i += 1) expectError(await create(batch({ code: 'NEWBIE20' })), 409, ErrorCode.couponCodeTaken);
    expectError(await create(batch({ code: 'NEWBIE20' })), 429, ErrorCode.tooManyRequests);
    // Accepted batches do not count: the owner's own window is untouched.
    ok(await create(batch({ code: 'OWNERS1' }), tokens.owner));
    expect((await couponEvents()).map((e) => e.target_id)).toEqual(['OWNERS1']);
  });

  test('bad input is 100400 and creates nothing', async () => {
    const before = await codesOf('demo');
    const bad: object[] = [
      batch({ code: 'ab' }), batch({ code: 'X'.repeat(21) }), batch({ code: 'SPRING-25' }), batch({ code: 'ÄPFEL' }),
      batch({ name: '' }), batch({ name: ' '.repeat(3) }), batch({ name: 'x'.repeat(61) }), batch({ description: 'x'.repeat(201) }),
      batch({ type: 'GIFT' }), batch({ amount: '1' }), batch({ amount: '0' }), batch({ amount: '1.5' }), batch({ amount: '0.12345' }),
      batch({ amount: '-0.5' }), batch({ amount: '8e-1' }), batch({ type: 'VOUCHER', amount: '0' }),
      batch({ type: 'VOUCHER', amount: '0.000000001' }), batch({ type: 'VOUCHER', asset_id: 'cny', pay_method: 'wechat', amount: '0.001' }),
      batch({ asset_id: 'nope' }), batch({ product_id: 'nope' }), batch({ pay_method: 'paypal' }),
      // The channel must charge in the asset, and the product must be payable in it.
      batch({ pay_method: 'wechat' }), batch({ asset_id: 'cny', pay_method: 'reborn' }),
      batch({ product_id: PRODUCT_IDS.demoCouponPack }), batch({ asset_id: 'usd', pay_method: null }),
      batch({ asset_id: 'jpy', type: 'VOUCHER', amount: '100', pay_method: null, product_id: null }),
      batch({ expired_at: inDays(-1) }), batch({ expired_at: 'tomorrow' }), batch({ expired_at: inDays(4000) }),
      batch({ max_claims: 0 }), batch({ max_claims: 1.5 }), batch({ max_claims: 100_001 }), batch({ advertised: 'yes' }),
      batch({ extra: 1 }), { name: 'Only a name' },
    ];
    for (const [i, body] of bad.entries()) {
      // Refused creations are rate-limited (20 per 10 minutes): a new window every 15.
      if (i % 15 === 14) server.clock.advance(601);
      const res = await create(body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 160)).toEqual([400, ErrorCode.validation]);
    }
    // Another group's product is not this group's.
    expectError(await create(batch({ product_id: PRODUCT_IDS.nftMembership })), 400, ErrorCode.validation);
    expect(await codesOf('demo')).toEqual(before);
    expect((await couponEvents())).toEqual([]);
  });
});

describe('GET /admin/coupons', () => {
  test('newest first, paged, with claimed, used and expired counts', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(is(first.body.data, CouponBatchPage)).toBe(true);
    const seeded = first.body.data.items as CouponBatch[];
    // The seed's codes, with what became of them (ONLYONE's one claim is the join flow's).
    expect(seeded.find((b) => b.code === 'NEWBIE20')).toMatchObject({ type: 'DISCOUNT', amount: '0.80', usage: { claimed: 0, used: 0, expired: 0 } });
    const page = await list(tokens.owner, '?limit=2&offset=1');
    expect(page.body.data.items.map((b: CouponBatch) => b.code)).toEqual(seeded.slice(1, 3).map((b) => b.code));
    expect(page.body.data.has_more).toBe(seeded.length > 3);

    ok(await create(batch()));
    expect((await list()).body.data.items[0].code).toBe('SPRING25');

    // The member claims it and pays a renewal with it; the pending user claims it and lets it expire.
    const claimed = (await server.post(`${DEMO}/coupons/claim?code=spring25`, {}, tokens.member)).body.data.coupon;
    const orderId = await createOrder(server, tokens.member);
    const priced = (await pay(server, tokens.member, orderId, 'mixin', USDT, { coupon_id: claimed.coupon_id })).body.data;
    expect((await walletPays(server, {
      reference: orderId, asset_id: USDT, amount: priced.amount,
    })).state).toBe('PAID');
    const pending = (await server.login('pending')).token;
    expect((await server.post(`${DEMO}/coupons/claim?code=SPRING25`, {}, pending)).status).toBe(200);
    const used = (await list()).body.data.items[0] as CouponBatch;
    expect(used.usage).toEqual({ claimed: 2, used: 1, expired: 0 });
    server.clock.advance(31 * 86_400);
    tokens.admin = (await server.login('admin')).token;
    expect(((await list()).body.data.items[0] as CouponBatch).usage).toEqual({ claimed: 2, used: 1, expired: 1 });
  });

  test('refusals: guests, members, lecturers, another group’s token, bad paging', async () => {
    expectError(await list(null), 401, ErrorCode.loginRequired);
    expectError(await list(tokens.member), 403, ErrorCode.forbidden);
    expectError(await list(tokens.lecturer), 403, ErrorCode.forbidden);
    expectError(await server.get('/api/groups/free/admin/coupons', tokens.admin), 401, ErrorCode.loginRequired);
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?offset=x']) expectError(await list(tokens.admin, query), 400, ErrorCode.validation);
    // Another group's admin sees only that group's batches.
    const freeOwner = (await server.login('owner', 'free')).token;
    expect((await server.get('/api/groups/free/admin/coupons', freeOwner)).body.data).toEqual({ items: [], has_more: false });
  });
});

describe('PUT /admin/coupons/{code}/advertised and POST /admin/coupons/{code}/expire', () => {
  test('taking a batch off the list hides it from members; the same again records nothing', async () => {
    ok(await create(batch()));
    const hidden = ok(await advertise('spring25', false));
    expect(hidden.advertised).toBe(false);
    const claimable = (await server.get(`${DEMO}/coupons/claimable`, tokens.member)).body.data;
    expect(claimable.map((c: { code: string }) => c.code)).not.toContain('SPRING25');
    ok(await advertise('SPRING25', false));
    expect((await couponEvents()).map((e) => [e.action, e.details])).toEqual([
      ['coupon.create', expect.any(Object)],
      ['coupon.update', { name: 'Spring sale', advertised: false }],
    ]);
    // A secret code still claims by typing it.
    expect((await server.post(`${DEMO}/coupons/claim?code=SPRING25`, {}, tokens.member)).status).toBe(200);
  });

  test('expiring ends the batch and its unspent coupons now; expiring again records nothing', async () => {
    ok(await create(batch()));
    const coupon = (await server.post(`${DEMO}/coupons/claim?code=SPRING25`, {}, tokens.member)).body.data.coupon;
    const ended = ok(await expire('SPRING25'));
    expect(ended.expired_at).toBe(new Date(server.clock.now).toISOString());
    expect(ended.usage).toEqual({ claimed: 1, used: 0, expired: 1 });
    expectError(await server.post(`${DEMO}/coupons/claim?code=SPRING25`, {}, (await server.login('pending')).token), 409,
      ErrorCode.couponNotAvailable);
    const orderId = await createOrder(server, tokens.member);
    expectError(await pay(server, tokens.member, orderId, 'mixin', USDT, { coupon_id: coupon.coupon_id }), 409, ErrorCode.couponNotAvailable);
    server.clock.advance(60);
    ok(await expire('SPRING25'));
    expect((await couponEvents()).filter((e) => e.action === 'coupon.update')).toEqual([
      expect.objectContaining({ target_id: 'SPRING25', details: { name: 'Spring sale', expired_at: ended.expired_at } }),
    ]);
  });

  test('refusals change nothing: guests, members, lecturers, bad bodies, unknown or another group’s code', async () => {
    ok(await create(batch()));
    const row = () => server.sql.get("SELECT advertised, expired_at FROM coupon_codes WHERE code = 'SPRING25'");
    const before = await row();
    for (const [token, status, code] of [
      [null, 401, ErrorCode.loginRequired], [tokens.member, 403, ErrorCode.forbidden], [tokens.lecturer, 403, ErrorCode.forbidden],
    ] as const) {
      expectError(await advertise('SPRING25', false, token), status, code);
      expectError(await expire('SPRING25', token), status, code);
    }
    expectError(await advertise('SPRING25', 'no'), 400, ErrorCode.validation);
    expectError(await server.put(`${DEMO}/admin/coupons/SPRING25/advertised`, {}, tokens.admin), 400, ErrorCode.validation);
    expectError(await server.post(`${DEMO}/admin/coupons/SPRING25/expire`, { now: true }, tokens.admin), 400, ErrorCode.validation);
    expectError(await advertise('NOSUCHCODE', false), 404, ErrorCode.notFound);
    expectError(await expire('NOSUCHCODE'), 404, ErrorCode.notFound);
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.post('/api/groups/free/admin/coupons/SPRING25/expire', {}, freeOwner), 404, ErrorCode.notFound);
    expectError(await server.put('/api/groups/free/admin/coupons/SPRING25/advertised', { advertised: false }, freeOwner), 404, ErrorCode.notFound);
    expect(await row()).toEqual(before);
    expect((await couponEvents()).map((e) => e.action)).toEqual(['coupon.create']);
  });
});
