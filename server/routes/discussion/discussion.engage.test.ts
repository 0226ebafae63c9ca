import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DISCUSSION_IDS, discussionId, NESTED_REPLY, replyId } from '../../seed/discussions';
import { createTestServer, expectError } from '../../test/helpers';

// Issue 26 point 4: likes, one level of threaded replies with quotes, featured posts.
const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
let member: string;
let lecturer: string;
let admin: string;
let owner: string;
let pending: string;
let memberElsewhere: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  admin = (await server.login('admin')).token;
  owner = (await server.login('owner')).token;
  pending = (await server.login('pending')).token;
  memberElsewhere = (await server.login('member', 'nft')).token;
});

const del = (path: string, token?: string) => server.call('DELETE', path, { token });
const newPost = async (content: string, token = member) => (await server.post(`${API}/discussions`, { content }, token)).body.data.discussion_id as string;
const newReply = async (id: string, content: string, token: string, replyTo?: string) => {
  const res = await server.post(`${API}/discussions/${id}/replies`, { content, ...(replyTo ? { reply_to: replyTo } : {}) }, token);
  expect(res.status).toBe(200);
  return res.body.data as Reply;
};
type Reply = { reply_id: string; parent_reply_id: string | null; quote: { reply_id: string; author_name: string; excerpt: string } | null; content: string; like_count: number; liked: boolean };
const likeRows = async (table: string, column: string, id: string) =>
  Number(await server.sql.value(`SELECT COUNT(*) FROM ${table} WHERE ${column} = ?`, id));

describe('likes on posts', () => {
  test('a member likes and unlikes; liking twice is still one like; the feed and the post show the count and the caller’s like', async () => {
    const id = await newPost('Like me');
    const liked = await server.put(`${API}/discussions/${id}/like`, {}, lecturer);
    expect(liked.status).toBe(200);
    expect(liked.body.data).toEqual({ liked: true, like_count: 1 });
    expect((await server.put(`${API}/discussions/${id}/like`, {}, lecturer)).body.data).toEqual({ liked: true, like_count: 1 });
    expect((await server.put(`${API}/discussions/${id}/like`, {}, admin)).body.data).toEqual({ liked: true, like_count: 2 });

    expect((await server.get(`${API}/discussions/${id}`, lecturer)).body.data).toMatchObject({ like_count: 2, liked: true });
    expect((await server.get(`${API}/discussions/${id}`, member)).body.data).toMatchObject({ like_count: 2, liked: false });
    const feed = await server.get(`${API}/discussions?limit=50`, admin);
    expect(feed.body.data.discussions.find((p: { discussion_id: string }) => p.discussion_id === id)).toMatchObject({ like_count: 2, liked: true });

    expect((await del(`${API}/discussions/${id}/like`, lecturer)).body.data).toEqual({ liked: false, like_count: 1 });
    // Taking back a like one does not have changes nothing.
    expect((await del(`${API}/discussions/${id}/like`, lecturer)).body.data).toEqual({ liked: false, like_count: 1 });
    expect((await server.get(`${API}/discussions/${id}`, lecturer)).body.data).toMatchObject({ like_count: 1, liked: false });
  });

  test('concurrent likes by one member are one like; by several, one each', async () => {
    const id = await newPost('Everyone at once');
    const same = await Promise.all(Array.from({ length: 8 }, () => server.put(`${API}/discussions/${id}/like`, {}, member)));
    expect(same.every((res) => res.status === 200 && res.body.data.liked === true)).toBe(true);
    expect(await likeRows('discussion_likes', 'discussion_id', id)).toBe(1);
    await Promise.all([lecturer, admin, owner, lecturer, admin].map((token) => server.put(`${API}/discussions/${id}/like`, {}, token)));
    expect(await likeRows('discussion_likes', 'discussion_id', id)).toBe(4);
    expect((await server.get(`${API}/discussions/${id}`, owner)).body.data).toMatchObject({ like_count: 4, liked: true });
  });

  test('scoped to the group: another group’s post is unknown; non-members and guests may not like', async () => {
    const id = discussionId(2);
    expectError(await server.put(`/api/groups/nft/discussions/${id}/like`, {}, memberElsewhere), 404, 404);
    expectError(await server.put(`${API}/discussions/nope/like`, {}, member), 404, 404);
    expectError(await server.put(`${API}/discussions/${id}/like`, {}, pending), 403, 100461);
    expectError(await server.put(`${API}/discussions/${id}/like`, {}), 401, 100401);
    expectError(await del(`${API}/discussions/${id}/like`, pending), 403, 100461);
  });

  test('a deleted post takes its likes with it', async () => {
    const id = await newPost('Short-lived');
    await server.put(`${API}/discussions/${id}/like`, {}, admin);
    const reply = await newReply(id, 'a reply', lecturer);
    await server.put(`${API}/discussions/${id}/replies/${reply.reply_id}/like`, {}, member);
    expect((await del(`${API}/discussions/${id}`, member)).status).toBe(200);
    expect(await likeRows('discussion_likes', 'discussion_id', id)).toBe(0);
    expect(await likeRows('discussion_reply_likes', 'reply_id', reply.reply_id)).toBe(0);
  });

  test('the seed gives posts likes from the staff, none from Mia', async () => {
    expect((await server.get(`${API}/discussions/${discussionId(3)}`, member)).body.data).toMatchObject({ like_count: 3, liked: false });
    expect((await server.get(`${API}/discussions/${discussionId(3)}`, owner)).body.data).toMatchObject({ like_count: 3, liked: true });
  });
});

describe('likes on replies', () => {
  test('a member likes a reply once, however often; the list shows the count and the caller’s like; unliking takes it back', async () => {
    const id = await newPost('Reply likes');
    const reply = await newReply(id, 'Nice', lecturer);
    expect(reply).toMatchObject({ like_count: 0, liked: false });
    const path = `${API}/discussions/${id}/replies/${reply.reply_id}/like`;
    await Promise.all([member, member, member, admin].map((token) => server.put(path, {}, token)));
    let list = (await server.get(`${API}/discussions/${id}/replies`, member)).body.data as Reply[];
    expect(list[0]).toMatchObject({ like_count: 2, liked: true });
    list = (await server.get(`${API}/discussions/${id}/replies`, lecturer)).body.data as Reply[];
    expect(list[0]).toMatchObject({ like_count: 2, liked: false });
    expect((await del(path, member)).body.data).toEqual({ liked: false, like_count: 1 });
  });

  test('a reply is liked only through its own post and group', async () => {
    const reply = replyId(2, 0);
    expect((await server.put(`${API}/discussions/${discussionId(2)}/replies/${reply}/like`, {}, member)).status).toBe(200);
    expectError(await server.put(`${API}/discussions/${discussionId(3)}/replies/${reply}/like`, {}, member), 404, 404);
    expectError(await server.put(`/api/groups/nft/discussions/${discussionId(2)}/replies/${reply}/like`, {}, memberElsewhere), 404, 404);
    expectError(await server.put(`${API}/discussions/${discussionId(2)}/replies/nope/like`, {}, member), 404, 404);
  });
});

describe('threaded replies', () => {
  test('a reply to a reply goes under it, quoting it; a reply to a nested reply joins the same thread', async () => {
    const id = await newPost('Threads');
    const first = await newReply(id, 'First top-level\nwith a second line', lecturer);
    server.clock.advance(1);
    const second = await newReply(id, 'Second top-level', admin);
    server.clock.advance(1);
    const nested = await newReply(id, 'Answering the first', member, first.reply_id);
    expect(nested).toMatchObject({
      parent_reply_id: first.reply_id,
      quote: { reply_id: first.reply_id, author_name: 'Prof. Lena', excerpt: 'First top-level' },
    });
    server.clock.advance(1);
    const deeper = await newReply(id, 'Answering the answer', owner, nested.reply_id);
    expect(deeper).toMatchObject({ parent_reply_id: first.reply_id, quote: { reply_id: nested.reply_id, excerpt: 'Answering the first' } });
    expect(first).toMatchObject({ parent_reply_id: null, quote: null });

    const list = (await server.get(`${API}/discussions/${id}/replies`, member)).body.data as Reply[];
    expect(list.map((r) => r.reply_id)).toEqual([first.reply_id, nested.reply_id, deeper.reply_id, second.reply_id]);
    // Paging runs over the threads' order.
    const page = (await server.get(`${API}/discussions/${id}/replies?offset=2&limit=2`, member)).body.data as Reply[];
    expect(page.map((r) => r.reply_id)).toEqual([deeper.reply_id, second.reply_id]);
    expect((await server.get(`${API}/discussions/${id}`, member)).body.data.reply_count).toBe(4);

    // The answered nested reply deleted: the one quoting it stays, unquoted; the top-level one takes its thread.
    expect((await del(`${API}/discussions/${id}/replies/${nested.reply_id}`, member)).status).toBe(200);
    let after = (await server.get(`${API}/discussions/${id}/replies`, member)).body.data as Reply[];
    expect(after.find((r) => r.reply_id === deeper.reply_id)).toMatchObject({ parent_reply_id: first.reply_id, quote: null });
    expect((await del(`${API}/discussions/${id}/replies/${first.reply_id}`, admin)).status).toBe(200);
    after = (await server.get(`${API}/discussions/${id}/replies`, member)).body.data as Reply[];
    expect(after.map((r) => r.reply_id)).toEqual([second.reply_id]);
  });

  test('a long first line is quoted cut with an ellipsis', async () => {
    const id = await newPost('Long quote');
    const long = await newReply(id, `${'字'.repeat(100)}\nmore`, lecturer);
    const nested = await newReply(id, 'ok', member, long.reply_id);
    expect(nested.quote!.excerpt).toBe(`${'字'.repeat(79)}…`);
  });

  test('the answered reply must be on the same post', async () => {
    const other = replyId(2, 0);
    expectError(await server.post(`${API}/discussions/${discussionId(3)}/replies`, { content: 'x', reply_to: other }, member), 400, 102006);
    expectError(await server.post(`${API}/discussions/${discussionId(3)}/replies`, { content: 'x', reply_to: 'nope' }, member), 400, 102006);
    expectError(await server.post(`${API}/discussions/${discussionId(3)}/replies`, { content: 'x', reply_to: 7 }, member), 400, 100400);
  });

  test('replying to a reply follows the reply rules (owner/admins only when so set)', async () => {
    await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }, owner);
    try {
      expectError(await server.post(`${API}/discussions/${discussionId(2)}/replies`, { content: 'x', reply_to: replyId(2, 0) }, member), 403, 102002);
      expect((await server.post(`${API}/discussions/${discussionId(2)}/replies`, { content: 'ok', reply_to: replyId(2, 0) }, admin)).status).toBe(200);
    } finally {
      await server.put(`${API}/settings/full`, { discussion_permission: 'everyone' }, owner);
    }
  });

  test('the seed has a reply to a reply', async () => {
    const list = (await server.get(`${API}/discussions/${NESTED_REPLY.discussion}/replies`, member)).body.data as Reply[];
    const at = list.findIndex((r) => r.reply_id === NESTED_REPLY.reply);
    expect(list[at - 1]!.reply_id).toBe(NESTED_REPLY.parent);
    expect(list[at]).toMatchObject({ parent_reply_id: NESTED_REPLY.parent, quote: { reply_id: NESTED_REPLY.parent, author_name: 'Prof. Lena' } });
  });
});

describe('featured posts', () => {
  test('an admin features a post: its badge shows, the Featured filter lists it (paged); unfeature takes it out', async () => {
    const seeded = await server.get(`${API}/discussions?filter=featured`, member);
    expect(seeded.body.data.discussions.map((p: { discussion_id: string }) => p.discussion_id)).toEqual(DISCUSSION_IDS.featured);
    const id = await newPost('Worth keeping');
    const featured = await server.put(`${API}/discussions/${id}/feature`, {}, admin);
    expect(featured.body.data).toMatchObject({ featured: true });
    // Featuring again keeps it as it was.
    expect((await server.put(`${API}/discussions/${id}/feature`, {}, owner)).body.data.featured_at).toBe(featured.body.data.featured_at);
    let list = await server.get(`${API}/discussions?filter=featured`, member);
    expect(list.body.data.discussions.map((p: { discussion_id: string }) => p.discussion_id)).toEqual([id, ...DISCUSSION_IDS.featured]);
    list = await server.get(`${API}/discussions?filter=featured&offset=1&limit=1`, member);
    expect(list.body.data.discussions.map((p: { discussion_id: string }) => p.discussion_id)).toEqual([DISCUSSION_IDS.featured[0]]);
    list = await server.get(`${API}/discussions?filter=featured&q=keeping`, member);
    expect(list.body.data.discussions.map((p: { discussion_id: string }) => p.discussion_id)).toEqual([id]);
    // The whole feed still holds every post.
    expect((await server.get(`${API}/discussions?filter=all&limit=100`, member)).body.data.discussions.length).toBeGreaterThan(3);

    const events = await server.sql.values<string>('SELECT action FROM group_events WHERE target_id = ? ORDER BY event_id', id);
    expect(events).toEqual(['discussion.feature']);
    expect((await server.put(`${API}/discussions/${id}/unfeature`, {}, owner)).body.data).toMatchObject({ featured: false, featured_at: null });
    list = await server.get(`${API}/discussions?filter=featured`, member);
    expect(list.body.data.discussions.map((p: { discussion_id: string }) => p.discussion_id)).toEqual(DISCUSSION_IDS.featured);
  });

  test('only the owner and admins feature; unknown posts and filters are refused', async () => {
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/feature`, {}, member), 403, 100403);
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/feature`, {}, lecturer), 403, 100403);
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/unfeature`, {}), 401, 100401);
    expectError(await server.put(`${API}/discussions/nope/feature`, {}, admin), 404, 404);
    expectError(await server.get(`${API}/discussions?filter=best`, member), 400, 100400);
  });
});
