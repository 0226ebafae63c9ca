import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { GroupAdminSettings, GroupConfig } from '../../../contract/group';
import { HOME_SECTIONS } from '../../../contract/homeSections';
import { APP_IDS } from '../../seed/live';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, DEMO, countRows, createOrder, pay, walletPays } from '../../test/joining';

// PUT /settings/full, the fields of the admin portal's payment, invitation, home and shortcut
// sections (issue 14): each saved, read back, refused when wrong, recorded, and obeyed.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const put = (token: string | undefined, body: unknown) => server.call('PUT', `${DEMO}/settings/full`, { token, body });
/** Every setting, as the portal reads them (GET /admin/settings). */
const settings = async () => (await server.get(`${DEMO}/admin/settings`, await admin())).body.data as GroupAdminSettings;
const events = () => countRows(server, "group_events WHERE group_id = 'demo'");
const lastEvent = async () => (await server.sql.get<{ action: string; target_kind: string; details: string }>(`SELECT action, target_kind, details
  FROM group_events WHERE group_id = 'demo' ORDER BY event_id DESC LIMIT 1`))!;
const admin = async () => (await server.login('admin')).token;

describe('GET /admin/settings: the new fields', () => {
  test('carry their defaults and the group row’s values', async () => {
    const data = await settings();
    expect(is(data, GroupAdminSettings)).toBe(true);
    expect(data).toMatchObject({
      max_renewal_years: 10,
      provide_public_random_invitation_codes: true,
      permanent_invitation_codes_enabled: true,
      invitation_bonus_rate: '0.1',
      home_sections: HOME_SECTIONS.map((key) => ({ key, visible: true })),
      home_shortcuts: null,
    });
  });
});

describe('max_renewal_years', () => {
  test('an admin sets it to a renewal period; /config and renewals follow; the event is recorded', async () => {
    const token = await admin();
    const res = await put(token, { max_renewal_years: 2 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.max_renewal_years).toBe(2);
    const config = (await server.get(`${DEMO}/config`)).body.data;
    expect(is(config, GroupConfig)).toBe(true);
    expect(config.max_renewal_years).toBe(2);
    expect(await lastEvent()).toMatchObject({ action: 'settings.update', target_kind: 'settings' });
    expect(JSON.parse((await lastEvent()).details)).toEqual({ max_renewal_years: 2 });
    // The member's membership runs a year more: 2 years would end 3 years ahead.
    const member = (await server.login('member')).token;
    expectError(await server.post(`${DEMO}/orders`, { quantity: 2, product_id: (await server.get(`${DEMO}/public`)).body.data.product.id }, member), 400, 101001);
  });

  test.each([0, 4, 6, 8, 10, '3', 2.5, null])('%j is not a renewal period: 400, nothing changed', async (value) => {
    const token = await admin();
    const before = await events();
    expectError(await put(token, { max_renewal_years: value }), 400, 100400);
    expect((await settings()).max_renewal_years).toBe(10);
    expect(await events()).toBe(before);
  });
});

describe('invitation options', () => {
  test('public random codes off: the page is refused, a public code cannot be applied, /public says so', async () => {
    const token = await admin();
    expect((await server.get(`${DEMO}/invitations/public`)).status).toBe(200);
    expect((await put(token, { provide_public_random_invitation_codes: false })).body.data.provide_public_random_invitation_codes).toBe(false);
    expect((await server.get(`${DEMO}/public`)).body.data.provide_public_random_invitation_codes).toBe(false);
    expectError(await server.get(`${DEMO}/invitations/public`), 409, 100409);
    const newcomer = (await server.login('new')).token;
    expectError(await server.post(`${DEMO}/invitations/apply?code=PUB7K2QX`, {}, newcomer), 409, 100409);
    // On again: the same code applies.
    await put(token, { provide_public_random_invitation_codes: true });
    expect((await server.post(`${DEMO}/invitations/apply?code=PUB7K2QX`, {}, newcomer)).status).toBe(200);
  });

  test('permanent codes off: a permanent code is refused, decoded as unavailable, and not listed; one-time codes work', async () => {
    const token = await admin();
    expect((await put(token, { permanent_invitation_codes_enabled: false })).body.data.permanent_invitation_codes_enabled).toBe(false);
    const newcomer = (await server.login('new')).token;
    const refused = await server.post(`${DEMO}/invitations/apply?code=DEMOPERM`, {}, newcomer);
    expectError(refused, 409, 100409);
    expect(refused.body.message).toBe('invitation code incorrect or unavailable');
    const decoded = await server.call('GET', `${DEMO}/invitations/decode/DEMOPERM`, { headers: { group_id: 'demo' } });
    expect(decoded.body.data).toMatchObject({ kind: 'permanent', available: false });
    const member = (await server.login('member')).token;
    const codes = (await server.get(`${DEMO}/invitations`, member)).body.data as { kind: string }[];
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.some((c) => c.kind === 'permanent')).toBe(false);
    expect((await server.post(`${DEMO}/invitations/apply?code=MIAFRIEND`, {}, newcomer)).status).toBe(200);
    // On again: the member's permanent code is back.
    await put(token, { permanent_invitation_codes_enabled: true });
    expect(((await server.get(`${DEMO}/invitations`, member)).body.data as { kind: string }[]).some((c) => c.kind === 'permanent')).toBe(true);
  });

  test('code required off: a join order needs no inviter', async () => {
    const newcomer = (await server.login('new')).token;
    const product = (await server.get(`${DEMO}/public`)).body.data.product.id;
    expectError(await server.post(`${DEMO}/orders`, { quantity: 1, product_id: product }, newcomer), 409, 100409);
    await put(await admin(), { system_invite_code_required: false });
    expect((await server.post(`${DEMO}/orders`, { quantity: 1, product_id: product }, newcomer)).status).toBe(200);
  });

  test('the bonus rate is the group’s: a paid join order credits the inviter at the rate then set', async () => {
    const token = await admin();
    const saved = await put(token, { invitation_bonus_rate: '0.25' });
    expect(saved.body.data.invitation_bonus_rate).toBe('0.25');
    const newcomer = (await server.login('new')).token;
    expect((await server.post(`${DEMO}/invitations/apply?code=MIAFRIEND`, {}, newcomer)).status).toBe(200);
    const orderId = await createOrder(server, newcomer);
    const paid = await pay(server, newcomer, orderId, 'mixin', BTC);
    const amount = paid.body.data.amount as string;
    expect(amount).toBe('0.00030000');
    await walletPays(server, { reference: orderId, asset_id: BTC, amount });
    const record = await server.sql.get('SELECT rate, bonus_amount FROM invite_records WHERE order_id = ?', orderId);
    expect(record).toEqual({ rate: '0.25', bonus_amount: '0.000075' });
  });

  test('a rate of 0 credits nothing', async () => {
    await put(await admin(), { invitation_bonus_rate: '0' });
    const newcomer = (await server.login('new')).token;
    await server.post(`${DEMO}/invitations/apply?code=MIAFRIEND`, {}, newcomer);
    const orderId = await createOrder(server, newcomer);
    const amount = (await pay(server, newcomer, orderId, 'mixin', BTC)).body.data.amount as string;
    await walletPays(server, { reference: orderId, asset_id: BTC, amount });
    expect(await countRows(server, 'invite_records WHERE order_id = ?', orderId)).toBe(0);
  });

  test('the rate is kept without trailing zeros', async () => {
    expect((await put(await admin(), { invitation_bonus_rate: '0.1500' })).body.data.invitation_bonus_rate).toBe('0.15');
  });

  test.each(['0.51', '1', '-0.1', 'ten', '0.12345', '', 0.2])('a rate of %j is 400, nothing changed', async (rate) => {
    const token = await admin();
    const before = await events();
    expectError(await put(token, { invitation_bonus_rate: rate }), 400, 100400);
    expect((await settings()).invitation_bonus_rate).toBe('0.1');
    expect(await events()).toBe(before);
  });
});

describe('home sections', () => {
  test('saved in order with what shows; sections not named are added after, shown', async () => {
    const token = await admin();
    const res = await put(token, { home_sections: [{ key: 'shortcuts', visible: true }, { key: 'courses', visible: false }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.home_sections).toEqual([
      { key: 'shortcuts', visible: true },
      { key: 'courses', visible: false },
      { key: 'coming_up', visible: true },
      { key: 'entries', visible: true },
      { key: 'articles', visible: true },
    ]);
    expect((await settings()).home_sections).toEqual(res.body.data.home_sections);
    expect(JSON.parse((await lastEvent()).details).home_sections).toHaveLength(HOME_SECTIONS.length);
  });

  test.each([
    [[{ key: 'courses', visible: true }, { key: 'courses', visible: false }], /courses is listed twice/],
    [[{ key: 'discussions', visible: true }], /home_sections/],
    [[{ key: 'courses' }], /home_sections/],
    [[], /home_sections/],
    ['courses', /home_sections/],
  ])('%j is 400', async (home_sections, message) => {
    const token = await admin();
    const res = await put(token, { home_sections });
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect((await settings()).home_sections!.every((s) => s.visible)).toBe(true);
  });
});

describe('home shortcuts', () => {
  test('favourite bots only, in the order given; null is every favourite again', async () => {
    const token = await admin();
    const res = await put(token, { home_shortcuts: [APP_IDS.market, APP_IDS.news] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.home_shortcuts).toEqual([APP_IDS.market, APP_IDS.news]);
    expect((await put(token, { home_shortcuts: [] })).body.data.home_shortcuts).toEqual([]);
    expect((await put(token, { home_shortcuts: null })).body.data.home_shortcuts).toBeNull();
  });

  test.each([
    [[APP_IDS.weather], /not a favourite bot/],
    [['nope'], /not a favourite bot/],
    [[APP_IDS.news, APP_IDS.news], /listed twice/],
    [[''], /home_shortcuts/],
  ])('%j is 400, nothing changed', async (home_shortcuts, message) => {
    const token = await admin();
    const before = await events();
    const res = await put(token, { home_shortcuts });
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect((await settings()).home_shortcuts).toBeNull();
    expect(await events()).toBe(before);
  });

  test('a favourite bot added is a shortcut last; one removed is no longer a shortcut', async () => {
    const token = await admin();
    await put(token, { home_shortcuts: [APP_IDS.market] });
    expect((await server.post(`${DEMO}/favorite_apps`, { app_id: APP_IDS.weather }, token)).status).toBe(200);
    expect((await settings()).home_shortcuts).toEqual([APP_IDS.market, APP_IDS.weather]);
    expect((await server.call('DELETE', `${DEMO}/favorite_apps/${APP_IDS.market}`, { token })).status).toBe(200);
    expect((await settings()).home_shortcuts).toEqual([APP_IDS.weather]);
  });
});

describe('who may change them', () => {
  const body = { max_renewal_years: 3, invitation_bonus_rate: '0.2', permanent_invitation_codes_enabled: false, home_shortcuts: [APP_IDS.news] };

  test('the owner may', async () => {
    const res = await put((await server.login('owner')).token, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ max_renewal_years: 3, invitation_bonus_rate: '0.2', permanent_invitation_codes_enabled: false });
  });

  test('a guest 401, members and lecturers 403, another group’s admin 401: nothing changes, nothing is recorded', async () => {
    const before = await events();
    const original = await settings();
    expectError(await put(undefined, body), 401, 100401);
    expectError(await put((await server.login('member')).token, body), 403, 100403);
    expectError(await put((await server.login('lecturer')).token, body), 403, 100403);
    expectError(await put((await server.login('owner', 'free')).token, body), 401, 100401);
    expect(await settings()).toEqual(original);
    expect(await events()).toBe(before);
  });
});
