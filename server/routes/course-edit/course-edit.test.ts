import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COURSE_IDS, seededMediaIds } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
const MEDIA_IDS = seededMediaIds(server.db);

const API = '/api/groups/demo';
let member: string;
let lecturer: string;
let admin: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  admin = (await server.login('admin')).token;
});

async function newCourse(token = lecturer) {
  const res = await server.post(`${API}/course-edit/`, { title: 'Phone lesson', description: 'Made on a phone' }, token);
  expect(res.status).toBe(200);
  return res.body.data.course_id as string;
}

describe('POST /course-edit/', () => {
  test('a lecturer creates a draft with tags, poster, charge and settings', async () => {
    const res = await server.post(`${API}/course-edit/`, {
      title: ' New course ', description: 'About things', tags: ['Basics', 'Basics', 'New'],
      poster_attachment_id: MEDIA_IDS.poster, start_at: '2030-05-01T09:00:00Z', finish_at: '2030-05-01T10:00:00Z',
      charge: { asset_id: 'usd', amount: '5.00' }, public: true, settings: { downloadable: false },
    }, lecturer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'New course', state: 'draft', tags: ['Basics', 'New'], public: true, charge: { asset_id: 'usd', amount: '5.00' },
      settings: { comments_enabled: true, downloadable: false }, message_count: 0,
      lecturer: { full_name: 'Lena Lecturer' },
    });
    expect(res.body.data.poster_url).toContain(MEDIA_IDS.poster);
    // A draft stays out of the members' list.
    const list = await server.get(`${API}/courses/?limit=100`, member);
    expect(list.body.data.courses.map((c: { course_id: string }) => c.course_id)).not.toContain(res.body.data.course_id);
  });

  test('§5 validation: title, description, start before finish, image-only poster', async () => {
    expect((await server.post(`${API}/course-edit/`, { description: 'x' }, lecturer)).body.message).toBe('title is required');
    expect((await server.post(`${API}/course-edit/`, { title: 'x' }, lecturer)).body.message).toBe('description is required');
    const backwards = await server.post(`${API}/course-edit/`, {
      title: 'x', description: 'y', start_at: '2030-05-01T10:00:00Z', finish_at: '2030-05-01T10:00:00Z',
    }, lecturer);
    expectError(backwards, 400, 100400);
    const textPoster = await server.post(`${API}/course-edit/`, { title: 'x', description: 'y', poster_attachment_id: MEDIA_IDS.notes }, lecturer);
    expectError(textPoster, 400, 100400);
    expect(textPoster.body.message).toContain('jpeg or png');
    expectError(await server.post(`${API}/course-edit/`, { title: 'x', description: 'y', poster_attachment_id: 'nope' }, lecturer), 400, 100400);
  });

  test('needs lecturer authority', async () => {
    expectError(await server.post(`${API}/course-edit/`, { title: 'x', description: 'y' }, member), 403, 100403);
    expectError(await server.post(`${API}/course-edit/`, { title: 'x', description: 'y' }), 401, 100401);
  });
});

describe('messages', () => {
  test('add text, image, file, audio and video; reorder; a member sees the new order once published', async () => {
    const courseId = await newCourse();
    const add = (body: object) => server.post(`${API}/course-edit/message`, { course_id: courseId, ...body }, lecturer);
    const text = await add({ category: 'PLAIN_TEXT', text: 'Hello' });
    expect(text.status).toBe(200);
    expect(text.body.data).toMatchObject({ category: 'PLAIN_TEXT', text: 'Hello', index: 0, attachment: null });
    const image = await add({ category: 'PLAIN_IMAGE', attachment_id: MEDIA_IDS.slide });
    const file = await add({ category: 'PLAIN_DATA', attachment_id: MEDIA_IDS.notes });
    const audio = await add({ category: 'PLAIN_AUDIO', attachment_id: MEDIA_IDS.audio });
    const video = await add({ category: 'PLAIN_VIDEO', attachment_id: MEDIA_IDS.video480 });
    expect(audio.body.data.attachment).toMatchObject({ mime_type: 'audio/mpeg', duration: 12 });
    expect(video.body.data.index).toBe(4);
    const ids = [text, image, file, audio, video].map((r) => r.body.data.message_id as string);

    const order = [ids[3], ids[0], ids[4], ids[1], ids[2]];
    const reordered = await server.put(`${API}/course-edit/message-reorder`, { course_id: courseId, message_ids: order }, lecturer);
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((m: { message_id: string }) => m.message_id)).toEqual(order);

    expectError(await server.get(`${API}/courses/${courseId}/messages`, member), 404, 404);
    await server.post(`${API}/courses/${courseId}/post/publish`, {}, lecturer);
    const seen = await server.get(`${API}/courses/${courseId}/messages`, member);
    expect(seen.body.data.map((m: { message_id: string }) => m.message_id)).toEqual(order);
    expect(seen.body.data.map((m: { index: number }) => m.index)).toEqual([0, 1, 2, 3, 4]);
  });

  test('refuses content that does not fit the category', async () => {
    const courseId = await newCourse();
    const add = (body: object) => server.post(`${API}/course-edit/message`, { course_id: courseId, ...body }, lecturer);
    expect((await add({ category: 'PLAIN_TEXT', text: '   ' })).body.message).toBe('text is required');
    expect((await add({ category: 'PLAIN_AUDIO' })).body.message).toContain('attachment_id is required');
    expect((await add({ category: 'PLAIN_AUDIO', attachment_id: MEDIA_IDS.slide })).body.message).toContain('audio');
    expect((await add({ category: 'PLAIN_IMAGE', attachment_id: MEDIA_IDS.notes })).body.message).toContain('jpeg or png');
    expect((await add({ category: 'PLAIN_VIDEO', attachment_id: MEDIA_IDS.audio })).status).toBe(400);
    expect((await add({ category: 'PLAIN_TEXT', text: 'x', attachment_id: MEDIA_IDS.notes })).status).toBe(400);
    expect((await add({ category: 'SOMETHING', text: 'x' })).status).toBe(400);
    expectError(await server.post(`${API}/course-edit/message`, { course_id: 'nope', category: 'PLAIN_TEXT', text: 'x' }, lecturer), 404, 404);
    expectError(await server.post(`${API}/course-edit/message`, { course_id: courseId, category: 'PLAIN_TEXT', text: 'x' }, member), 403, 100403);
  });

  test('update and delete one message; reorder must list every message once', async () => {
    const courseId = await newCourse();
    const add = (t: string) => server.post(`${API}/course-edit/message`, { course_id: courseId, category: 'PLAIN_TEXT', text: t }, lecturer);
    const a = (await add('a')).body.data.message_id as string;
    const b = (await add('b')).body.data.message_id as string;

    const updated = await server.post(`${API}/course-edit/message/${courseId}/${a}`, { text: 'A!' }, lecturer);
    expect(updated.body.data.text).toBe('A!');
    expectError(await server.post(`${API}/course-edit/message/${courseId}/${a}`, { text: '' }, lecturer), 400, 100400);
    expectError(await server.post(`${API}/course-edit/message/${courseId}/nope`, { text: 'x' }, lecturer), 404, 404);

    const reorder = (ids: string[]) => server.put(`${API}/course-edit/message-reorder`, { course_id: courseId, message_ids: ids }, lecturer);
    expect((await reorder([a])).body.message).toContain('every message');
    expect((await reorder([a, a])).body.message).toContain('twice');
    expect((await reorder([a, 'x'])).body.message).toContain('not a message of this course');
    expectError(await server.put(`${API}/course-edit/message-reorder`, { course_id: courseId, message_ids: [b, a] }, member), 403, 100403);

    const removed = await server.call('DELETE', `${API}/course-edit/message/${courseId}/${a}`, { token: lecturer });
    expect(removed.body.data.message_id).toBe(a);
    expectError(await server.call('DELETE', `${API}/course-edit/message/${courseId}/${a}`, { token: lecturer }), 404, 404);
    const left = await server.get(`${API}/courses/${courseId}/messages`, lecturer);
    expect(left.body.data.map((m: { message_id: string }) => m.message_id)).toEqual([b]);
  });
});

describe('DELETE /course-edit/course/{id}', () => {
  test('a lecturer deletes a course; members cannot', async () => {
    const courseId = await newCourse(admin);
    expectError(await server.call('DELETE', `${API}/course-edit/course/${courseId}`, { token: member }), 403, 100403);
    expect((await server.call('DELETE', `${API}/course-edit/course/${courseId}`, { token: lecturer })).status).toBe(200);
    expectError(await server.get(`${API}/courses/${courseId}`, lecturer), 404, 404);
    expectError(await server.call('DELETE', `${API}/course-edit/course/${courseId}`, { token: lecturer }), 404, 404);
    expect((await server.get(`${API}/courses/${COURSE_IDS.showcase}`, member)).status).toBe(200);
  });
});
