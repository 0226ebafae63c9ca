import { afterAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { StreamInfo } from '../../../contract/stream';
import { signedInEachTest } from '../../test/admin';
import { listedEvents } from '../../test/admin-events';
import { createTestServer, expectError } from '../../test/helpers';

// The admin's stream sections (issue 14 point 3, admin/stream and admin/setting/stream_prepare):
// starting and stopping are group events recorded in the stream's own transactions, and the
// orientation prepared in the settings goes onto the next stream the viewers see.

const server = createTestServer();
afterAll(() => server.close());

const G = '/api/groups/demo';
const tokens = signedInEachTest(server);

const events = () => listedEvents(server, tokens.owner);
const start = (token: string | undefined, body: unknown = {}) => server.post(`${G}/stream/start`, body, token);
const stop = (token?: string) => server.post(`${G}/stream/stop`, {}, token);

describe('POST /stream/start and /stream/stop: group events', () => {
  test('a start records its title, audience, price and orientation; a stop its title', async () => {
    const started = await start(tokens.admin, { title: 'Office hours', public: true, price: { asset_id: 'cny', amount: '6.6' } });
    expect(started.status, started.text).toBe(200);
    const id = started.body.data.stream_id as string;
    expect((await events())[0]).toMatchObject({
      action: 'stream.start', target_kind: 'stream', target_id: id, actor: { full_name: 'Adam Admin' },
      details: { title: 'Office hours', public: true, price: { asset_id: 'cny', amount: '6.6' }, orientation: 'landscape' },
    });
    expect((await stop(tokens.owner)).status).toBe(200);
    expect((await events())[0]).toMatchObject({ action: 'stream.stop', target_id: id, details: { title: 'Office hours' }, actor: { full_name: 'Olivia Owner' } });
  });

  test('refused starts and stops record nothing (§4: not in lecture mode, never twice, nothing to stop; §6 admins only)', async () => {
    const before = await events();
    expectError(await stop(tokens.admin), 409, 100409);
    expectError(await start(tokens.lecturer), 403, 100403);
    expectError(await start(tokens.member), 403, 100403);
    expectError(await start(undefined), 401, 100401);
    expectError(await start(tokens.admin, { price: { asset_id: 'cny', amount: 'free' } }), 400, 100400);
    expect(await events()).toEqual(before);

    await server.put(`${G}/settings/full`, { 'group-mode': 'lecture' }, tokens.admin);
    const lecturing = await events();
    expectError(await start(tokens.admin), 409, 100409);
    expect(await events()).toEqual(lecturing);
    await server.put(`${G}/settings/full`, { 'group-mode': 'free' }, tokens.admin);

    expect((await start(tokens.admin)).status).toBe(200);
    const living = await events();
    expectError(await start(tokens.admin), 409, 100409);
    expectError(await stop(tokens.lecturer), 403, 100403);
    expectError(await stop(tokens.member), 403, 100403);
    expect(await events()).toEqual(living);
    // Another group's admin stops nothing here.
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.post('/api/groups/free/stream/stop', {}, freeOwner), 409, 100409);
    expect((await server.get(`${G}/stream/info`)).body.data.state).toBe('living');
  });
});

describe('stream_orientation (PUT /settings/full) and the stream it shapes', () => {
  test('the prepared orientation goes onto the next stream; changing it later leaves a living stream as it is', async () => {
    expect((await server.get(`${G}/settings/full`)).body.data.stream_orientation).toBe('landscape');
    const saved = await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.admin);
    expect(saved.body.data.stream_orientation).toBe('portrait');
    expect((await events())[0]).toMatchObject({ action: 'settings.update', details: { stream_orientation: 'portrait' } });

    const started = await start(tokens.admin);
    expect(is(started.body.data, StreamInfo)).toBe(true);
    expect(started.body.data.orientation).toBe('portrait');
    await server.put(`${G}/settings/full`, { stream_orientation: 'landscape' }, tokens.admin);
    expect((await server.get(`${G}/stream/info`, tokens.member)).body.data.orientation).toBe('portrait');
    await stop(tokens.admin);
    expect((await start(tokens.admin)).body.data.orientation).toBe('landscape');
  });

  test('only its two values, only from admins', async () => {
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'square' }, tokens.admin), 400, 100400);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.lecturer), 403, 100403);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.member), 403, 100403);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }), 401, 100401);
    expect((await server.get(`${G}/settings/full`)).body.data.stream_orientation).toBe('landscape');
  });
});
