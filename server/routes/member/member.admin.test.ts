import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ErrorCode } from '../../../contract/errors';
import { Member, MemberPage } from '../../../contract/member';
import { SHUT_UP_MAX_MINUTES } from '../../../contract/memberAdmin';
import { PERSONAS } from '../../test/standins';
import { DISCUSSION_IDS } from '../../seed/discussions';
import { createTestServer, expectError, type TestResponse } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

const G = '/api/groups/demo';
const { owner, admin, lecturer, member, pending } = PERSONAS;
type Persona = 'owner' | 'admin' | 'lecturer' | 'member' | 'banned' | 'pending';
const tokens = {} as Record<Persona, string>;

beforeEach(async () => {
  await server.reset();
  for (const persona of ['owner', 'admin', 'lecturer', 'member', 'banned', 'pending'] as const) {
    tokens[persona] = (await server.login(persona)).token;
  }
});

const ok = (res: TestResponse) => {
  expect(res.status, res.text).toBe(200);
  expect(is(res.body.data, Member)).toBe(true);
  return res.body.data as Member;
};
const block = (id: string, on: '1' | '0' | string, token = tokens.admin) => server.put(`${G}/users/members/${id}/block?block=${on}`, {}, token);
const shutUp = (id: string, minutes: number | string, token = tokens.admin) =>
  server.put(`${G}/users/members/${id}/shut-up?minutes=${minutes}`, {}, token);
const kick = (id: string, token = tokens.admin) => server.call('DELETE', `${G}/users/members/${id}/kick`, { token });
const setRole = (id: string, role: string, token = tokens.admin) => server.put(`${G}/users/members/${id}/set-role?role=${role}`, {}, token);
const setPolicies = (id: string, body: unknown, token = tokens.admin) => server.put(`${G}/users/members/${id}/set-policies`, body, token);

/** Every action once, on `id`, by `token`. */
const everyAction = (id: string, token: string) => [
  () => block(id, '1', token),
  () => block(id, '0', token),
  () => shutUp(id, 60, token),
  () => kick(id, token),
  () => setRole(id, 'lecturer', token),
  () => setPolicies(id, { policies: ['USER_BAN'] }, token),
];

type EventRow = { action: string; actor_id: string | null; target_kind: string | null; target_id: string | null; details: string };
const events = () => server.sql.all<EventRow>(`SELECT action, actor_id, target_kind, target_id, details FROM group_events
  WHERE group_id = 'demo' AND action LIKE 'member.%' ORDER BY event_id`);
const lastEvent = async () => {
  const all = await events();
  const last = all[all.length - 1]!;
  return { ...last, details: JSON.parse(last.details) as Record<string, unknown> };
};
/** What a refusal must leave alone: the member's row and policies, and the event list. */
const snapshot = async (id: string) => ({
  membership: await server.sql.get('SELECT * FROM memberships WHERE group_id = ? AND user_id = ?', 'demo', id),
  policies: await server.sql.values('SELECT policy_type FROM member_policies WHERE group_id = ? AND user_id = ? ORDER BY policy_type', 'demo', id),
  events: (await events()).length,
});

describe('PUT /users/members/{id}/block', () => {
  test('an admin blocks a member, who is then refused as banned; unblocking gives the state back', async () => {
    const blocked = ok(await block(member.user_id, '1'));
    expect(blocked).toMatchObject({ user_id: member.user_id, state: 'blocked', policies: [], shut_up_until: null });
    expect(await lastEvent()).toMatchObject({
      action: 'member.block', actor_id: admin.user_id, target_kind: 'member', target_id: member.user_id, details: { name: member.full_name },
    });
    // The banned answer: the member's own account says blocked (the app's banned screen), everything else is 100403.
    expect((await server.get(`${G}/users/me`, tokens.member)).body.data).toMatchObject({ state: 'blocked' });
    expectError(await server.get(`${G}/courses/`, tokens.member), 403, ErrorCode.forbidden);
    expectError(await server.post(`${G}/users/members`, {}, tokens.member), 403, ErrorCode.forbidden);

    // Blocking again changes nothing and records nothing.
    const count = (await events()).length;
    expect(ok(await block(member.user_id, '1')).state).toBe('blocked');
    expect((await events()).length).toBe(count);

    expect(ok(await block(member.user_id, '0')).state).toBe('paid');
    expect(await lastEvent()).toMatchObject({ action: 'member.unblock', target_id: member.user_id });
    expect((await server.get(`${G}/courses/`, tokens.member)).status).toBe(200);
  });

  test('bad input is 100400 and changes nothing', async () => {
    const before = await snapshot(member.user_id);
    expectError(await block(member.user_id, '2'), 400, ErrorCode.validation);
    expectError(await server.put(`${G}/users/members/${member.user_id}/block`, {}, tokens.admin), 400, ErrorCode.validation);
    expect(await snapshot(member.user_id)).toEqual(before);
  });
});

describe('PUT /users/members/{id}/shut-up', () => {
  test('a shut-up member cannot chat, post, reply or check in until the time passes', async () => {
    const start = server.clock.now;
    const shut = ok(await shutUp(member.user_id, 10));
    const until = new Date(start + 10 * 60_000).toISOString();
    expect(shut.shut_up_until).toBe(until);
    expect(await lastEvent()).toMatchObject({ action: 'member.shut_up', details: { name: member.full_name, minutes: 10, until } });

    const say = () => server.post(`${G}/chat/messages`, { client_id: randomUUID(), kind: 'text', text: 'hello' }, tokens.member);
    const refused = await say();
    expectError(refused, 403, ErrorCode.memberShutUp);
    expect(refused.body.message).toContain(`: ${until}`);
    expectError(await server.post(`${G}/discussions`, { content: 'A post' }, tokens.member), 403, ErrorCode.memberShutUp);
    expectError(await server.post(`${G}/discussions/${DISCUSSION_IDS.newest}/replies`, { content: 'A reply' }, tokens.member), 403, ErrorCode.memberShutUp);
    const task = (await server.post(`${G}/checkin/activities`, {
      title: 'Daily steps', description: 'Walk.', type: 'daily', start_at: new Date(start - 86_400_000).toISOString(),
      published: true, patch_allowed: false, qualify_count: 1, utc_offset_minutes: 0,
    }, tokens.admin)).body.data.activity_id as string;
    expect((await server.post(`${G}/checkin/activities/join`, { activity_id: task }, tokens.member)).status).toBe(200);
    const checkin = () => server.post(`${G}/checkin/activities/${task}/post`, { content: '8000 steps' }, tokens.member);
    expectError(await checkin(), 403, ErrorCode.memberShutUp);
    // Others still speak.
    expect((await server.post(`${G}/chat/messages`, { client_id: randomUUID(), kind: 'text', text: 'hi' }, tokens.lecturer)).status).toBe(200);

    server.clock.advance(9 * 60 + 59);
    expectError(await say(), 403, ErrorCode.memberShutUp);
    server.clock.advance(1);
    expect((await say()).status).toBe(200);
    expect((await server.post(`${G}/discussions`, { content: 'A post' }, tokens.member)).status).toBe(200);
    expect((await checkin()).status).toBe(200);
    // Once it has run out, the admins see no shut-up.
    expect(ok(await server.get(`${G}/users/members/${member.user_id}`, tokens.admin)).shut_up_until).toBeNull();
  });

  test('0 lets the member speak again (recorded); clearing no shut-up records nothing', async () => {
    ok(await shutUp(member.user_id, SHUT_UP_MAX_MINUTES));
    const cleared = ok(await shutUp(member.user_id, 0));
    expect(cleared.shut_up_until).toBeNull();
    expect(await lastEvent()).toMatchObject({ action: 'member.shut_up', details: { minutes: 0, until: null } });
    const count = (await events()).length;
    ok(await shutUp(member.user_id, 0));
    expect((await events()).length).toBe(count);
    expect((await server.post(`${G}/chat/messages`, { client_id: randomUUID(), kind: 'text', text: 'back' }, tokens.member)).status).toBe(200);
  });

  test('minutes from 0 to 30 days, whole numbers', async () => {
    const before = await snapshot(member.user_id);
    for (const minutes of [-1, SHUT_UP_MAX_MINUTES + 1, 1.5, 'soon', '']) {
      expectError(await shutUp(member.user_id, minutes), 400, ErrorCode.validation);
    }
    expect(await snapshot(member.user_id)).toEqual(before);
  });
});

describe('DELETE /users/members/{id}/kick', () => {
  test('ends the membership: the person must join again', async () => {
    const kicked = ok(await kick(lecturer.user_id));
    expect(kicked).toMatchObject({ role: 'user', state: 'pending', joined_at: null, expired_at: null });
    expect(await lastEvent()).toMatchObject({ action: 'member.kick', details: { name: lecturer.full_name, role: 'lecturer', state: 'paid' } });
    expectError(await server.get(`${G}/courses/`, tokens.lecturer), 403, ErrorCode.memberRequired);
    const listed = (await server.post(`${G}/users/members`, { q: lecturer.identity_number }, tokens.admin)).body.data;
    expect(listed.members).toEqual([]);
  });

  test('someone who has not joined has nothing to end: 409', async () => {
    const before = await snapshot(pending.user_id);
    expectError(await kick(pending.user_id), 409, ErrorCode.memberNotJoined);
    expect(await snapshot(pending.user_id)).toEqual(before);
  });
});

describe('PUT /users/members/{id}/set-role', () => {
  test('a member made lecturer may create a course; made a member again, may not', async () => {
    expectError(await server.post(`${G}/course-edit/`, { title: 'Mine', description: 'About' }, tokens.member), 403, ErrorCode.forbidden);
    expect(ok(await setRole(member.user_id, 'lecturer')).role).toBe('lecturer');
    expect(await lastEvent()).toMatchObject({ action: 'member.set_role', details: { name: member.full_name, role: 'lecturer', previous_role: 'user' } });
    const course = await server.post(`${G}/course-edit/`, { title: 'Mine', description: 'About' }, tokens.member);
    expect(course.status, course.text).toBe(200);
    ok(await setRole(member.user_id, 'user'));
    expectError(await server.post(`${G}/course-edit/`, { title: 'Again', description: 'About' }, tokens.member), 403, ErrorCode.forbidden);
  });

  test('only the owner makes and unmakes admins', async () => {
    const before = await snapshot(member.user_id);
    expectError(await setRole(member.user_id, 'admin'), 403, ErrorCode.memberRoleOwnerOnly);
    expect(await snapshot(member.user_id)).toEqual(before);
    expect(ok(await setRole(member.user_id, 'admin', tokens.owner)).role).toBe('admin');
    expect(await lastEvent()).toMatchObject({ action: 'member.set_role', actor_id: owner.user_id, details: { role: 'admin' } });
    // Now an admin: other admins cannot touch them; the owner can.
    expectError(await setRole(member.user_id, 'user'), 403, ErrorCode.memberActionAdmin);
    expect(ok(await setRole(member.user_id, 'user', tokens.owner)).role).toBe('user');
  });

  test('the same role again changes nothing; owner and unknown roles are 100400', async () => {
    const count = (await events()).length;
    ok(await setRole(lecturer.user_id, 'lecturer'));
    expect((await events()).length).toBe(count);
    const before = await snapshot(member.user_id);
    for (const role of ['owner', 'boss', '']) expectError(await setRole(member.user_id, role), 400, ErrorCode.validation);
    expect(await snapshot(member.user_id)).toEqual(before);
  });
});

describe('PUT /users/members/{id}/set-policies', () => {
  test('ban: the banned answer; disable invitation: invitations refused; [] lifts both', async () => {
    const banned = ok(await setPolicies(member.user_id, { policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] }));
    expect(banned.policies).toEqual(['USER_BAN', 'USER_DISABLE_INVITATION']);
    expect(await lastEvent()).toMatchObject({ action: 'member.set_policies', details: { name: member.full_name, policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] } });
    expect((await server.get(`${G}/users/me`, tokens.member)).body.data.policies).toEqual([
      { policy_type: 'USER_BAN' }, { policy_type: 'USER_DISABLE_INVITATION' },
    ]);
    expectError(await server.get(`${G}/courses/`, tokens.member), 403, ErrorCode.forbidden);

    ok(await setPolicies(member.user_id, { policies: ['USER_DISABLE_INVITATION'] }));
    expect((await server.get(`${G}/courses/`, tokens.member)).status).toBe(200);
    expectError(await server.get(`${G}/invitations`, tokens.member), 403, ErrorCode.invitationDisabled);

    expect(ok(await setPolicies(member.user_id, { policies: [] })).policies).toEqual([]);
    expect((await server.get(`${G}/invitations`, tokens.member)).status).toBe(200);
    const count = (await events()).length;
    ok(await setPolicies(member.user_id, { policies: [] }));
    expect((await events()).length).toBe(count);
  });

  test('the banned persona is let back in', async () => {
    expect((await server.get(`${G}/courses/`, tokens.banned)).status).toBe(403);
    ok(await setPolicies(PERSONAS.banned.user_id, { policies: [] }));
    expect((await server.get(`${G}/courses/`, tokens.banned)).status).toBe(200);
  });

  test('unknown, repeated or missing policies are 100400', async () => {
    const before = await snapshot(member.user_id);
    for (const body of [{}, { policies: ['USER_MUTE'] }, { policies: 'USER_BAN' }, { policies: ['USER_BAN', 'USER_BAN', 'USER_BAN'] }, { policies: [], more: 1 }]) {
      expectError(await setPolicies(member.user_id, body), 400, ErrorCode.validation);
    }
    expect(await snapshot(member.user_id)).toEqual(before);
  });
});

describe('who may act on whom', () => {
  test('guests 100401; members and lecturers 100403: nothing changes', async () => {
    const before = await snapshot(member.user_id);
    for (const run of everyAction(member.user_id, '')) expectError(await run(), 401, ErrorCode.loginRequired);
    for (const token of [tokens.member, tokens.lecturer]) {
      for (const run of everyAction(PERSONAS.banned.user_id, token)) expectError(await run(), 403, ErrorCode.forbidden);
    }
    for (const run of everyAction(member.user_id, tokens.lecturer)) expectError(await run(), 403, ErrorCode.forbidden);
    expect(await snapshot(member.user_id)).toEqual(before);
  });

  test('nobody acts on the owner, nor on themselves; an admin not on another admin', async () => {
    const cases: [string, string, number][] = [
      [owner.user_id, tokens.admin, ErrorCode.memberActionOwner],
      [owner.user_id, tokens.owner, ErrorCode.memberActionSelf],
      [admin.user_id, tokens.admin, ErrorCode.memberActionSelf],
    ];
    // A second admin for the third rule.
    ok(await setRole(lecturer.user_id, 'admin', tokens.owner));
    cases.push([lecturer.user_id, tokens.admin, ErrorCode.memberActionAdmin]);
    for (const [id, token, code] of cases) {
      const before = await snapshot(id);
      for (const run of everyAction(id, token)) expectError(await run(), 403, code);
      expect(await snapshot(id)).toEqual(before);
    }
    // The owner acts on admins.
    expect(ok(await block(admin.user_id, '1', tokens.owner)).state).toBe('blocked');
  });

  test('another group: its token is 100401 here, and its members are not found here', async () => {
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await block(member.user_id, '1', freeOwner), 401, ErrorCode.loginRequired);
    await server.login('new', 'free');
    const stranger = (await server.sql.value<string>(`SELECT user_id FROM memberships WHERE group_id = 'free'
      AND user_id NOT IN (SELECT user_id FROM memberships WHERE group_id = 'demo')`))!;
    for (const run of everyAction(stranger, tokens.admin)) expectError(await run(), 404, ErrorCode.notFound);
    for (const run of everyAction('nobody', tokens.admin)) expectError(await run(), 404, ErrorCode.notFound);
  });
});

describe('POST /users/members for admins', () => {
  const search = (body: unknown, token: string) => server.post(`${G}/users/members`, body, token);

  test('filters by role and state, and shows policies and shut-ups', async () => {
    await block(member.user_id, '1');
    await shutUp(lecturer.user_id, 60);
    const page = (await search({ state: 'blocked' }, tokens.admin)).body.data;
    expect(is(page, MemberPage)).toBe(true);
    expect(page.members.map((m: Member) => m.user_id)).toEqual([member.user_id]);
    expect(page.total).toBe(1);
    const lecturers = (await search({ role: 'lecturer' }, tokens.admin)).body.data.members as Member[];
    expect(lecturers.map((m) => m.user_id)).toEqual([lecturer.user_id]);
    expect(lecturers[0]!.shut_up_until).toEqual(expect.any(String));
    // A state filter also reaches people who have not joined.
    const pendingPage = (await search({ state: 'pending', q: pending.full_name }, tokens.owner)).body.data;
    expect(pendingPage.members.map((m: Member) => m.user_id)).toEqual([pending.user_id]);
    const bannedRow = ((await search({ q: PERSONAS.banned.full_name }, tokens.admin)).body.data.members as Member[])[0]!;
    expect(bannedRow.policies).toEqual(['USER_BAN']);
  });

  test('members keep the list as it was: no filters (100403), no admin fields', async () => {
    const page = (await search({}, tokens.member)).body.data as { members: Member[] };
    expect(page.members.length).toBeGreaterThan(0);
    expect(page.members.every((m) => m.policies === undefined && m.shut_up_until === undefined)).toBe(true);
    expectError(await search({ role: 'lecturer' }, tokens.member), 403, ErrorCode.forbidden);
    expectError(await search({ state: 'blocked' }, tokens.lecturer), 403, ErrorCode.forbidden);
    expectError(await search({ role: 'boss' }, tokens.admin), 400, ErrorCode.validation);
    expectError(await search({ state: 'gone' }, tokens.admin), 400, ErrorCode.validation);
    // The public profile shows the admin fields to admins only.
    const publicCard = (await server.get(`${G}/users/members/${PERSONAS.banned.user_id}`)).body.data;
    expect(publicCard.policies).toBeUndefined();
    expect((await server.get(`${G}/users/members/${PERSONAS.banned.user_id}`, tokens.member)).body.data.policies).toBeUndefined();
    expect((await server.get(`${G}/users/members/${PERSONAS.banned.user_id}`, tokens.admin)).body.data.policies).toEqual(['USER_BAN']);
  });
});
