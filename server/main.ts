import { dirname, join, resolve } from 'node:path';
import { appDeps, createApp, type CreateAppOptions } from './app';
import { chatBus } from './chat/bus';
import { attachChatHub } from './chat/hub';
import { redisChatTransport } from './chat/redis-bus';
import { openDatabase } from './db/connection';
import { readOrInsertMeta } from './db/meta.repo';
import { openPostgres, seedPostgres } from './db/postgres';
import { sqliteSql, type SqlDatabase } from './db/sql';
import { randomToken } from './lib/tokens';
import { cardKeyOf, EnvError, parseEnv, SandboxExposedError, type ServerEnv } from './env';
import { listenApp } from './listen';
import { jsonLines } from './lib/log';
import { closeRedis, openRedis } from './lib/redis';
import { PERSONA_KEYS } from './sandbox/personas';
import { seedIfEmpty } from './seed';
import { listGroupParties } from './providers/credentials.repo';
import { readinessRefusal } from './providers/readiness';
import { serverJobs } from './jobs';
import { createScheduler } from './jobs/scheduler';

/** How often the scheduler looks for due jobs: as often as its most frequent job (the wallet's payments, every 2 s). */
const SCHEDULER_TICK_MS = 2_000;

/** Start-up notes go to stdout; console.log is kept out of server code so stray debug output stands out. */
const say = (line: string) => process.stdout.write(`${line}\n`);

function readEnv(): ServerEnv {
  try {
    const env = parseEnv(process.env);
    // Bank card numbers are sealed with CARD_KEY: a real server does not start without one.
    cardKeyOf(env);
    return env;
  } catch (error) {
    if (error instanceof EnvError || error instanceof SandboxExposedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();

/**
 * The database (issue 27): PostgreSQL when DATABASE_URL names one (migrated on open, under a lock, so processes
 * starting together apply each migration once), else the SQLite file DATABASE. The demo's groups and people
 * only for the sandbox: a real server starts empty, and its operator opens groups (npm run group), each with
 * the parties it needs, or it does not start.
 */
async function openData(): Promise<{ sql: SqlDatabase; app: Pick<CreateAppOptions, 'db' | 'sql' | 'tokenSecret' | 'reseed'> }> {
  if (env.databaseUrl) {
    const { sql, pool } = await openPostgres(env.databaseUrl);
    // The seed is written on SQLite (a staging file beside DATABASE, whose attachments folder the disk store
    // serves) and copied across.
    const staging = join(dirname(resolve(env.database)), 'seed-staging.db');
    if (env.sandbox && await seedPostgres(pool, staging, Date.now())) say('Seeded demo data into PostgreSQL (DATABASE_URL)');
    const tokenSecret = env.tokenSecret ?? await readOrInsertMeta(sql, 'token_secret', randomToken(48));
    return { sql, app: { sql, tokenSecret, reseed: async (nowMs) => void await seedPostgres(pool, staging, nowMs, true) } };
  }
  const db = openDatabase(resolve(env.database));
  if (env.sandbox && seedIfEmpty(db, Date.now())) say(`Seeded demo data into ${env.database}`);
  return { sql: sqliteSql(db), app: { db } };
}

const data = await openData();
if (!env.sandbox) {
  const refusal = await readinessRefusal(data.sql, env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

// Every request's line, and any unexpected error with its request's id, as JSON lines (server/lib/log.ts).
const log = jsonLines(Date.now);
// With REDIS_URL the server runs as several processes (issue 27): they share their rate-limit counters
// and the chat's live events through it. Without, one process.
const redis = env.redisUrl ? openRedis(env.redisUrl, 'groups-app') : null;
const app = createApp({ ...data.app, env, log, ...(redis ? { redis } : {}) });
const deps = appDeps(app);
const server = listenApp(app, { port: env.port, hostname: env.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  if (env.sandbox) {
    say('*'.repeat(72));
    say(`* SANDBOX ON: a demo server on ${env.host}. /sandbox resets data, marks orders paid,`);
    say('* shows SMS codes. Never expose it to real people (SANDBOX=off for that).');
    say('*'.repeat(72));
  }
  if (env.sandbox) {
    say(`Groups reference server on ${url}/#/demo`);
    say(`Groups: ${url}/#/demo (paid), ${url}/#/free (free entry), ${url}/#/closed (entry disabled), `
      + `${url}/#/gate (quiz and KYC), ${url}/#/nft (NFT ticket)`);
    say(`Log in through the sandbox wallet as one of: ${[...PERSONA_KEYS, 'new'].join(', ')}`);
  } else {
    say('SANDBOX is off: the sandbox wallet and test controls are not mounted.');
    void listGroupParties(deps.sql).then((parties) => {
      const groups = parties.map((group) => group.group_id);
      say(groups.length > 0
      ? `Groups: ${groups.map((group) => `${url}/#/${group}`).join(', ')}`
        : 'No groups yet: npm run group -- create <group> --name ... (README "Run it for real").');
    });
  }
});

// The chat's WebSocket (issue 12) on the same server: GET /ws. With Redis, the chat's events cross to the
// other processes' hubs on a connection of their own (a subscribed connection does nothing else).
const chatHub = attachChatHub(server, deps);
const busRedis = env.redisUrl ? openRedis(env.redisUrl, 'groups-app-chat') : null;
if (redis && busRedis) chatBus(deps.sql).connect(redisChatTransport(redis, busRedis));

// What the server does on its own (jobs/index.ts): order and pack deadlines, closed profit months,
// inactive chat members, the statistics rollup. The schedule is kept in the database and shared with
// any other server process on it (jobs/scheduler.ts).
const scheduler = createScheduler(deps.sql, serverJobs(deps), { log });
scheduler.start(SCHEDULER_TICK_MS);

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE'
    ? `Port ${env.port} is in use: set PORT to a free port`
    : `Server error: ${error.message}`);
  void closeData().finally(() => process.exit(1));
});

/** The database's connections closed: the app's layer, and on SQLite the file the seed wrote through. */
async function closeData(): Promise<void> {
  const layer = deps.sql as SqlDatabase;
  await layer.close().catch(() => undefined);
  if (data.sql !== layer) await data.sql.close().catch(() => undefined);
}

/** How long requests in flight at a SIGTERM or SIGINT may take to finish. */
const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  say(`${signal}: shutting down`);
  // A load balancer asking GET /healthz now hears 503 and sends people to another process.
  deps.runtime.draining = true;
  // New connections are refused from here; idle keep-alive ones are closed at once; requests in flight
  // get SHUTDOWN_GRACE_MS to finish, then the process goes anyway.
  const force = setTimeout(() => {
    void closeData().finally(() => process.exit(0));
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.closeIdleConnections();
  void chatHub.close();
  const jobsDone = scheduler.stop();
  server.close(() => {
    // A job in progress finishes first, so it does not leave its lease behind.
    void jobsDone.then(async () => {
      await closeData();
      // After the requests and the job that may still count or publish through it.
      if (busRedis) await closeRedis(busRedis);
      if (redis) await closeRedis(redis);
      process.exit(0);
    });
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
