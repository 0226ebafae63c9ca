import { afterAll, describe, expect, test } from 'vitest';
import { COURSE_IDS, DEMO_COURSE_COUNT } from '../../seed/courses';
import { signedInEachTest } from '../../test/admin';
import { listedEvents } from '../../test/admin-events';
import { createTestServer, expectError } from '../../test/helpers';

// The admin's courses (issue 14 point 3, admin/course): every course of the group, drafts too;
// publishing, unpublishing and the course settings, each a group event.

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const tokens = signedInEachTest(server);

const latestEvent = async () => (await listedEvents(server, tokens.owner, 1))[0]!;
const eventCount = async () => (await listedEvents(server, tokens.owner)).length;
type Listed = { course_id: string; state: string; title: string };

describe('GET /courses/?state=all', () => {
  test('lists drafts and published courses together, newest first, searchable', async () => {
    const all = await server.get(`${API}/courses/?state=all&limit=100`, tokens.admin);
    expect(all.status).toBe(200);
    const courses = all.body.data.courses as Listed[];
    const drafts = courses.filter((c) => c.state === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(courses.map((c) => c.course_id)).toContain(COURSE_IDS.draft);
    expect(courses.length - drafts.length).toBe(DEMO_COURSE_COUNT);
    const title = courses.find((c) => c.course_id === COURSE_IDS.draft)!.title;
    const found = (await server.get(`${API}/courses/?state=all&q=${encodeURIComponent(title)}`, tokens.admin)).body.data.courses as Listed[];
    expect(found.map((c) => c.course_id)).toContain(COURSE_IDS.draft);
  });

  test('is for lecturer authority: members 403, guests 401, bad states 400', async () => {
    expectError(await server.get(`${API}/courses/?state=all`, tokens.member), 403, 100403);
    expectError(await server.get(`${API}/courses/?state=all`), 401, 100401);
    expectError(await server.get(`${API}/courses/?state=every`, tokens.admin), 400, 100400);
  });
});

describe('POST /courses/{id}/post/publish|draft by an admin', () => {
  test('publishes a draft and unpublishes it, each recorded with the course\'s title', async () => {
    const published = await server.post(`${API}/courses/${COURSE_IDS.draft}/post/publish`, {}, tokens.admin);
    expect(published.status).toBe(200);
    expect(published.body.data.state).toBe('published');
    expect(await latestEvent()).toMatchObject({
      action: 'course.publish', target_kind: 'course', target_id: COURSE_IDS.draft,
      details: { title: published.body.data.title }, actor: { full_name: 'Adam Admin' },
    });
    // Members see it now; unpublished, it is gone for them again.
    expect((await server.get(`${API}/courses/${COURSE_IDS.draft}`, tokens.member)).status).toBe(200);
    const back = await server.post(`${API}/courses/${COURSE_IDS.draft}/post/draft`, {}, tokens.owner);
    expect(back.body.data.state).toBe('draft');
    expect(await latestEvent()).toMatchObject({ action: 'course.unpublish', target_id: COURSE_IDS.draft, actor: { full_name: 'Olivia Owner' } });
    expectError(await server.get(`${API}/courses/${COURSE_IDS.draft}`, tokens.member), 404, 404);
  });

  test('refusals change nothing and record nothing', async () => {
    const before = await eventCount();
    expectError(await server.post(`${API}/courses/${COURSE_IDS.showcase}/post/publish`, {}, tokens.admin), 409, 100409);
    expectError(await server.post(`${API}/courses/${COURSE_IDS.draft}/post/publish`, {}, tokens.member), 403, 100403);
    expectError(await server.post(`${API}/courses/${COURSE_IDS.draft}/post/publish`, {}), 401, 100401);
    expectError(await server.post(`${API}/courses/${COURSE_IDS.draft}/post/live`, {}, tokens.admin), 400, 100400);
    expectError(await server.post(`${API}/courses/nope/post/publish`, {}, tokens.admin), 404, 404);
    // Another group's course is not there to find from this one.
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.post(`/api/groups/free/courses/${COURSE_IDS.draft}/post/publish`, {}, freeOwner), 404, 404);
    expect((await server.get(`${API}/courses/${COURSE_IDS.draft}`, tokens.admin)).body.data.state).toBe('draft');
    expect(await eventCount()).toBe(before);
  });

  test('a lecturer\'s publish is recorded too: the list says who did it', async () => {
    await server.post(`${API}/courses/${COURSE_IDS.draft}/post/publish`, {}, tokens.lecturer);
    expect(await latestEvent()).toMatchObject({ action: 'course.publish', actor: { full_name: 'Lena Lecturer' } });
  });
});

describe('PUT /courses/{id}/settings by an admin', () => {
  test('public, comments, downloads and the price; the event names what changed', async () => {
    const res = await server.put(`${API}/courses/${COURSE_IDS.showcase}/settings`, {
      public: true, comments_enabled: false, charge: { asset_id: 'cny', amount: '9.90' },
    }, tokens.admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      public: true, settings: { comments_enabled: false, downloadable: true }, charge: { asset_id: 'cny', amount: '9.90' },
    });
    expect(res.body.data.product_id).toEqual(expect.any(String));
    expect(await latestEvent()).toMatchObject({
      action: 'course.settings', target_id: COURSE_IDS.showcase,
      details: { title: res.body.data.title, public: true, comments_enabled: false, charge: { asset_id: 'cny', amount: '9.90' } },
    });
    // The price is the checkout's: its product sells the course at it.
    const product = await server.get(`${API}/products/${res.body.data.product_id}`, tokens.member);
    expect(product.status, product.text).toBe(200);
    expect(product.body.data.price).toMatchObject({ asset_id: 'cny', amount: '9.90' });

    // Free again: the charge goes, and the product can no longer be bought.
    const free = await server.put(`${API}/courses/${COURSE_IDS.showcase}/settings`, { charge: null }, tokens.admin);
    expect(free.body.data).toMatchObject({ charge: null, product_id: null, public: true });
    expect((await latestEvent()).details).toEqual({ title: res.body.data.title, charge: null });
  });

  test('bad input is 400 and changes nothing; members 403; guests 401; unknown 404', async () => {
    const before = await eventCount();
    const showcase = `${API}/courses/${COURSE_IDS.showcase}/settings`;
    for (const body of [{}, { public: 'yes' }, { charge: { asset_id: 'cny', amount: '0' } }, { charge: { asset_id: 'cny', amount: '-1' } },
      { charge: { asset_id: 'nope', amount: '1' } }, { title: 'x' }]) {
      expectError(await server.put(showcase, body, tokens.admin), 400, 100400);
    }
    expectError(await server.put(showcase, { public: true }, tokens.member), 403, 100403);
    expectError(await server.put(showcase, { public: true }), 401, 100401);
    expectError(await server.put(`${API}/courses/nope/settings`, { public: true }, tokens.admin), 404, 404);
    const course = (await server.get(`${API}/courses/${COURSE_IDS.showcase}`, tokens.admin)).body.data;
    expect(course).toMatchObject({ public: false, charge: null, settings: { comments_enabled: true } });
    expect(await eventCount()).toBe(before);
  });
});
