import { Redis } from 'ioredis';

// Redis (issue 27), for a server run as several processes: what they must share besides the database
// (the rate-limit counters, lib/rate-limit.ts; the chat's live events). Without REDIS_URL there is one
// process and none of this is opened.

/** How many times a command waits for a reconnection before it fails: a request never waits on a dead Redis for long. */
const RETRIES_PER_COMMAND = 3;
/**
 * A command that a stuck Redis does not answer fails after this, rather than holding its request.
 * Every command is bounded so: a blocking one (BLPOP, XREAD BLOCK) would need a connection of its own.
 */
const COMMAND_TIMEOUT_MS = 5_000;
/** The longest wait between reconnection attempts: the connection is back within about this of Redis. */
const RECONNECT_AT_MOST_EVERY_MS = 1_000;
/** An outage repeats its error at every reconnection attempt: one line per this long is enough to see it. */
const ERROR_LINE_EVERY_MS = 10_000;

/**
 * A connection to the Redis at `url` (redis:// or rediss://, TLS for the latter), named `name` in
 * Redis's CLIENT LIST so an operator tells this server's connections apart. It connects at once and
 * reconnects by itself; while Redis is away, a command fails after a few reconnection attempts
 * instead of hanging, and the outage is one line on stderr every 10 s, never a crash of the process.
 */
export function openRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: false,
    maxRetriesPerRequest: RETRIES_PER_COMMAND,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // ioredis's own waits grow to 5 s; a refused connection attempt costs next to nothing.
    retryStrategy: (attempt: number) => Math.min(attempt * 100, RECONNECT_AT_MOST_EVERY_MS),
  });
  let lastLine = -Infinity;
  // Without a listener, ioredis's 'error' event would be unhandled and bring the process down.
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLine < ERROR_LINE_EVERY_MS) return;
    lastLine = now;
    process.stderr.write(`redis ${name}: ${error.message}\n`);
  });
  return redis;
}

/** Closes a connection from openRedis: politely (QUIT, after the commands in flight), or at once if that fails. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
