import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALBUM_IDS, COURSE_IDS } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
let member: string;
let lecturer: string;
let pending: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  pending = (await server.login('pending')).token;
});

type Item = { type: string; course?: { course_id: string; title: string }; album?: { album_id: string } };

describe('GET /favorites', () => {
  test('courses and albums, newest favourite first', async () => {
    await server.post(`${API}/courses/${COURSE_IDS.showcase}/favor`, {}, member);
    const res = await server.get(`${API}/favorites`, member);
    expect(res.status).toBe(200);
    expect(res.body.data.has_more).toBe(false);
    expect(res.body.data.next_start).toBeNull();
    const items = res.body.data.items as Item[];
    expect(items[0]).toMatchObject({ type: 'course', course: { course_id: COURSE_IDS.showcase, favored: true } });
    expect(items.map((i) => i.type).sort()).toEqual(['album', 'course', 'course']);
    expect(items.find((i) => i.type === 'album')!.album!.album_id).toBe(ALBUM_IDS[0]);
  });

  test('filters by type and key; pages with has_more', async () => {
    const albums = await server.get(`${API}/favorites?type=album`, member);
    expect((albums.body.data.items as Item[]).every((i) => i.type === 'album')).toBe(true);
    const courses = await server.get(`${API}/favorites?type=course`, member);
    expect(courses.body.data.items).toHaveLength(2);

    const first = await server.get(`${API}/favorites?limit=1`, member);
    expect(first.body.data).toMatchObject({ has_more: true, next_start: '1' });
    expect(first.body.data.items).toHaveLength(1);
    const rest = await server.get(`${API}/favorites?limit=5&start=1&nonce=n2`, member);
    expect(rest.body.data.has_more).toBe(false);
    expect(rest.body.data.items).toHaveLength(2);

    const title = (courses.body.data.items as Item[])[1]!.course!.title;
    const byKey = await server.get(`${API}/favorites?type=course&key=${encodeURIComponent(title)}`, member);
    expect((byKey.body.data.items as Item[]).map((i) => i.course!.title)).toEqual([title]);
  });

  test('another user sees their own (none); a course moved back to draft drops out', async () => {
    expect((await server.get(`${API}/favorites`, lecturer)).body.data.items).toEqual([]);
    await server.post(`${API}/courses/${COURSE_IDS.showcase}/post/draft`, {}, lecturer);
    const res = await server.get(`${API}/favorites?type=course`, member);
    expect((res.body.data.items as Item[]).map((i) => i.course!.course_id)).not.toContain(COURSE_IDS.showcase);
  });

  test('refuses guests, non-members and bad queries', async () => {
    expectError(await server.get(`${API}/favorites`), 401, 100401);
    expectError(await server.get(`${API}/favorites`, pending), 403, 100461);
    expectError(await server.get(`${API}/favorites?type=video`, member), 400, 100400);
    expectError(await server.get(`${API}/favorites?start=-1`, member), 400, 100400);
  });
});
