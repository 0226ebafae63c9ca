import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DISCUSSION_COUNT, DISCUSSION_IDS, discussionId } from '../../seed/discussions';
import { createTestServer, expectError, type TestServer } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
let member: string;
let lecturer: string;
let admin: string;
let owner: string;
let pending: string;
let banned: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  admin = (await server.login('admin')).token;
  owner = (await server.login('owner')).token;
  pending = (await server.login('pending')).token;
  banned = (await server.login('banned')).token;
});

const patch = (path: string, body: unknown, token?: string) => server.call('PATCH', path, { body, token });
const del = (path: string, token?: string) => server.call('DELETE', path, { token });
const setSettings = (body: Record<string, unknown>) => server.put(`${API}/settings/full`, body, owner);

async function upload(token: string, name: string, type: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await server.app.request(`${API}/attachments/create`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attachment_id: string } }).data.attachment_id;
}
const png = (token: string) => {
  const bytes = new Uint8Array(500);
  bytes.set(PNG_HEAD);
  return upload(token, 'photo.png', 'image/png', bytes);
};

type Post = { discussion_id: string; stuck: boolean; created_at: string; content: string };
const ids = (posts: Post[]) => posts.map((p) => p.discussion_id);

describe('GET /discussions', () => {
  test('a member reads the seeded feed: 20 a page, stuck first, then newest first', async () => {
    const first = await server.get(`${API}/discussions`, member);
    expect(first.status).toBe(200);
    const posts = first.body.data.discussions as Post[];
    expect(posts).toHaveLength(20);
    expect(first.body.data.can_post).toBe(true);
    expect(ids(posts.slice(0, 3))).toEqual(DISCUSSION_IDS.stuck);
    expect(posts.slice(0, 3).every((p) => p.stuck)).toBe(true);
    expect(posts[3]!.discussion_id).toBe(DISCUSSION_IDS.newest);
    const rest = posts.slice(3).map((p) => p.created_at);
    expect(rest).toEqual([...rest].sort((a, b) => b.localeCompare(a)));

    const second = await server.get(`${API}/discussions?offset=20&limit=20`, member);
    const all = [...posts, ...(second.body.data.discussions as Post[])];
    expect(all).toHaveLength(DEMO_DISCUSSION_COUNT);
    expect(new Set(ids(all)).size).toBe(DEMO_DISCUSSION_COUNT);
  });

  test('posts carry author, signed image links, reply counts and what the caller may do', async () => {
    const res = await server.get(`${API}/discussions/${discussionId(11)}`, member);
    expect(res.body.data.images).toHaveLength(2);
    const served = await server.app.request(res.body.data.images[0].url);
    expect(served.status).toBe(200);
    expect(res.body.data.reply_count).toBe(1);
    expect(res.body.data.author).toMatchObject({ role: 'admin', nickname: 'Adam' });
    expect(res.body.data).toMatchObject({ can_edit: false, can_delete: false });
    const asLecturer = await server.get(`${API}/discussions/${discussionId(11)}`, lecturer);
    expect(asLecturer.body.data).toMatchObject({ can_edit: false, can_delete: false });
    const asOwner = await server.get(`${API}/discussions/${discussionId(11)}`, owner);
    expect(asOwner.body.data).toMatchObject({ can_edit: false, can_delete: true });
    const own = await server.get(`${API}/discussions/${discussionId(1)}`, member);
    expect(own.body.data).toMatchObject({ can_edit: true, can_delete: true });
  });

  test('refuses guests, non-members, the banned, bad paging and unknown posts', async () => {
    expectError(await server.get(`${API}/discussions`), 401, 100401);
    expectError(await server.get(`${API}/discussions`, pending), 403, 100461);
    expectError(await server.get(`${API}/discussions`, banned), 403, 100403);
    expectError(await server.get(`${API}/discussions?limit=0`, member), 400, 100400);
    expectError(await server.get(`${API}/discussions?limit=101`, member), 400, 100400);
    expectError(await server.get(`${API}/discussions?offset=-1`, member), 400, 100400);
    expectError(await server.get(`${API}/discussions/nope`, member), 404, 404);
    expectError(await server.get(`${API}/discussions/${discussionId(1)}`, pending), 403, 100461);
  });

  test("another group's post is unknown here", async () => {
    const other = await server.login('member', 'free');
    expectError(await server.get(`/api/groups/free/discussions/${discussionId(1)}`, other.token), 404, 404);
    const feed = await server.get('/api/groups/free/discussions', other.token);
    expect(feed.body.data.discussions).toEqual([]);
  });
});

describe('POST /discussions', () => {
  test('a member posts text with images; it leads the unstuck posts', async () => {
    const images = [await png(member), await png(member)];
    const res = await server.post(`${API}/discussions`, { content: '  Hello <b>all</b>  ', image_ids: images }, member);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ content: 'Hello <b>all</b>', stuck: false, reply_count: 0, edited_at: null, can_edit: true });
    expect(res.body.data.images.map((i: { attachment_id: string }) => i.attachment_id)).toEqual(images);
    const feed = await server.get(`${API}/discussions?limit=4`, lecturer);
    expect(feed.body.data.discussions[3].discussion_id).toBe(res.body.data.discussion_id);
  });

  test('an image alone is a post; nothing at all is not', async () => {
    const image = await png(member);
    expect((await server.post(`${API}/discussions`, { content: '', image_ids: [image] }, member)).status).toBe(200);
    expectError(await server.post(`${API}/discussions`, { content: '   ' }, member), 409, 102005);
  });

  test('refuses bad images: more than 3, repeats, other files, too large, someone else\'s', async () => {
    const mine = [await png(member), await png(member), await png(member), await png(member)];
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: mine }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: [mine[0], mine[0]] }, member), 400, 100400);
    const text = await upload(member, 'notes.txt', 'text/plain', new TextEncoder().encode('plain words'));
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: [text] }, member), 400, 100400);
    await server.sql.run('UPDATE attachments SET size = ? WHERE attachment_id = ?', 2 * MB + 1, mine[3]);
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: [mine[3]] }, member), 400, 100400);
    const theirs = await png(lecturer);
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: [theirs] }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions`, { content: 'x', image_ids: ['nope'] }, member), 400, 100400);
  });

  test('refuses bad bodies, guests and non-members', async () => {
    expectError(await server.post(`${API}/discussions`, { content: 'x'.repeat(5001) }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions`, { content: 1 }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions`, { content: 'x', extra: 1 }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions`, { content: 'x' }), 401, 100401);
    expectError(await server.post(`${API}/discussions`, { content: 'x' }, pending), 403, 100461);
  });
});

describe('PATCH /discussions/{id}', () => {
  test('the author edits text and images; the post says it was edited', async () => {
    const first = await png(member);
    const created = await server.post(`${API}/discussions`, { content: 'Draft', image_ids: [first] }, member);
    const id = created.body.data.discussion_id as string;
    server.clock.advance(60);
    const textOnly = await patch(`${API}/discussions/${id}`, { content: 'Final' }, member);
    expect(textOnly.body.data).toMatchObject({ content: 'Final' });
    expect(textOnly.body.data.edited_at).not.toBeNull();
    expect(textOnly.body.data.images).toHaveLength(1);
    const second = await png(member);
    const swapped = await patch(`${API}/discussions/${id}`, { image_ids: [second, first] }, member);
    expect(swapped.body.data.images.map((i: { attachment_id: string }) => i.attachment_id)).toEqual([second, first]);
    expectError(await patch(`${API}/discussions/${id}`, { content: '', image_ids: [] }, member), 409, 102005);
    expectError(await patch(`${API}/discussions/${id}`, {}, member), 400, 100400);
  });

  test('nobody else edits, not even an admin', async () => {
    expectError(await patch(`${API}/discussions/${discussionId(1)}`, { content: 'x' }, admin), 403, 102003);
    expectError(await patch(`${API}/discussions/${discussionId(1)}`, { content: 'x' }, pending), 403, 100461);
    expectError(await patch(`${API}/discussions/nope`, { content: 'x' }, member), 404, 404);
  });
});

describe('DELETE /discussions/{id}', () => {
  test('the author deletes their post, replies go with it', async () => {
    const created = await server.post(`${API}/discussions`, { content: 'Short-lived' }, member);
    const id = created.body.data.discussion_id as string;
    await server.post(`${API}/discussions/${id}/replies`, { content: 'Reply' }, lecturer);
    const res = await del(`${API}/discussions/${id}`, member);
    expect(res.body.data).toEqual({ discussion_id: id });
    expectError(await server.get(`${API}/discussions/${id}`, member), 404, 404);
    expect(await server.sql.value('SELECT COUNT(*) FROM discussion_replies WHERE discussion_id = ?', id)).toBe(0);
  });

  test('an admin or the owner deletes anyone\'s post; a lecturer or another member does not', async () => {
    const a = (await server.post(`${API}/discussions`, { content: 'One' }, member)).body.data.discussion_id;
    const b = (await server.post(`${API}/discussions`, { content: 'Two' }, member)).body.data.discussion_id;
    expectError(await del(`${API}/discussions/${a}`, lecturer), 403, 102004);
    expect((await del(`${API}/discussions/${a}`, admin)).status).toBe(200);
    expect((await del(`${API}/discussions/${b}`, owner)).status).toBe(200);
    expectError(await del(`${API}/discussions/${b}`, owner), 404, 404);
    expectError(await del(`${API}/discussions/${discussionId(2)}`), 401, 100401);
  });
});

describe('PUT /discussions/{id}/stick and /unstick', () => {
  test('an admin sticks a post: it shows first; unstick puts it back in its place', async () => {
    const created = await server.post(`${API}/discussions`, { content: 'Pin me' }, member);
    const id = created.body.data.discussion_id as string;
    server.clock.advance(60);
    const stuck = await server.put(`${API}/discussions/${id}/stick`, {}, admin);
    expect(stuck.body.data).toMatchObject({ stuck: true });
    let feed = await server.get(`${API}/discussions?limit=5`, member);
    expect(feed.body.data.discussions[0].discussion_id).toBe(id);
    expect(ids(feed.body.data.discussions).slice(1, 4)).toEqual(DISCUSSION_IDS.stuck);
    // Sticking again keeps its place (the first stick's time).
    expect((await server.put(`${API}/discussions/${DISCUSSION_IDS.stuck[2]}/stick`, {}, owner)).body.data.stuck).toBe(true);
    feed = await server.get(`${API}/discussions?limit=5`, member);
    expect(ids(feed.body.data.discussions).slice(1, 4)).toEqual(DISCUSSION_IDS.stuck);

    const unstuck = await server.put(`${API}/discussions/${id}/unstick`, {}, owner);
    expect(unstuck.body.data).toMatchObject({ stuck: false, stuck_at: null });
    feed = await server.get(`${API}/discussions?limit=5`, member);
    expect(ids(feed.body.data.discussions).slice(0, 3)).toEqual(DISCUSSION_IDS.stuck);
  });

  test('members and lecturers may not stick; unknown posts are 404', async () => {
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/stick`, {}, member), 403, 100403);
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/stick`, {}, lecturer), 403, 100403);
    expectError(await server.put(`${API}/discussions/${discussionId(1)}/unstick`, {}), 401, 100401);
    expectError(await server.put(`${API}/discussions/nope/stick`, {}, admin), 404, 404);
  });
});

describe('replies', () => {
  test('members reply; replies read oldest first, paged', async () => {
    const id = (await server.post(`${API}/discussions`, { content: 'Thread' }, member)).body.data.discussion_id;
    const texts = ['first', 'second', 'third'];
    for (const content of texts) {
      const res = await server.post(`${API}/discussions/${id}/replies`, { content }, lecturer);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ discussion_id: id, content, can_delete: true, author: { role: 'lecturer' } });
      server.clock.advance(1);
    }
    const page = await server.get(`${API}/discussions/${id}/replies`, member);
    expect(page.body.data.map((r: { content: string }) => r.content)).toEqual(texts);
    expect(page.body.data[0].can_delete).toBe(false);
    const second = await server.get(`${API}/discussions/${id}/replies?offset=1&limit=1`, member);
    expect(second.body.data.map((r: { content: string }) => r.content)).toEqual(['second']);
    expect((await server.get(`${API}/discussions/${id}`, member)).body.data.reply_count).toBe(3);
  });

  test('the author or an admin deletes a reply; others may not', async () => {
    const id = discussionId(2);
    const reply = (await server.post(`${API}/discussions/${id}/replies`, { content: 'mine' }, member)).body.data.reply_id;
    const other = (await server.post(`${API}/discussions/${id}/replies`, { content: 'theirs' }, lecturer)).body.data.reply_id;
    expectError(await del(`${API}/discussions/${id}/replies/${other}`, member), 403, 102004);
    expect((await del(`${API}/discussions/${id}/replies/${reply}`, member)).body.data).toEqual({ discussion_id: id, reply_id: reply });
    expect((await del(`${API}/discussions/${id}/replies/${other}`, admin)).status).toBe(200);
    expectError(await del(`${API}/discussions/${id}/replies/${other}`, admin), 404, 404);
    expectError(await del(`${API}/discussions/${discussionId(3)}/replies/${reply}`, admin), 404, 404);
  });

  test('refuses empty or long replies, unknown posts, guests and non-members', async () => {
    const id = discussionId(2);
    expectError(await server.post(`${API}/discussions/${id}/replies`, { content: '' }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions/${id}/replies`, { content: '   ' }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions/${id}/replies`, { content: 'x'.repeat(2001) }, member), 400, 100400);
    expectError(await server.post(`${API}/discussions/nope/replies`, { content: 'x' }, member), 404, 404);
    expectError(await server.get(`${API}/discussions/nope/replies`, member), 404, 404);
    expectError(await server.get(`${API}/discussions/${id}/replies?limit=0`, member), 400, 100400);
    expectError(await server.post(`${API}/discussions/${id}/replies`, { content: 'x' }), 401, 100401);
    expectError(await server.post(`${API}/discussions/${id}/replies`, { content: 'x' }, pending), 403, 100461);
    expectError(await server.get(`${API}/discussions/${id}/replies`, pending), 403, 100461);
  });
});

describe('who may write', () => {
  test('mute mode: only lecturers and above post, reply and edit; everyone still reads', async () => {
    const mine = (await server.post(`${API}/discussions`, { content: 'Before mute' }, member)).body.data.discussion_id;
    await setSettings({ 'group-mode': 'mute' });
    try {
      expectError(await server.post(`${API}/discussions`, { content: 'x' }, member), 403, 102001);
      expectError(await server.post(`${API}/discussions/${mine}/replies`, { content: 'x' }, member), 403, 102001);
      expectError(await patch(`${API}/discussions/${mine}`, { content: 'x' }, member), 403, 102001);
      expect((await server.get(`${API}/discussions`, member)).body.data.can_post).toBe(false);
      expect((await server.get(`${API}/discussions/${mine}/replies`, member)).status).toBe(200);
      expect((await server.post(`${API}/discussions`, { content: 'Lecture notes' }, lecturer)).status).toBe(200);
      expect((await server.post(`${API}/discussions/${mine}/replies`, { content: 'Noted' }, admin)).status).toBe(200);
      expect((await server.get(`${API}/discussions`, lecturer)).body.data.can_post).toBe(true);
      // Deleting is not speaking: the author may still remove their post.
      expect((await del(`${API}/discussions/${mine}`, member)).status).toBe(200);
    } finally {
      await setSettings({ 'group-mode': 'free' });
    }
  });

  test('the permission setting narrows posting and replying to the owner and admins', async () => {
    const settings = await setSettings({ discussion_permission: 'admins' });
    expect(settings.body.data.discussion_permission).toBe('admins');
    expect((await server.get(`${API}/admin/settings`, admin)).body.data.discussion_permission).toBe('admins');
    try {
      expectError(await server.post(`${API}/discussions`, { content: 'x' }, member), 403, 102002);
      expectError(await server.post(`${API}/discussions`, { content: 'x' }, lecturer), 403, 102002);
      expectError(await server.post(`${API}/discussions/${discussionId(2)}/replies`, { content: 'x' }, member), 403, 102002);
      expect((await server.get(`${API}/discussions`, member)).body.data.can_post).toBe(false);
      expect((await server.post(`${API}/discussions`, { content: 'Announcement' }, admin)).status).toBe(200);
      expect((await server.post(`${API}/discussions/${discussionId(2)}/replies`, { content: 'ok' }, owner)).status).toBe(200);
      expect((await server.get(`${API}/discussions`, admin)).body.data.can_post).toBe(true);
    } finally {
      await setSettings({ discussion_permission: 'everyone' });
    }
    expect((await server.post(`${API}/discussions`, { content: 'Back to normal' }, member)).status).toBe(200);
  });

  test('the setting takes only its two values and only from admins', async () => {
    expectError(await setSettings({ discussion_permission: 'members' }), 400, 100400);
    expectError(await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }, member), 403, 100403);
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  afterAll(() => limited.close());

  test('posts and replies share a counter of 30 per 10 minutes per user', async () => {
    limited = createTestServer();
    const token = (await limited.login('member')).token;
    const other = (await limited.login('lecturer')).token;
    for (let i = 0; i < 20; i += 1) {
      expect((await limited.post(`${API}/discussions`, { content: `post ${i}` }, token)).status).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await limited.post(`${API}/discussions/${discussionId(1)}/replies`, { content: `r ${i}` }, token)).status).toBe(200);
    }
    const refused = await limited.post(`${API}/discussions`, { content: 'one too many' }, token);
    expectError(refused, 429, 100429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expectError(await limited.post(`${API}/discussions/${discussionId(1)}/replies`, { content: 'x' }, token), 429, 100429);
    expect((await limited.post(`${API}/discussions`, { content: 'someone else' }, other)).status).toBe(200);
    limited.clock.advance(10 * 60);
    expect((await limited.post(`${API}/discussions`, { content: 'later' }, token)).status).toBe(200);
  });
});
