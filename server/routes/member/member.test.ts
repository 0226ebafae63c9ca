import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { ActivityPage, Member, MemberList, MemberPage } from '../../../contract/member';
import { PERSONAS } from '../../test/standins';
import { COURSE_IDS } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const ids = (list: { user_id: string }[]) => list.map((m) => m.user_id);

describe('POST /users/members', () => {
  test('members and staff, newest joined first, with the total; pending users are not listed', async () => {
    const { token } = await server.login('member');
    const res = await server.post(`${G}/users/members`, {}, token);
    expect(is(res.body.data, MemberPage)).toBe(true);
    const listed = ids(res.body.data.members);
    expect(listed).toContain(PERSONAS.lecturer.user_id);
    expect(listed).not.toContain(PERSONAS.pending.user_id);
    expect(res.body.data.total).toBe(listed.length);
    const mia = res.body.data.members.find((m: { user_id: string }) => m.user_id === PERSONAS.member.user_id);
    expect(mia).toMatchObject({ role: 'user', state: 'paid', nickname: 'Mia', age_days: 30 });
  });

  test('searches name, nickname and identity number literally; pages by offset and limit', async () => {
    const { token } = await server.login('member');
    const search = async (body: unknown) => (await server.post(`${G}/users/members`, body, token)).body.data;
    expect(ids((await search({ q: 'lena' })).members)).toEqual([PERSONAS.lecturer.user_id]);
    expect(ids((await search({ q: 'Prof.' })).members)).toEqual([PERSONAS.lecturer.user_id]);
    expect(ids((await search({ q: PERSONAS.admin.identity_number })).members)).toEqual([PERSONAS.admin.user_id]);
    expect((await search({ q: '%' })).members).toEqual([]);
    const all = await search({});
    const first = await search({ offset: 0, limit: 2 });
    const second = await search({ offset: 2, limit: 2 });
    expect(first.total).toBe(all.total);
    expect([...ids(first.members), ...ids(second.members)]).toEqual(ids(all.members).slice(0, 4));
  });

  test('members only; bad paging is 100400', async () => {
    expectError(await server.post(`${G}/users/members`, {}, (await server.login('pending')).token), 403, 100461);
    expectError(await server.post(`${G}/users/members`, {}), 401, 100401);
    const { token } = await server.login('member');
    expectError(await server.post(`${G}/users/members`, { limit: 0 }, token), 400, 100400);
    expectError(await server.post(`${G}/users/members`, { limit: 101 }, token), 400, 100400);
    expectError(await server.post(`${G}/users/members`, { offset: -1 }, token), 400, 100400);
    expectError(await server.post(`${G}/users/members`, { q: 5 }, token), 400, 100400);
  });
});

describe('GET /users/members/{id} and ?ids=', () => {
  test('a profile is public (the members/{id} route needs no login); unknown ids 404', async () => {
    const res = await server.get(`${G}/users/members/${PERSONAS.lecturer.user_id}`);
    expect(is(res.body.data, Member)).toBe(true);
    expect(res.body.data).toMatchObject({ role: 'lecturer', nickname: 'Prof. Lena', bio: expect.any(String) });
    expectError(await server.get(`${G}/users/members/nobody`), 404, 404);
  });

  test('by ids in the order asked, unknown ones skipped; members only', async () => {
    const { token } = await server.login('member');
    const res = await server.get(`${G}/users/members?ids=${PERSONAS.admin.user_id},nobody,${PERSONAS.owner.user_id}`, token);
    expect(is(res.body.data, MemberList)).toBe(true);
    expect(ids(res.body.data)).toEqual([PERSONAS.admin.user_id, PERSONAS.owner.user_id]);
    expectError(await server.get(`${G}/users/members?ids=`, token), 400, 100400);
    expectError(await server.get(`${G}/users/members?ids=x`, (await server.login('pending')).token), 403, 100461);
  });
});

describe('activities', () => {
  test('newest first, 20 a page, paged by before; has_more says when to stop', async () => {
    const { token } = await server.login('member');
    const first = (await server.get(`${G}/users/me/activities`, token)).body.data;
    expect(is(first, ActivityPage)).toBe(true);
    expect(first.activities).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const times = first.activities.map((a: { created_at: string }) => a.created_at);
    expect([...times].sort((a: string, b: string) => b.localeCompare(a))).toEqual(times);
    const before = encodeURIComponent(times[19]);
    const second = (await server.get(`${G}/users/me/activities?before=${before}`, token)).body.data;
    expect(second.has_more).toBe(false);
    // 24 renewals and the joining.
    expect(first.activities.length + second.activities.length).toBe(25);
    expect(second.activities[second.activities.length - 1].kind).toBe('joined');
  });

  test("a member's activities for members; errors", async () => {
    const { token } = await server.login('lecturer');
    const path = `${G}/users/members/${PERSONAS.member.user_id}/activities`;
    const here = (await server.get(`${path}?limit=100`, token)).body.data.activities;
    expect(here).toHaveLength(25);
    expect(here.every((a: { group_id: string }) => a.group_id === 'demo')).toBe(true);
    expectError(await server.get(`${path}?before=yesterday`, token), 400, 100400);
    expectError(await server.get(`${path}?limit=0`, token), 400, 100400);
    expectError(await server.get(`${G}/users/members/nobody/activities`, token), 404, 404);
    expectError(await server.get(path, (await server.login('pending')).token), 403, 100461);
    expectError(await server.get(`${G}/users/me/activities`), 401, 100401);
  });
});

describe('activities stay in their group', () => {
  // The member persona renewed 24 times in demo and favours a members-only demo course; in free
  // they only joined. Without group=all, free answers free's history only; with it, demo's comes
  // along only for a caller who is a member of demo too (member.gaps.test.ts).
  test('without group=all, a member of two groups has this group only; /users/me ignores group=all', async () => {
    const demo = await server.login('member');
    await server.post(`${G}/courses/${COURSE_IDS.showcase}/favor`, {}, demo.token);
    const { token } = await server.login('owner', 'free');
    const res = await server.get(`/api/groups/free/users/members/${PERSONAS.member.user_id}/activities`, token);
    expect(res.status).toBe(200);
    expect(res.body.data.activities.map((a: { group_id: string; kind: string }) => [a.group_id, a.kind]))
      .toEqual([['free', 'joined']]);
    const all = await server.get(`/api/groups/free/users/members/${PERSONAS.member.user_id}/activities?group=all&limit=100`, token);
    expect(all.body.data.activities.map((a: { group_id: string }) => a.group_id)).toContain('demo');
    const mine = await server.get('/api/groups/free/users/me/activities?group=all&limit=100', (await server.login('member', 'free')).token);
    expect(mine.body.data.activities.map((a: { group_id: string }) => a.group_id)).toEqual(['free']);
  });
});
