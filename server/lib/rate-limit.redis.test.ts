import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import { appDeps, handleError } from '../app';
import type { AppEnv } from '../context';
import type { LogEntry } from './log';
import { createTestServer, expectError, type TestResponse } from '../test/helpers';
import { startRedis, type TestRedis } from '../test/redis';
import { sendError } from './envelope';
import { apiErrors } from './errors';
import { LIMITS, rateLimit, REDIS_KEY_PREFIX, type RateLimitRule } from './rate-limit';
import { closeRedis, openRedis } from './redis';

// Issue 27: the server as several processes. Each app here stands for one, on its own database, and
// with Redis they count every limit together; without it, each counts alone (the first test, which
// shows the others could fail). The apps trust X-Forwarded-For so a test can speak from an address of
// its own.

const DEMO = '/api/groups/demo';

let redisServer: TestRedis;
let redis: Redis;
type Server = ReturnType<typeof createTestServer>;
const servers: Server[] = [];

/** An app on a database of its own, sharing `shared` when given: one server process. */
function serverProcess(shared?: Redis): Server {
  const server = createTestServer({ trustProxy: true }, shared ? { redis: shared } : {});
  servers.push(server);
  return server;
}

beforeAll(async () => {
  redisServer = await startRedis();
  redis = openRedis(redisServer.url, 'rate-limit-test');
});

afterAll(async () => {
  for (const server of servers) server.close();
  await closeRedis(redis);
  await redisServer.stop();
});

const track = (server: Server, address: string) =>
  server.call('POST', `${DEMO}/track/create`, { body: { event: 'page_view' }, headers: { 'X-Forwarded-For': address } });

const signIn = (server: Server, address: string) =>
  server.call('POST', `${DEMO}/auth/mixin`, { body: { code: 'no-such-code' }, headers: { 'X-Forwarded-For': address } });

/** Sends `times` requests, the i-th to `servers[i % n]`, none of which may be refused for its rate. */
async function spread(times: number, over: Server[], send: (server: Server) => Promise<TestResponse>): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await send(over[i % over.length]!);
    expect(res.status, `request ${i + 1}: ${res.text}`).not.toBe(429);
  }
}

const FAILURES_ONLY: RateLimitRule = {
  name: 'test/failures', limit: 3, windowMs: 60_000, counts: 'failures', store: 'database', message: () => 'too many failures',
};

/**
 * POST /try under FAILURES_ONLY on `server`'s deps, as one client: refused (409) unless `ok`.
 * `meanwhile` runs while the request is being handled, after it was counted.
 */
function tryRoute(server: Server, meanwhile: () => Promise<void> = async () => {}) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', appDeps(server.app));
    await next();
  });
  app.post('/try', rateLimit(FAILURES_ONLY, () => 'someone'), async (c) => {
    await meanwhile();
    return c.req.query('ok') ? c.json({ data: { ok: true } }) : sendError(c, apiErrors.rejected('no'));
  });
  app.onError(handleError);
  return (ok: boolean) => app.request(ok ? '/try?ok=1' : '/try', { method: 'POST' });
}

function expectLimited(res: TestResponse): void {
  expectError(res, 429, ErrorCode.tooManyRequests);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('without Redis', () => {
  test('two processes on their own databases each count alone', async () => {
    const [a, b] = [serverProcess(), serverProcess()];
    const { limit } = LIMITS.trackPerAddress;
    await spread(limit, [a], (server) => track(server, '10.1.0.1'));
    expectLimited(await track(a, '10.1.0.1'));
    // The other process has counted nothing for the address.
    expect((await track(b, '10.1.0.1')).status).toBe(200);
  });
});

describe('with Redis shared by two processes', () => {
  test(`analytics events (a memory rule alone): ${LIMITS.trackPerAddress.limit} from one address over both, then 429 from either`, async () => {
    const [a, b] = [serverProcess(redis), serverProcess(redis)];
    const { limit, name } = LIMITS.trackPerAddress;
    await spread(limit, [a, b], (server) => track(server, '10.2.0.1'));
    expectLimited(await track(a, '10.2.0.1'));
    expectLimited(await track(b, '10.2.0.1'));
    // Another address is not affected; the counter is the rule's key in Redis, with its window.
    expect((await track(b, '10.2.0.2')).status).toBe(200);
    expect(Number(await redis.get(`${REDIS_KEY_PREFIX}${name}:ip:10.2.0.1`))).toBe(limit + 2);
    expect(await redis.pttl(`${REDIS_KEY_PREFIX}${name}:ip:10.2.0.1`)).toBeGreaterThan(0);
  });

  test(`sign-in code exchanges (a database rule alone): ${LIMITS.signInPerAddress.limit} over both, then 429 from either`, async () => {
    const [a, b] = [serverProcess(redis), serverProcess(redis)];
    const { limit } = LIMITS.signInPerAddress;
    await spread(limit, [a, b], (server) => signIn(server, '10.3.0.1'));
    expectLimited(await signIn(b, '10.3.0.1'));
    expectLimited(await signIn(a, '10.3.0.1'));
    // The databases hold no counters: Redis does.
    for (const server of [a, b]) expect(await server.sql.get('SELECT COUNT(*) AS n FROM rate_limits')).toEqual({ n: 0 });
  });

  test('a rule counting failures only uncounts the successes in Redis, whichever process answered', async () => {
    const [a, b] = [tryRoute(serverProcess(redis)), tryRoute(serverProcess(redis))];
    expect((await a(false)).status).toBe(409);
    for (let i = 0; i < 10; i++) expect((await (i % 2 ? a : b)(true)).status).toBe(200);
    expect((await b(false)).status).toBe(409);
    expect((await a(false)).status).toBe(409);
    expect((await b(true)).status).toBe(429);
    expect((await a(false)).status).toBe(429);
  });
});

describe('when Redis is away', () => {
  test('a limited request is refused with a clean 503 {code, message}; the process carries on', async () => {
    const away = await startRedis();
    const connection = openRedis(away.url, 'rate-limit-outage-test');
    try {
      const server = serverProcess(connection);
      expect((await track(server, '10.4.0.1')).status).toBe(200);
      await away.stop();
      const refused = await track(server, '10.4.0.1');
      expectError(refused, 503, ErrorCode.internal);
      expect(refused.body.message).toMatch(/cannot count requests/);
      // Routes without a limit still answer.
      expect((await server.get(`${DEMO}/public`)).status).toBe(200);
      expectError(await signIn(server, '10.4.0.1'), 503, ErrorCode.internal);
    } finally {
      await closeRedis(connection);
      await away.stop();
    }
  });

  test('Redis lost while a request is handled: its answer stands, the uncount it cannot make is logged', async () => {
    const away = await startRedis();
    const connection = openRedis(away.url, 'rate-limit-outage-test');
    const logged: LogEntry[] = [];
    try {
      const server = createTestServer({}, { redis: connection, log: (entry) => logged.push(entry) });
      servers.push(server);
      // A success under a rule counting failures only is uncounted after its answer: Redis is gone by then.
      const ok = await tryRoute(server, () => away.stop())(true);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ data: { ok: true } });
      expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'rate-limit uncount failed', what: 'grp:rl:test/failures:someone' }));
      expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    } finally {
      await closeRedis(connection);
      await away.stop();
    }
  });
});
