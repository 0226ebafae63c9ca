import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { GroupAdminSettings, GroupConfig, GroupPublic, GroupSettings } from '../../../contract/group';
import { PRODUCT_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { STANDINS } from '../../test/standins';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

describe('GET /public', () => {
  test('answers without a token, with the entry product for a paid group', async () => {
    const res = await server.get('/api/groups/demo/public');
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupPublic)).toBe(true);
    expect(res.body.data).toMatchObject({
      group_id: 'demo',
      name: 'Demo Academy',
      product: { id: PRODUCT_IDS.demoMembership, status: 'normal' },
      provide_public_random_invitation_codes: true,
      group_agreement_enabled: false,
    });
    expect(res.headers.get('x-access-token-expires-at')).toBeNull();
  });

  test('tells a guest what membership costs and gives, counted from the database', async () => {
    const data = (await server.get('/api/groups/demo/public')).body.data;
    expect(data.product.price).toEqual({ asset_id: expect.any(String), symbol: 'BTC', amount: '0.00030000', price_cny: expect.any(String) });
    // With the fiat rates, so a guest reads the price in their own currency without another call.
    const fiat = await server.sql.all("SELECT asset_id, symbol, price_cny FROM assets WHERE kind = 'fiat'");
    expect(fiat.length).toBeGreaterThan(0);
    expect(data.fiat_rates).toEqual(expect.arrayContaining(fiat));
    expect(data.fiat_rates).toHaveLength(fiat.length);
    const count = async (text: string) => (await server.sql.value<number>(text))!;
    const stats = {
      courses: await count("SELECT COUNT(*) FROM courses WHERE group_id = 'demo' AND state = 'published'"),
      members: await count(`SELECT COUNT(*) FROM memberships WHERE group_id = 'demo'
        AND (role <> 'user' OR state IN ('paid', 'subscribed', 'unsubscribed', 'blocked'))`),
      lives: await count("SELECT COUNT(*) FROM streams WHERE group_id = 'demo'"),
    };
    expect(stats.courses).toBeGreaterThan(0);
    expect(stats.members).toBeGreaterThan(0);
    expect(data.stats).toEqual(stats);
    // The member list counts the same people.
    const { token } = await server.login('member');
    const members = await server.post('/api/groups/demo/users/members', { q: '', offset: 0, limit: 1 }, token);
    expect(members.status).toBe(200);
    expect(data.stats.members).toBe(members.body.data.total);

    // The drafts published: the count follows.
    const drafts = await count("SELECT COUNT(*) FROM courses WHERE group_id = 'demo' AND state = 'draft'");
    expect(drafts).toBeGreaterThan(0);
    await server.sql.run("UPDATE courses SET state = 'published' WHERE group_id = 'demo' AND state = 'draft'");
    expect((await server.get('/api/groups/demo/public')).body.data.stats.courses).toBe(stats.courses + drafts);
  });

  test('has no product for a free group and a modal agreement for closed', async () => {
    expect((await server.get('/api/groups/free/public')).body.data.product).toBeNull();
    const closed = (await server.get('/api/groups/closed/public')).body.data;
    expect(closed).toMatchObject({ group_agreement_enabled: true, group_agreement_modal: true });
    expect(closed.group_agreement_url).toBe(`${STANDINS}/legal/agreement?group=closed`);
  });

  test('ignores an invalid token rather than refusing public data', async () => {
    const res = await server.get('/api/groups/demo/public', 'not-a-token');
    expect(res.status).toBe(200);
  });

  test('stamps the expiry header when a valid token is sent', async () => {
    const { token, expiresAt } = await server.login('member');
    const res = await server.get('/api/groups/demo/public', token);
    expect(res.headers.get('x-access-token-expires-at')).toBe(String(expiresAt));
  });

  test('unknown group is 404', async () => {
    expectError(await server.get('/api/groups/unknown/public'), 404, 404);
  });
});

describe('GET /config', () => {
  test('carries the join options and the per-group refresh threshold', async () => {
    const res = await server.get('/api/groups/demo/config');
    expect(is(res.body.data, GroupConfig)).toBe(true);
    expect(res.body.data).toEqual({
      coupon_enabled: true, invite_to_join: true, pay_to_join: true, token_refresh_threshold: 60, max_renewal_years: 10,
    });
    await server.sql.run("UPDATE groups SET token_refresh_threshold = 3600 WHERE group_id = 'free'");
    expect((await server.get('/api/groups/free/config')).body.data.token_refresh_threshold).toBe(3600);
    expect((await server.get('/api/groups/demo/config')).body.data.token_refresh_threshold).toBe(60);
  });
});

describe('GET /settings/full', () => {
  test.each([
    ['demo', { home_enabled: true, 'course-enabled': true, discussion_enabled: true, profile_enabled: true }],
    ['free', { home_enabled: false, 'course-enabled': true, discussion_enabled: false, profile_enabled: true }],
    ['closed', { home_enabled: true, 'course-enabled': false, discussion_enabled: false, profile_enabled: false }],
  ])('%s: public, with its tabs', async (group, tabs) => {
    const res = await server.get(`/api/groups/${group}/settings/full`);
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupSettings)).toBe(true);
    expect(res.body.data).toMatchObject(tabs);
  });
});

// Issue 22 point 11: the moderation settings (the chat's word filter and link allow-list, its rate
// limit, the invitation bonus…) are the admins'. Guests and members get what their screens read.
const ADMIN_ONLY = [
  'deny_words', 'link_allow_list', 'chat_rate_limit', 'chat_inactive_days', 'invitation_bonus_rate',
  'permanent_invitation_codes_enabled', 'provide_public_random_invitation_codes', 'discussion_permission',
  'public_member_count', 'profile_show_membership', 'notify_member_joined', 'notify_member_renewed',
  'max_renewal_years', 'stream_orientation',
];

describe('who reads which settings', () => {
  test.each([['a guest', null], ['a member', 'member'], ['a lecturer', 'lecturer'], ['a banned user', 'banned']] as const)(
    '%s: GET /settings/full has no moderation settings', async (_who, persona) => {
      const token = persona ? (await server.login(persona)).token : undefined;
      const data = (await server.get('/api/groups/demo/settings/full', token)).body.data;
      for (const key of ADMIN_ONLY) expect(data, key).not.toHaveProperty(key);
      // What member screens read is still there: tabs, theme, entry, mode, the kudos and lucky-coin minimums, home.
      expect(data).toMatchObject({ home_enabled: true, 'group-mode': expect.any(String), tip_min_usd: expect.any(String) });
      expect(Object.keys(data)).toEqual(expect.arrayContaining([
        'custom_theme', 'group_entry_quiz_id', 'system_renew_enable', 'luckycoin_max_shares', 'luckycoin_min_usd',
        'members_visible', 'profile_show_activities', 'profile_self_edit', 'home_sections', 'home_shortcuts',
      ]));
    },
  );

  test.each(['admin', 'owner'] as const)('%s: GET /admin/settings has every setting', async (persona) => {
    const { token } = await server.login(persona);
    await server.put('/api/groups/demo/settings/full', { deny_words: ['spam'], link_allow_list: ['https://ok.example/'] }, token);
    const res = await server.get('/api/groups/demo/admin/settings', token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupAdminSettings)).toBe(true);
    for (const key of ADMIN_ONLY) expect(res.body.data, key).toHaveProperty(key);
    expect(res.body.data).toMatchObject({ deny_words: ['spam'], link_allow_list: ['https://ok.example/'], chat_rate_limit: expect.any(Number) });
    // The member view is a part of it, field for field.
    const view = (await server.get('/api/groups/demo/settings/full', token)).body.data;
    expect(res.body.data).toMatchObject(view);
  });

  test('GET /admin/settings: members and lecturers 100403, guests 100401', async () => {
    for (const persona of ['member', 'lecturer'] as const) {
      const { token } = await server.login(persona);
      expectError(await server.get('/api/groups/demo/admin/settings', token), 403, 100403);
    }
    expectError(await server.get('/api/groups/demo/admin/settings'), 401, 100401);
  });

  test('the admin answer of PUT /settings/full has every setting', async () => {
    const { token } = await server.login('admin');
    const res = await server.put('/api/groups/demo/settings/full', { chat_rate_limit: 7 }, token);
    expect(is(res.body.data, GroupAdminSettings)).toBe(true);
    expect(res.body.data.chat_rate_limit).toBe(7);
  });
});

describe('PUT /settings/full', () => {
  test('admin changes only the fields sent; the change is persisted', async () => {
    const { token } = await server.login('admin');
    const res = await server.put('/api/groups/demo/settings/full', {
      discussion_enabled: false, 'group-mode': 'lecture', custom_theme: '{"primary":"#FF0000"}',
    }, token);
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupAdminSettings)).toBe(true);
    expect(res.body.data).toMatchObject({
      discussion_enabled: false, 'group-mode': 'lecture', custom_theme: '{"primary":"#FF0000"}',
      home_enabled: true, 'course-enabled': true,
    });
    const after = await server.get('/api/groups/demo/admin/settings', token);
    expect(after.body.data).toEqual(res.body.data);
    expect((await server.get('/api/groups/demo/public')).body.data.custom_theme).toBe('{"primary":"#FF0000"}');
  });

  test('owner may change settings too', async () => {
    const { token } = await server.login('owner');
    const res = await server.put('/api/groups/demo/settings/full', { custom_theme: null, 'course-enabled': false }, token);
    expect(res.body.data).toMatchObject({ custom_theme: null, 'course-enabled': false });
  });

  test.each(['lecturer', 'member'] as const)('%s is refused with 100403', async (persona) => {
    const { token } = await server.login(persona);
    expectError(await server.put('/api/groups/demo/settings/full', { home_enabled: false }, token), 403, 100403);
    expect((await server.get('/api/groups/demo/settings/full')).body.data.home_enabled).toBe(true);
  });

  test('a pending user is not a member: 100461', async () => {
    const { token } = await server.login('pending');
    expectError(await server.put('/api/groups/demo/settings/full', { home_enabled: false }, token), 403, 100461);
  });

  test('a banned user is refused with 100403', async () => {
    const { token } = await server.login('banned');
    expectError(await server.put('/api/groups/demo/settings/full', { home_enabled: false }, token), 403, 100403);
  });

  test('no token is 100401', async () => {
    expectError(await server.put('/api/groups/demo/settings/full', { home_enabled: false }), 401, 100401);
  });

  test("the owner's token for another group is 100401", async () => {
    const { token } = await server.login('owner', 'free');
    expectError(await server.put('/api/groups/demo/settings/full', { home_enabled: false }, token), 401, 100401);
  });

  test.each([
    [{ home_enabled: 'yes' }, /home_enabled/],
    [{ 'group-mode': 'party' }, /group-mode/],
    [{ custom_theme: 'not json' }, /custom_theme/],
    [{ custom_theme: '[1,2]' }, /custom_theme/],
    [{ colour: 'red' }, /unknown field colour/],
    [{ lecturing_or_streaming_started_at: '2024-01-01T00:00:00Z' }, /unknown field lecturing_or_streaming_started_at/],
    [{ group_entry_quiz_id: '' }, /group_entry_quiz_id/],
    [{}, /no settings/],
  ])('invalid body %j is 100400 naming the field', async (body, message) => {
    const { token } = await server.login('admin');
    const res = await server.put('/api/groups/demo/settings/full', body, token);
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
  });
});

describe('maintenance', () => {
  test('every group call but /public answers 503 100500 while it is on', async () => {
    const { token, refresh_token } = await server.login('admin');
    await server.post(`${STANDINS}/control/maintenance`, { group: 'demo', on: true });

    expect((await server.get('/api/groups/demo/public')).status).toBe(200);
    const calls = [
      server.get('/api/groups/demo/config'),
      server.get('/api/groups/demo/settings/full'),
      server.put('/api/groups/demo/settings/full', { home_enabled: false }, token),
      server.get('/api/groups/demo/users/me', token),
      server.get('/api/groups/demo/users/me/assets', token),
      server.get('/api/groups/demo/assets'),
      server.get('/api/groups/demo/assets/all'),
      server.post('/api/groups/demo/auth/refresh', { refresh_token }),
      server.get('/api/groups/demo/not-a-route'),
    ];
    for (const res of await Promise.all(calls)) {
      expectError(res, 503, 100500);
      expect(res.body.message).toBe('maintenance');
    }
    // Other groups are unaffected.
    expect((await server.get('/api/groups/free/config')).status).toBe(200);

    await server.post(`${STANDINS}/control/maintenance`, { group: 'demo', on: false });
    expect((await server.get('/api/groups/demo/config')).status).toBe(200);
    expect((await server.get('/api/groups/demo/users/me', token)).status).toBe(200);
  });
});
