import type { Redis } from 'ioredis';
import type { Sql } from './db/sql';
import type { ServerEnv } from './env';
import type { Log } from './lib/log';
import type { Providers } from './providers';
import type { AccessClaims } from './lib/tokens';
import type { GroupRow } from './routes/group/group.repo';
import type { Viewer } from './routes/auth/auth.middleware';

/** Milliseconds since the epoch; injectable so tests move time instead of sleeping. */
export type Clock = () => number;

/**
 * What changes while the server runs: a knob of the sandbox's controls, whether the process is
 * shutting down (`GET /healthz` then answers 503, so a load balancer stops sending it people), and
 * the origin this process answers on from this machine once it listens (the sandbox's stand-ins
 * are reached there, as real parties are at theirs).
 */
export type RuntimeState = { accessTokenTtlOverride: number | null; draining: boolean; selfOrigin: string | null };

export type AppDeps = {
  /**
   * The database, through the async layer (db/sql.ts): SQLite or PostgreSQL (issue 27; server/README "The
   * database"). Nothing serving a request reads SQLite directly.
   */
  sql: Sql;
  env: ServerEnv;
  clock: Clock;
  runtime: RuntimeState;
  tokenSecret: string;
  /** Where the server's log goes (server/lib/log.ts). */
  log: Log;
  /**
   * Puts the demo's data back as the seed writes it at `nowMs` (the sandbox's reset), keeping the server's
   * own state (meta, the job schedule): on SQLite in place, on PostgreSQL seeded on SQLite and copied across
   * (db/postgres.ts seedPostgres).
   */
  reseed: (nowMs: number) => Promise<void>;
  /** The outside parties, one interface each (server/providers). */
  providers: Providers;
  /**
   * The Redis the server's processes share (REDIS_URL, lib/redis.ts): rate-limit counters, the chat's
   * live events. Absent: one process, its counters in the database.
   */
  redis?: Redis;
};

/** `requestId`: the request's id, in its answer's X-Request-Id and in every log line about it. */
export type AppEnv = { Variables: { deps: AppDeps; requestId: string } };

/** What the request's bearer token says, if it carried one. */
export type SessionState =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: string }
  | null;

/** Routes under /api/groups/:group: the group is loaded and the token read before any handler. */
export type GroupEnv = {
  Variables: { deps: AppDeps; requestId: string; group: GroupRow; session: SessionState };
};

/** Group routes behind requireUser or a stricter guard: the caller is known. */
export type ViewerEnv = { Variables: GroupEnv['Variables'] & { viewer: Viewer } };

export const nowSeconds = (clock: Clock) => Math.floor(clock() / 1000);
/** The clock's time as the ISO-8601 text stored for client-facing dates. */
export const nowIso = (clock: Clock) => new Date(clock()).toISOString();
export const accessTokenTtl = (deps: Pick<AppDeps, 'runtime' | 'env'>) =>
  deps.runtime.accessTokenTtlOverride ?? deps.env.accessTokenTtl;
