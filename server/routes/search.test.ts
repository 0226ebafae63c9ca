import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../contract/bounds';
import { ftsPhrase } from '../db/fts';
import { resetDatabase } from '../seed';
import { createTestServer } from '../test/helpers';

// Issue 11, point 2: substring search over courses and discussions (trigram FTS5, 011_search.sql).
const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const FREE = '/api/groups/free';
let member: string;
let lecturer: string;
let freeOwner: string;
let freeMember: string;

type Course = { course_id: string; title: string };
type Post = { discussion_id: string; content: string };

async function ok(promise: ReturnType<typeof server.get>) {
  const res = await promise;
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
async function course(title: string, description: string, publish = true, base = API, token = lecturer): Promise<string> {
  server.clock.advance(1); // distinct created_at, so "newest first" is well defined
  const id = (await ok(server.post(`${base}/course-edit/`, { title, description }, token))).course_id as string;
  if (publish) await ok(server.post(`${base}/courses/${id}/post/publish`, {}, token));
  return id;
}
async function post(content: string, base = API, token = member): Promise<string> {
  server.clock.advance(1);
  return (await ok(server.post(`${base}/discussions`, { content }, token))).discussion_id as string;
}
const findCourses = async (q: string, token = member, extra = '&limit=100') =>
  ((await ok(server.get(`${API}/courses/?q=${encodeURIComponent(q)}${extra}`, token))).courses as Course[])
    .map((c) => c.course_id);
const findPosts = async (q: string, extra = '&limit=100') =>
  ((await ok(server.get(`${API}/discussions?q=${encodeURIComponent(q)}${extra}`, member))).discussions as Post[])
    .map((p) => p.discussion_id);

const ids: Record<string, string> = {};

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  freeOwner = (await server.login('owner', 'free')).token;
  freeMember = (await server.login('member', 'free')).token;

  ids.english = await course('Understanding blockchainography', 'A quiet introduction.');
  ids.chinese = await course('比特币钱包入门', '如何安全地保存私钥。');
  ids.japanese = await course('ウォレットの使い方', '秘密鍵を安全に保管する方法。');
  ids.titleHit = await course('Zephyrine basics', 'nothing else here');
  ids.descHit = await course('Another lesson', 'mentions zephyrine only in passing, in a long description of many words');
  ids.literal = await course('Say "hi" * OR NOT', 'quotes and operators');
  ids.draft = await course('Draftonium secrets', 'not published yet', false);
  ids.otherGroup = await course('Foreignium 外国课程', 'only in the free group', true, FREE, freeOwner);

  ids.postEn = await post('Has anyone tried the hardwarewallet recovery flow?');
  ids.postZh = await post('请问冷钱包怎么备份？');
  ids.postJa = await post('コールドウォレットのバックアップ方法を教えてください。');
  ids.postOther = await post('Foreignium 外国帖子', FREE, freeMember);
});

describe('course search', () => {
  test('finds an English substring in the middle of a word, any case', async () => {
    expect(await findCourses('ckchaino')).toEqual([ids.english]);
    expect(await findCourses('BLOCKCHAIN')).toContain(ids.english);
  });

  test('finds Chinese with 2 characters and 1 character, and Japanese', async () => {
    expect(await findCourses('钱包')).toContain(ids.chinese);
    expect(await findCourses('币')).toContain(ids.chinese);
    expect(await findCourses('私钥')).toContain(ids.chinese); // in the description
    expect(await findCourses('ウォレット')).toContain(ids.japanese);
    expect(await findCourses('鍵')).toContain(ids.japanese);
    expect(await findCourses('安全に保管')).toEqual([ids.japanese]);
  });

  test('a title match ranks above a description-only match', async () => {
    const found = await findCourses('zephyrine');
    expect(found).toEqual([ids.titleHit, ids.descHit]);
    // Even when the description-only course is the newer one and an explicit sort is not asked for.
    expect(await findCourses('zephyrine', member, '&sort=newest&limit=100')).toEqual([ids.descHit, ids.titleHit]);
    // The list's "Best match" asks for it by name; without a search it means newest first.
    expect(await findCourses('zephyrine', member, '&sort=relevance')).toEqual([ids.titleHit, ids.descHit]);
    const newest = await findCourses('', member, '&sort=newest&limit=100');
    expect(await findCourses('', member, '&sort=relevance&limit=100')).toEqual(newest);
  });

  test('quotes, asterisks and OR are literal text, never FTS syntax', async () => {
    expect(await findCourses('"hi" * OR')).toEqual([ids.literal]);
    expect(await findCourses('"')).toContain(ids.literal);
    expect(await findCourses('" *')).toEqual([ids.literal]);
    expect(await findCourses('OR NOT')).toEqual([ids.literal]);
    expect(await findCourses('zephyrine OR blockchain')).toEqual([]);
    expect(await findCourses('zeph*')).toEqual([]);
    expect(await findCourses('NEAR(a b)')).toEqual([]);
    expect(await findCourses('%_')).toEqual([]);
    expect(ftsPhrase('a "b" c')).toBe('"a ""b"" c"');
  });

  test("another group's courses are never found; drafts only by lecturers in state=draft", async () => {
    expect(await findCourses('Foreignium')).toEqual([]);
    expect(await findCourses('外国')).toEqual([]);
    expect(await findCourses('Draftonium')).toEqual([]);
    expect(await findCourses('Dr', member)).not.toContain(ids.draft);
    expect(await findCourses('Draftonium', lecturer, '&state=draft&limit=100')).toEqual([ids.draft]);
    expect(await findCourses('Dr', lecturer, '&state=draft&limit=100')).toContain(ids.draft);
  });

  test('an edit and a delete keep the index in sync', async () => {
    const id = await course('Quixotical lesson', 'before');
    expect(await findCourses('Quixotical')).toEqual([id]);
    await ok(server.put(`${API}/courses/${id}`, { title: 'Renamed lesson', description: 'now about xylophonics' }, lecturer));
    expect(await findCourses('Quixotical')).toEqual([]);
    expect(await findCourses('xylophonic')).toEqual([id]);
    await ok(server.call('DELETE', `${API}/course-edit/course/${id}`, { token: lecturer }));
    expect(await findCourses('xylophonic')).toEqual([]);
    const indexed = server.db.prepare('SELECT COUNT(*) FROM courses_fts WHERE course_id = ?').pluck().get(id);
    expect(indexed).toBe(0);
  });

  test('pages through the ranked results without overlap', async () => {
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1) made.push(await course(`Pagination marker ${n}`, 'paginationmarker'));
    const first = await findCourses('pagination', member, '&offset=0&limit=3');
    const rest = await findCourses('pagination', member, '&offset=3&limit=3');
    expect(first).toHaveLength(3);
    expect(rest).toHaveLength(2);
    expect(new Set([...first, ...rest])).toEqual(new Set(made));
  });

  test('the seeded courses are indexed too', async () => {
    const count = server.db.prepare("SELECT COUNT(*) FROM courses").pluck().get();
    expect(server.db.prepare('SELECT COUNT(*) FROM courses_fts').pluck().get()).toBe(count);
    const found = await findCourses('Fees explained');
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('discussion search', () => {
  test('finds English mid-word, Chinese with 1–2 characters, and Japanese', async () => {
    expect(await findPosts('dwarewall')).toEqual([ids.postEn]);
    expect(await findPosts('钱包')).toContain(ids.postZh);
    expect(await findPosts('冷')).toContain(ids.postZh);
    expect(await findPosts('バックアップ')).toEqual([ids.postJa]);
  });

  test('a query longer than SEARCH_MAX_LENGTH is refused with 400', async () => {
    expect((await server.get(`${API}/discussions?q=${'a'.repeat(SEARCH_MAX_LENGTH)}`, member)).status).toBe(200);
    const res = await server.get(`${API}/discussions?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`, member);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
  });

  test("another group's posts are never found; query syntax is literal", async () => {
    expect(await findPosts('Foreignium')).toEqual([]);
    expect(await findPosts('外国')).toEqual([]);
    expect(await findPosts('hardware* OR 钱包')).toEqual([]);
  });

  test('an edit and a delete keep the index in sync', async () => {
    const id = await post('Marmaladefish sighting');
    expect(await findPosts('aladefi')).toEqual([id]);
    await ok(server.call('PATCH', `${API}/discussions/${id}`, { body: { content: 'Now about porcupinium' }, token: member }));
    expect(await findPosts('aladefi')).toEqual([]);
    expect(await findPosts('porcupin')).toEqual([id]);
    await ok(server.call('DELETE', `${API}/discussions/${id}`, { token: member }));
    expect(await findPosts('porcupin')).toEqual([]);
  });

  test('ranks, pages and leaves the feed without q as it was', async () => {
    const made: string[] = [];
    for (let n = 0; n < 4; n += 1) made.push(await post(`Searchpage item ${n}`));
    const first = await findPosts('searchpage', '&limit=2');
    const second = await findPosts('searchpage', '&offset=2&limit=2');
    expect(new Set([...first, ...second])).toEqual(new Set(made));
    const short = await findPosts('Se', '&limit=100');
    expect(short.slice(0, 4)).toEqual([made[3], made[2], made[1], made[0]]); // 1–2 characters: newest first
    const feed = await ok(server.get(`${API}/discussions?q=`, member));
    expect(feed.discussions).toHaveLength(20);
  });
});

describe('the demo\'s reset', () => {
  test('empties and refills the indexes with the seed', async () => {
    resetDatabase(server.db, server.clock.now);
    const count = (sql: string) => server.db.prepare(sql).pluck().get();
    expect(count('SELECT COUNT(*) FROM courses_fts')).toBe(count('SELECT COUNT(*) FROM courses'));
    expect(count('SELECT COUNT(*) FROM discussions_fts')).toBe(count('SELECT COUNT(*) FROM discussions'));
    expect(count("SELECT COUNT(*) FROM courses_fts WHERE title LIKE 'Zephyrine%'")).toBe(0);
  });
});
