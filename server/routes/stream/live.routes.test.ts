import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { apiErrors } from '../../lib/errors';
import { LIMITS } from '../../lib/rate-limit';
import type { LogEntry } from '../../lib/log';
import { nginxLiveAdapter } from '../../providers/live/nginx.adapter';
import { standInProviders } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import { publishSignature } from './stream.service';

// nginx-rtmp's callbacks (live.routes.ts) as nginx calls them, without nginx: a form post per
// publish, answered 2xx to let the push through and anything else to end it. The whole way through a
// real nginx and ffmpeg is providers/live/nginx.test.ts.

const SECRET = 'c'.repeat(40);
const G = '/api/groups/demo';
const ended: string[] = [];
const logged: LogEntry[] = [];
let controlDown = false;

const server = createTestServer({ liveCallbackSecret: SECRET }, {
  log: (entry) => logged.push(entry),
  providers: (deps) => {
    const nginx = nginxLiveAdapter({ rtmpBase: 'rtmp://live.example/live', hlsBase: 'https://live.example/hls', controlUrl: '' });
    return {
      ...standInProviders(deps),
      live: {
        ...nginx,
        async endPublish(key) {
          ended.push(key);
          if (controlDown) throw apiErrors.unavailable('the live-video service did not answer');
        },
      },
    };
  },
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  ended.length = 0;
  logged.length = 0;
  controlDown = false;
});

/** What nginx-rtmp posts for a publish (the fields it adds itself, then the push URL's query). */
function publish(push: Record<string, string>, secret = SECRET) {
  const body = new URLSearchParams({ app: 'live', addr: '203.0.113.7', call: 'publish', type: 'live', ...push });
  return server.call('POST', `/api/live/publish?secret=${secret}`, {
    rawBody: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** The living stream's push, as the admin's publish URL carries it: { name, expires, sign }. */
async function startedPush(): Promise<{ admin: string; push: { name: string; expires: string; sign: string } }> {
  const admin = (await server.login('admin')).token;
  expect((await server.post(`${G}/stream/start`, {}, admin)).status).toBe(200);
  const url = new URL((await server.get(`${G}/stream/publish_url`, admin)).body.data.url);
  expect(`${url.protocol}//${url.host}${url.pathname}`).toMatch(/^rtmp:\/\/live\.example\/live\/demo-[0-9a-f]{8}$/);
  const push = { name: url.pathname.split('/').pop()!, expires: url.searchParams.get('expires')!, sign: url.searchParams.get('sign')! };
  return { admin, push };
}

const playlist = async () => (await server.get(`${G}/stream/urls`, (await server.login('member')).token)).body.data;

describe('POST /api/live/publish', () => {
  test('a push with our signed URL for the living stream is allowed; members then play the HLS under its key', async () => {
    const { push } = await startedPush();
    const res = await publish(push);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: push.name, allowed: true });
    const hls = `https://live.example/hls/${push.name}.m3u8`;
    expect(await playlist()).toMatchObject({ hls, qualities: [{ quality: 'HD', url: hls }] });
  });

  test('the accepted key publishes again after its 5 minutes (an encoder reconnecting), while the stream lives; no other key does', async () => {
    const { admin, push } = await startedPush();
    expect((await publish(push)).status).toBe(200);
    const later = await server.get(`${G}/stream/publish_url`, admin);
    const fresh = new URL(later.body.data.url);
    const other = { name: fresh.pathname.split('/').pop()!, expires: fresh.searchParams.get('expires')!, sign: fresh.searchParams.get('sign')! };
    server.clock.advance(5 * 60 + 1);
    expect((await publish(push)).status).toBe(200);
    expectError(await publish(other), 403, 100403);
    // A new stream starts from no key: the old one has expired for it.
    expect((await server.post(`${G}/stream/stop`, {}, admin)).status).toBe(200);
    expect((await server.post(`${G}/stream/start`, {}, admin)).status).toBe(200);
    const res = await publish(push);
    expectError(res, 403, 100403);
    expect(res.body.message).toMatch(/expired/);
  });

  test('refused with 403: expired, forged, another group\'s key, no living stream', async () => {
    const { admin, push } = await startedPush();
    const refused = async (attempt: Record<string, string>, why: RegExp) => {
      const res = await publish(attempt);
      expectError(res, 403, 100403);
      expect(res.body.message).toMatch(why);
    };
    await refused({ ...push, sign: '0'.repeat(32) }, /signature/);
    await refused({ ...push, sign: push.sign.slice(0, 31) }, /signature/);
    await refused({ ...push, expires: String(Number(push.expires) + 60) }, /signature/);
    await refused({ name: 'no-key', expires: push.expires, sign: push.sign }, /not a push key/);
    // Signed by this server, for a group it does not have.
    const deps = appDeps(server.app);
    const stranger = 'nowhere-0a1b2c3d';
    await refused({ name: stranger, expires: push.expires, sign: publishSignature(deps, stranger, Number(push.expires)) }, /no living stream/);
    server.clock.advance(5 * 60 + 1);
    await refused(push, /expired/);
    server.clock.advance(-(5 * 60 + 1));
    // None of them was taken as the stream's publish: members play no key.
    expect((await playlist()).hls).not.toContain('demo-');
    expect((await server.post(`${G}/stream/stop`, {}, admin)).status).toBe(200);
    await refused(push, /no living stream/);
    expect(ended).toEqual([]);
    expect(logged.filter((entry) => entry.msg === 'a publish was refused')).toHaveLength(7);
  });

  test('only nginx may ask: a wrong or missing secret is refused; a form naming the stream twice or lacking fields is 400', async () => {
    const { push } = await startedPush();
    expectError(await publish(push, 'd'.repeat(40)), 403, 100403);
    expectError(await server.call('POST', '/api/live/publish', {
      rawBody: new URLSearchParams(push).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }), 403, 100403);
    // nginx appends the pusher's query after its own name: publishing as demo-ffffffff with our signed
    // key's name in the query would have that key checked, and authorise a name nobody signed.
    const body = `${new URLSearchParams({ ...push, name: 'demo-ffffffff' })}&name=${push.name}`;
    expectError(await server.call('POST', `/api/live/publish?secret=${SECRET}`, {
      rawBody: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }), 400, 100400);
    expectError(await publish({ name: '', expires: '', sign: '' }), 400, 100400);
    expectError(await server.post(`/api/live/publish?secret=${SECRET}`, push), 400, 100400);
    expect((await playlist()).hls).not.toContain('demo-');
  });

  test(`forged pushes count per pusher (${LIMITS.forgedPublishesPerPusher.limit} per 10 minutes, then 429); signed ones never do`, async () => {
    const { push } = await startedPush();
    const forged = { ...push, sign: 'f'.repeat(32) };
    for (let i = 0; i < LIMITS.forgedPublishesPerPusher.limit; i += 1) expectError(await publish(forged), 403, 100403);
    expectError(await publish(forged), 429, 100429);
    // Another pusher behind the same nginx still gets through, and so does this one with its URL.
    expectError(await publish({ ...forged, addr: '198.51.100.9' }), 403, 100403);
    server.clock.advance(5 * 60 + 1);
    expectError(await publish(push), 403, 100403);
    server.clock.advance(-(5 * 60 + 1));
    expect((await publish(push)).status).toBe(200);
  });
});

describe('POST /api/live/publish_done', () => {
  test('taken from nginx (2xx), refused from others', async () => {
    const form = (secret: string) => server.call('POST', `/api/live/publish_done?secret=${secret}`, {
      rawBody: new URLSearchParams({ app: 'live', call: 'publish_done', name: 'demo-0a1b2c3d' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await form(SECRET)).status).toBe(200);
    expectError(await form('x'), 403, 100403);
  });
});

describe('POST /stream/stop ends the publish', () => {
  test('the accepted publish is ended through the live-video service; nothing to end before one', async () => {
    const { admin, push } = await startedPush();
    expect((await publish(push)).status).toBe(200);
    expect((await server.post(`${G}/stream/stop`, {}, admin)).status).toBe(200);
    expect(ended).toEqual([push.name]);
    await startedPush();
    expect((await server.post(`${G}/stream/stop`, {}, admin)).status).toBe(200);
    expect(ended).toEqual([push.name]);
  });

  test('the stream stops even when the service does not answer; the failure is logged', async () => {
    const { admin, push } = await startedPush();
    expect((await publish(push)).status).toBe(200);
    controlDown = true;
    const stopped = await server.post(`${G}/stream/stop`, {}, admin);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.state).toBe('stopped');
    expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'outside party refused', what: expect.stringContaining('publish') }));
  });
});
