import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Struct } from 'superstruct';
import {
  CHECKIN_CSV_COLUMNS, CheckinActivity, CheckinActivityDetail, CheckinCategoryStat, CheckinMe, CheckinMemberStat, CheckinPost,
  CheckinStatistics,
} from '../../../contract/checkin';
import { ErrorCode } from '../../../contract/errors';
import { PERSONAS } from '../../test/standins';
import { CHECKIN_IDS, CHECKIN_MEMBER_STREAK, CHECKIN_SEED_OFFSET } from '../../seed/checkin';
import { createTestServer, expectError, type TestResponse } from '../../test/helpers';
import { dateMs, formatDate, localDate } from './checkin.periods';

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const { reading, review } = CHECKIN_IDS;

let owner: string;
let admin: string;
let lecturer: string;
let member: string;
let pending: string;
let newcomer: string;
let banned: string;
let freeOwner: string;

beforeAll(async () => {
  owner = (await server.login('owner')).token;
  admin = (await server.login('admin')).token;
  lecturer = (await server.login('lecturer')).token;
  member = (await server.login('member')).token;
  pending = (await server.login('pending')).token;
  newcomer = (await server.login('new')).token;
  banned = (await server.login('banned')).token;
  freeOwner = (await server.login('owner', 'free')).token;
});

const del = (path: string, token?: string) => server.call('DELETE', path, { token });
const patch = (path: string, body: unknown, token?: string) => server.call('PATCH', path, { body, token });
const ok = (res: TestResponse) => {
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
/** Today on the seeded tasks' clock (UTC+8), and `n` days before it. */
const today = () => localDate(server.clock.now, CHECKIN_SEED_OFFSET);
const daysAgo = (n: number) => formatDate(dateMs(today())! - n * DAY);

const validTask = (overrides: Record<string, unknown> = {}) => ({
  title: 'Daily steps',
  description: 'Walk 8000 steps.',
  type: 'daily',
  start_at: new Date(server.clock.now - 3 * DAY).toISOString(),
  published: true,
  patch_allowed: true,
  qualify_count: 3,
  utc_offset_minutes: 0,
  ...overrides,
});
async function createTask(overrides: Record<string, unknown> = {}): Promise<string> {
  return ok(await server.post(`${API}/checkin/activities`, validTask(overrides), admin)).activity_id as string;
}
const join = (activityId: string, token: string) => server.post(`${API}/checkin/activities/join`, { activity_id: activityId }, token);
const post = (activityId: string, body: Record<string, unknown>, token: string) =>
  server.post(`${API}/checkin/activities/${activityId}/post`, body, token);

async function upload(token: string, name: string, bytes: Uint8Array, group = 'demo'): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  return server.app.request(`/api/groups/${group}/checkin/attachments`, {
    method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` },
  });
}
const pngBytes = (size = 500) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
};
async function png(token: string): Promise<string> {
  const res = await upload(token, 'photo.png', pngBytes());
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attachment_id: string } }).data.attachment_id;
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell); rows.push(row); row = []; cell = ''; i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row); }
  return rows;
}

describe('the seeded tasks', () => {
  test('a member lists both, newest first, each with their standing', async () => {
    const { activities } = ok(await server.get(`${API}/checkin/activities`, member));
    const ids = activities.map((a: { activity_id: string }) => a.activity_id);
    expect(ids).toEqual(expect.arrayContaining([reading, review]));
    const daily = activities.find((a: { activity_id: string }) => a.activity_id === reading);
    expect(daily).toMatchObject({
      type: 'daily', published: true, online: true, patch_allowed: true, qualify_count: 14, participant_count: 4,
      utc_offset_minutes: 480, first_period: daysAgo(21),
      me: { joined: true, done_this_period: false, streak: CHECKIN_MEMBER_STREAK },
    });
  });

  test("the member's daily standing: a live streak with today not done, patchable days, one patched check-in", async () => {
    const detail = ok(await server.get(`${API}/checkin/activities/${reading}`, member));
    expect(detail.me).toMatchObject({
      joined: true, done_this_period: false, current_period: today(), streak: CHECKIN_MEMBER_STREAK,
      can_post: true, can_patch: true, patch_from: daysAgo(21), qualified: false,
    });
    expect(detail.me.posted_periods).toContain(daysAgo(9));
    expect(detail.me.posted_periods).not.toContain(daysAgo(7));
    expect(detail.me.post_count).toBe(detail.me.posted_periods.length);
    const { posts } = ok(await server.get(`${API}/checkin/activities/${reading}/posts?limit=100`, member));
    const patched = posts.filter((p: { patched: boolean }) => p.patched);
    expect(patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({ period: daysAgo(9), author: { user_id: PERSONAS.member.user_id } });
    const weekly = ok(await server.get(`${API}/checkin/activities/${review}`, member));
    expect(weekly.me).toMatchObject({ done_this_period: false, streak: 3, can_patch: false, patch_from: null });
  });
});

describe('POST /checkin/activities/{id}/post', () => {
  test("checking in today: 200 with the post and the new standing; twice in a period is 409", async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    const res = ok(await post(taskId, { content: '  8,412 steps  ' }, member));
    expect(res.post).toMatchObject({ content: '8,412 steps', patched: false, period: localDate(server.clock.now, 0), images: [] });
    expect(res.me).toMatchObject({ done_this_period: true, streak: 1, can_post: false, post_count: 1 });
    expectError(await post(taskId, { content: 'again' }, member), 409, ErrorCode.checkinAlreadyPosted);
  });

  test('two simultaneous check-ins: exactly one 200 and one 409, one row', async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    const results = await Promise.all([post(taskId, { content: 'a' }, member), post(taskId, { content: 'b' }, member)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await server.sql.value('SELECT COUNT(*) FROM checkin_posts WHERE activity_id = ?', taskId);
    expect(rows).toBe(1);
  });

  test('the day rolls over on the task clock: the streak carries on, then breaks after a missed day', async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    ok(await post(taskId, { content: 'day 1' }, member));
    const before = server.clock.now;
    try {
      server.clock.advance(24 * 60 * 60);
      // Tokens last 2 hours: sign in again on the later day.
      let token = (await server.login('member')).token;
      let me = ok(await server.get(`${API}/checkin/activities/${taskId}`, token)).me;
      expect(me).toMatchObject({ done_this_period: false, streak: 1, can_post: true });
      me = ok(await post(taskId, { content: 'day 2' }, token)).me;
      expect(me).toMatchObject({ streak: 2, longest_streak: 2 });
      server.clock.advance(2 * 24 * 60 * 60);
      token = (await server.login('member')).token;
      me = ok(await server.get(`${API}/checkin/activities/${taskId}`, token)).me;
      expect(me).toMatchObject({ streak: 0, longest_streak: 2, can_patch: true });
    } finally {
      server.clock.now = before;
    }
  });

  test('patching a missed day where allowed; never before patch_from, never the future', async () => {
    const missed = daysAgo(7);
    const res = ok(await post(reading, { content: 'made up', period: missed }, member));
    expect(res.post).toMatchObject({ period: missed, patched: true });
    expect(res.me.posted_periods).toContain(missed);
    // 13 seeded check-ins and this one reach the rule of 14; the patch bridges the gap at day 7, so the
    // streak now runs from yesterday back to day 12 (day 9 is the seeded patch).
    expect(res.me).toMatchObject({ post_count: 14, qualified: true, streak: 12, longest_streak: 12, done_this_period: false });
    expectError(await post(reading, { content: 'again', period: missed }, member), 409, ErrorCode.checkinAlreadyPosted);
    expectError(await post(reading, { content: 'x', period: daysAgo(22) }, member), 400, ErrorCode.checkinPeriodInvalid);
    expectError(await post(reading, { content: 'x', period: daysAgo(-1) }, member), 400, ErrorCode.checkinPeriodInvalid);
    expectError(await post(reading, { content: 'x', period: '2026-02-30' }, member), 400, ErrorCode.checkinPeriodInvalid);
    expectError(await post(reading, { content: 'x', period: '25/11/2026' }, member), 400, ErrorCode.validation);
  });

  test('patches go back to the joining day at most', async () => {
    const taskId = await createTask({ start_at: new Date(server.clock.now - 10 * DAY).toISOString() });
    ok(await join(taskId, member));
    const day = (n: number) => localDate(server.clock.now - n * DAY, 0);
    expectError(await post(taskId, { content: 'x', period: day(2) }, member), 400, ErrorCode.checkinPeriodInvalid);
    expect(ok(await server.get(`${API}/checkin/activities/${taskId}`, member)).me).toMatchObject({
      patch_from: day(0), can_patch: false,
    });
  });

  test('no patches where the task does not allow them, nor in a weekly task off Monday', async () => {
    const noPatch = await createTask({ patch_allowed: false });
    ok(await join(noPatch, member));
    const yesterday = localDate(server.clock.now - DAY, 0);
    expectError(await post(noPatch, { content: 'x', period: yesterday }, member), 409, ErrorCode.checkinPatchNotAllowed);
    const lastWeekMonday = formatDate(dateMs(today())! - ((new Date(dateMs(today())!).getUTCDay() + 6) % 7) * DAY - 7 * DAY);
    expectError(await post(review, { content: 'x', period: lastWeekMonday }, member), 409, ErrorCode.checkinPatchNotAllowed);
    const tuesday = formatDate(dateMs(lastWeekMonday)! + DAY);
    expectError(await post(review, { content: 'x', period: tuesday }, member), 400, ErrorCode.checkinPeriodInvalid);
    const once = await createTask({ type: 'once' });
    ok(await join(once, member));
    expect(ok(await post(once, { content: 'done' }, member)).me).toMatchObject({ streak: 1, done_this_period: true });
  });

  test('an empty check-in is 400; text, images or both are fine', async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    expectError(await post(taskId, { content: '   ' }, member), 400, ErrorCode.checkinEmpty);
    expectError(await post(taskId, { content: '', attachment_ids: [] }, member), 400, ErrorCode.checkinEmpty);
    const image = await png(member);
    const res = ok(await post(taskId, { content: '', attachment_ids: [image] }, member));
    expect(res.post.images).toEqual([{ attachment_id: image, url: expect.stringContaining(image) }]);
  });

  test("images must be the poster's own jpeg/png uploads of this group, 3 at most, no repeats", async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    const mine = await png(member);
    const theirs = await png(lecturer);
    expectError(await post(taskId, { content: 'x', attachment_ids: [theirs] }, member), 400, ErrorCode.checkinAttachmentInvalid);
    expectError(await post(taskId, { content: 'x', attachment_ids: ['no-such-image'] }, member), 400, ErrorCode.checkinAttachmentInvalid);
    expectError(await post(taskId, { content: 'x', attachment_ids: [mine, mine] }, member), 400, ErrorCode.checkinAttachmentInvalid);
    expectError(await post(taskId, { content: 'x', attachment_ids: [mine, mine, mine, mine] }, member), 400, ErrorCode.validation);
    // Another group's upload by the same person.
    const freeMember = (await server.login('member', 'free')).token;
    const res = await upload(freeMember, 'free.png', pngBytes(), 'free');
    const foreign = ((await res.json()) as { data: { attachment_id: string } }).data.attachment_id;
    expectError(await post(taskId, { content: 'x', attachment_ids: [foreign] }, member), 400, ErrorCode.checkinAttachmentInvalid);
    // A plain-file upload (through the general route) is not an image.
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('plain words')], 'notes.txt', { type: 'text/plain' }));
    const text = await server.app.request(`${API}/attachments/create`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${member}` } });
    const textId = ((await text.json()) as { data: { attachment_id: string } }).data.attachment_id;
    expectError(await post(taskId, { content: 'x', attachment_ids: [textId] }, member), 400, ErrorCode.checkinAttachmentInvalid);
    expect(ok(await post(taskId, { content: 'x', attachment_ids: [mine] }, member)).post.images).toHaveLength(1);
  });

  test('mute mode: members are refused (403), lecturers still check in; everyone still reads', async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    ok(await join(taskId, lecturer));
    ok(await server.put(`${API}/settings/full`, { 'group-mode': 'mute' }, owner));
    try {
      expectError(await post(taskId, { content: 'muted' }, member), 403, ErrorCode.checkinMuted);
      expect(ok(await server.get(`${API}/checkin/activities/${taskId}`, member)).me).toMatchObject({ can_post: false, can_patch: false });
      expect(ok(await post(taskId, { content: 'lecturer speaks' }, lecturer)).post.content).toBe('lecturer speaks');
      expect(ok(await server.get(`${API}/checkin/activities/${taskId}/posts`, member)).posts).toHaveLength(1);
    } finally {
      ok(await server.put(`${API}/settings/full`, { 'group-mode': 'free' }, owner));
    }
    expect(ok(await post(taskId, { content: 'free again' }, member)).post.patched).toBe(false);
  });

  test('posting needs joining (403), an open task (409) that has started (409)', async () => {
    const taskId = await createTask();
    expectError(await post(taskId, { content: 'x' }, member), 403, ErrorCode.checkinNotJoined);
    const later = await createTask({ start_at: new Date(server.clock.now + 2 * DAY).toISOString() });
    const joined = ok(await join(later, member));
    expect(joined.me).toMatchObject({ joined: true, current_period: null, can_post: false, streak: 0 });
    expectError(await post(later, { content: 'x' }, member), 409, ErrorCode.checkinNotStarted);
    const draft = await createTask({ published: false });
    expectError(await post(draft, { content: 'x' }, admin), 409, ErrorCode.checkinClosed);
    expectError(await post(draft, { content: 'x' }, member), 404, ErrorCode.notFound);
  });

  test('bad bodies are 400 100400', async () => {
    for (const body of [{}, { content: 5 }, { content: 'x'.repeat(2001) }, { content: 'x', attachment_ids: 'a' }, { content: 'x', extra: 1 }]) {
      expectError(await post(reading, body, member), 400, ErrorCode.validation);
    }
  });

  test('check-ins are rate-limited per user', async () => {
    const isolated = createTestServer();
    try {
      const token = (await isolated.login('member')).token;
      let last = 0;
      for (let i = 0; i < 31; i++) last = (await isolated.post(`${API}/checkin/activities/${reading}/post`, { content: 'x', period: '2000-01-01' }, token)).status;
      expect(last).toBe(429);
    } finally {
      isolated.close();
    }
  });
});

describe('join and quit', () => {
  test('join is idempotent; quitting keeps the posts; rejoining keeps joined_at and history', async () => {
    const taskId = await createTask();
    const first = ok(await join(taskId, member)).me;
    expect(first).toMatchObject({ joined: true, can_post: true });
    server.clock.advance(60);
    const again = ok(await join(taskId, member)).me;
    expect(again.joined_at).toBe(first.joined_at);
    ok(await post(taskId, { content: 'before quitting' }, member));
    expect(ok(await del(`${API}/checkin/activities/quit?activity_id=${taskId}`, member))).toEqual({});
    const after = ok(await server.get(`${API}/checkin/activities/${taskId}`, member));
    expect(after).toMatchObject({ participant_count: 0, post_count: 1, me: { joined: false, post_count: 1, can_post: false } });
    expectError(await post(taskId, { content: 'x' }, member), 403, ErrorCode.checkinNotJoined);
    const rejoined = ok(await join(taskId, member)).me;
    expect(rejoined).toMatchObject({ joined: true, joined_at: first.joined_at, post_count: 1, done_this_period: true });
    // Quitting what one has not joined changes nothing.
    expect(ok(await del(`${API}/checkin/activities/quit?activity_id=${taskId}`, lecturer))).toEqual({});
  });

  test('a draft or offline task cannot be joined; unknown ids are 404; bad input 400', async () => {
    const draft = await createTask({ published: false });
    expectError(await join(draft, member), 404, ErrorCode.notFound);
    expectError(await join(draft, admin), 409, ErrorCode.checkinClosed);
    const offline = await createTask();
    ok(await server.put(`${API}/checkin/activities/${offline}/offline`, {}, admin));
    expectError(await join(offline, admin), 409, ErrorCode.checkinClosed);
    expectError(await join('no-such-task', member), 404, ErrorCode.notFound);
    expectError(await del(`${API}/checkin/activities/quit?activity_id=no-such-task`, member), 404, ErrorCode.notFound);
    expectError(await server.post(`${API}/checkin/activities/join`, {}, member), 400, ErrorCode.validation);
    expectError(await server.post(`${API}/checkin/activities/join`, { activity_id: 7 }, member), 400, ErrorCode.validation);
    expectError(await del(`${API}/checkin/activities/quit`, member), 400, ErrorCode.validation);
  });
});

describe('managing tasks (owner and admins)', () => {
  test('create answers the task; drafts are for staff only; online/offline', async () => {
    const created = ok(await server.post(`${API}/checkin/activities`, validTask({ title: '  Draft task ', published: false }), admin));
    expect(created).toMatchObject({ title: 'Draft task', published: false, online: false, participant_count: 0, me: { joined: false } });
    const id = created.activity_id;
    const memberIds = () => server.get(`${API}/checkin/activities`, member)
      .then((res) => res.body.data.activities.map((a: { activity_id: string }) => a.activity_id));
    expect(await memberIds()).not.toContain(id);
    expectError(await server.get(`${API}/checkin/activities/${id}`, member), 404, ErrorCode.notFound);
    expect(ok(await server.get(`${API}/checkin/activities/${id}`, owner)).published).toBe(false);
    expectError(await server.put(`${API}/checkin/activities/${id}/online`, {}, admin), 409, ErrorCode.checkinDraft);
    expectError(await server.put(`${API}/checkin/activities/${id}/offline`, {}, admin), 409, ErrorCode.checkinDraft);
    expect(ok(await patch(`${API}/checkin/activities/${id}`, { published: true }, admin))).toMatchObject({ published: true, online: true });
    expect(await memberIds()).toContain(id);
    expect(ok(await server.put(`${API}/checkin/activities/${id}/offline`, {}, admin)).online).toBe(false);
    expect(await memberIds()).not.toContain(id);
    expect(ok(await server.put(`${API}/checkin/activities/${id}/online`, {}, owner)).online).toBe(true);
  });

  test('start_at: an instant, or a date on the creator clock; anything else 102511', async () => {
    const byDate = ok(await server.post(`${API}/checkin/activities`, validTask({ start_at: '2026-03-02', utc_offset_minutes: 480, type: 'weekly' }), admin));
    expect(byDate).toMatchObject({ start_at: '2026-03-01T16:00:00.000Z', first_period: '2026-03-02' });
    expectError(await server.post(`${API}/checkin/activities`, validTask({ start_at: 'next monday' }), admin), 400, ErrorCode.checkinStartInvalid);
  });

  test('bad bodies are 400', async () => {
    const bad = [
      { title: '' }, { title: 'x'.repeat(61) }, { title: '   ' }, { description: 'x'.repeat(2001) }, { type: 'monthly' },
      { qualify_count: 367 }, { qualify_count: -1 }, { qualify_count: 1.5 }, { utc_offset_minutes: 841 }, { utc_offset_minutes: -721 },
      { published: 'yes' }, { patch_allowed: null }, { start_at: '' }, { extra: true },
    ];
    for (const overrides of bad) {
      expectError(await server.post(`${API}/checkin/activities`, validTask(overrides), admin), 400, ErrorCode.validation);
    }
    const { start_at: _omit, ...missing } = validTask();
    expectError(await server.post(`${API}/checkin/activities`, missing, admin), 400, ErrorCode.validation);
  });

  test('PATCH edits; the type is locked once anyone checked in; an empty patch is 400', async () => {
    const taskId = await createTask();
    expect(ok(await patch(`${API}/checkin/activities/${taskId}`, { type: 'weekly', title: 'Weekly steps' }, admin)))
      .toMatchObject({ type: 'weekly', title: 'Weekly steps' });
    ok(await patch(`${API}/checkin/activities/${taskId}`, { type: 'daily' }, admin));
    ok(await join(taskId, member));
    ok(await post(taskId, { content: 'x' }, member));
    expectError(await patch(`${API}/checkin/activities/${taskId}`, { type: 'weekly' }, admin), 409, ErrorCode.checkinTypeLocked);
    expect(ok(await patch(`${API}/checkin/activities/${taskId}`, { type: 'daily', description: 'Same type' }, admin)).description).toBe('Same type');
    expectError(await patch(`${API}/checkin/activities/${taskId}`, {}, admin), 400, ErrorCode.validation);
    expectError(await patch(`${API}/checkin/activities/${taskId}`, { title: 7 }, admin), 400, ErrorCode.validation);
    expectError(await patch(`${API}/checkin/activities/no-such-task`, { title: 'x' }, admin), 404, ErrorCode.notFound);
  });

  test('DELETE removes the task with its members and posts', async () => {
    const taskId = await createTask();
    ok(await join(taskId, member));
    ok(await post(taskId, { content: 'x', attachment_ids: [await png(member)] }, member));
    expect(ok(await del(`${API}/checkin/activities/${taskId}`, owner))).toEqual({});
    expectError(await server.get(`${API}/checkin/activities/${taskId}`, owner), 404, ErrorCode.notFound);
    for (const table of ['checkin_members', 'checkin_posts']) {
      expect(await server.sql.value(`SELECT COUNT(*) FROM ${table} WHERE activity_id = ?`, taskId)).toBe(0);
    }
    expectError(await del(`${API}/checkin/activities/${taskId}`, owner), 404, ErrorCode.notFound);
  });

  test('the qualification rule: N check-ins; the member sees their progress', async () => {
    const taskId = await createTask({ qualify_count: 0 });
    ok(await join(taskId, member));
    ok(await post(taskId, { content: 'x' }, member));
    expect(ok(await server.get(`${API}/checkin/activities/${taskId}`, member)).me.qualified).toBe(false);
    expect(ok(await server.post(`${API}/checkin/activities/${taskId}/qualify`, { qualify_count: 1 }, admin)).qualify_count).toBe(1);
    expect(ok(await server.get(`${API}/checkin/activities/${taskId}`, member)).me.qualified).toBe(true);
    ok(await server.post(`${API}/checkin/activities/${taskId}/qualify`, { qualify_count: 2 }, admin));
    expect(ok(await server.get(`${API}/checkin/activities/${taskId}`, member)).me.qualified).toBe(false);
    for (const body of [{}, { qualify_count: 367 }, { qualify_count: '2' }]) {
      expectError(await server.post(`${API}/checkin/activities/${taskId}/qualify`, body, admin), 400, ErrorCode.validation);
    }
  });
});

describe('GET /checkin/activities/{id}/posts', () => {
  test('newest first, 20 a page, pages do not overlap', async () => {
    const first = ok(await server.get(`${API}/checkin/activities/${reading}/posts`, member)).posts;
    expect(first).toHaveLength(20);
    const times = first.map((p: { created_at: string }) => p.created_at);
    expect(times).toEqual([...times].sort((a, b) => b.localeCompare(a)));
    const second = ok(await server.get(`${API}/checkin/activities/${reading}/posts?offset=20&limit=20`, member)).posts;
    const ids = new Set(first.map((p: { post_id: string }) => p.post_id));
    expect(second.some((p: { post_id: string }) => ids.has(p.post_id))).toBe(false);
    expect(first[0].author).toMatchObject({ user_id: expect.any(String), role: expect.any(String) });
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?offset=x', '?offset=99999999999999999999', '?limit=1.5']) {
      expectError(await server.get(`${API}/checkin/activities/${reading}/posts${query}`, member), 400, ErrorCode.validation);
    }
  });
});

describe('statistics', () => {
  test('counts, every period from the first to today (zeros included), members by check-ins', async () => {
    const stats = ok(await server.get(`${API}/checkin/statistics/activities/${reading}`, admin));
    expect(stats.activity.activity_id).toBe(reading);
    expect(stats.participants).toBe(4);
    expect(stats.by_day).toHaveLength(22);
    expect(stats.by_day[0].period).toBe(daysAgo(21));
    expect(stats.by_day.at(-1).period).toBe(today());
    expect(stats.by_day.some((d: { count: number }) => d.count === 0)).toBe(true);
    expect(stats.by_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(stats.posts);
    const counts = stats.members.map((m: { post_count: number }) => m.post_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const lecturerRow = stats.members.find((m: { user: { user_id: string } }) => m.user.user_id === PERSONAS.lecturer.user_id);
    expect(lecturerRow).toMatchObject({ active: true, qualified: true, last_period: today() });
    expect(stats.qualified).toBe(stats.members.filter((m: { qualified: boolean; active: boolean }) => m.qualified && m.active).length);
  });

  test('by_day holds the latest 366 periods at most', async () => {
    const old = await createTask({ start_at: new Date(server.clock.now - 800 * DAY).toISOString() });
    const { by_day: byDay } = ok(await server.get(`${API}/checkin/statistics/activities/${old}`, admin));
    expect(byDay).toHaveLength(366);
    expect(byDay.at(-1).period).toBe(localDate(server.clock.now, 0));
    const future = await createTask({ start_at: new Date(server.clock.now + 5 * DAY).toISOString() });
    expect(ok(await server.get(`${API}/checkin/statistics/activities/${future}`, admin)).by_day).toEqual([]);
  });

  test('categories: one row per type', async () => {
    const { categories } = ok(await server.get(`${API}/checkin/statistics/categories`, owner));
    expect(categories.map((c: { type: string }) => c.type)).toEqual(['daily', 'weekly', 'once']);
    expect(categories[0].activities).toBeGreaterThanOrEqual(1);
    const weeklyPosts = await server.sql.value(`SELECT COUNT(*) FROM checkin_posts p JOIN checkin_activities a USING (activity_id)
      WHERE a.group_id = 'demo' AND a.type = 'weekly'`);
    expect(categories[1]).toMatchObject({ type: 'weekly', participants: 4, posts: weeklyPosts });
    expect(categories[1].activities).toBeGreaterThanOrEqual(1);
  });

  test('the CSV export: BOM, attachment, RFC 4180 quoting, formulas neutralised; it parses back', async () => {
    const nickname = (userId: string) => server.sql.value<string | null>("SELECT nickname FROM memberships WHERE group_id = 'demo' AND user_id = ?", userId);
    const saved = [await nickname(PERSONAS.member.user_id), await nickname(PERSONAS.owner.user_id)];
    await server.sql.run("UPDATE memberships SET nickname = ? WHERE group_id = 'demo' AND user_id = ?", '=HYPERLINK("http://x","Click, me")', PERSONAS.member.user_id);
    await server.sql.run("UPDATE memberships SET nickname = ? WHERE group_id = 'demo' AND user_id = ?", '王小明', PERSONAS.owner.user_id);
    try {
      const res = await server.app.request(`${API}/checkin/statistics/activities/${reading}/exports`, { headers: { Authorization: `Bearer ${admin}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="checkin-${reading}.csv"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const rows = parseCsv(text);
      expect(rows[0]).toEqual([...CHECKIN_CSV_COLUMNS]);
      const stats = ok(await server.get(`${API}/checkin/statistics/activities/${reading}`, admin));
      expect(rows).toHaveLength(stats.members.length + 1);
      const byId = new Map(rows.slice(1).map((row) => [row[1], row]));
      expect(byId.get(PERSONAS.member.user_id)![0]).toBe(`'=HYPERLINK("http://x","Click, me")`);
      expect(byId.get(PERSONAS.owner.user_id)![0]).toBe('王小明');
      const lecturerRow = stats.members.find((m: { user: { user_id: string } }) => m.user.user_id === PERSONAS.lecturer.user_id);
      expect(byId.get(PERSONAS.lecturer.user_id)).toEqual([
        lecturerRow.user.nickname || lecturerRow.user.full_name, PERSONAS.lecturer.user_id, lecturerRow.joined_at,
        String(lecturerRow.post_count), String(lecturerRow.streak), lecturerRow.last_period, 'yes',
      ]);
    } finally {
      const restore = (name: string | null | undefined, userId: string) =>
        server.sql.run("UPDATE memberships SET nickname = ? WHERE group_id = 'demo' AND user_id = ?", name ?? null, userId);
      await restore(saved[0], PERSONAS.member.user_id);
      await restore(saved[1], PERSONAS.owner.user_id);
    }
    const refused = await server.get(`${API}/checkin/statistics/activities/${reading}/exports`, member);
    expectError(refused, 403, ErrorCode.forbidden);
  });
});

describe('POST /checkin/attachments', () => {
  test('jpeg/png by their bytes, 2 MB at most', async () => {
    const res = await upload(member, 'photo.png', pngBytes());
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { mime_type: string } }).data.mime_type).toBe('image/png');
    const text = await upload(member, 'fake.png', new TextEncoder().encode('not an image at all'));
    expect(text.status).toBe(400);
    expect(((await text.json()) as { code: number }).code).toBe(ErrorCode.checkinImageOnly);
    const big = await upload(member, 'big.png', pngBytes(2 * MB + 1));
    expect(big.status).toBe(400);
    expect(((await big.json()) as { code: number }).code).toBe(ErrorCode.validation);
    const none = await server.app.request(`${API}/checkin/attachments`, { method: 'POST', body: new FormData(), headers: { Authorization: `Bearer ${member}` } });
    expect(none.status).toBe(400);
    const guest = await server.app.request(`${API}/checkin/attachments`, { method: 'POST', body: new FormData() });
    expect(guest.status).toBe(401);
  });
});

describe('answers carry exactly the shared structs\' fields', () => {
  const fields = (struct: Struct<any, any>) => Object.keys(struct.schema as object).sort();
  const keys = (value: object) => Object.keys(value).sort();

  test('list, detail, posts, statistics, categories', async () => {
    const listed = ok(await server.get(`${API}/checkin/activities`, admin)).activities[0];
    expect(keys(listed)).toEqual(fields(CheckinActivity));
    const detail = ok(await server.get(`${API}/checkin/activities/${reading}`, member));
    expect(keys(detail)).toEqual(fields(CheckinActivityDetail));
    expect(keys(detail.me)).toEqual(fields(CheckinMe));
    const [first] = ok(await server.get(`${API}/checkin/activities/${reading}/posts`, member)).posts;
    expect(keys(first)).toEqual(fields(CheckinPost));
    const stats = ok(await server.get(`${API}/checkin/statistics/activities/${reading}`, admin));
    expect(keys(stats)).toEqual(fields(CheckinStatistics));
    expect(keys(stats.members[0])).toEqual(fields(CheckinMemberStat));
    const { categories } = ok(await server.get(`${API}/checkin/statistics/categories`, admin));
    expect(keys(categories[0])).toEqual(fields(CheckinCategoryStat));
  });
});

describe('who may call what', () => {
  const id = reading;
  const routes: { method: string; path: string; body?: unknown; admin?: boolean }[] = [
    { method: 'GET', path: '/checkin/activities' },
    { method: 'POST', path: '/checkin/activities', body: {}, admin: true },
    { method: 'GET', path: `/checkin/activities/${id}` },
    { method: 'PATCH', path: `/checkin/activities/${id}`, body: { title: 'x' }, admin: true },
    { method: 'DELETE', path: `/checkin/activities/${id}`, admin: true },
    { method: 'PUT', path: `/checkin/activities/${id}/online`, admin: true },
    { method: 'PUT', path: `/checkin/activities/${id}/offline`, admin: true },
    { method: 'POST', path: '/checkin/activities/join', body: { activity_id: id } },
    { method: 'DELETE', path: `/checkin/activities/quit?activity_id=${id}` },
    { method: 'POST', path: `/checkin/activities/${id}/post`, body: { content: 'x' } },
    { method: 'GET', path: `/checkin/activities/${id}/posts` },
    { method: 'POST', path: `/checkin/activities/${id}/qualify`, body: { qualify_count: 1 }, admin: true },
    { method: 'GET', path: `/checkin/statistics/activities/${id}`, admin: true },
    { method: 'GET', path: `/checkin/statistics/activities/${id}/exports`, admin: true },
    { method: 'GET', path: '/checkin/statistics/categories', admin: true },
  ];
  const call = (route: (typeof routes)[number], token?: string, group = 'demo') =>
    server.call(route.method, `/api/groups/${group}${route.path}`, { token, body: route.body });

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: guest 401, pending and non-members 403', async (_name, route) => {
    expectError(await call(route), 401, ErrorCode.loginRequired);
    expectError(await call(route, pending), 403, ErrorCode.memberRequired);
    expectError(await call(route, newcomer), 403, ErrorCode.memberRequired);
    expectError(await call(route, banned), 403, ErrorCode.forbidden);
    if (route.admin) {
      expectError(await call(route, member), 403, ErrorCode.forbidden);
      expectError(await call(route, lecturer), 403, ErrorCode.forbidden);
    }
  });

  test.each(routes.filter((r) => r.path.includes(id)).map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s: another group's path does not know the task (404)",
    async (_name, route) => {
      expectError(await call(route, freeOwner, 'free'), 404, ErrorCode.notFound);
    },
  );

  test.each(routes.filter((r) => r.path.includes(id)).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: an unknown id is 404',
    async (_name, route) => {
      const unknown = { ...route, path: route.path.replace(id, 'no-such-task'), body: route.body && JSON.parse(JSON.stringify(route.body).replace(id, 'no-such-task')) };
      expectError(await call(unknown, owner), 404, ErrorCode.notFound);
    },
  );
});
