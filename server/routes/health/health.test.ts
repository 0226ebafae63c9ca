import { afterEach, describe, expect, test } from 'vitest';
import type { SqlDatabase } from '../../db/sql';
import { appDeps } from '../../app';
import { createTestServer, type TestServer } from '../../test/helpers';
import { demoEnv } from '../../test/standins';

// GET /healthz (issue 23 point 8): what a load balancer asks every few seconds.
let server: TestServer;
afterEach(() => server.close());

describe('GET /healthz', () => {
  test.each([['on', true], ['off', false]] as const)('answers 200 {status: ok} with the demo %s, to anyone, never cached', async (_label, on) => {
    server = createTestServer(demoEnv(on));
    const res = await server.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('answers HEAD as GET, without a body', async () => {
    server = createTestServer();
    const res = await server.app.request('/healthz', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('answers 503 {code, message} when the database does not answer, so the balancer sends people elsewhere', async () => {
    server = createTestServer();
    await (server.sql as SqlDatabase).close();
    const res = await server.get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 500, message: 'database unavailable' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('answers 503 while the process shuts down (SIGTERM in server/main.ts), though the database answers', async () => {
    server = createTestServer();
    appDeps(server.app).runtime.draining = true;
    const res = await server.get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 500, message: 'shutting down' });
  });
});
