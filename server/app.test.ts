import { afterAll, describe, expect, test, vi } from 'vitest';
import { createTestServer, expectError } from './test/helpers';
import type { SqlDatabase } from './db/sql';

const server = createTestServer();
afterAll(() => server.close());

describe('envelope', () => {
  test('success is exactly {data}', async () => {
    const res = await server.get('/api/groups/demo/config');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test.each([
    ['GET', '/api'],
    ['GET', '/api/unknown'],
    ['GET', '/api/groups'],
    ['GET', '/api/groups/demo/no-such-thing'],
    ['DELETE', '/api/groups/demo/config'],
    ['POST', '/api/groups/demo/public'],
  ])('unknown API route %s %s is a JSON 404 "cannot find resource"', async (method, path) => {
    const res = await server.call(method, path);
    expectError(res, 404, 404);
    expect(res.body.message).toBe('cannot find resource');
  });

  test('unknown group is a JSON 404', async () => {
    expectError(await server.get('/api/groups/nope/public'), 404, 404);
    expectError(await server.get('/api/groups/nope/users/me'), 404, 404);
  });

  test('malformed JSON body is 100400, not a 500', async () => {
    const res = await server.call('POST', '/api/groups/demo/auth/refresh', { rawBody: '{"refresh_token": ' });
    expectError(res, 400, 100400);
    expect(res.body.message).toMatch(/malformed JSON/);
  });

  test.each([
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"x"'],
    ['null', 'null'],
    ['a wrong field type', '{"refresh_token": 42}'],
    ['an empty body', ''],
  ])('%s as a body is 100400 and names the problem', async (_name, rawBody) => {
    const res = await server.call('POST', '/api/groups/demo/auth/refresh', { rawBody });
    expectError(res, 400, 100400);
  });

  test('a missing field is named in the message', async () => {
    const res = await server.post('/api/groups/demo/auth/refresh', {});
    expectError(res, 400, 100400);
    expect(res.body.message).toBe('refresh_token is required');
  });

  test('an oversized body is refused with a JSON error', async () => {
    const res = await server.call('POST', '/api/groups/demo/auth/refresh', {
      rawBody: JSON.stringify({ refresh_token: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, 100400);
  });

  test('a thrown error is a 500 "internal error": the stack goes to stderr only', async () => {
    const scratch = createTestServer();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The database is there first (on PostgreSQL it is made from the seeded file a moment after the server).
    await scratch.sql.value('SELECT 1');
    // Every query now throws: db's, and the async layer's on its own connection (db/connection.ts openLayerConnection).
    scratch.db.close();
    await (scratch.sql as SqlDatabase).close();
    const res = await scratch.get('/api/groups/demo/public');
    expectError(res, 500, 500);
    expect(res.body.message).toBe('internal error');
    expect(res.text).not.toMatch(/database|at .*\.ts/i);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/(database connection is not open|Cannot use a pool after calling end on the pool)[\s\S]*\n\s+at /);
    scratch.close();
  });

  test('bad input never answers HTML', async () => {
    const probes: [string, string, string?][] = [
      ['GET', '/api/groups/demo/assets?scene=%E0%A4%A'],
      ['GET', '/api/groups/demo/assets?scene=<script>'],
      ['GET', '/api/groups/%2e%2e/public'],
      ['PUT', '/api/groups/demo/settings/full', '{{'],
      ['POST', '/api/groups/demo/auth/mixin', '{"code": {"$ne": null}}'],
      ['GET', '/api/groups/demo/users/me/assets?scene[]=pay'],
    ];
    for (const [method, path, rawBody] of probes) {
      const res = await server.call(method, path, { rawBody });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/json/);
    }
  });
});
