import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
