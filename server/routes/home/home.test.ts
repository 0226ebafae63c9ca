import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import type { HomeFeedItem } from '../../../contract/home';
import { readMetaSync } from '../../db/meta.repo';
import { signAccessToken } from '../../lib/tokens';
import { PERSONAS } from '../../test/standins';
import { addPaidMembers } from '../../test/luckycoin.repo';
import { createTestServer, expectError } from '../../test/helpers';

// GET /home/feed (issue 26 point 3), in `free`: a group the seed leaves without posts, articles,
// packs or streams, and with discussions switched off, so each test adds what it reads.

const server = createTestServer();
afterAll(() => server.close());

const FREE = '/api/groups/free';
const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5';
let owner: string;
let member: string;
let other: { userId: string; token: string };

beforeEach(async () => {
  await server.reset();
  owner = (await server.login('owner', 'free')).token;
  member = (await server.login('member', 'free')).token;
  [other] = await addPaidMembers(server, 'free', 1);
  const opened = await server.put(`${FREE}/settings/full`, { discussion_enabled: true }, owner);
  if (opened.status !== 200) throw new Error(`setup failed: ${opened.text}`);
});

/** The clock moves on; tokens are issued again, as the app refreshes them. */
async function minutes(n: number) {
  server.clock.advance(n * 60);
  owner = (await server.signedIn('owner', 'free')).token;
  member = (await server.signedIn('member', 'free')).token;
  const iat = Math.floor(server.clock.now / 1000);
  other = { ...other, token: signAccessToken(server.env.tokenSecret ?? readMetaSync(server.db, 'token_secret')!, { g: 'free', u: other.userId, iat, exp: iat + 7200 }) };
}
const feed = async (token: string, group = 'free') => {
  const res = await server.get(`/api/groups/${group}/home/feed`, token);
  expect(res.status).toBe(200);
  return res.body.data as { items: HomeFeedItem[]; since: string | null };
};
const post = async (token: string, content: string, group = 'free') => {
  const res = await server.post(`/api/groups/${group}/discussions`, { content }, token);
  expect(res.status).toBe(200);
  return res.body.data.discussion_id as string;
};
/** A published free course with one playable lesson (a video link) and one plain text. */
async function courseWithLesson(title: string) {
  const course = (await server.post(`${FREE}/course-edit/`, { title, description: 'd' }, owner)).body.data.course_id as string;
  const lesson = (await server.post(`${FREE}/course-edit/message`,
    { course_id: course, category: 'PLAIN_TEXT', text: 'https://example.com/lesson.mp4' }, owner)).body.data.message_id as string;
  await server.post(`${FREE}/course-edit/message`, { course_id: course, category: 'PLAIN_TEXT', text: 'Notes, not a lesson' }, owner);
  expect((await server.post(`${FREE}/courses/${course}/post/publish`, {}, owner)).status).toBe(200);
  return { course, lesson };
}
/** A paid pack of `senderId`'s, open for a day (the wallet's payment is not what this tests). */
async function openPack(senderId: string, greeting: string, group = 'free') {
  const id = randomUUID();
  const now = new Date(server.clock.now).toISOString();
  const expires = new Date(server.clock.now + 86_400_000).toISOString();
  await server.sql.run(`INSERT INTO luckycoin_packs (pack_id, group_id, sender_id, asset_id, amount, shares, greeting, mode, state,
    paid_at, expires_at, created_at) VALUES (?, ?, ?, ?, '1', 2, ?, 'equal', 'PAID', ?, ?, ?)`, id, group, senderId, USDT, greeting, now, expires, now);
  return id;
}
async function announce(title: string, inHours: number) {
  const id = randomUUID();
  await server.sql.run(`INSERT INTO stream_previews (preview_id, group_id, title, description, live_at, created_at) VALUES (?, 'free', ?, 'Bring questions', ?, ?)`, id, title, new Date(server.clock.now + inHours * 3_600_000).toISOString(), new Date(server.clock.now).toISOString());
  return id;
}
const summary = (items: HomeFeedItem[]) => items.map((item) => [item.kind, item.title, item.new]);

describe('GET /home/feed', () => {
  test('is for members: a guest signs in, a non-member is refused', async () => {
    expectError(await server.get(`${FREE}/home/feed`), 401, ErrorCode.loginRequired);
    const outsider = (await server.login('new', 'free')).token;
    expectError(await server.get(`${FREE}/home/feed`, outsider), 403, ErrorCode.memberRequired);
  });

  test('every kind, stuck posts and the coming stream first, then newest first; new after the previous visit', async () => {
    const first = await feed(member);
    expect(first).toEqual({ items: [], since: null });
    const firstVisit = new Date(server.clock.now).toISOString();

    await minutes(60);
    const pinned = await post(other.token, 'House rules\nBe kind.');
    await minutes(1);
    const { course, lesson } = await courseWithLesson('Reading 101');
    await minutes(1);
    const article = (await server.post(`${FREE}/articles/create`, { title: 'Fresh article', link: 'https://example.com/a', summary: 'Short' }, owner)).body.data.article_id;
    await minutes(1);
    const pack = await openPack(other.userId, 'Happy new year');
    await minutes(1);
    const preview = await announce('Live Q&A', 48);
    await minutes(1);
    const latest = await post(other.token, 'Hello from a new member');
    expect((await server.put(`${FREE}/discussions/${pinned}/stick`, {}, owner)).status).toBe(200);

    await minutes(60);
    const second = await feed(member);
    expect(second.since).toBe(firstVisit);
    expect(summary(second.items)).toEqual([
      ['post', 'House rules', true],
      ['live', 'Live Q&A', true],
      ['post', 'Hello from a new member', true],
      ['luckycoin', 'Happy new year', true],
      ['article', 'Fresh article', true],
      ['lesson', 'Reading 101', true],
    ]);
    const [stuck, coming, fresh, coin, read, learn] = second.items;
    expect(stuck).toMatchObject({ id: pinned, stuck: true, excerpt: 'Be kind.', actor: { user_id: other.userId, full_name: 'Claimer 1' } });
    expect(coming).toMatchObject({ id: preview, live: false, excerpt: 'Bring questions' });
    expect(fresh).toMatchObject({ id: latest, stuck: false });
    expect(coin).toMatchObject({ id: pack, actor: { user_id: other.userId } });
    expect(read).toMatchObject({ id: String(article), excerpt: 'Short', actor: { user_id: PERSONAS.owner.user_id } });
    expect(learn).toMatchObject({ id: lesson, course_id: course, lessons: 1, started: false });

    // An hour on: a new visit. What was there is no longer new; a post written since is.
    const secondVisit = new Date(server.clock.now).toISOString();
    await minutes(60);
    await post(other.token, 'Another one');
    await minutes(60);
    const third = await feed(member);
    expect(third.since).toBe(secondVisit);
    expect(summary(third.items).slice(0, 3)).toEqual([
      ['post', 'House rules', false], ['live', 'Live Q&A', false], ['post', 'Another one', true],
    ]);
    expect(third.items.filter((item) => item.new).map((item) => item.title)).toEqual(['Another one']);

    // Asked again within half an hour (the member came back to the home): the same visit, the same marks.
    await minutes(10);
    const again = await feed(member);
    expect(again.since).toBe(secondVisit);
    expect(again.items.filter((item) => item.new).map((item) => item.title)).toEqual(['Another one']);
  });

  test('only the last 14 days; a claimed pack and a switched-off section give nothing', async () => {
    await post(other.token, 'Old news');
    await minutes(15 * 24 * 60);
    await post(other.token, 'This week');
    await minutes(1);
    const { course } = await courseWithLesson('Course two');
    await minutes(1);
    const pack = await openPack(other.userId, 'Coins');
    expect(summary((await feed(member)).items).map(([kind, title]) => `${kind}:${title}`)).toEqual(['luckycoin:Coins', 'lesson:Course two', 'post:This week']);

    await server.sql.run(`INSERT INTO luckycoin_claims (pack_id, user_id, seq, amount, claimed_at) VALUES (?, ?, 1, '0.5', ?)`, pack, PERSONAS.member.user_id, new Date(server.clock.now).toISOString());
    expect((await server.put(`${FREE}/settings/full`, { discussion_enabled: false, 'course-enabled': false }, owner)).status).toBe(200);
    expect((await feed(member)).items).toEqual([]);
    // The owner has not claimed it: still theirs to open.
    expect((await feed(owner)).items.map((item) => item.kind)).toEqual(['luckycoin']);
    expect(course).toBeTruthy();
  });

  test('a live stream leads, and lessons of a charged course not bought are left out', async () => {
    const streamId = randomUUID();
    await server.sql.run(`INSERT INTO streams (stream_id, group_id, title, state, previous_mode, started_by, started_at)
      VALUES (?, 'free', 'On air', 'living', 'free', ?, ?)`, streamId, PERSONAS.owner.user_id, new Date(server.clock.now).toISOString());
    await announce('Later', 24);
    const { course } = await courseWithLesson('Paid course');
    await server.sql.run(`UPDATE courses SET charge_asset_id = ?, charge_amount = '5' WHERE course_id = ?`, USDT, course);
    const items = (await feed(member)).items;
    expect(items.map((item) => [item.kind, item.id, item.live])).toEqual([['live', streamId, true]]);
    // Staff see the lessons they may play.
    expect((await feed(owner)).items.map((item) => item.kind)).toEqual(['live', 'lesson']);
  });

  test("is scoped to the group in the path: demo's posts and packs are not free's, and visits are per group", async () => {
    const demoMember = (await server.login('member', 'demo')).token;
    const demoPost = await post(demoMember, 'Only in demo', 'demo');
    await openPack(PERSONAS.member.user_id, 'Demo coins', 'demo');
    const freePost = await post(other.token, 'Only in free');
    const free = await feed(member);
    expect(free.items.map((item) => item.id)).toEqual([freePost]);
    const demo = await feed(demoMember, 'demo');
    expect(demo.since).toBeNull();
    expect(demo.items.map((item) => item.id)).toContain(demoPost);
    expect(demo.items.map((item) => item.id)).not.toContain(freePost);
  });
});
