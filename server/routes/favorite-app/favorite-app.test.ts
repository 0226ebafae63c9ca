import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { AppInfo, ShortcutList } from '../../../contract/shortcut';
import { APP_IDS } from '../../seed/live';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
});

const G = '/api/groups/demo';
const appIds = async () => ((await server.get(`${G}/favorite_apps`)).body.data as { app_id: string }[]).map((a) => a.app_id);

describe('favourite apps (home shortcuts)', () => {
  test('public list in the order added, with each bot', async () => {
    const res = await server.get(`${G}/favorite_apps`);
    expect(is(res.body.data, ShortcutList)).toBe(true);
    expect(res.body.data.map((a: { app_id: string }) => a.app_id)).toEqual([APP_IDS.news, APP_IDS.translate, APP_IDS.market]);
    expect(res.body.data[0]).toMatchObject({ name: 'News Bot', home_uri: expect.stringMatching(/^https:\/\//) });
    expect((await server.get('/api/groups/free/favorite_apps')).body.data).toEqual([]);
  });

  test('admins add and remove; duplicates 100409; unknown 404; others refused', async () => {
    const admin = (await server.login('admin')).token;
    const added = await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.weather }, admin);
    expect(added.body.data).toMatchObject({ app_id: APP_IDS.weather, name: 'Weather' });
    expect(await appIds()).toEqual([APP_IDS.news, APP_IDS.translate, APP_IDS.market, APP_IDS.weather]);
    expectError(await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.weather }, admin), 409, 100409);
    expectError(await server.post(`${G}/favorite_apps`, { app_id: 'nope' }, admin), 404, 404);
    expectError(await server.post(`${G}/favorite_apps`, {}, admin), 400, 100400);
    const removed = await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.news}`, { token: admin });
    expect(removed.body.data).toEqual({ app_id: APP_IDS.news });
    expect(await appIds()).toEqual([APP_IDS.translate, APP_IDS.market, APP_IDS.weather]);
    expectError(await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.news}`, { token: admin }), 404, 404);
    const member = (await server.login('member')).token;
    expectError(await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.news }, member), 403, 100403);
    expectError(await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.market}`, { token: member }), 403, 100403);
    expectError(await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.market}`), 401, 100401);
  });
});

describe('GET /app/{id}', () => {
  test("a bot's public card; unknown 404", async () => {
    const res = await server.get(`${G}/app/${APP_IDS.weather}`);
    expect(is(res.body.data, AppInfo)).toBe(true);
    expect(res.body.data).toMatchObject({ app_id: APP_IDS.weather, name: 'Weather', description: expect.any(String) });
    expectError(await server.get(`${G}/app/nope`), 404, 404);
  });
});
