import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { createTestServer, expectError } from '../test/helpers';

const dist = mkdtempSync(join(tmpdir(), 'groups-static-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, '.env'), 'SECRET=1');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'index-77aa00.css'), 'body{}');
writeFileSync(join(dist, 'assets', 'font-1.woff2'), 'wOF2');
const BIG_JS = `export const text = ${JSON.stringify('a chunk of JavaScript '.repeat(200))};`;
writeFileSync(join(dist, 'assets', 'big-9c8b7a.js'), BIG_JS);
// Same size and, as a build writes them, the same modification time.
const TWIN_A = `export const a = ${JSON.stringify('x'.repeat(3000))};`;
const TWIN_B = `export const b = ${JSON.stringify('y'.repeat(3000))};`;
writeFileSync(join(dist, 'assets', 'twin-a.js'), TWIN_A);
writeFileSync(join(dist, 'assets', 'twin-b.js'), TWIN_B);
const sameTime = new Date('2026-01-01T00:00:00Z');
utimesSync(join(dist, 'assets', 'twin-a.js'), sameTime, sameTime);
utimesSync(join(dist, 'assets', 'twin-b.js'), sameTime, sameTime);
const outside = join(tmpdir(), 'groups-static-outside.txt');
writeFileSync(outside, 'outside');

const server = createTestServer({ staticDir: dist });
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

describe('static files', () => {
  test.each(['/', '/demo', '/demo/courses/12', '/index.html'])('%s serves the app shell, revalidated every time', async (path) => {
    const res = await server.get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('app shell');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test.each([
    ['/assets/index-3f9a1c.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-77aa00.css', 'text/css; charset=utf-8'],
    ['/assets/font-1.woff2', 'font/woff2'],
  ])('%s is cached for a year as immutable', async (path, type) => {
    const res = await server.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  // The raw bytes, as the browser receives them before decoding.
  async function fetchRaw(path: string, acceptEncoding: string) {
    const res = await server.app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });
    const raw = Buffer.from(await res.arrayBuffer());
    return { headers: res.headers, raw, text: raw.toString() };
  }

  test('text is sent brotli-compressed when the browser accepts it, gzip otherwise, plain when neither', async () => {
    const path = '/assets/big-9c8b7a.js';
    const br = await fetchRaw(path, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.raw.byteLength).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(br.raw).toString()).toBe(BIG_JS);

    const gz = await fetchRaw(path, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.raw).toString()).toBe(BIG_JS);
    expect(gz.headers.get('etag')).not.toBe(br.headers.get('etag'));

    const plain = await fetchRaw(path, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(BIG_JS);

    const refused = await fetchRaw(path, 'br;q=0, gzip');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });

  test('two files of the same size written at the same moment are never served for each other', async () => {
    const a = await fetchRaw('/assets/twin-a.js', 'br');
    const b = await fetchRaw('/assets/twin-b.js', 'br');
    expect(brotliDecompressSync(a.raw).toString()).toBe(TWIN_A);
    expect(brotliDecompressSync(b.raw).toString()).toBe(TWIN_B);
  });

  test('binary files and tiny files are not compressed', async () => {
    const font = await fetchRaw('/assets/font-1.woff2', 'br');
    expect(font.headers.get('content-encoding')).toBeNull();
    const tiny = await fetchRaw('/assets/index-3f9a1c.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
  });

  test('files outside /assets/ are revalidated', async () => {
    const res = await server.get('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('a matching ETag answers 304 without a body', async () => {
    const first = await server.get('/');
    const etag = first.headers.get('etag')!;
    const again = await server.call('GET', '/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  test.each([
    '/assets/index-gone.js',
    '/missing.png',
    '/.env',
    '/%2e%2e/groups-static-outside.txt',
    '/assets/..%2f..%2fgroups-static-outside.txt',
  ])('%s is a JSON 404, never the shell', async (path) => {
    const res = await server.get(path);
    expectError(res, 404, 404);
  });

  test('API and sandbox paths never fall back to the shell', async () => {
    expectError(await server.get('/api/nothing'), 404, 404);
    expectError(await server.get('/sandbox/nothing'), 404, 404);
  });

  test('without a build, / explains how to make one instead of crashing', async () => {
    const empty = createTestServer({ staticDir: join(dist, 'does-not-exist') });
    const res = await empty.get('/');
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('npm run build');
    empty.close();
  });
});
