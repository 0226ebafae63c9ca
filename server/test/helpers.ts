import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appDeps, createApp, type CreateAppOptions } from '../app';
import { attachChatHub, type ChatHub, type ChatHubOptions } from '../chat/hub';
import { openDatabase, type Db } from '../db/connection';
import type { SqlDatabase } from '../db/sql';
import { MIGRATIONS_DIR } from '../db/migrator';
import { parseEnv, type ServerEnv } from '../env';
import { readMetaSync } from '../db/meta.repo';
import { mediaLinks } from '../routes/attachment/attachment.links';
import { PERSONAS, type PersonaKey } from '../sandbox/personas';
import { issueTokens } from '../routes/auth/auth.handlers';
import { seedIfEmpty } from '../seed';
import { listenApp } from '../listen';
import { seedSnapshot } from './seedSnapshot';
import { testEngine, testPostgresDatabase } from './engine';

export type TestResponse = {
  status: number;
  headers: Headers;
  text: string;
  // JSON bodies are checked against the envelope before tests look at them.
  body: any;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  /** Sent as-is (for malformed-JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type TestServer = ReturnType<typeof createTestServer>;

/** Alipay's notifications are answered with the plain text it expects (`success`), not JSON. */
const ALIPAY_ANSWER = /^\/api\/payments\/alipay\/[^/]+\/notify(success)$/;

let template: string | null = null;

/**
 * An empty database with every migration applied: each test server starts from a copy of it instead of
 * running the ~30 migrations again (about 150 ms a server on a quiet 2-core machine, issue 22 point 4).
 * One file per set of migrations, named by their digest, shared by the test processes and runs (written
 * under a name of its own, then renamed into place); openDatabase still migrates the copy, finding
 * nothing left to do.
 */
function migratedTemplate(): string {
  if (template && existsSync(template)) return template;
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) digest.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  const file = join(tmpdir(), `groups-server-schema-${digest.digest('hex').slice(0, 16)}.db`);
  if (!existsSync(file)) {
    const dir = mkdtempSync(join(tmpdir(), 'groups-server-schema-'));
    openDatabase(join(dir, 'schema.db')).close();
    renameSync(join(dir, 'schema.db'), file);
    rmSync(dir, { recursive: true, force: true });
  }
  template = file;
  return file;
}

/**
 * `providers`, `log` and `redis`: as createApp takes them (the sandbox's stand-ins, the console and
 * one process by default; a test's Redis comes from server/test/redis.ts, and the test closes it).
 */
export type TestServerOptions = Pick<CreateAppOptions, 'providers' | 'log' | 'redis'>;

export function createTestServer(overrides: Partial<ServerEnv> = {}, appOptions: TestServerOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'groups-server-test-'));
  const env: ServerEnv = {
    // The suite drives the outside parties through the sandbox, as the demo does.
    ...parseEnv({ SANDBOX: 'on' }),
    database: join(dir, 'app.db'),
    staticDir: join(dir, 'dist'),
    // Sandbox providers answer at once unless a test moves the clock (or timers) itself.
    paymentConfirmDelayMs: 0,
    kycReviewDelayMs: 0,
    nftCheckDelayMs: 0,
    ...overrides,
  };
  copyFileSync(migratedTemplate(), env.database);
  const db: Db = openDatabase(env.database);
  const clock = {
    now: Date.now(),
    advance(seconds: number) {
      clock.now += seconds * 1000;
    },
  };
  seedIfEmpty(db, clock.now);
  // On PostgreSQL (TEST_DATABASE=postgres) the app's layer runs on a database of the run's cluster given the
  // rows seeded here (test/engine.ts); the SQLite file stays as the seed was written.
  const postgres = testEngine() === 'postgres' ? testPostgresDatabase(db, dir) : null;
  const app = createApp({ db, env, clock: () => clock.now, ...(postgres ? { sql: postgres.sql, reseed: postgres.reseed } : {}), ...appOptions });
  // What the seed wrote, put back by a reset at the same moment (server/test/seedSnapshot.ts).
  const snapshot = seedSnapshot(db);
  snapshot.take(clock.now);
  /** When the data was last seeded (created, or reset through the sandbox): what a test did comes after. */
  const seeded = { at: new Date(clock.now).toISOString() };

  async function call(method: string, path: string, options: CallOptions = {}): Promise<TestResponse> {
    if (env.sandbox) await serve();
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const reset = method === 'POST' && path === '/sandbox/control/reset';
    if (reset) seeded.at = new Date(clock.now).toISOString();
    if (reset && env.sandbox && body === '{}' && !options.token && snapshot.restore(clock.now)) {
      await postgres?.restore();
      // What the route does besides seeding (server/sandbox/sandbox.handlers.ts).
      appDeps(app).runtime.accessTokenTtlOverride = null;
      const text = JSON.stringify({ data: { reset: true } });
      return { status: 200, headers: new Headers({ 'content-type': 'application/json' }), text, body: JSON.parse(text) };
    }
    const response = await app.request(path, { method, headers, body }, undefined);
    const text = await response.text();
    if (reset && response.status === 200) {
      snapshot.take(clock.now);
      await postgres?.take();
    }
    const type = response.headers.get('content-type') ?? '';
    let parsed: unknown;
    if (type.startsWith('application/json')) {
      parsed = JSON.parse(text);
      expectEnvelope(response.status, parsed);
    } else if (path.startsWith('/api') && !(response.status === 204 && text === '') && !ALIPAY_ANSWER.test(path + text)) {
      throw new Error(`${method} ${path} answered ${response.status} with ${type || 'no content type'}: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  async function login(persona: PersonaKey | 'new', group = 'demo') {
    const publicInfo = await call('GET', `/api/groups/${group}/public`);
    const query = new URLSearchParams({
      client_id: publicInfo.body.data.client_id,
      scope: publicInfo.body.data.mixin_oauth_scope,
      return_to: `/#/${group}/auth/mixin/callback`,
      persona,
    });
    const redirect = await call('GET', `/sandbox/mixin/authorize?${query}`);
    expect(redirect.status).toBe(302);
    const code = codeFrom(redirect.headers.get('location')!);
    const res = await call('POST', `/api/groups/${group}/auth/mixin`, { body: { code } });
    expect(res.status).toBe(200);
    return {
      token: res.body.data.token as string,
      refresh_token: res.body.data.refresh_token as string,
      expiresAt: Number(res.headers.get('x-access-token-expires-at')),
    };
  }

  /**
   * Tokens for a seeded persona as a sign-in would issue them, without going through the wallet: for
   * tests about something else that run where the wallet SDK cannot sign (jsdom's typed arrays are
   * not Node's, and its Ed25519 code refuses them).
   */
  async function signedIn(persona: PersonaKey, group = 'demo') {
    const deps = appDeps(app);
    const tokens = await issueTokens(deps, deps.sql, group, PERSONAS[persona].user_id);
    return { token: tokens.token, refresh_token: tokens.refresh_token, expiresAt: tokens.expiresAt };
  }

  let serving: Promise<Server> | null = null;
  let hub: ChatHub | null = null;

  /**
   * The app on a real loopback port, from the first request on: the sandbox's stand-ins are reached
   * there over HTTP (runtime.selfOrigin), as real parties are at theirs. Closed by close().
   */
  function serve(): Promise<Server> {
    serving ??= new Promise<Server>((resolve) => {
      const started = listenApp(app, { port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    return serving;
  }

  /** The same port with the chat's WebSocket hub attached (as server/main.ts does), for tests with real sockets. */
  async function listen(options: ChatHubOptions = {}) {
    const server = await serve();
    hub ??= attachChatHub(server, appDeps(app), options);
    const { port } = server.address() as AddressInfo;
    return { port, httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws`, hub };
  }

  async function stopListening() {
    if (!serving) return;
    const started = serving;
    const attached = hub;
    serving = null;
    hub = null;
    const server = await started;
    await attached?.close();
    await new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  }

  return {
    app,
    db,
    /** The app's async layer (db/sql.ts): what tests read and write through once their repos have moved (issue 27). */
    sql: appDeps(app).sql,
    /** Where the app's data is: its SQLite file, or on PostgreSQL its database's URL (for racer processes: test/race.ts). */
    database: postgres ? postgres.url : env.database,
    env,
    clock,
    seeded,
    listen,
    stopListening,
    dir,
    call,
    get: (path: string, token?: string) => call('GET', path, { token }),
    post: (path: string, body: unknown, token?: string) => call('POST', path, { body, token }),
    put: (path: string, body: unknown, token?: string) => call('PUT', path, { body, token }),
    /** The demo put back as the seed left it (the stand-ins' reset control), as a test starts. */
    reset: () => call('POST', '/sandbox/control/reset', { body: {} }),
    /** An HTML form post, as the sandbox pages send it. */
    form: (path: string, fields: Record<string, string>) => call('POST', path, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    login,
    signedIn,
    /** The link the server would hand out now for an attachment (signed, expiring: attachment.links.ts). */
    mediaUrl: (groupId: string, attachmentId: string) =>
      mediaLinks({ env, clock: () => clock.now, tokenSecret: env.tokenSecret ?? readMetaSync(db, 'token_secret')! })(groupId, attachmentId),
    close() {
      void stopListening();
      void postgres?.close();
      // The app's layer has a SQLite connection of its own (on PostgreSQL, postgres.close ends its pool).
      if (!postgres) void (appDeps(app).sql as SqlDatabase).close();
      snapshot.close();
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `code` the sandbox appended to a return_to URL (in the fragment's query, or the query). */
export function codeFrom(location: string): string {
  const code = paramFrom(location, 'code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

/** A parameter the sandbox appended to a redirect (the fragment's query first, then the query). */
export function paramFrom(location: string, name: string): string | null {
  const url = new URL(location, 'http://localhost');
  const fragmentQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  return new URLSearchParams(fragmentQuery).get(name) ?? url.searchParams.get(name);
}

export function expectEnvelope(status: number, body: unknown): void {
  expect(body).toBeTypeOf('object');
  if (status >= 400) {
    expect(Object.keys(body as object).sort()).toEqual(['code', 'message']);
    const { code, message } = body as { code: unknown; message: unknown };
    expect(code).toBeTypeOf('number');
    expect(message).toBeTypeOf('string');
    expect(message as string).not.toMatch(/\n\s+at /); // no stack trace
  } else {
    expect(Object.keys(body as object)).toEqual(['data']);
  }
}

/** An error answer: status, catalogue code. */
export function expectError(res: TestResponse, status: number, code: number): void {
  expect({ status: res.status, code: res.body?.code, message: res.body?.message })
    .toMatchObject({ status, code, message: expect.any(String) });
}
