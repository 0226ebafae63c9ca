import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { MemberList, MemberPostResult } from '../../../contract/member';
import { PERSONAS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import type { SqlParam } from '../../db/sql';

// The spec's three undescribed member calls (issue 25 point 7; server/README.md, "The team, a message
// to every member, activities across groups").

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const { owner, admin, lecturer, member, pending, banned } = PERSONAS;
const ids = (list: { user_id: string }[]) => list.map((m) => m.user_id);
const run = (text: string, ...args: SqlParam[]) => server.sql.run(text, ...args);

describe('GET /users/ops', () => {
  test("the owner, then admins, then lecturers, each by name; the member list's cards", async () => {
    // A second admin and lecturer, named to sort before the seeded ones.
    await run("UPDATE memberships SET role = 'admin', nickname = 'Aaron' WHERE group_id = 'demo' AND user_id = ?", member.user_id);
    const { token } = await server.login('pending');
    expectError(await server.get(`${G}/users/ops`, token), 403, ErrorCode.memberRequired);
    const res = await server.get(`${G}/users/ops`, (await server.login('lecturer')).token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MemberList)).toBe(true);
    const team = res.body.data as { user_id: string; role: string; nickname: string; full_name: string }[];
    const roles = team.map((m) => m.role);
    expect(roles).toEqual([...roles].sort((a, b) => ['owner', 'admin', 'lecturer'].indexOf(a) - ['owner', 'admin', 'lecturer'].indexOf(b)));
    expect(team[0]!.user_id).toBe(owner.user_id);
    expect(ids(team)).toEqual(expect.arrayContaining([admin.user_id, lecturer.user_id, member.user_id]));
    const admins = team.filter((m) => m.role === 'admin').map((m) => (m.nickname || m.full_name).toLowerCase());
    expect(admins).toEqual([...admins].sort());
    expect(admins[0]).toBe('aaron');
    expect(ids(team)).not.toContain(pending.user_id);
    expect(ids(team)).not.toContain(banned.user_id);
    // Never what only admins see.
    for (const card of team) expect(card).not.toHaveProperty('policies');
  });

  test("membership dates as the group's privacy shows them to a member; blocked or banned staff left out", async () => {
    await run("UPDATE group_settings SET profile_show_membership = 0 WHERE group_id = 'demo'");
    await run("INSERT INTO member_policies (group_id, user_id, policy_type, created_at) VALUES ('demo', ?, 'USER_BAN', '2025-01-01T00:00:00.000Z')", lecturer.user_id);
    const { token } = await server.login('admin');
    const team = (await server.get(`${G}/users/ops`, token)).body.data as Record<string, unknown>[];
    expect(ids(team as { user_id: string }[])).not.toContain(lecturer.user_id);
    const owners = team.find((m) => m.user_id === owner.user_id)!;
    expect(owners).not.toHaveProperty('joined_at');
    expect(owners).not.toHaveProperty('policies');
    // The caller's own card keeps its dates, as in the list.
    expect(team.find((m) => m.user_id === admin.user_id)).toHaveProperty('joined_at');
  });

  test('guests and non-members are refused; another group answers its own team', async () => {
    expectError(await server.get(`${G}/users/ops`), 401, ErrorCode.loginRequired);
    const free = await server.get('/api/groups/free/users/ops', (await server.login('member', 'free')).token);
    expect(free.status, free.text).toBe(200);
    const team = ids(free.body.data);
    expect(team[0]).toBe(owner.user_id);
    // demo's admin and lecturer run demo, not free.
    expect(team).not.toContain(admin.user_id);
    expect(team).not.toContain(lecturer.user_id);
  });

  test('a group keeping its member list to admins keeps its team to them too', async () => {
    await run("UPDATE group_settings SET members_visible = 0 WHERE group_id = 'demo'");
    expectError(await server.get(`${G}/users/ops`, (await server.login('member')).token), 403, ErrorCode.forbidden);
    expect((await server.get(`${G}/users/ops`, (await server.login('admin')).token)).status).toBe(200);
  });
});

describe('POST /users/members/post', () => {
  const post = (body: unknown, token: string, groupId = 'demo') =>
    server.call('POST', `${G}/users/members/post`, { body, token, headers: { group_id: groupId } });
  const outbox = (postId: string) => server.sql.all<{ user_id: string; text: string; channel: string; group_id: string }>(`SELECT user_id, text, channel, group_id
    FROM outbox_messages WHERE dedupe_key LIKE ? ORDER BY user_id`, `members-post:${postId}:%`);
  const events = () => server.sql.all<{ actor_id: string; target_id: string; details: string }>(`SELECT actor_id, target_id, details FROM group_events
    WHERE group_id = 'demo' AND action = 'members.post' ORDER BY event_id`);

  test('one wallet message per active member, none to the author or expired, blocked or banned members', async () => {
    const expiredId = pending.user_id;
    await run(`UPDATE memberships SET state = 'paid', expired_at = '2000-01-01T00:00:00.000Z', joined_at = '1999-01-01T00:00:00.000Z'
      WHERE group_id = 'demo' AND user_id = ?`, expiredId);
    await run("UPDATE memberships SET state = 'blocked' WHERE group_id = 'demo' AND user_id = ?", lecturer.user_id);
    const res = await post({ text: '  Class moves to 8 pm tonight.\nSee you there!  ' }, (await server.login('admin')).token);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, MemberPostResult)).toBe(true);
    const { post_id: postId, recipients } = res.body.data as MemberPostResult;
    const sent = await outbox(postId);
    expect(sent).toHaveLength(recipients);
    expect(recipients).toBeGreaterThan(1);
    const to = sent.map((m) => m.user_id);
    expect(to).toContain(member.user_id);
    expect(to).toContain(owner.user_id);
    for (const left of [admin.user_id, expiredId, lecturer.user_id, banned.user_id]) expect(to).not.toContain(left);
    expect(new Set(sent.map((m) => `${m.channel} ${m.group_id} ${m.text}`))).toEqual(
      new Set(['wallet demo Class moves to 8 pm tonight.\nSee you there!']),
    );
    expect(await server.sql.get('SELECT author_id, recipients, text FROM member_posts WHERE post_id = ?', postId)).toEqual({
      author_id: admin.user_id, recipients, text: 'Class moves to 8 pm tonight.\nSee you there!',
    });
    const [event] = await events();
    expect(event).toMatchObject({ actor_id: admin.user_id, target_id: postId });
    expect(JSON.parse(event!.details)).toEqual({ text: 'Class moves to 8 pm tonight.\nSee you there!', recipients });
  });

  test('admins only; 1–1000 characters once trimmed; the group_id header must name the group', async () => {
    for (const persona of ['lecturer', 'member'] as const) {
      expectError(await post({ text: 'hi' }, (await server.login(persona)).token), 403, ErrorCode.forbidden);
    }
    expectError(await server.call('POST', `${G}/users/members/post`, { body: { text: 'hi' }, headers: { group_id: 'demo' } }), 401, ErrorCode.loginRequired);
    const { token } = await server.login('owner');
    for (const text of ['', '   \n ', 'x'.repeat(1001), 5]) expectError(await post({ text }, token), 400, ErrorCode.validation);
    expectError(await post({ text: 'hi', extra: 1 }, token), 400, ErrorCode.validation);
    expectError(await post({ text: 'hi' }, token, 'free'), 400, ErrorCode.validation);
    expectError(await server.call('POST', `${G}/users/members/post`, { body: { text: 'hi' }, token }), 400, ErrorCode.validation);
    expect(await events()).toEqual([]);
    expect(await server.sql.value('SELECT COUNT(*) FROM member_posts')).toBe(0);
    // Refusals spend nothing of the rate limit; 1000 characters once trimmed pass.
    expect((await post({ text: ` ${'x'.repeat(1000)} ` }, token)).status).toBe(200);
  });

  test('one per group per 10 minutes, whichever admin sends it; other groups unaffected', async () => {
    expect((await post({ text: 'first' }, (await server.login('admin')).token)).status).toBe(200);
    const owners = (await server.login('owner')).token;
    const refused = await post({ text: 'second' }, owners);
    expectError(refused, 429, ErrorCode.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await events()).toHaveLength(1);
    const free = await server.call('POST', '/api/groups/free/users/members/post', {
      body: { text: 'elsewhere' }, token: (await server.login('owner', 'free')).token, headers: { group_id: 'free' },
    });
    expect(free.status, free.text).toBe(200);
    server.clock.advance(10 * 60 + 1);
    expect((await post({ text: 'later' }, (await server.login('owner')).token)).status).toBe(200);
    expect(await events()).toHaveLength(2);
  });
});

describe('GET /users/members/{id}/activities?group=all', () => {
  const path = (groupId: string, query = '') => `/api/groups/${groupId}/users/members/${member.user_id}/activities?limit=100${query}`;
  const groupsOf = (res: { body: { data: { activities: { group_id: string; created_at: string }[] } } }) => {
    const list = res.body.data.activities;
    const times = list.map((a) => a.created_at);
    expect([...times].sort((a, b) => b.localeCompare(a))).toEqual(times);
    return Array.from(new Set(list.map((a) => a.group_id))).sort();
  };

  test("adds the member's activities in the other groups where the caller is a member, newest first", async () => {
    // The lecturer is staff of demo only; made a member of free too.
    const lecturers = (await server.login('lecturer')).token;
    expect(groupsOf(await server.get(path('demo', '&group=all'), lecturers))).toEqual(['demo']);
    await run(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at)
      VALUES ('free', ?, 'user', 'paid', NULL, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`, lecturer.user_id);
    const inFree = (await server.login('lecturer', 'free')).token;
    expect(groupsOf(await server.get(path('free'), inFree))).toEqual(['free']);
    const all = await server.get(path('free', '&group=all'), inFree);
    expect(groupsOf(all)).toEqual(['demo', 'free']);
    expect(all.body.data.activities).toHaveLength(26);
    // Paged by before across groups.
    const first = (await server.get(path('free', '&group=all').replace('limit=100', 'limit=10'), inFree)).body.data;
    expect(first.has_more).toBe(true);
    expect(first.activities).toEqual(all.body.data.activities.slice(0, 10));
    // Not where the caller's membership has ended (blocked there), nor for one's own page of /users/me.
    await run("UPDATE memberships SET state = 'blocked' WHERE group_id = 'demo' AND user_id = ?", lecturer.user_id);
    expect(groupsOf(await server.get(path('free', '&group=all'), inFree))).toEqual(['free']);
    const mine = await server.get('/api/groups/free/users/me/activities?group=all&limit=100', (await server.login('member', 'free')).token);
    expect(groupsOf(mine)).toEqual(['free']);
  });

  test("each group's privacy applies as it does there", async () => {
    await run(`INSERT INTO memberships (group_id, user_id, role, state, expired_at, joined_at, created_at)
      VALUES ('free', ?, 'user', 'paid', NULL, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`, lecturer.user_id);
    const inFree = (await server.login('lecturer', 'free')).token;
    // The member's privacy mode in demo hides demo's history from a lecturer there.
    await run("UPDATE memberships SET privacy_mode = 1 WHERE group_id = 'demo' AND user_id = ?", member.user_id);
    expect(groupsOf(await server.get(path('free', '&group=all'), inFree))).toEqual(['free']);
    // …but not from demo's owner, who sees demo's history from free too.
    const owners = (await server.login('owner', 'free')).token;
    expect(groupsOf(await server.get(path('free', '&group=all'), owners))).toContain('demo');
    await run("UPDATE memberships SET privacy_mode = 0 WHERE group_id = 'demo' AND user_id = ?", member.user_id);
    // free keeps histories from other members: free's part goes, demo's stays.
    await run("UPDATE group_settings SET profile_show_activities = 0 WHERE group_id = 'free'");
    expect(groupsOf(await server.get(path('free', '&group=all'), inFree))).toEqual(['demo']);
    // demo keeps its member list to admins: nothing of demo.
    await run("UPDATE group_settings SET members_visible = 0 WHERE group_id = 'demo'");
    expect(groupsOf(await server.get(path('free', '&group=all'), inFree))).toEqual([]);
  });
});
