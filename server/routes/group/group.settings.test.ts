import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { GroupAdminSettings } from '../../../contract/group';
import { Member } from '../../../contract/member';
import { PERSONAS } from '../../test/standins';
import { QUIZ_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';
import { USDT, createOrder, invitedUser, pay, walletPays } from '../../test/joining';

// The settings of admin/theme, admin/general's entry quiz, admin/privacy, admin/profile and
// admin/notification (issue 14 point 1): each saved through PUT /settings/full, validated, recorded,
// read back by GET /settings/full, and enforced where members meet it.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const token = async (persona: 'owner' | 'admin' | 'lecturer' | 'member', group = 'demo') => (await server.login(persona, group)).token;
/** Every setting, as the portal reads them (GET /admin/settings). */
const settings = async () => (await server.get(`${G}/admin/settings`, await token('owner'))).body.data;
const lastEvent = () => server.sql.get<{ action: string; details: string }>(
  "SELECT action, details FROM group_events WHERE group_id = 'demo' ORDER BY event_id DESC LIMIT 1");
const eventCount = () => server.sql.value<number>("SELECT COUNT(*) FROM group_events WHERE group_id = 'demo'");

async function save(body: object, persona: 'owner' | 'admin' = 'admin') {
  const res = await server.put(`${G}/settings/full`, body, await token(persona));
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, GroupAdminSettings)).toBe(true);
  return res.body.data;
}

const SWITCHES = {
  members_visible: true,
  public_member_count: true,
  profile_show_membership: true,
  profile_show_activities: true,
  profile_self_edit: true,
  notify_member_joined: true,
  notify_member_renewed: false,
};

describe('the privacy, profile and notification switches', () => {
  test('start as members expect: everything shown, joins announced, renewals not', async () => {
    expect(await settings()).toMatchObject(SWITCHES);
  });

  test.each(Object.entries(SWITCHES))('%s is saved, recorded and read back', async (key, initial) => {
    const saved = await save({ [key]: !initial });
    expect(saved[key]).toBe(!initial);
    expect((await settings())[key]).toBe(!initial);
    expect(await lastEvent()).toMatchObject({ action: 'settings.update' });
    expect(JSON.parse((await lastEvent())!.details)).toEqual({ [key]: !initial });
    // Only this switch moved.
    expect(await settings()).toMatchObject({ ...SWITCHES, [key]: !initial });
  });

  test.each(Object.keys(SWITCHES))('%s must be a boolean', async (key) => {
    const before = await eventCount();
    const res = await server.put(`${G}/settings/full`, { [key]: 'no' }, await token('admin'));
    expectError(res, 400, 100400);
    expect(res.body.message).toContain(key);
    expect(await eventCount()).toBe(before);
  });

  test.each(['lecturer', 'member'] as const)('%s cannot change them: 100403, nothing changed', async (persona) => {
    expectError(await server.put(`${G}/settings/full`, { members_visible: false }, await token(persona)), 403, 100403);
    expect((await settings()).members_visible).toBe(true);
  });
});

describe('theme colours (§5: hex)', () => {
  test('light and dark primaries are stored as JSON and read back; null resets to the default', async () => {
    const theme = '{"primary":"#1A237E","primary_dark":"#8C9EFF"}';
    expect((await save({ custom_theme: theme })).custom_theme).toBe(theme);
    expect((await settings()).custom_theme).toBe(theme);
    expect((await server.get(`${G}/public`)).body.data.custom_theme).toBe(theme);
    expect(JSON.parse((await lastEvent())!.details)).toEqual({ custom_theme: theme });
    expect((await save({ custom_theme: '{"primary":"#ff5500"}' })).custom_theme).toBe('{"primary":"#ff5500"}');
    expect((await save({ custom_theme: null })).custom_theme).toBeNull();
  });

  test.each([
    '{"primary":"red"}',
    '{"primary":"#abc"}',
    '{"primary":"#12345G"}',
    '{"primary":"#00CEB7","primary_dark":"#00CEB"}',
    '{"primary_dark":"#00CEB7"}',
    '{"primary":"#00CEB7","background":"#000000"}',
    '{"primary":"#00CEB7;background:url(x)"}',
    '["#00CEB7"]',
    'not json',
    '',
  ])('%s is refused with 100400 naming custom_theme', async (custom_theme) => {
    const res = await server.put(`${G}/settings/full`, { custom_theme }, await token('admin'));
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(/custom_theme/);
    expect((await settings()).custom_theme).toBeNull();
  });
});

describe('the entry quiz', () => {
  test('one of the group\'s quizzes, or none', async () => {
    const owner = await token('owner', 'gate');
    const res = await server.put('/api/groups/gate/settings/full', { group_entry_quiz_id: QUIZ_IDS.gateSafety }, owner);
    expect(res.body.data.group_entry_quiz_id).toBe(QUIZ_IDS.gateSafety);
    const none = await server.put('/api/groups/gate/settings/full', { group_entry_quiz_id: null }, owner);
    expect(none.body.data.group_entry_quiz_id).toBeNull();
  });

  test('another group\'s quiz, or an unknown id, is 100400 and changes nothing', async () => {
    const before = await eventCount();
    for (const id of [QUIZ_IDS.gateRules, 'no-such-quiz']) {
      const res = await server.put(`${G}/settings/full`, { group_entry_quiz_id: id }, await token('admin'));
      expectError(res, 400, 100400);
      expect(res.body.message).toMatch(/group_entry_quiz_id/);
    }
    expect((await settings()).group_entry_quiz_id).toBeNull();
    expect(await eventCount()).toBe(before);
  });
});

describe('privacy: the member list', () => {
  const other = PERSONAS.lecturer.user_id;
  const self = PERSONAS.member.user_id;

  test('off: members are refused the list, lookups and others\' pages (100403); their own page stays theirs', async () => {
    await save({ members_visible: false });
    const member = await token('member');
    expectError(await server.post(`${G}/users/members`, { q: '' }, member), 403, 100403);
    expectError(await server.get(`${G}/users/members?ids=${other}`, member), 403, 100403);
    expectError(await server.get(`${G}/users/members/${other}`, member), 403, 100403);
    expectError(await server.get(`${G}/users/members/${other}/activities`, member), 403, 100403);
    expect((await server.get(`${G}/users/members/${self}`, member)).status).toBe(200);
    expect((await server.get(`${G}/users/members/${self}/activities`, member)).status).toBe(200);
    // Lecturers are not admins here; a guest is asked to log in.
    expectError(await server.post(`${G}/users/members`, { q: '' }, await token('lecturer')), 403, 100403);
    expectError(await server.get(`${G}/users/members/${other}`), 401, 100401);
  });

  test('off: the owner and admins still see everyone', async () => {
    await save({ members_visible: false });
    for (const persona of ['owner', 'admin'] as const) {
      const auth = await token(persona);
      const list = await server.post(`${G}/users/members`, { q: '' }, auth);
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBeGreaterThan(3);
      expect((await server.get(`${G}/users/members/${self}`, auth)).status).toBe(200);
    }
  });

  test('on again: members see the list', async () => {
    await save({ members_visible: false });
    await save({ members_visible: true });
    expect((await server.post(`${G}/users/members`, { q: '' }, await token('member'))).status).toBe(200);
  });
});

describe('privacy: the member count before login', () => {
  test('off: /public counts courses and lives but not members; on: members again', async () => {
    const before = (await server.get(`${G}/public`)).body.data.stats;
    expect(before.members).toBeGreaterThan(0);
    await save({ public_member_count: false });
    const hidden = (await server.get(`${G}/public`)).body.data.stats;
    expect(hidden).toEqual({ courses: before.courses, lives: before.lives });
    await save({ public_member_count: true });
    expect((await server.get(`${G}/public`)).body.data.stats).toEqual(before);
  });
});

describe('profile: what a member page shows to others', () => {
  const other = PERSONAS.lecturer.user_id;
  const self = PERSONAS.member.user_id;
  const page = async (persona: 'admin' | 'member', id: string) => {
    const res = await server.get(`${G}/users/members/${id}`, await token(persona));
    expect(res.status).toBe(200);
    expect(is(res.body.data, Member)).toBe(true);
    return res.body.data;
  };

  test("a membership's expiry is never shown to other members (issue 26 point 15); the member and admins see it", async () => {
    const seen = await page('member', other);
    expect(seen).toHaveProperty('joined_at');
    expect(seen).not.toHaveProperty('expired_at');
    const listed = (await server.post(`${G}/users/members`, { q: '' }, await token('member'))).body.data.members as object[];
    for (const m of listed.filter((entry) => (entry as { user_id: string }).user_id !== self)) expect(m).not.toHaveProperty('expired_at');
    expect(await page('member', self)).toHaveProperty('expired_at');
    expect(await page('admin', other)).toHaveProperty('expired_at');
  });

  test('membership dates off: others get no join date, days or expiry; the member and admins do', async () => {
    expect(await page('member', other)).toHaveProperty('joined_at');
    await save({ profile_show_membership: false });
    const seen = await page('member', other);
    expect(seen).not.toHaveProperty('joined_at');
    expect(seen).not.toHaveProperty('expired_at');
    expect(seen).not.toHaveProperty('age_days');
    expect(seen).toMatchObject({ user_id: other, nickname: expect.any(String) });
    const listed = (await server.post(`${G}/users/members`, { q: '' }, await token('member'))).body.data.members as object[];
    const others = listed.filter((m) => (m as { user_id: string }).user_id !== self);
    expect(others.length).toBeGreaterThan(0);
    for (const m of others) expect(m).not.toHaveProperty('joined_at');
    expect(listed.find((m) => (m as { user_id: string }).user_id === self)).toHaveProperty('joined_at');
    expect(await page('member', self)).toMatchObject({ joined_at: expect.any(String), age_days: expect.any(Number) });
    expect(await page('admin', other)).toMatchObject({ joined_at: expect.any(String) });
  });

  test('activity history off: others get an empty history; the member and admins get it all', async () => {
    const history = async (persona: 'admin' | 'member', id: string) =>
      (await server.get(`${G}/users/members/${id}/activities`, await token(persona))).body.data.activities as unknown[];
    expect((await history('member', other)).length).toBeGreaterThan(0);
    await save({ profile_show_activities: false });
    expect(await history('member', other)).toEqual([]);
    expect((await history('member', self)).length).toBeGreaterThan(0);
    expect((await history('admin', other)).length).toBeGreaterThan(0);
  });

  test('own profile off: members cannot change their nickname, bio or avatar (100403), admins still can', async () => {
    await save({ profile_self_edit: false });
    const member = await token('member');
    const before = (await server.get(`${G}/users/me`, member)).body.data.nickname;
    expectError(await server.put(`${G}/users/me/profile`, { nickname: 'Renamed' }, member), 403, 100403);
    expectError(await server.put(`${G}/users/me/profile`, { avatar_attachment_id: null }, member), 403, 100403);
    expect((await server.get(`${G}/users/me`, member)).body.data.nickname).toBe(before);
    const admin = await server.put(`${G}/users/me/profile`, { nickname: 'Chief' }, await token('admin'));
    expect(admin.status).toBe(200);
    expect(admin.body.data.nickname).toBe('Chief');
    await save({ profile_self_edit: true });
    expect((await server.put(`${G}/users/me/profile`, { nickname: 'Renamed' }, member)).body.data.nickname).toBe('Renamed');
  });
});

describe('notifications: the chat announces joins and renewals', () => {
  const systemLines = async (event: string) => (await server.sql.all<{ system_data: string }>(
    "SELECT system_data FROM chat_messages WHERE group_id = 'demo' AND system_event = ? ORDER BY seq", event,
  )).map((row) => JSON.parse(row.system_data) as Record<string, string>);

  /** A membership order of `years`, paid on the wallet. */
  async function paid(auth: string, years: number) {
    const orderId = await createOrder(server, auth, years);
    const amount = (await pay(server, auth, orderId, 'mixin', USDT)).body.data.amount as string;
    const res = await walletPays(server, { reference: orderId, asset_id: USDT, amount });
    expect(res.state).toBe('PAID');
  }

  test('a join is announced by default, and not once the admin turns it off', async () => {
    const before = (await systemLines('member_joined')).length;
    const newcomer = await invitedUser(server, 'new');
    const name = (await server.get(`${G}/users/me`, newcomer)).body.data.full_name as string;
    await paid(newcomer, 1);
    const lines = (await systemLines('member_joined'));
    expect(lines).toHaveLength(before + 1);
    expect(lines[lines.length - 1]!.full_name).toBe(name);

    await save({ notify_member_joined: false });
    await paid(await invitedUser(server, 'pending'), 1);
    expect((await systemLines('member_joined'))).toHaveLength(before + 1);
  });

  test('a renewal is not announced by default; once turned on it is, with the years', async () => {
    const member = await token('member');
    await paid(member, 1);
    expect((await systemLines('member_renewed'))).toEqual([]);

    await save({ notify_member_renewed: true });
    await paid(member, 2);
    expect((await systemLines('member_renewed'))).toEqual([{ full_name: PERSONAS.member.full_name, years: '2' }]);
    // A renewal is never announced as a join.
    const joined = (await systemLines('member_joined')).map((d) => d.full_name);
    expect(joined.filter((name) => name === PERSONAS.member.full_name).length).toBeLessThanOrEqual(1);
    // The member's chat reads it as a system event of the contract.
    const page = await server.get(`${G}/chat/messages?limit=100`, member);
    expect(page.body.data.messages.some((m: { system: { event: string } | null }) => m.system?.event === 'member_renewed')).toBe(true);
  });
});
