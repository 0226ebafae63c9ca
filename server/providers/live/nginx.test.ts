import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxProviders } from '../../sandbox/providers';
import { createTestServer } from '../../test/helpers';
import { freePort } from '../../test/child-server';
import { nginxLiveAdapter } from './nginx.adapter';

// Issue 23 point 4 at its boundary: nginx with the RTMP module (Debian's nginx and
// libnginx-mod-rtmp, installed by .ci/run) takes a lecturer's push only when the server authorises
// it, writes HLS a member plays, and drops the publisher when the stream stops. ffmpeg pushes a few
// seconds of generated video. Everything real but the camera. The callback's answers one by one:
// routes/stream/live.routes.test.ts.

const MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
const SECRET = 'c'.repeat(40);
const DEMO = '/api/groups/demo';

let prefix: string;
let nginx: ChildProcess | null = null;
const [rtmpPort, httpPort] = [await freePort(), await freePort()];
const server = createTestServer({ liveCallbackSecret: SECRET }, {
  providers: (deps) => ({
    ...sandboxProviders(deps),
    live: nginxLiveAdapter({
      rtmpBase: `rtmp://127.0.0.1:${rtmpPort}/live`, hlsBase: `http://127.0.0.1:${httpPort}/hls`,
      controlUrl: `http://127.0.0.1:${httpPort}/control`,
    }),
  }),
});

async function until<T>(what: string, check: () => Promise<T | null | undefined> | T | null | undefined, tries = 150): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen`);
}

beforeAll(async () => {
  const missing = ['nginx', 'ffmpeg'].filter((bin) => spawnSync('which', [bin]).status !== 0);
  if (missing.length > 0 || !existsSync(MODULE)) {
    throw new Error(`live video needs Debian's nginx, libnginx-mod-rtmp and ffmpeg (missing: ${[...missing, existsSync(MODULE) ? '' : MODULE].filter(Boolean).join(', ')})`);
  }
  const { port } = await server.listen();
  prefix = mkdtempSync(join(tmpdir(), 'groups-nginx-'));
  mkdirSync(join(prefix, 'hls'));
  mkdirSync(join(prefix, 'tmp'));
  const callback = (path: string) => `http://127.0.0.1:${port}/api/live/${path}?secret=${SECRET}`;
  const conf = readFileSync(new URL('./nginx-rtmp.conf', import.meta.url), 'utf8')
    .replaceAll('{{PREFIX}}', prefix).replaceAll('{{RTMP_PORT}}', String(rtmpPort)).replaceAll('{{HTTP_PORT}}', String(httpPort))
    .replaceAll('{{CALLBACK_PUBLISH}}', callback('publish')).replaceAll('{{CALLBACK_DONE}}', callback('publish_done'));
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  await until('nginx answering', async () => {
    try {
      return (await fetch(`http://127.0.0.1:${httpPort}/hls/none.m3u8`)).status === 404;
    } catch {
      return false;
    }
  });
}, 30_000);

afterAll(() => {
  nginx?.kill('SIGKILL');
  server.close();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** ffmpeg pushing `seconds` of generated video and sound to `url`; resolves with its exit code. */
function push(url: string, seconds: number): { done: Promise<number>; child: ChildProcess } {
  const child = spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-c:a', 'aac', '-f', 'flv', url,
  ], { stdio: 'ignore' });
  return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? -1))) };
}

async function startStream() {
  const { token } = await server.login('admin');
  const started = await server.post(`${DEMO}/stream/start`, { title: 'Live for real' }, token);
  expect(started.status, started.text).toBe(200);
  const publish = await server.get(`${DEMO}/stream/publish_url`, token);
  expect(publish.status, publish.text).toBe(200);
  const url = publish.body.data.url as string;
  return { token, url, key: new URL(url.replace(/^rtmp/, 'http')).pathname.split('/').pop()! };
}

describe('live video through nginx-rtmp', () => {
  test('a push with the server\'s signed URL is published as HLS that a member plays, and resumes after a drop; a forged or expired one is refused at publish; stopping drops the publisher', async () => {
    const { token: admin, url, key } = await startStream();

    // Forged: the same key with another signature. nginx asks the server, which refuses: no playlist.
    const forged = url.replace(/sign=[0-9a-f]+/, `sign=${'0'.repeat(32)}`);
    expect(await push(forged, 2).done).not.toBe(0);
    expect((await fetch(`http://127.0.0.1:${httpPort}/hls/${key}.m3u8`)).status).toBe(404);

    // The real one: published, written as HLS, played by a member.
    const { child, done } = push(url, 30);
    const member = (await server.login('member')).token;
    // Once nginx has asked, the stream plays from the key it was published with.
    const hls = await until('the publish authorised', async () => {
      const urls = await server.get(`${DEMO}/stream/urls`, member);
      return (urls.body.data.hls as string).includes(key) ? urls.body.data.hls as string : null;
    });
    expect(hls).toBe(`http://127.0.0.1:${httpPort}/hls/${key}.m3u8`);
    const playlist = await until('the HLS playlist', async () => {
      const res = await fetch(hls);
      const text = res.ok ? await res.text() : '';
      return /\.ts/.test(text) ? text : null;
    });
    expect(playlist.startsWith('#EXTM3U')).toBe(true);
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const bytes = await (await fetch(`http://127.0.0.1:${httpPort}/hls/${segment}`)).arrayBuffer();
    expect(bytes.byteLength).toBeGreaterThan(1000);

    // The encoder drops off and reconnects with the same URL after its 5 minutes: the publish resumes
    // under the playlist members play, its segments numbered on (hls_continuous).
    child.kill('SIGKILL');
    await done;
    const numbers = (text: string) => [...text.matchAll(/-(\d+)\.ts$/gm)].map((match) => Number(match[1]));
    const before = Math.max(...numbers(await (await fetch(hls)).text()));
    server.clock.now = Date.now() + 6 * 60_000;
    const resumed = push(url, 30);
    await until('the resumed push\'s segments', async () => Math.max(...numbers(await (await fetch(hls)).text())) > before + 1);
    expect(resumed.child.exitCode).toBeNull();

    // Stopping the stream drops the publisher: ffmpeg's push ends long before its 30 s.
    expect((await server.post(`${DEMO}/stream/stop`, {}, admin)).status).toBe(200);
    await until('the push ending', () => resumed.child.exitCode !== null || resumed.child.signalCode !== null);
    await resumed.done;

    // Expired: a URL signed for 5 minutes, used after them.
    server.clock.now = Date.now();
    const again = await startStream();
    server.clock.now = Date.now() + 6 * 60_000;
    try {
      expect(await push(again.url, 2).done).not.toBe(0);
    } finally {
      server.clock.now = Date.now();
    }
    expect((await fetch(`http://127.0.0.1:${httpPort}/hls/${again.key}.m3u8`)).status).toBe(404);
    await server.post(`${DEMO}/stream/stop`, {}, again.token);
  }, 60_000);
});
