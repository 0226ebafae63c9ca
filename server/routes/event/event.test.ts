import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { GroupEventPage } from '../../../contract/event';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
type Page = { items: { action: string; actor: { full_name: string } | null; details: Record<string, unknown>; target_kind: string | null }[]; has_more: boolean };
const events = async (token: string, query = ''): Promise<Page> => {
  const res = await server.get(`${G}/admin/events${query}`, token);
  expect(res.status).toBe(200);
  expect(is(res.body.data, GroupEventPage)).toBe(true);
  return res.body.data as Page;
};

describe('GET /admin/events', () => {
  test('a settings change and a chat change are recorded with who did them, newest first', async () => {
    const admin = (await server.login('admin')).token;
    const before = (await events(admin)).items.length;
    expect((await server.call('PUT', `${G}/settings/full`, { token: admin, body: { discussion_enabled: false } })).status).toBe(200);
    expect((await server.call('PUT', `${G}/chat/?rate_limit=7`, { token: admin })).status).toBe(200);
    const page = await events(admin);
    expect(page.items.length).toBe(Math.min(before + 2, 20));
    expect(page.items[0]).toMatchObject({ action: 'settings.update', target_kind: 'chat', details: { chat_rate_limit: 7 }, actor: { full_name: 'Adam Admin' } });
    expect(page.items[1]).toMatchObject({ action: 'settings.update', target_kind: 'settings', details: { discussion_enabled: false } });
  });

  test('a refused change records nothing', async () => {
    const admin = (await server.login('admin')).token;
    const first = (await events(admin)).items[0];
    expectError(await server.call('PUT', `${G}/settings/full`, { token: admin, body: { no_such_setting: 1 } }), 400, 100400);
    const member = (await server.login('member')).token;
    expectError(await server.call('PUT', `${G}/settings/full`, { token: member, body: { discussion_enabled: false } }), 403, 100403);
    expect((await events(admin)).items[0]).toEqual(first);
  });

  test('pages by limit and offset with has_more', async () => {
    const admin = (await server.login('admin')).token;
    for (const n of [1, 2, 3]) await server.call('PUT', `${G}/chat/?rate_limit=${n}`, { token: admin });
    const first = await events(admin, '?limit=2');
    expect(first.items.map((e) => e.details.chat_rate_limit)).toEqual([3, 2]);
    expect(first.has_more).toBe(true);
    const second = await events(admin, '?limit=2&offset=2');
    expect(second.items[0].details.chat_rate_limit).toBe(1);
    expectError(await server.get(`${G}/admin/events?limit=0`, admin), 400, 100400);
    expectError(await server.get(`${G}/admin/events?limit=abc`, admin), 400, 100400);
  });

  test('admins and the owner only; another group never shows this group\'s events', async () => {
    const admin = (await server.login('admin')).token;
    await server.call('PUT', `${G}/chat/?rate_limit=9`, { token: admin });
    expect((await events((await server.login('owner')).token)).items[0].details.chat_rate_limit).toBe(9);
    for (const persona of ['member', 'lecturer'] as const) {
      expectError(await server.get(`${G}/admin/events`, (await server.login(persona)).token), 403, 100403);
    }
    expectError(await server.get(`${G}/admin/events`), 401, 100401);
    const freeOwner = (await server.login('owner', 'free')).token;
    const other = (await server.get('/api/groups/free/admin/events', freeOwner)).body.data as Page;
    expect(other.items.some((e) => e.details.chat_rate_limit === 9)).toBe(false);
  });
});

describe('the demo seed', () => {
  test('holds a year of admin actions, newest first by id and by time', async () => {
    const admin = (await server.login('admin')).token;
    const all: { created_at: string }[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await server.get(`${G}/admin/events?limit=100&offset=${offset}`, admin);
      const page = res.body.data as { items: { created_at: string }[]; has_more: boolean };
      all.push(...page.items);
      if (!page.has_more) break;
    }
    expect(all.length).toBeGreaterThan(100);
    const times = all.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const days = (times[0] - times[times.length - 1]) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(330);
    expect(days).toBeLessThan(366);
  });
});
