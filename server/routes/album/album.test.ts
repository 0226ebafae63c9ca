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

describe('GET /course-albums/', () => {
  test('a member lists the 4 seeded albums; records only when asked', async () => {
    const res = await server.get(`${API}/course-albums/`, member);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.data[0].course_records).toBeUndefined();
    expect(res.body.data.find((a: { album_id: string }) => a.album_id === ALBUM_IDS[0]).course_count).toBe(5);
    const withRecords = await server.get(`${API}/course-albums/?course_records=1&limit=2&offset=1&nonce=n1`, member);
    expect(withRecords.body.data).toHaveLength(2);
    expect(withRecords.body.data[0].course_records.length).toBeGreaterThan(0);
  });

  test('refuses guests, non-members and bad paging', async () => {
    expectError(await server.get(`${API}/course-albums/`), 401, 100401);
    expectError(await server.get(`${API}/course-albums/`, pending), 403, 100461);
    expectError(await server.get(`${API}/course-albums/?limit=0`, member), 400, 100400);
  });
});

describe('GET /course-albums/{id}', () => {
  test('a member sees every record; a guest only public courses', async () => {
    const asMember = await server.get(`${API}/course-albums/${ALBUM_IDS[0]}`, member);
    expect(asMember.body.data.course_records.map((r: { course_id: string }) => r.course_id)).toContain(COURSE_IDS.showcase);
    const asGuest = await server.get(`${API}/course-albums/${ALBUM_IDS[0]}`);
    expect(asGuest.status).toBe(200);
    const guestIds = asGuest.body.data.course_records.map((r: { course_id: string }) => r.course_id);
    expect(guestIds).toContain(COURSE_IDS.open);
    expect(guestIds).not.toContain(COURSE_IDS.showcase);
    expect(asGuest.body.data.course_count).toBe(guestIds.length);
    expectError(await server.get(`${API}/course-albums/nope`, member), 404, 404);
  });
});

describe('album editing', () => {
  test('a lecturer creates, renames, fills, empties and deletes an album', async () => {
    const created = await server.post(`${API}/course-albums/`, { name: 'Weekend', description: 'Short ones' }, lecturer);
    expect(created.status).toBe(200);
    const id = created.body.data.album_id as string;
    expect(created.body.data).toMatchObject({ name: 'Weekend', course_count: 0, course_records: [] });

    const renamed = await server.put(`${API}/course-albums/${id}`, { name: 'Weekend reads' }, lecturer);
    expect(renamed.body.data).toMatchObject({ name: 'Weekend reads', description: 'Short ones' });

    const added = await server.post(`${API}/course-albums/${id}/courses/${COURSE_IDS.showcase}`, {}, lecturer);
    expect(added.body.data.course_records.map((r: { course_id: string }) => r.course_id)).toEqual([COURSE_IDS.showcase]);
    expectError(await server.post(`${API}/course-albums/${id}/courses/${COURSE_IDS.showcase}`, {}, lecturer), 409, 100409);
    expectError(await server.post(`${API}/course-albums/${id}/courses/nope`, {}, lecturer), 404, 404);

    const removed = await server.call('DELETE', `${API}/course-albums/${id}/courses/${COURSE_IDS.showcase}`, { token: lecturer });
    expect(removed.body.data.course_count).toBe(0);
    expectError(await server.call('DELETE', `${API}/course-albums/${id}/courses/${COURSE_IDS.showcase}`, { token: lecturer }), 404, 404);

    expect((await server.call('DELETE', `${API}/course-albums/${id}`, { token: lecturer })).status).toBe(200);
    expectError(await server.get(`${API}/course-albums/${id}`, member), 404, 404);
  });

  test('members cannot edit; a name is required', async () => {
    expectError(await server.post(`${API}/course-albums/`, { name: 'x' }, member), 403, 100403);
    expectError(await server.put(`${API}/course-albums/${ALBUM_IDS[0]}`, { name: 'x' }, member), 403, 100403);
    expectError(await server.call('DELETE', `${API}/course-albums/${ALBUM_IDS[0]}`, { token: member }), 403, 100403);
    expectError(await server.post(`${API}/course-albums/${ALBUM_IDS[0]}/courses/${COURSE_IDS.open}`, {}, member), 403, 100403);
    const noName = await server.post(`${API}/course-albums/`, { name: ' ' }, lecturer);
    expectError(noName, 400, 100400);
    expect(noName.body.message).toContain('name');
  });
});

describe('album favor / unfavor', () => {
  test('a member favours and unfavours an album', async () => {
    const on = await server.post(`${API}/course-albums/${ALBUM_IDS[1]}/favor`, {}, member);
    expect(on.body.data).toEqual({ favored: true, favorite_count: 1 });
    expect((await server.get(`${API}/course-albums/${ALBUM_IDS[1]}`, member)).body.data.favored).toBe(true);
    const off = await server.post(`${API}/course-albums/${ALBUM_IDS[1]}/unfavor`, {}, member);
    expect(off.body.data).toEqual({ favored: false, favorite_count: 0 });
    expectError(await server.post(`${API}/course-albums/${ALBUM_IDS[1]}/favor`, {}, pending), 403, 100461);
    expectError(await server.post(`${API}/course-albums/nope/favor`, {}, member), 404, 404);
  });
});
