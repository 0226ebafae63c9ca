import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COURSE_IDS, DEMO_COURSE_COUNT } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
let member: string;
let lecturer: string;
let pending: string;
let banned: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  pending = (await server.login('pending')).token;
  banned = (await server.login('banned')).token;
});

describe('GET /courses/', () => {
  test('a member gets pages of 20, newest first, with unfinished ids', async () => {
    const first = await server.get(`${API}/courses/`, member);
    expect(first.status).toBe(200);
    const { courses, unfinished } = first.body.data;
    expect(courses).toHaveLength(20);
    expect(courses[0].course_id).toBe(COURSE_IDS.showcase);
    const created = courses.map((c: { created_at: string }) => c.created_at);
    expect([...created].sort((a: string, b: string) => b.localeCompare(a))).toEqual(created);
    expect(unfinished).toEqual(courses.filter((c: { finished_at: null }) => c.finished_at === null).map((c: { course_id: string }) => c.course_id));
    expect(unfinished.length).toBeGreaterThan(0);

    const last = await server.get(`${API}/courses?offset=40&limit=20&nonce=abc123`, member);
    expect(last.body.data.courses).toHaveLength(DEMO_COURSE_COUNT - 40);
    const none = await server.get(`${API}/courses?offset=${DEMO_COURSE_COUNT}`, member);
    expect(none.body.data.courses).toEqual([]);
  });

  test('filters by q and tag, sorts oldest first, leaves drafts out', async () => {
    const byQ = await server.get(`${API}/courses/?q=${encodeURIComponent('Fees explained')}&limit=100`, member);
    expect(byQ.body.data.courses.length).toBeGreaterThan(0);
    for (const c of byQ.body.data.courses) expect(c.title).toContain('Fees explained');

    const tags = await server.get(`${API}/course-tags/`, member);
    expect(tags.status).toBe(200);
    expect(tags.body.data).toHaveLength(6);
    const tag = tags.body.data[0];
    const byTag = await server.get(`${API}/courses/?tag=${encodeURIComponent(tag.name)}&limit=100`, member);
    expect(byTag.body.data.courses).toHaveLength(tag.course_count);
    for (const c of byTag.body.data.courses) expect(c.tags).toContain(tag.name);

    const oldest = await server.get(`${API}/courses/?sort=oldest&limit=1`, member);
    const all = await server.get(`${API}/courses/?limit=100`, member);
    expect(all.body.data.courses.map((c: { course_id: string }) => c.course_id)).not.toContain(COURSE_IDS.draft);
    expect(oldest.body.data.courses[0].course_id).toBe(all.body.data.courses[all.body.data.courses.length - 1].course_id);

    const wildcard = await server.get(`${API}/courses/?q=%25`, member);
    expect(wildcard.body.data.courses).toEqual([]);
  });

  test('drafts are listed for lecturers only', async () => {
    const drafts = await server.get(`${API}/courses/?state=draft`, lecturer);
    expect(drafts.status).toBe(200);
    expect(drafts.body.data.courses.map((c: { course_id: string }) => c.course_id)).toContain(COURSE_IDS.draft);
    expectError(await server.get(`${API}/courses/?state=draft`, member), 403, 100403);
  });

  test('guests, pending and banned users are refused; bad queries are named', async () => {
    expectError(await server.get(`${API}/courses/`), 401, 100401);
    expectError(await server.get(`${API}/courses/`, pending), 403, 100461);
    expectError(await server.get(`${API}/courses/`, banned), 403, 100403);
    const bad = await server.get(`${API}/courses/?limit=500`, member);
    expectError(bad, 400, 100400);
    expect(bad.body.message).toContain('limit');
    expectError(await server.get(`${API}/courses/?sort=random`, member), 400, 100400);
    expectError(await server.get(`${API}/course-tags/`), 401, 100401);
  });
});

describe('GET /courses/{id} and messages', () => {
  test('a member reads a course and its messages in index order', async () => {
    const res = await server.get(`${API}/courses/${COURSE_IDS.showcase}`, member);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ course_id: COURSE_IDS.showcase, state: 'published', paid: true, charge: null });
    const messages = await server.get(`${API}/courses/${COURSE_IDS.showcase}/messages`, member);
    expect(messages.status).toBe(200);
    const categories = new Set(messages.body.data.map((m: { category: string }) => m.category));
    expect([...categories].sort()).toEqual(['LIVE_PLAYBACK', 'PLAIN_AUDIO', 'PLAIN_DATA', 'PLAIN_IMAGE', 'PLAIN_TEXT', 'PLAIN_VIDEO']);
    const indexes = messages.body.data.map((m: { index: number }) => m.index);
    expect(indexes).toEqual([...indexes].sort((a: number, b: number) => a - b));
    const video = messages.body.data.find((m: { category: string }) => m.category === 'PLAIN_VIDEO');
    expect(video.sources.map((s: { quality: string }) => s.quality)).toEqual(['480p', '720p']);
    expect(video.attachment.mime_type).toBe('video/mp4');
  });

  test('a draft is 404 to members and visible to lecturers; unknown ids are 404', async () => {
    expectError(await server.get(`${API}/courses/${COURSE_IDS.draft}`, member), 404, 404);
    expect((await server.get(`${API}/courses/${COURSE_IDS.draft}`, lecturer)).status).toBe(200);
    expectError(await server.get(`${API}/courses/nope`, member), 404, 404);
    expectError(await server.get(`${API}/courses/nope/messages`, member), 404, 404);
  });

  test('a non-member is refused with 100461', async () => {
    expectError(await server.get(`${API}/courses/${COURSE_IDS.showcase}`, pending), 403, 100461);
    expectError(await server.get(`${API}/courses/${COURSE_IDS.showcase}/messages`, pending), 403, 100461);
  });

  test('a charged course shows its messages only to a buyer or staff', async () => {
    const paid = await server.get(`${API}/courses/${COURSE_IDS.chargedPaid}`, member);
    expect(paid.body.data.paid).toBe(true);
    expect(paid.body.data.charge).toMatchObject({ amount: '9.90' });
    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedPaid}/messages`, member)).status).toBe(200);

    const unpaid = await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}`, member);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data.paid).toBe(false);
    const refused = await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}/messages`, member);
    expectError(refused, 403, 100461);
    expect(refused.body.message).toContain('payment');
    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}/messages`, lecturer)).status).toBe(200);
  });
});

describe('GET /open-courses/{id}', () => {
  test('a public course opens without login, messages included', async () => {
    const res = await server.get(`${API}/open-courses/${COURSE_IDS.open}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ public: true, favored: false });
    const messages = await server.get(`${API}/open-courses/${COURSE_IDS.open}/messages`);
    expect(messages.status).toBe(200);
    expect(messages.body.data.length).toBeGreaterThan(0);
  });

  test('a members-only course answers 100461 to guests and non-members, and opens for members', async () => {
    expectError(await server.get(`${API}/open-courses/${COURSE_IDS.showcase}`), 403, 100461);
    expectError(await server.get(`${API}/open-courses/${COURSE_IDS.showcase}/messages`, pending), 403, 100461);
    expect((await server.get(`${API}/open-courses/${COURSE_IDS.showcase}`, member)).status).toBe(200);
  });

  test('drafts and unknown ids are 404', async () => {
    expectError(await server.get(`${API}/open-courses/${COURSE_IDS.draft}`), 404, 404);
    expectError(await server.get(`${API}/open-courses/unknown`), 404, 404);
  });
});

describe('favor / unfavor', () => {
  test('a member favours and unfavours; repeats change nothing', async () => {
    const id = COURSE_IDS.showcase;
    const on = await server.post(`${API}/courses/${id}/favor`, {}, member);
    expect(on.body.data).toEqual({ favored: true, favorite_count: 1 });
    const again = await server.post(`${API}/courses/${id}/favor`, {}, member);
    expect(again.body.data).toEqual({ favored: true, favorite_count: 1 });
    expect((await server.get(`${API}/courses/${id}`, member)).body.data.favored).toBe(true);
    const off = await server.post(`${API}/courses/${id}/unfavor`, {}, member);
    expect(off.body.data).toEqual({ favored: false, favorite_count: 0 });
    // Only the new favourite is an activity, not the repeat.
    const activities = await server.get(`${API}/users/me/activities`, member);
    const favored = JSON.stringify(activities.body.data).match(/course_favored/g) ?? [];
    expect(favored).toHaveLength(1);
    expect(JSON.stringify(activities.body.data)).toContain(id);
  });

  test('guests, non-members and unknown courses are refused', async () => {
    expectError(await server.post(`${API}/courses/${COURSE_IDS.showcase}/favor`, {}), 401, 100401);
    expectError(await server.post(`${API}/courses/${COURSE_IDS.showcase}/favor`, {}, pending), 403, 100461);
    expectError(await server.post(`${API}/courses/${COURSE_IDS.draft}/favor`, {}, member), 404, 404);
  });
});

describe('lecturer actions on /courses/{id}', () => {
  test('PUT updates fields and tags; members are refused; §5 rules are enforced', async () => {
    const id = COURSE_IDS.open;
    const res = await server.put(`${API}/courses/${id}`, {
      title: 'Renamed', description: 'New words', tags: ['Basics', 'Fresh'],
      start_at: '2030-01-01T10:00:00Z', finish_at: '2030-01-01T12:00:00Z',
    }, lecturer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Renamed', tags: ['Basics', 'Fresh'], start_at: '2030-01-01T10:00:00.000Z', public: true });

    expectError(await server.put(`${API}/courses/${id}`, { title: 'x', description: 'y' }, member), 403, 100403);
    const noTitle = await server.put(`${API}/courses/${id}`, { title: '  ', description: 'y' }, lecturer);
    expectError(noTitle, 400, 100400);
    expect(noTitle.body.message).toContain('title');
    const noDescription = await server.put(`${API}/courses/${id}`, { title: 'x' }, lecturer);
    expect(noDescription.body.message).toBe('description is required');
    const backwards = await server.put(`${API}/courses/${id}`, {
      title: 'x', description: 'y', start_at: '2030-01-02T00:00:00Z', finish_at: '2030-01-01T00:00:00Z',
    }, lecturer);
    expectError(backwards, 400, 100400);
    expect(backwards.body.message).toContain('start_at must be earlier than finish_at');
    const halfBackwards = await server.put(`${API}/courses/${id}`, { title: 'x', description: 'y', finish_at: '2029-01-01T00:00:00Z' }, lecturer);
    expectError(halfBackwards, 400, 100400);
    const badCharge = await server.put(`${API}/courses/${id}`, { title: 'x', description: 'y', charge: { asset_id: 'nope', amount: '1' } }, lecturer);
    expect(badCharge.body.message).toContain('charge.asset_id');
    const zeroCharge = await server.put(`${API}/courses/${id}`, { title: 'x', description: 'y', charge: { asset_id: 'usd', amount: '0' } }, lecturer);
    expect(zeroCharge.body.message).toContain('charge.amount');
    expectError(await server.put(`${API}/courses/unknown`, { title: 'x', description: 'y' }, lecturer), 404, 404);
  });

  test('PUT settings changes only what is sent', async () => {
    const res = await server.put(`${API}/courses/${COURSE_IDS.showcase}/settings`, { comments_enabled: false }, lecturer);
    expect(res.body.data.settings).toEqual({ comments_enabled: false, downloadable: true });
    expect(res.body.data.public).toBe(false);
    expectError(await server.put(`${API}/courses/${COURSE_IDS.showcase}/settings`, { nope: 1 }, lecturer), 400, 100400);
    expectError(await server.put(`${API}/courses/${COURSE_IDS.showcase}/settings`, {}, member), 403, 100403);
  });

  test('post/publish and post/draft move a course; finish ends a published one once', async () => {
    const id = COURSE_IDS.draft;
    expectError(await server.post(`${API}/courses/${id}/finish`, {}, lecturer), 409, 100409);
    const published = await server.post(`${API}/courses/${id}/post/publish`, {}, lecturer);
    expect(published.body.data.state).toBe('published');
    expect((await server.get(`${API}/courses/${id}`, member)).status).toBe(200);
    expectError(await server.post(`${API}/courses/${id}/post/publish`, {}, lecturer), 409, 100409);
    expectError(await server.post(`${API}/courses/${id}/post/other`, {}, lecturer), 400, 100400);

    const finished = await server.post(`${API}/courses/${id}/finish`, {}, lecturer);
    expect(finished.body.data.finished_at).toEqual(expect.any(String));
    expectError(await server.post(`${API}/courses/${id}/finish`, {}, lecturer), 409, 100409);
    expectError(await server.post(`${API}/courses/${id}/finish`, {}, member), 403, 100403);

    const back = await server.post(`${API}/courses/${id}/post/draft`, {}, lecturer);
    expect(back.body.data.state).toBe('draft');
    expectError(await server.get(`${API}/courses/${id}`, member), 404, 404);
  });
});
