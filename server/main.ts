import { resolve } from 'node:path';
import { appDeps, createApp } from './app';
import { chatBus } from './chat/bus';
import { attachChatHub } from './chat/hub';
import { redisChatTransport } from './chat/redis-bus';
import { openDatabase } from './db/connection';
import { cardKeyOf, EnvError, parseEnv, SandboxExposedError, type ServerEnv } from './env';
import { listenApp } from './listen';
import { jsonLines } from './lib/log';
import { closeRedis, openRedis } from './lib/redis';
import { PERSONA_KEYS } from './sandbox/personas';
import { seedIfEmpty } from './seed';
import { listGroupPartiesSync } from './providers/credentials.repo';
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
const db = openDatabase(resolve(env.database));
// The demo's groups and people only for the sandbox: a real server starts empty, and its operator
// opens groups (npm run group), each with the parties it needs, or it does not start.
if (env.sandbox && seedIfEmpty(db, Date.now())) say(`Seeded demo data into ${env.database}`);
if (!env.sandbox) {
  const refusal = readinessRefusal(db, env);
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
const app = createApp({ db, env, log, ...(redis ? { redis } : {}) });
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
    const groups = listGroupPartiesSync(db).map((group) => group.group_id);
    say(groups.length > 0
      ? `Groups: ${groups.map((group) => `${url}/#/${group}`).join(', ')}`
      : 'No groups yet: npm run group -- create <group> --name ... (README "Run it for real").');
  }
});

// The chat's WebSocket (issue 12) on the same server: GET /ws. With Redis, the chat's events cross to the
// other processes' hubs on a connection of their own (a subscribed connection does nothing else).
const chatHub = attachChatHub(server, appDeps(app));
const busRedis = env.redisUrl ? openRedis(env.redisUrl, 'groups-app-chat') : null;
if (redis && busRedis) chatBus(db).connect(redisChatTransport(redis, busRedis));

// What the server does on its own (jobs/index.ts): order and pack deadlines, closed profit months,
// inactive chat members, the statistics rollup. The schedule is kept in the database and shared with
// any other server process on it (jobs/scheduler.ts).
const scheduler = createScheduler(appDeps(app).sql, serverJobs(appDeps(app)), { log });
scheduler.start(SCHEDULER_TICK_MS);

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE'
    ? `Port ${env.port} is in use: set PORT to a free port`
    : `Server error: ${error.message}`);
  db.close();
  process.exit(1);
});

/** How long requests in flight at a SIGTERM or SIGINT may take to finish. */
const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  say(`${signal}: shutting down`);
  // A load balancer asking GET /healthz now hears 503 and sends people to another process.
  appDeps(app).runtime.draining = true;
  // New connections are refused from here; idle keep-alive ones are closed at once; requests in flight
  // get SHUTDOWN_GRACE_MS to finish, then the process goes anyway.
  const force = setTimeout(() => {
    db.close();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.closeIdleConnections();
  void chatHub.close();
  const jobsDone = scheduler.stop();
  server.close(() => {
    // A job in progress finishes first, so it does not leave its lease behind.
    void jobsDone.then(async () => {
      db.close();
      // After the requests and the job that may still count or publish through it.
      if (busRedis) await closeRedis(busRedis);
      if (redis) await closeRedis(redis);
      process.exit(0);
    });
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
