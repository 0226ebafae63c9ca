import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COURSE_IDS, curriculumMessageId } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';
import { measureMediaDuration } from '../../lib/media-duration';

// Each member's progress through a course's lessons (issue 26 point 6).
const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const CURRICULUM = COURSE_IDS.curriculum;
/** The curriculum's lessons by number: 12 s audio, 6 s video, 12 s audio, 6 s video, 12 s audio. */
const LESSON = [1, 2, 4, 5, 7].map(curriculumMessageId);
const NOTE = curriculumMessageId(0);
const SHOWCASE_TEXT = '63000000-0000-4000-0001-000000000000';

const positionPath = (course: string, message: string) => `${API}/courses/${course}/lessons/${message}/position`;
const donePath = (course: string, message: string) => `${API}/courses/${course}/lessons/${message}/done`;

let member: string;
let admin: string;
let pending: string;

beforeAll(async () => {
  member = (await server.signedIn('member')).token;
  admin = (await server.signedIn('admin')).token;
  pending = (await server.signedIn('pending')).token;
});
beforeEach(async () => {
  await server.reset();
});

describe('GET /courses/{id}/progress', () => {
  test("the seeded member is part-way: the first lesson done, the second (last played) at 0:03", async () => {
    const res = await server.get(`${API}/courses/${CURRICULUM}/progress`, member);
    expect(res.status).toBe(200);
    expect(res.body.data.last_message_id).toBe(LESSON[1]);
    const byId = Object.fromEntries(res.body.data.lessons.map((l: { message_id: string }) => [l.message_id, l]));
    expect(byId[LESSON[0]!]).toMatchObject({ position: 12, done: true });
    expect(byId[LESSON[1]!]).toMatchObject({ position: 3, done: false });
    expect(res.body.data.lessons).toHaveLength(2);
  });

  test("progress is each member's own", async () => {
    const res = await server.get(`${API}/courses/${CURRICULUM}/progress`, admin);
    expect(res.body.data).toEqual({ course_id: CURRICULUM, lessons: [], last_message_id: null });
  });

  test('a course the caller may not watch has no progress to read', async () => {
    expectError(await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}/progress`, member), 403, 100461);
    expectError(await server.get(`${API}/courses/${COURSE_IDS.draft}/progress`, member), 404, 404);
    expectError(await server.get(`${API}/courses/${CURRICULUM}/progress`, pending), 403, 100461);
    expectError(await server.get(`${API}/courses/${CURRICULUM}/progress`), 401, 100401);
    // Another group's path does not reach demo's course.
    const elsewhere = (await server.signedIn('owner', 'free')).token;
    expectError(await server.get(`/api/groups/free/courses/${CURRICULUM}/progress`, elsewhere), 404, 404);
  });
});

describe('PUT /courses/{id}/lessons/{messageId}/position', () => {
  test('keeps the last position, bounded by the duration; 90 % makes the lesson done, and done stays done', async () => {
    const path = positionPath(CURRICULUM, LESSON[2]!);
    const first = await server.put(path, { position: 4.5 }, member);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ message_id: LESSON[2], position: 4.5, done: false });
    // Going back is allowed: the last write wins.
    expect((await server.put(path, { position: 2 }, member)).body.data).toMatchObject({ position: 2, done: false });
    // Past the end is the end (12 s).
    expect((await server.put(path, { position: 500 }, member)).body.data).toMatchObject({ position: 12, done: true });
    // Played again from the start: the position follows, done stays.
    expect((await server.put(path, { position: 1 }, member)).body.data).toMatchObject({ position: 1, done: true });
    const progress = (await server.get(`${API}/courses/${CURRICULUM}/progress`, member)).body.data;
    expect(progress.last_message_id).toBe(LESSON[2]);
  });

  test('just under 90 % is not done, 90 % is; played to its end is done', async () => {
    expect((await server.put(positionPath(CURRICULUM, LESSON[3]!), { position: 5.3 }, member)).body.data.done).toBe(false);
    expect((await server.put(positionPath(CURRICULUM, LESSON[3]!), { position: 5.4 }, member)).body.data.done).toBe(true);
    const ended = await server.put(positionPath(CURRICULUM, LESSON[4]!), { position: 3, ended: true }, member);
    expect(ended.body.data).toMatchObject({ position: 3, done: true });
  });

  test('the same write twice leaves the same progress', async () => {
    const a = (await server.put(positionPath(CURRICULUM, LESSON[1]!), { position: 4 }, member)).body.data;
    const b = (await server.put(positionPath(CURRICULUM, LESSON[1]!), { position: 4 }, member)).body.data;
    expect({ ...b, updated_at: a.updated_at }).toEqual(a);
  });

  test('bad positions and messages that are not lessons are refused', async () => {
    expectError(await server.put(positionPath(CURRICULUM, LESSON[0]!), { position: -1 }, member), 400, 100400);
    expectError(await server.put(positionPath(CURRICULUM, LESSON[0]!), { position: 'soon' }, member), 400, 100400);
    expectError(await server.put(positionPath(CURRICULUM, LESSON[0]!), {}, member), 400, 100400);
    expectError(await server.put(positionPath(CURRICULUM, LESSON[0]!), { position: 1, duration: 0 }, member), 400, 100400);
    // A note (text) is not a lesson; a lesson of another course is not this course's.
    expectError(await server.put(positionPath(CURRICULUM, NOTE), { position: 1 }, member), 404, 404);
    expectError(await server.put(positionPath(COURSE_IDS.showcase, LESSON[0]!), { position: 1 }, member), 404, 404);
    expectError(await server.put(positionPath(COURSE_IDS.showcase, SHOWCASE_TEXT), { position: 1 }, member), 404, 404);
    expectError(await server.put(positionPath(COURSE_IDS.chargedUnpaid, LESSON[0]!), { position: 1 }, member), 403, 100461);
    expectError(await server.put(positionPath(CURRICULUM, LESSON[0]!), { position: 1 }, pending), 403, 100461);
  });

  test("a player's measured duration is kept only when the server knows none, within bounds", async () => {
    // Seeded lessons know theirs: a report changes nothing.
    await server.put(positionPath(CURRICULUM, LESSON[0]!), { position: 1, duration: 99 }, member);
    const messages = async () => (await server.get(`${API}/courses/${CURRICULUM}/messages`, member)).body.data as
      { message_id: string; attachment: { attachment_id: string; duration: number | null } | null }[];
    expect((await messages()).find((m) => m.message_id === LESSON[0])!.attachment!.duration).toBe(12);

    const attachment = (await messages()).find((m) => m.message_id === LESSON[4])!.attachment!.attachment_id;
    await server.sql.run('UPDATE attachments SET duration = NULL WHERE attachment_id = ?', attachment);
    // Beyond six hours is no media length: not kept (the position is bounded by six hours then).
    const tooLong = await server.put(positionPath(CURRICULUM, LESSON[4]!), { position: 30, duration: 7 * 3600 }, member);
    expect(tooLong.body.data).toMatchObject({ position: 30, done: false });
    expect((await messages()).find((m) => m.message_id === LESSON[4])!.attachment!.duration).toBeNull();
    await server.put(positionPath(CURRICULUM, LESSON[4]!), { position: 2, duration: 12.5 }, member);
    await server.put(positionPath(CURRICULUM, LESSON[4]!), { position: 2, duration: 40 }, admin);
    expect((await messages()).find((m) => m.message_id === LESSON[4])!.attachment!.duration).toBe(12.5);
  });
});

describe('PUT /courses/{id}/lessons/{messageId}/done', () => {
  test('marks by hand, both ways; a lesson never played is done at position 0', async () => {
    const done = await server.put(donePath(CURRICULUM, LESSON[3]!), { done: true }, member);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ message_id: LESSON[3], position: 0, done: true });
    const undone = await server.put(donePath(CURRICULUM, LESSON[0]!), { done: false }, member);
    expect(undone.body.data).toMatchObject({ position: 12, done: false });
    expectError(await server.put(donePath(CURRICULUM, LESSON[0]!), { done: 'yes' }, member), 400, 100400);
    expectError(await server.put(donePath(CURRICULUM, NOTE), { done: true }, member), 404, 404);
  });
});

describe('GET /course-progress/', () => {
  test('the courses in progress, last played first, each with its next lesson', async () => {
    const seeded = (await server.get(`${API}/course-progress/`, member)).body.data;
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({
      course: { course_id: CURRICULUM, title: 'Spotting scams 1' },
      lesson_count: 5, done_count: 1,
      next_lesson: { message_id: LESSON[1], number: 2, duration: 6 },
    });

    // The showcase's first lesson (audio, idx 2) played later: it comes first.
    server.clock.now += 60_000;
    const showcaseAudio = '63000000-0000-4000-0001-000000000002';
    expect((await server.put(positionPath(COURSE_IDS.showcase, showcaseAudio), { position: 5 }, member)).status).toBe(200);
    const both = (await server.get(`${API}/course-progress`, member)).body.data;
    expect(both.map((c: { course: { course_id: string } }) => c.course.course_id)).toEqual([COURSE_IDS.showcase, CURRICULUM]);

    // The second lesson done: the next is the first one after it not done.
    server.clock.now += 60_000;
    await server.put(positionPath(CURRICULUM, LESSON[1]!), { position: 6, ended: true }, member);
    const after = (await server.get(`${API}/course-progress/`, member)).body.data;
    expect(after[0]).toMatchObject({ course: { course_id: CURRICULUM }, done_count: 2, next_lesson: { message_id: LESSON[2], number: 3 } });

    // Every lesson done: no longer in progress.
    for (const id of LESSON) await server.put(donePath(CURRICULUM, id), { done: true }, member);
    const left = (await server.get(`${API}/course-progress/`, member)).body.data;
    expect(left.map((c: { course: { course_id: string } }) => c.course.course_id)).toEqual([COURSE_IDS.showcase]);
  });

  test("another member's list, and another group's, are their own", async () => {
    expect((await server.get(`${API}/course-progress/`, admin)).body.data).toEqual([]);
    const elsewhere = (await server.signedIn('owner', 'free')).token;
    const free = await server.get('/api/groups/free/course-progress/', elsewhere);
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual([]);
    expectError(await server.get(`${API}/course-progress/`), 401, 100401);
  });
});

describe('charged courses: purchased', () => {
  test('the buyer sees it purchased; staff read it paid, not purchased', async () => {
    const bought = (await server.get(`${API}/courses/${COURSE_IDS.chargedPaid}`, member)).body.data;
    expect(bought).toMatchObject({ paid: true, purchased: true });
    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}`, member)).body.data).toMatchObject({ paid: false, purchased: false });
    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedPaid}`, admin)).body.data).toMatchObject({ paid: true, purchased: false });
  });
});

describe('durations measured at upload', () => {
  const media = (file: string) => new Uint8Array(readFileSync(new URL(`../../seed/media/${file}`, import.meta.url)));

  test('ffprobe measures audio and video; anything unreadable stays unknown', async () => {
    expect(await measureMediaDuration(media('tone.mp3'))).toBeCloseTo(12, 0);
    expect(await measureMediaDuration(media('clip-480p.mp4'))).toBeCloseTo(6, 0);
    expect(await measureMediaDuration(new TextEncoder().encode('not media'))).toBeNull();
    expect(await measureMediaDuration(media('tone.mp3'), '/nonexistent/ffprobe')).toBeNull();
  });

  test('an uploaded audio file answers with its duration', async () => {
    const lecturer = (await server.signedIn('lecturer')).token;
    const form = new FormData();
    form.append('file', new File([media('tone.mp3')], 'talk.mp3', { type: 'audio/mpeg' }));
    const res = await server.app.request(`${API}/attachments/create`, { method: 'POST', headers: { Authorization: `Bearer ${lecturer}` }, body: form });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { duration: number | null; mime_type: string } };
    expect(body.data.mime_type).toBe('audio/mpeg');
    expect(body.data.duration).toBeCloseTo(12, 0);
  });
});
