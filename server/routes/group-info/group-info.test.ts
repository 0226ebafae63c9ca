import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { GroupPublic } from '../../../contract/group';
import { EntryQuizList } from '../../../contract/groupInfo';
import { QUIZ_IDS } from '../../seed';
import { createTestServer, expectError } from '../../test/helpers';

// The group's own face (issue 14 point 1): PUT /app/info, POST /app/avatar and GET /app/avatar/{id},
// and GET /admin/quizzes for the entry-quiz picker.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

const token = async (persona: 'owner' | 'admin' | 'lecturer' | 'member' | 'pending' | 'banned', group = 'demo') =>
  (await server.login(persona, group)).token;
const publicInfo = async (group = 'demo') => (await server.get(`/api/groups/${group}/public`)).body.data;
const lastEvent = () => server.sql.get<{ action: string; actor_id: string; target_id: string; details: string }>(
  "SELECT action, actor_id, target_id, details FROM group_events WHERE group_id = 'demo' ORDER BY event_id DESC LIMIT 1");
const eventCount = () => server.sql.value<number>("SELECT COUNT(*) FROM group_events WHERE group_id = 'demo'");
const avatarRows = () => server.sql.value<number>('SELECT COUNT(*) FROM group_avatars');

function bytes(size: number, head: number[]): Uint8Array {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
}

/** POST /app/avatar with one multipart field (`avatar` unless named otherwise). */
async function upload(auth: string | undefined, file: Uint8Array, declared = 'image/png', field = 'avatar', group = 'demo') {
  const form = new FormData();
  form.append(field, new File([file], 'face.png', { type: declared }));
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = `Bearer ${auth}`;
  const res = await server.app.request(`/api/groups/${group}/app/avatar`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any };
}

describe('PUT /app/info', () => {
  test('an admin renames the group, sets its bio and language; /public shows them and the event is recorded', async () => {
    const admin = await token('admin');
    const res = await server.put(`${G}/app/info`, { name: '  Night Owls  ', bio: ' We read after dark. ', language: 'ja' }, admin);
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupPublic)).toBe(true);
    expect(res.body.data).toMatchObject({ name: 'Night Owls', group_bio: 'We read after dark.', language: 'ja' });
    expect(await publicInfo()).toMatchObject({ name: 'Night Owls', group_bio: 'We read after dark.', language: 'ja' });
    const event = (await lastEvent())!;
    expect(event).toMatchObject({ action: 'app.info', target_id: 'demo' });
    expect(JSON.parse(event.details)).toEqual({ name: 'Night Owls', bio: 'We read after dark.', language: 'ja' });
    // Another group is untouched.
    expect((await publicInfo('free')).name).toBe('Free Reading Club');
  });

  test('the owner may too; fields not sent are kept; an empty bio clears it', async () => {
    const res = await server.put(`${G}/app/info`, { bio: '' }, await token('owner'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Demo Academy', group_bio: '', language: 'en' });
    expect(JSON.parse((await lastEvent())!.details)).toEqual({ bio: '' });
  });

  test('a name counts characters, not bytes: 64 CJK characters fit, 65 do not', async () => {
    const admin = await token('admin');
    expect((await server.put(`${G}/app/info`, { name: '社'.repeat(64) }, admin)).status).toBe(200);
    expect((await server.put(`${G}/app/info`, { name: '😀'.repeat(64) }, admin)).status).toBe(200);
    const res = await server.put(`${G}/app/info`, { name: '社'.repeat(65) }, admin);
    expectError(res, 400, 100400);
    expect(res.body.message).toBe('invalid name: at most 64 characters');
  });

  test.each([
    [{ name: '' }, /name: it cannot be empty/],
    [{ name: '   ' }, /name: it cannot be empty/],
    [{ name: 'x'.repeat(65) }, /name: at most 64/],
    [{ bio: 'b'.repeat(201) }, /bio: at most 200/],
    [{ language: 'fr' }, /language/],
    [{ name: 7 }, /name/],
    [{ colour: 'red' }, /unknown field colour/],
    [{}, /nothing to change/],
  ])('bad input %j is 100400 and changes nothing', async (body, message) => {
    const before = await eventCount();
    const res = await server.put(`${G}/app/info`, body, await token('admin'));
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect(await publicInfo()).toMatchObject({ name: 'Demo Academy', language: 'en' });
    expect(await eventCount()).toBe(before);
  });

  test('a line break or a control character inside the name is 100440 and changes nothing (issue 22 point 7)', async () => {
    const before = await eventCount();
    for (const name of ['Two\nlines', 'Tab\there', 'Nul\u0000l']) {
      const res = await server.put(`${G}/app/info`, { name }, await token('admin'));
      expectError(res, 400, 100440);
      expect(res.body.message).toMatch(/^invalid name: .*control characters/);
    }
    expect(await publicInfo()).toMatchObject({ name: 'Demo Academy' });
    expect(await eventCount()).toBe(before);
    // Around the name, whitespace is trimmed as before.
    expect((await server.put(`${G}/app/info`, { name: 'Demo Academy\n' }, await token('admin'))).status).toBe(200);
  });

  test('a bio of exactly 200 characters is kept', async () => {
    const res = await server.put(`${G}/app/info`, { bio: 'b'.repeat(200) }, await token('admin'));
    expect(res.body.data.group_bio).toHaveLength(200);
  });

  test.each(['lecturer', 'member', 'banned'] as const)('%s is refused with 100403, nothing changed or recorded', async (persona) => {
    const before = await eventCount();
    expectError(await server.put(`${G}/app/info`, { name: 'Taken' }, await token(persona)), 403, 100403);
    expect((await publicInfo()).name).toBe('Demo Academy');
    expect(await eventCount()).toBe(before);
  });

  test('a guest is 100401, a pending user 100461, a token of another group 100401', async () => {
    expectError(await server.put(`${G}/app/info`, { name: 'Taken' }), 401, 100401);
    expectError(await server.put(`${G}/app/info`, { name: 'Taken' }, await token('pending')), 403, 100461);
    // The owner of free is no one in demo's eyes with free's token.
    expectError(await server.put(`${G}/app/info`, { name: 'Taken' }, await token('owner', 'free')), 401, 100401);
    expect((await publicInfo()).name).toBe('Demo Academy');
  });
});

describe('POST /app/avatar and GET /app/avatar/{id}', () => {
  test('an admin uploads a PNG: /public points at it, it is served publicly as what it is, and the event is recorded', async () => {
    const file = bytes(4000, PNG_HEAD);
    const res = await upload(await token('admin'), file);
    expect(res.status).toBe(200);
    expect(is(res.body.data, GroupPublic)).toBe(true);
    const url = res.body.data.avatar_url as string;
    expect(url).toMatch(/^\/api\/groups\/demo\/app\/avatar\/[0-9a-f-]{36}$/);
    expect((await publicInfo()).avatar_url).toBe(url);

    // No token needed: the group's face shows before login.
    const served = await server.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);

    const event = (await lastEvent())!;
    expect(event.action).toBe('app.avatar');
    expect(JSON.parse(event.details)).toEqual({ avatar_id: url.split('/').pop(), mime_type: 'image/png', size: 4000 });
  });

  test('the type is read from the bytes: a JPEG declared as anything is a JPEG; 2 MB exactly fits', async () => {
    const res = await upload(await token('owner'), bytes(2 * MB, JPEG_HEAD), 'application/octet-stream');
    expect(res.status).toBe(200);
    const served = await server.app.request(res.body.data.avatar_url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  test('the older avatar stays readable after a new one (a page still showing it does not break)', async () => {
    const admin = await token('admin');
    const first = (await upload(admin, bytes(100, PNG_HEAD))).body.data.avatar_url as string;
    const second = (await upload(admin, bytes(200, JPEG_HEAD))).body.data.avatar_url as string;
    expect(second).not.toBe(first);
    expect((await server.app.request(first)).status).toBe(200);
    expect((await publicInfo()).avatar_url).toBe(second);
  });

  test.each([
    ['an SVG labelled image/png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png', /JPEG or PNG/],
    ['a GIF', bytes(100, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'image/gif', /JPEG or PNG/],
    ['a WebP', bytes(100, [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), 'image/webp', /JPEG or PNG/],
    ['an empty file', new Uint8Array(0), 'image/png', /empty/],
    ['a PNG over 2 MB', bytes(2 * MB + 1, PNG_HEAD), 'image/png', /over the 2 MB limit/],
  ])('%s is 100400, and nothing is stored or recorded', async (_name, file, declared, message) => {
    const before = { events: await eventCount(), avatars: await avatarRows(), url: (await publicInfo()).avatar_url };
    const res = await upload(await token('admin'), file, declared);
    expectError({ status: res.status, body: res.body } as any, 400, 100400);
    expect(res.body.message).toMatch(message);
    expect({ events: await eventCount(), avatars: await avatarRows(), url: (await publicInfo()).avatar_url }).toEqual(before);
  });

  test('another field name, or no multipart body, is 100400', async () => {
    const admin = await token('admin');
    const wrongField = await upload(admin, bytes(100, PNG_HEAD), 'image/png', 'file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/avatar is required/);
    expectError(await server.call('POST', `${G}/app/avatar`, { token: admin, body: { avatar: 'x' } }), 400, 100400);
  });

  test('a body far over the limit is refused before it is read', async () => {
    const res = await upload(await token('admin'), bytes(3 * MB, PNG_HEAD));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(100400);
    expect(await avatarRows()).toBe(0);
  });

  test.each(['lecturer', 'member'] as const)('%s is refused with 100403: nothing stored, the avatar unchanged', async (persona) => {
    const before = (await publicInfo()).avatar_url;
    const res = await upload(await token(persona), bytes(100, PNG_HEAD));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(100403);
    expect(await avatarRows()).toBe(0);
    expect((await publicInfo()).avatar_url).toBe(before);
  });

  test('a guest is 100401; a token of another group is 100401', async () => {
    expect((await upload(undefined, bytes(100, PNG_HEAD))).body.code).toBe(100401);
    expect((await upload(await token('owner', 'free'), bytes(100, PNG_HEAD))).body.code).toBe(100401);
    expect(await avatarRows()).toBe(0);
  });

  test("one group's avatar is unknown on another group's path, and an unknown id is 404", async () => {
    const url = (await upload(await token('admin'), bytes(100, PNG_HEAD))).body.data.avatar_url as string;
    const id = url.split('/').pop()!;
    expectError(await server.get(`/api/groups/free/app/avatar/${id}`), 404, 404);
    expectError(await server.get(`${G}/app/avatar/00000000-0000-4000-8000-000000000000`), 404, 404);
  });
});

describe('GET /admin/quizzes', () => {
  test('lists the group\'s quizzes for its admins, and none of another group\'s', async () => {
    const gate = await server.get('/api/groups/gate/admin/quizzes', await token('owner', 'gate'));
    expect(gate.status).toBe(200);
    expect(is(gate.body.data, EntryQuizList)).toBe(true);
    expect(gate.body.data.map((q: { quiz_id: string }) => q.quiz_id).sort()).toEqual([QUIZ_IDS.gateRules, QUIZ_IDS.gateSafety].sort());
    expect((await server.get(`${G}/admin/quizzes`, await token('admin'))).body.data).toEqual([]);
  });

  test('members and lecturers are 100403, guests 100401', async () => {
    expectError(await server.get(`${G}/admin/quizzes`, await token('member')), 403, 100403);
    expectError(await server.get(`${G}/admin/quizzes`, await token('lecturer')), 403, 100403);
    expectError(await server.get(`${G}/admin/quizzes`), 401, 100401);
  });
});
