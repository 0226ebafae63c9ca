import { Hono, type Context } from 'hono';
import type { Redis } from 'ioredis';
import { deliverWrittenOutbox } from './jobs/outbox';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv, Clock } from './context';
import { openLayerConnection, type Db } from './db/connection';
import { readOrInsertMetaSync } from './db/meta.repo';
import type { ServerEnv } from './env';
import { sendError } from './lib/envelope';
import { consoleErrors, requestLog, type Log } from './lib/log';
import { ApiError, apiErrors } from './lib/errors';
import { ErrorCode } from '../contract/errors';
import { appPolicy, securityHeaders } from './lib/security';
import { pathWithoutControlCharacters } from './lib/validation';
import { staticSite } from './lib/static';
import { randomToken } from './lib/tokens';
import { createApiRouter } from './routes';
import { ATTACHMENT_UPLOAD_PATH } from './routes/attachment/attachment.routes';
import { healthRoutes } from './routes/health/health.routes';
import { unconfiguredProviders, type Providers } from './providers';
import { productionProviders } from './providers/production';
import { sandboxProviders } from './sandbox/providers';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { sqliteSql, type Sql } from './db/sql';
import { isSerializationFailure } from './db/sql.postgres';
import { resetDatabase } from './seed';

/**
 * `log`: where the log goes; without one, unexpected errors go to the console and nothing else is
 * logged. `providers`: the outside parties; without them, the sandbox's stand-ins when SANDBOX is
 * on, else the real adapters (providers/production.ts; a party without one answers 503). `redis`:
 * what the server's processes share (lib/redis.ts; the caller opens and closes it); without it,
 * one process.
 *
 * The database: `db`, a SQLite file the app reaches through the async layer on a connection of its own, or
 * `sql`, the layer on another database (PostgreSQL: db/postgres.ts) — then `tokenSecret` (TOKEN_SECRET, or
 * the one kept in its meta table: main.ts reads it before) and `reseed` (how the sandbox's reset puts the
 * demo back, AppDeps.reseed) come with it; with `db` they default to its meta row and resetDatabase.
 */
export type CreateAppOptions = {
  db?: Db; sql?: Sql; tokenSecret?: string; reseed?: (nowMs: number) => Promise<void>;
  env: ServerEnv; clock?: Clock; log?: Log; providers?: (deps: AppDeps) => Providers; redis?: Redis;
};

const MAX_BODY_BYTES = 1024 * 1024;

const depsByApp = new WeakMap<Hono<AppEnv>, AppDeps>();

/** What an app made by createApp runs on (the chat hub attaches to the same database, clock and secret). */
export function appDeps(app: Hono<AppEnv>): AppDeps {
  const deps = depsByApp.get(app);
  if (!deps) throw new Error('not an app made by createApp');
  return deps;
}

/** `db`, which an app on another database's layer is given `what` instead of. */
function required(db: Db | undefined, what: string): Db {
  if (!db) throw new Error(`createApp on sql alone needs ${what}`);
  return db;
}

/** Maps anything thrown to the `{code, message}` envelope; unexpected errors are logged, never sent. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return sendError(c, error);
  // PostgreSQL gave a transaction up for conflicts with others even after the layer ran it again (db/sql.postgres.ts):
  // nothing was written; the caller may try again.
  if (isSerializationFailure(error)) return sendError(c, apiErrors.unavailable('the server is busy: try again'));
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 401 ? ErrorCode.loginRequired
      : error.status === 403 ? ErrorCode.forbidden
        : error.status === 404 ? ErrorCode.notFound
          : ErrorCode.validation;
    return sendError(c, new ApiError(error.status, code, error.message || 'bad request'));
  }
  const log = (c.get('deps') as AppDeps | undefined)?.log ?? consoleErrors;
  log({
    level: 'error', msg: 'unexpected error', request_id: c.get('requestId') as string | undefined,
    method: c.req.method, path: c.req.path, error: error.stack ?? String(error),
  });
  return sendError(c, apiErrors.internal());
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { db, env, clock = Date.now, log = consoleErrors, providers, redis } = options;
  if (!options.sql && !db) throw new Error('createApp needs a database: db (SQLite) or sql');
  const deps: AppDeps = {
    // Its own connection: the seed and the tests' own statements on `db` are another writer to it, never
    // inside one of its transactions (db/connection.ts openLayerConnection).
    sql: options.sql ?? sqliteSql(openLayerConnection(db!)),
    env,
    clock,
    runtime: { accessTokenTtlOverride: null, draining: false, selfOrigin: null },
    // Kept in the database so a restart does not sign everybody out.
    tokenSecret: env.tokenSecret ?? options.tokenSecret ?? readOrInsertMetaSync(required(db, 'tokenSecret'), 'token_secret', randomToken(48)),
    log,
    reseed: options.reseed ?? (async (nowMs) => resetDatabase(required(db, 'reseed'), nowMs)),
    providers: unconfiguredProviders(),
  };
  if (redis) deps.redis = redis;
  // Made with the deps they serve (a stand-in reaches back into this server's services).
  if (providers) deps.providers = providers(deps);
  else deps.providers = env.sandbox ? sandboxProviders(deps) : productionProviders(deps);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
    // What the request wrote to the outbox (an SMS code, a wallet notice) leaves with it.
    await deliverWrittenOutbox(deps);
  });
  app.use('*', requestLog());
  app.use('*', securityHeaders());
  app.use('*', pathWithoutControlCharacters);
  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => sendError(c, new ApiError(413, ErrorCode.validation, 'request body too large')),
  });
  // Uploads carry media: their route sets its own, larger limit.
  app.use('/api/*', (c, next) => (ATTACHMENT_UPLOAD_PATH.test(c.req.path) ? next() : apiBodyLimit(c, next)));
  app.route('/api', createApiRouter());
  app.route('/healthz', healthRoutes);
  if (env.sandbox) app.route('/sandbox', sandboxRoutes);
  app.get('*', staticSite(env.staticDir, (hashes, host) => appPolicy(env, hashes, host)));

  app.notFound((c) => sendError(c, apiErrors.notFound()));
  app.onError(handleError);
  depsByApp.set(app, deps);
  return app;
}
