import { afterAll, describe, expect, test } from 'vitest';
import { DISCUSSION_IDS, discussionId } from '../../seed/discussions';
import { signedInEachTest } from '../../test/admin';
import { listedEvents } from '../../test/admin-events';
import { createTestServer, expectError } from '../../test/helpers';

// The admin's discussions (issue 14 point 3, admin/discussion): sticking, unsticking and deleting
// others' posts are group events, recorded in the transaction that makes the change.

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';
const tokens = signedInEachTest(server);

const events = () => listedEvents(server, tokens.owner);
const del = (path: string, token?: string) => server.call('DELETE', path, { token });

async function post(content: string, token = tokens.member): Promise<string> {
  const res = await server.post(`${API}/discussions`, { content }, token);
  expect(res.status).toBe(200);
  return res.body.data.discussion_id as string;
}

describe('sticking and unsticking', () => {
  test('each is an event naming the post by its opening words and its author; a repeat records nothing', async () => {
    const id = await post(`Weekly thread: ${'questions and answers '.repeat(6)}`);
    expect((await server.put(`${API}/discussions/${id}/stick`, {}, tokens.admin)).body.data.stuck).toBe(true);
    const [stick] = await events();
    expect(stick).toMatchObject({ action: 'discussion.stick', target_kind: 'discussion', target_id: id, actor: { full_name: 'Adam Admin' } });
    expect(stick!.details).toEqual({ title: expect.stringMatching(/^Weekly thread: questions and answers .*…$/), author: 'Mia Member' });
    expect((stick!.details.title as string).length).toBe(80);

    const before = (await events()).length;
    expect((await server.put(`${API}/discussions/${id}/stick`, {}, tokens.owner)).body.data.stuck).toBe(true);
    expect((await events()).length).toBe(before);

    expect((await server.put(`${API}/discussions/${id}/unstick`, {}, tokens.owner)).body.data.stuck).toBe(false);
    expect((await events())[0]).toMatchObject({ action: 'discussion.unstick', target_id: id, actor: { full_name: 'Olivia Owner' } });
    expect((await server.put(`${API}/discussions/${id}/unstick`, {}, tokens.owner)).status).toBe(200);
    expect((await events()).length).toBe(before + 1);
  });

  test('the member\'s feed follows: an unstuck post leaves the top, a stuck one leads', async () => {
    const [first, second, third] = DISCUSSION_IDS.stuck;
    await server.put(`${API}/discussions/${first}/unstick`, {}, tokens.admin);
    let feed = (await server.get(`${API}/discussions?limit=5`, tokens.member)).body.data.discussions as { discussion_id: string; stuck: boolean }[];
    expect(feed.filter((p) => p.stuck).map((p) => p.discussion_id)).toEqual([second, third]);
    await server.put(`${API}/discussions/${discussionId(20)}/stick`, {}, tokens.admin);
    feed = (await server.get(`${API}/discussions?limit=5`, tokens.member)).body.data.discussions;
    expect(feed[0]!.discussion_id).toBe(discussionId(20));
  });

  test('refusals record nothing: members and lecturers 403, guests 401, unknown posts and other groups 404', async () => {
    const before = await events();
    const id = discussionId(5);
    expectError(await server.put(`${API}/discussions/${id}/stick`, {}, tokens.member), 403, 100403);
    expectError(await server.put(`${API}/discussions/${id}/stick`, {}, tokens.lecturer), 403, 100403);
    expectError(await server.put(`${API}/discussions/${DISCUSSION_IDS.stuck[0]}/unstick`, {}, tokens.lecturer), 403, 100403);
    expectError(await server.put(`${API}/discussions/${id}/stick`, {}), 401, 100401);
    expectError(await server.put(`${API}/discussions/nope/stick`, {}, tokens.admin), 404, 404);
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.put(`/api/groups/free/discussions/${id}/stick`, {}, freeOwner), 404, 404);
    expect(await events()).toEqual(before);
    const feed = (await server.get(`${API}/discussions?limit=5`, tokens.member)).body.data.discussions as { discussion_id: string; stuck: boolean }[];
    expect(feed.filter((p) => p.stuck).map((p) => p.discussion_id)).toEqual(DISCUSSION_IDS.stuck);
  });
});

describe('deleting', () => {
  test('an admin deleting a member\'s post is an event; the author deleting their own is not', async () => {
    const theirs = await post('Buy my course at a discount');
    expect((await del(`${API}/discussions/${theirs}`, tokens.admin)).status).toBe(200);
    expect((await events())[0]).toMatchObject({
      action: 'discussion.delete', target_id: theirs, details: { title: 'Buy my course at a discount', author: 'Mia Member' },
      actor: { full_name: 'Adam Admin' },
    });
    expectError(await server.get(`${API}/discussions/${theirs}`, tokens.member), 404, 404);

    const before = (await events()).length;
    const mine = await post('A typo, deleting');
    expect((await del(`${API}/discussions/${mine}`, tokens.member)).status).toBe(200);
    expect((await events()).length).toBe(before);
  });

  test('a refused delete records nothing and keeps the post', async () => {
    const before = await events();
    const id = await post('Stays');
    expectError(await del(`${API}/discussions/${id}`, tokens.lecturer), 403, 102004);
    expectError(await del(`${API}/discussions/${id}`), 401, 100401);
    expectError(await del(`${API}/discussions/nope`, tokens.admin), 404, 404);
    expect((await server.get(`${API}/discussions/${id}`, tokens.member)).status).toBe(200);
    expect(await events()).toEqual(before);
  });
});

describe('discussion_permission (PUT /settings/full)', () => {
  test('admins narrow posting to themselves; members are then refused with 102002', async () => {
    const res = await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }, tokens.admin);
    expect(res.body.data.discussion_permission).toBe('admins');
    expect((await server.get(`${API}/admin/settings`, tokens.admin)).body.data.discussion_permission).toBe('admins');
    expect((await events())[0]).toMatchObject({ action: 'settings.update', details: { discussion_permission: 'admins' } });
    expectError(await server.post(`${API}/discussions`, { content: 'Hello' }, tokens.member), 403, 102002);
    expect((await server.get(`${API}/discussions?limit=1`, tokens.member)).body.data.can_post).toBe(false);
    expect((await server.post(`${API}/discussions`, { content: 'Rules of the group' }, tokens.admin)).status).toBe(200);
  });

  test('only its two values, only from admins', async () => {
    expectError(await server.put(`${API}/settings/full`, { discussion_permission: 'lecturers' }, tokens.admin), 400, 100400);
    expectError(await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }, tokens.lecturer), 403, 100403);
    expectError(await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }, tokens.member), 403, 100403);
    expectError(await server.put(`${API}/settings/full`, { discussion_permission: 'admins' }), 401, 100401);
    expect((await server.get(`${API}/admin/settings`, tokens.admin)).body.data.discussion_permission).toBe('everyone');
  });
});
