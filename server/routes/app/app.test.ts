import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { WalletUser } from '../../../contract/shortcut';
import { PERSONAS } from '../../test/standins';
import { APP_IDENTITY_NUMBERS, APP_IDS } from '../../seed/live';
import { createTestServer, expectError } from '../../test/helpers';

// POST /mixin/users/search {id} (§7 "Wallet users"; issue 14, admin/favorite): the wallet stand-in's
// bots by identity number or app id, and its people by identity number.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const search = (token: string | undefined, body: unknown) => server.call('POST', `${G}/mixin/users/search`, { token, body });

describe('POST /mixin/users/search', () => {
  test('a bot by identity number or app id, with its app', async () => {
    const admin = (await server.login('admin')).token;
    const byNumber = await search(admin, { id: ` ${APP_IDENTITY_NUMBERS.weather} ` });
    expect(byNumber.status, byNumber.text).toBe(200);
    expect(is(byNumber.body.data, WalletUser)).toBe(true);
    expect(byNumber.body.data).toMatchObject({
      user_id: APP_IDS.weather, identity_number: APP_IDENTITY_NUMBERS.weather, full_name: 'Weather',
      app: { app_id: APP_IDS.weather, name: 'Weather', home_uri: expect.stringMatching(/^https:\/\//) },
    });
    const byAppId = await search(admin, { id: APP_IDS.weather.toUpperCase() });
    expect(byAppId.body.data).toEqual(byNumber.body.data);
  });

  test('a person by identity number, without an app', async () => {
    const owner = (await server.login('owner')).token;
    const res = await search(owner, { id: PERSONAS.member.identity_number });
    expect(res.body.data).toEqual({
      user_id: PERSONAS.member.user_id, identity_number: PERSONAS.member.identity_number,
      full_name: PERSONAS.member.full_name, avatar_url: PERSONAS.member.avatar_url, app: null,
    });
  });

  test('nobody by that id is 404; a blank, missing or overlong id is 400', async () => {
    const admin = (await server.login('admin')).token;
    expectError(await search(admin, { id: '9999999999' }), 404, 404);
    expectError(await search(admin, { id: 'no-such-app' }), 404, 404);
    expectError(await search(admin, { id: '   ' }), 400, 100400);
    expectError(await search(admin, {}), 400, 100400);
    expectError(await search(admin, { id: 'x'.repeat(65) }), 400, 100400);
    expectError(await search(admin, { id: 7000300003 }), 400, 100400);
  });

  test('admins only: members and lecturers 403, a guest 401, another group’s admin 401', async () => {
    const body = { id: APP_IDENTITY_NUMBERS.weather };
    expectError(await search((await server.login('member')).token, body), 403, 100403);
    expectError(await search((await server.login('lecturer')).token, body), 403, 100403);
    expectError(await search(undefined, body), 401, 100401);
    expectError(await search((await server.login('owner', 'free')).token, body), 401, 100401);
  });

  test('rate-limited per admin: 30 searches in 10 minutes, then 429 with a wait', async () => {
    const admin = (await server.login('admin')).token;
    for (let n = 0; n < 30; n++) await search(admin, { id: '9999999999' });
    const res = await search(admin, { id: APP_IDENTITY_NUMBERS.weather });
    expectError(res, 429, 100429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another admin has their own count.
    expect((await search((await server.login('owner')).token, { id: APP_IDENTITY_NUMBERS.weather })).status).toBe(200);
  });
});
