import { afterEach, describe, expect, test, vi } from 'vitest';
import { appDeps } from '../app';
import { createTestServer, type TestServer } from '../test/helpers';
import type { SqlDatabase } from '../db/sql';
import { jsonLines, type LogEntry } from './log';

// Request ids and the JSON log (issue 23 point 8).
let server: TestServer;
let entries: LogEntry[];
afterEach(() => server.close());

function logged(): TestServer {
  server = createTestServer();
  entries = [];
  appDeps(server.app).log = (entry) => entries.push(entry);
  return server;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  test('every answer carries one, new for each request, and the log line of that request names it', async () => {
    logged();
    const first = await server.get('/api/groups/demo/public?code=secret-code');
    const second = await server.get('/api/groups/no-such-group/public');
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(entries).toEqual([
      { level: 'info', msg: 'request', request_id: ids[0], method: 'GET', path: '/api/groups/demo/public', status: 200, ms: expect.any(Number) },
      { level: 'info', msg: 'request', request_id: ids[1], method: 'GET', path: '/api/groups/no-such-group/public', status: 404, ms: expect.any(Number) },
    ]);
    // The query (a code, a token) is never logged.
    expect(JSON.stringify(entries)).not.toContain('secret-code');
  });

  test("keeps a balancer's well-formed X-Request-Id, and replaces one that is not", async () => {
    logged();
    const kept = await server.call('GET', '/healthz', { headers: { 'X-Request-Id': 'lb-7f3a:01.2' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:01.2');
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', '']) {
      const res = await server.call('GET', '/healthz', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
    expect(entries.map((e) => e.request_id)[0]).toBe('lb-7f3a:01.2');
  });

  test('an unexpected error is logged with the id its 500 answer carries, the stack in the log only', async () => {
    logged();
    // The database is there first (on PostgreSQL it is made from the seeded file a moment after the server).
    await server.sql.value('SELECT 1');
    // Every query now throws: db's, and the async layer's on its own connection (db/connection.ts openLayerConnection).
    server.db.close();
    await (server.sql as SqlDatabase).close();
    const res = await server.get('/api/groups/demo/public');
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/at .*\.ts/);
    const id = res.headers.get('x-request-id');
    const error = entries.find((e) => e.level === 'error');
    expect(error).toMatchObject({ msg: 'unexpected error', request_id: id, method: 'GET', path: '/api/groups/demo/public' });
    expect(String(error?.error)).toMatch(/(database connection is not open|Cannot use a pool after calling end on the pool)[\s\S]*\n\s+at /);
    expect(entries.at(-1)).toMatchObject({ level: 'info', request_id: id, status: 500 });
  });
});

describe('jsonLines', () => {
  test('writes one JSON object a line with the time first; errors to the error stream', () => {
    const out = { write: vi.fn() };
    const err = { write: vi.fn() };
    const log = jsonLines(() => Date.UTC(2026, 10, 28, 9, 30), out, err);
    log({ level: 'info', msg: 'request', request_id: 'r1', status: 200 });
    log({ level: 'error', msg: 'unexpected error', request_id: 'r2', error: 'Error: boom\n    at x' });
    expect(out.write).toHaveBeenCalledWith('{"time":"2026-11-28T09:30:00.000Z","level":"info","msg":"request","request_id":"r1","status":200}\n');
    expect(err.write).toHaveBeenCalledTimes(1);
    const line = String(err.write.mock.calls[0]?.[0]);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ time: '2026-11-28T09:30:00.000Z', level: 'error', msg: 'unexpected error', request_id: 'r2', error: 'Error: boom\n    at x' });
  });
});
