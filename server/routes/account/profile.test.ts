import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { Me } from '../../../contract/user';
import { PERSONAS } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const MEMBER_ID = PERSONAS.member.user_id;

describe('PUT /users/me/profile', () => {
  test('sets the group nickname and bio (trimmed), answers the account, and the member card shows them', async () => {
    const { token } = await server.login('member');
    expect((await server.get(`${G}/users/me`, token)).body.data).toMatchObject({ nickname: 'Mia', bio: 'Learning something new every week.', privacy_mode: false });
    const res = await server.put(`${G}/users/me/profile`, { nickname: '  Mimi ', bio: '学习中 📚' }, token);
    expect(is(res.body.data, Me)).toBe(true);
    expect(res.body.data).toMatchObject({ user_id: MEMBER_ID, nickname: 'Mimi', bio: '学习中 📚' });
    // Only what is sent changes; '' clears.
    expect((await server.put(`${G}/users/me/profile`, { bio: '' }, token)).body.data).toMatchObject({ nickname: 'Mimi', bio: '' });
    expect((await server.get(`${G}/users/members/${MEMBER_ID}`)).body.data).toMatchObject({ nickname: 'Mimi', bio: '' });
    // Another group's profile is untouched.
    const free = (await server.login('member', 'free')).token;
    expect((await server.get('/api/groups/free/users/me', free)).body.data.nickname).not.toBe('Mimi');
  });

  test('bad input 400; not a member 403; no login 401', async () => {
    const { token } = await server.login('member');
    expectError(await server.put(`${G}/users/me/profile`, { nickname: 'x'.repeat(31) }, token), 400, 100400);
    expectError(await server.put(`${G}/users/me/profile`, { bio: 'x'.repeat(201) }, token), 400, 100400);
    expectError(await server.put(`${G}/users/me/profile`, { nickname: 5 }, token), 400, 100400);
    expectError(await server.put(`${G}/users/me/profile`, { full_name: 'Someone' }, token), 400, 100400);
    expectError(await server.put(`${G}/users/me/profile`, { nickname: 'x' }, (await server.login('pending')).token), 403, 100461);
    expectError(await server.put(`${G}/users/me/profile`, { nickname: 'x' }), 401, 100401);
  });
});

/** Uploads a file as the token's user in demo; answers the attachment id. */
async function upload(token: string, name: string, type: string, head: number[]): Promise<string> {
  const bytes = new Uint8Array(1000);
  bytes.set(head);
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await server.app.request(`${G}/attachments/create`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attachment_id: string } }).data.attachment_id;
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the group avatar (PUT /users/me/profile avatar_attachment_id)', () => {
  test("an image of one's own becomes the avatar in this group (me and the member card); null restores the wallet's", async () => {
    const { token } = await server.login('member');
    const wallet = (await server.get(`${G}/users/me`, token)).body.data.avatar_url as string;
    const image = await upload(token, 'me.png', 'image/png', PNG);
    const res = await server.put(`${G}/users/me/profile`, { avatar_attachment_id: image }, token);
    expect(res.body.data.avatar_attachment_id).toBe(image);
    const link = res.body.data.avatar_url as string;
    expect(link).toContain(`/api/groups/demo/attachments/${image}?exp=`);
    // The link opens without a token (an <img>), and the member card shows it to others.
    expect((await server.app.request(link)).status).toBe(200);
    const card = (await server.get(`${G}/users/members/${MEMBER_ID}`)).body.data;
    expect(card.avatar_url).toContain(`/attachments/${image}?exp=`);
    expect(card).not.toHaveProperty('avatar_attachment_id');
    // Another group keeps the wallet's avatar.
    const free = (await server.login('member', 'free')).token;
    expect((await server.get('/api/groups/free/users/me', free)).body.data.avatar_url).toBe(wallet);
    const cleared = await server.put(`${G}/users/me/profile`, { avatar_attachment_id: null }, token);
    expect(cleared.body.data).toMatchObject({ avatar_attachment_id: null, avatar_url: wallet });
  });

  test("someone else's image, a file that is not an image, or an unknown id: 400 103020, nothing changes", async () => {
    const { token } = await server.login('member');
    const lecturer = (await server.login('lecturer')).token;
    const theirs = await upload(lecturer, 'lena.png', 'image/png', PNG);
    const pdf = await upload(token, 'notes.pdf', 'application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]);
    for (const id of [theirs, pdf, 'nope']) {
      expectError(await server.put(`${G}/users/me/profile`, { avatar_attachment_id: id, nickname: 'Changed' }, token), 400, 103020);
    }
    expect((await server.get(`${G}/users/me`, token)).body.data).toMatchObject({ nickname: 'Mia', avatar_attachment_id: null });
  });
});

describe('PUT /users/me/privacy_mode/enable|disable', () => {
  test("on: other members see no activity history; the member and admins still do; off restores it", async () => {
    const member = (await server.login('member')).token;
    const lecturer = (await server.login('lecturer')).token;
    const admin = (await server.login('admin')).token;
    const history = (token: string) => server.get(`${G}/users/members/${MEMBER_ID}/activities`, token);
    expect((await history(lecturer)).body.data.activities.length).toBeGreaterThan(0);

    expect((await server.put(`${G}/users/me/privacy_mode/enable`, {}, member)).body.data.privacy_mode).toBe(true);
    expect((await history(lecturer)).body.data).toEqual({ activities: [], has_more: false });
    expect((await history(admin)).body.data.activities.length).toBeGreaterThan(0);
    expect((await history(member)).body.data.activities.length).toBeGreaterThan(0);
    expect((await server.get(`${G}/users/me`, member)).body.data.privacy_mode).toBe(true);

    expect((await server.put(`${G}/users/me/privacy_mode/disable`, {}, member)).body.data.privacy_mode).toBe(false);
    expect((await history(lecturer)).body.data.activities.length).toBeGreaterThan(0);
  });

  test('members only', async () => {
    expectError(await server.put(`${G}/users/me/privacy_mode/enable`, {}, (await server.login('pending')).token), 403, 100461);
    expectError(await server.put(`${G}/users/me/privacy_mode/enable`, {}), 401, 100401);
  });
});
