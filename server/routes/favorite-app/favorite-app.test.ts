import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { AppInfo, FAVORITE_APPS_MAX, ShortcutList } from '../../../contract/shortcut';
import { APP_IDS } from '../../seed/live';
import { createTestServer, expectError } from '../../test/helpers';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
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

describe('favourite bots in the admin portal (issue 14)', () => {
  const lastEvent = async () => (await server.sql.get<{ action: string; target_kind: string; target_id: string; details: string }>(`SELECT
      action, target_kind, target_id, details FROM group_events WHERE group_id = 'demo' ORDER BY event_id DESC LIMIT 1`))!;
  const events = () => server.sql.value<number>("SELECT COUNT(*) FROM group_events WHERE group_id = 'demo'");

  test('adding and removing are recorded as group events with the bot', async () => {
    const admin = (await server.login('admin')).token;
    await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.weather }, admin);
    expect(await lastEvent()).toMatchObject({ action: 'favorite_app.add', target_kind: 'app', target_id: APP_IDS.weather });
    expect(JSON.parse((await lastEvent()).details)).toEqual({ app_id: APP_IDS.weather, name: 'Weather' });
    await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.news}`, { token: admin });
    expect(await lastEvent()).toMatchObject({ action: 'favorite_app.remove', target_id: APP_IDS.news });
    const before = await events();
    expectError(await server.call('DELETE', `${G}/favorite_apps/${APP_IDS.news}`, { token: admin }), 404, 404);
    expectError(await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.weather }, admin), 409, 100409);
    expect(await events()).toBe(before);
  });

  test('PUT /favorite_apps/order puts them in a new order, kept for the list; recorded', async () => {
    const admin = (await server.login('owner')).token;
    const res = await server.put(`${G}/favorite_apps/order`, { app_ids: [APP_IDS.market, APP_IDS.news, APP_IDS.translate] }, admin);
    expect(res.status, res.text).toBe(200);
    expect(is(res.body.data, ShortcutList)).toBe(true);
    expect(res.body.data.map((a: { app_id: string }) => a.app_id)).toEqual([APP_IDS.market, APP_IDS.news, APP_IDS.translate]);
    expect(await appIds()).toEqual([APP_IDS.market, APP_IDS.news, APP_IDS.translate]);
    expect(await lastEvent()).toMatchObject({ action: 'settings.update', target_kind: 'favorite_apps' });
    // A bot added later comes last.
    await server.post(`${G}/favorite_apps`, { app_id: APP_IDS.weather }, admin);
    expect(await appIds()).toEqual([APP_IDS.market, APP_IDS.news, APP_IDS.translate, APP_IDS.weather]);
  });

  test.each([
    [[APP_IDS.market, APP_IDS.news]],
    [[APP_IDS.market, APP_IDS.news, APP_IDS.translate, APP_IDS.weather]],
    [[APP_IDS.market, APP_IDS.market, APP_IDS.news]],
    [[APP_IDS.market, APP_IDS.news, '']],
  ])('an order that is not every favourite once (%j) is 400, nothing changed', async (app_ids) => {
    const admin = (await server.login('admin')).token;
    const before = await events();
    expectError(await server.put(`${G}/favorite_apps/order`, { app_ids }, admin), 400, 100400);
    expect(await appIds()).toEqual([APP_IDS.news, APP_IDS.translate, APP_IDS.market]);
    expect(await events()).toBe(before);
  });

  test('ordering: members and lecturers 403, a guest 401, another group’s admin 401', async () => {
    const body = { app_ids: [APP_IDS.market, APP_IDS.news, APP_IDS.translate] };
    expectError(await server.put(`${G}/favorite_apps/order`, body, (await server.login('member')).token), 403, 100403);
    expectError(await server.put(`${G}/favorite_apps/order`, body, (await server.login('lecturer')).token), 403, 100403);
    expectError(await server.put(`${G}/favorite_apps/order`, body), 401, 100401);
    expectError(await server.put(`${G}/favorite_apps/order`, body, (await server.login('owner', 'free')).token), 401, 100401);
    expect(await appIds()).toEqual([APP_IDS.news, APP_IDS.translate, APP_IDS.market]);
  });

  test(`a group keeps at most ${FAVORITE_APPS_MAX} favourite bots`, async () => {
    for (let n = 0; n < FAVORITE_APPS_MAX; n++) {
      await server.sql.run("INSERT INTO apps (app_id, name, icon_url, home_uri) VALUES (?, ?, '', 'https://bots.example.invalid/x')", `extra-${n}`, `Extra ${n}`);
    }
    const admin = (await server.login('admin')).token;
    for (let n = 0; n < FAVORITE_APPS_MAX - 3; n++) expect((await server.post(`${G}/favorite_apps`, { app_id: `extra-${n}` }, admin)).status).toBe(200);
    const refused = await server.post(`${G}/favorite_apps`, { app_id: `extra-${FAVORITE_APPS_MAX - 1}` }, admin);
    expectError(refused, 409, 100409);
    expect(refused.body.message).toBe(`a group keeps at most ${FAVORITE_APPS_MAX} favourite bots`);
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
