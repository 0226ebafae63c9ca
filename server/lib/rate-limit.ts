import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Input, MiddlewareHandler } from 'hono';
import {
  MemoryStore, rateLimiter, RedisStore, type ClientRateLimitInfo, type HonoConfigType, type RateLimitInfo, type Store,
} from 'hono-rate-limiter';
import type { Redis } from 'ioredis';
import type { AppDeps, AppEnv, Clock, GroupEnv } from '../context';
import type { Sql } from '../db/sql';
import { sendError } from './envelope';
import { apiErrors, excerpt } from './errors';
import {
  countHit, deleteEndedWindows, deleteHitCount, deleteRuleHitCounts, findHitCount, uncountHit, type HitCount,
} from './rate-limit.repo';

// Rate limits (issue 9): hono-rate-limiter counts, with its counters in SQLite (DatabaseStore) where
// the limit matters enough to survive a restart, or in Redis when several processes share them
// (issue 27; countersFor below). Going over answers 429 with code 100429
// (tooManyRequests), the wait in the message and in Retry-After. The limits and their reasons are
// listed in LIMITS below and in server/README.md.

export type RateLimitRule = {
  /** Names the rule's counters: routes given the same rule share them. */
  name: string;
  /** Requests allowed per client and window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
  /** What counts: every request, only refused ones (status ≥ 400), or only successful ones. */
  counts: 'all' | 'failures' | 'successes';
  /**
   * The database for limits that must survive a restart; memory for a mere flood guard. With Redis,
   * every rule counts there instead (countersFor).
   */
  store: 'database' | 'memory';
  /** The 429 message, given the seconds until the window ends. */
  message: (retryAfter: number) => string;
};

const retryIn = (what: string) => (seconds: number) => `${what}: retry in ${seconds} s`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit, with why it is what it is. They are per window of the store's clock and roomy
 * enough for a household or an office behind one address, and for the test suites, which sign in
 * dozens of times from one address (in-process requests share one key).
 */
export const LIMITS = {
  /**
   * Exchanging a sign-in code (wallet, WeChat) per address. The codes are long, random and one-time,
   * so guessing is hopeless anyway: this keeps a client from hammering the token issuer, and leaves
   * room for many people signing in behind one address.
   */
  signInPerAddress: {
    name: 'sign-in/address', limit: 100, windowMs: MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many sign-in attempts'),
  },
  /** Token refreshes per address: every signed-in tab refreshes about once per token lifetime (2 h). */
  refreshPerAddress: {
    name: 'refresh/address', limit: 100, windowMs: MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many token refreshes'),
  },
  /**
   * Token refreshes per user (found by the refresh token presented, spent or not). The app never
   * refreshes twice within 1.5 s; a loop of refreshes is a broken or hostile client.
   */
  refreshPerUser: {
    name: 'refresh/user', limit: 20, windowMs: MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many token refreshes'),
  },
  /**
   * Asking for SMS codes, per address, on top of the one-per-minute rule per phone number: an SMS
   * costs money and lands on a stranger's phone, so one address gets a few numbers an hour.
   */
  smsPerAddress: {
    name: 'sms/address', limit: 10, windowMs: HOUR, counts: 'all', store: 'database',
    message: retryIn('too many SMS codes asked for'),
  },
  /**
   * SMS codes sent per hour by the whole server: a ceiling on the bill and on the damage of an attack
   * from many addresses. Only codes actually sent count (a refused request costs nothing).
   */
  smsEverywhere: {
    name: 'sms/all', limit: 500, windowMs: HOUR, counts: 'successes', store: 'database',
    message: retryIn('the server is sending too many SMS codes'),
  },
  /**
   * Signing in with an SMS code, per address. A code allows 5 wrong tries (phone.handlers.ts); this
   * stops an address from trying codes sent to many numbers.
   */
  registerPerAddress: {
    name: 'register/address', limit: 20, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many SMS code attempts'),
  },
  /** Captcha answers per address: a person answers a few; a script answering many is guessing. */
  captchaAnswersPerAddress: {
    name: 'captcha/address', limit: 30, windowMs: MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many captcha answers'),
  },
  /**
   * Wrong answers per captcha: after 5 the captcha is dead, even for the right answer. The window is
   * a captcha's lifetime (CAPTCHA_TTL, 5 minutes), so it outlives the captcha: it never revives.
   */
  captchaWrongAnswers: {
    name: 'captcha/wrong', limit: 5, windowMs: 5 * MINUTE, counts: 'failures', store: 'database',
    message: () => 'too many wrong answers: get a new captcha',
  },
  /** Quiz submissions per user: retaking a quiz a few times is normal; dozens is trying every answer. */
  /**
   * Discussion posts and replies per user (one counter): a lively thread is a few replies a minute;
   * dozens in ten minutes is a flood every member would have to scroll past.
   */
  discussionWritesPerUser: {
    name: 'discussion/user', limit: 30, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many posts and replies'),
  },
  /**
   * Check-ins per user (posts and patches, one counter): one post per period, so even a member
   * making up a fortnight of missed days stays far below this; more is a script.
   */
  checkinPostsPerUser: {
    name: 'checkin-post/user', limit: 30, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many check-ins'),
  },
  /** Check-in image uploads per user: 3 images a check-in, with room for retries and changed minds. */
  checkinUploadsPerUser: {
    name: 'checkin-upload/user', limit: 60, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many image uploads'),
  },
  quizSubmissionsPerUser: {
    name: 'quiz/user', limit: 10, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many quiz submissions'),
  },
  /**
   * Invitation codes tried (apply, decode) per user. Codes are 8 characters of 32 (10^12 of them), so
   * guessing one is hopeless at any of these rates: this is a flood guard, roomy for a person who
   * opens a few invitation links and pages that decode them again.
   */
  invitationCodesPerUser: {
    name: 'invitation-code/user', limit: 50, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many invitation codes tried'),
  },
  /** Invitation codes tried per address: decode is public, so guests are counted by address. */
  invitationCodesPerAddress: {
    name: 'invitation-code/address', limit: 300, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many invitation codes tried'),
  },
  /** Coupon codes tried (claim, apply) per user: codes are words (WELCOME5), so guessing must stay slow. */
  couponCodesPerUser: {
    name: 'coupon-code/user', limit: 20, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many coupon codes tried'),
  },
  /**
   * Lucky-coin packs made per user: each is a wallet payment to set up, and a flood of unpaid packs
   * is noise; a generous sender still makes a few a minute.
   */
  luckycoinCreatesPerUser: {
    name: 'luckycoin-create/user', limit: 20, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many lucky-coin packs'),
  },
  /** Lucky-coin claims per user: one per pack, so a member opening packs one by one stays far below this. */
  luckycoinClaimsPerUser: {
    name: 'luckycoin-claim/user', limit: 60, windowMs: MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many lucky-coin claims'),
  },
  /**
   * Badge share links that named nothing, per address: the page is public and its key guessable in
   * principle (24 random characters make it hopeless). Only misses count, so a shared link opened
   * by a whole office never runs out.
   */
  badgeShareMissesPerAddress: {
    name: 'badge-share/address', limit: 30, windowMs: 10 * MINUTE, counts: 'failures', store: 'database',
    message: retryIn('too many badge links tried'),
  },
  /**
   * Article broadcasts per admin: each one changes what every member sees first (and, with issue 12,
   * posts to the chat); a few a day is editorial, dozens in ten minutes is a loop.
   */
  articleBroadcastsPerUser: {
    name: 'article-broadcast/user', limit: 10, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many article broadcasts'),
  },
  /**
   * An admin's message to every member (issue 25 point 7), per group: each lands in every member's
   * wallet, so one in ten minutes is the most a group's members are asked to read; a second admin
   * pressing Send too is refused. Only posts sent count (a refused one spends nothing).
   */
  memberPostsPerGroup: {
    name: 'member-post/group', limit: 1, windowMs: 10 * MINUTE, counts: 'successes', store: 'database',
    message: retryIn('a message to every member was sent less than 10 minutes ago'),
  },
  /** Coupon codes tried per address, for many accounts guessing from one place. */
  couponCodesPerAddress: {
    name: 'coupon-code/address', limit: 60, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many coupon codes tried'),
  },
  /**
   * Kudos transfers asked for per user (issue 11): each records a pending tip, so a loop would fill
   * the table. A generous person tips a few lecturers in a session; 30 in 10 minutes is far beyond it.
   */
  tipTransfersPerUser: {
    name: 'tip-transfer/user', limit: 30, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many kudos transfers asked for'),
  },
  /**
   * Wallet searches by identity number or app id per user (issue 14, admin/favorite): an admin looks
   * up a few bots; identity numbers are short and sequential, so a loop would walk the wallet's users.
   */
  walletSearchesPerUser: {
    name: 'wallet-search/user', limit: 30, windowMs: 10 * MINUTE, counts: 'all', store: 'database',
    message: retryIn('too many wallet searches'),
  },
  /**
   * Refused coupon batches per admin (issue 14, admin/coupon). Codes are unique across groups, so a
   * refusal for a taken code would let an admin test other groups' secret codes faster than claiming
   * allows; creating batches that are accepted is not limited.
   */
  couponBatchRefusalsPerUser: {
    name: 'coupon-batch/user', limit: 20, windowMs: 10 * MINUTE, counts: 'failures', store: 'database',
    message: retryIn('too many refused coupon batches'),
  },
  /**
   * Publishes refused at nginx-rtmp's callback per pusher (POST /api/live/publish; only pushes this
   * server did not sign count). The signature is 128 bits, so guessing is hopeless anyway: a flood
   * guard that keeps a script from making the server check keys at nginx's pace.
   */
  forgedPublishesPerPusher: {
    name: 'live-publish/pusher', limit: 30, windowMs: 10 * MINUTE, counts: 'failures', store: 'database',
    message: retryIn('too many refused publishes'),
  },
  /**
   * Analytics events per address. Anonymous and cheap to send, so only a flood guard: kept in memory,
   * as losing the counts on a restart costs at most one window's worth of events.
   */
  trackPerAddress: {
    name: 'track/address', limit: 120, windowMs: MINUTE, counts: 'all', store: 'memory',
    message: retryIn('too many events'),
  },
} as const satisfies Record<string, RateLimitRule>;

/** How often ended windows are deleted (by the store's clock): cheap, and rare enough not to matter. */
const SWEEP_EVERY_MS = MINUTE;
const lastSweep = new WeakMap<Sql, number>();

async function sweepEndedWindows(sql: Sql, now: number): Promise<void> {
  const last = lastSweep.get(sql);
  // A test clock may move back: sweep then too, rather than wait for it to catch up.
  if (last !== undefined && now >= last && now - last < SWEEP_EVERY_MS) return;
  lastSweep.set(sql, now);
  await deleteEndedWindows(sql, now);
}

const hitInfo = (row: HitCount): ClientRateLimitInfo => ({ totalHits: row.hits, resetTime: new Date(row.reset_at) });

/**
 * hono-rate-limiter's Store on the rate_limits table, through the async layer (issue 27): every count is
 * one atomic statement, so the counts hold across requests at once and across processes, and survive a
 * restart.
 */
export class DatabaseStore implements Store<AppEnv> {
  readonly localKeys = false;
  #windowMs = MINUTE;

  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly rule: string,
  ) {}

  init(options: HonoConfigType<AppEnv>): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await findHitCount(this.sql, this.rule, key, this.clock());
    return row && hitInfo(row);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    await sweepEndedWindows(this.sql, now);
    return hitInfo(await countHit(this.sql, this.rule, key, now, this.#windowMs));
  }

  async decrement(key: string): Promise<void> {
    await uncountHit(this.sql, this.rule, key, this.clock());
  }

  async resetKey(key: string): Promise<void> {
    await deleteHitCount(this.sql, this.rule, key);
  }

  async resetAll(): Promise<void> {
    await deleteRuleHitCounts(this.sql, this.rule);
  }
}

/** Where a rule's counters are kept in Redis: this, the rule's name, ':', then the client. */
export const REDIS_KEY_PREFIX = 'grp:rl:';

/** hono-rate-limiter's RedisStore speaks to its client through these four calls: ioredis's, adapted. */
function redisClient(redis: Redis) {
  return {
    scriptLoad: (script: string) => redis.script('LOAD', script) as Promise<string>,
    evalsha: <TArgs extends unknown[], TData = unknown>(sha: string, keys: string[], args: TArgs) =>
      redis.evalsha(sha, keys.length, ...keys, ...(args as (string | number)[])) as Promise<TData>,
    decr: (key: string) => redis.decr(key),
    del: (key: string) => redis.del(key),
  };
}

/** The message of a request refused because its counter could not be reached. */
const COUNTERS_AWAY = 'the server cannot count requests just now: try again shortly';

/**
 * A store that fails cleanly while its Redis is away: a request it cannot count is refused with a
 * 503 `{code, message}` (counting nothing would lift every limit during an outage; the library would
 * let the error through as a 500), and an uncount it cannot make after the answer is only logged
 * (thrown then, it would replace an answer already made; the client is at worst counted once too many).
 */
class RedisCounters implements Store<AppEnv> {
  readonly localKeys = false;
  readonly #store: RedisStore<AppEnv>;

  constructor(private readonly redis: Redis, rule: RateLimitRule, private readonly deps: AppDeps) {
    this.#store = new RedisStore<AppEnv>({ client: redisClient(redis), prefix: `${REDIS_KEY_PREFIX}${rule.name}:` });
  }

  init(options: HonoConfigType<AppEnv>): void {
    this.#store.init(options);
  }

  /**
   * The connection was lost and is not back yet: what would be sent now is given up at once, rather
   * than after the connection's retries (lib/redis.ts). One still being made (at start-up) is waited for.
   */
  get #away(): boolean {
    return this.redis.status === 'reconnecting';
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      if (this.#away) throw new Error('the connection to Redis is lost');
      return await this.#store.increment(key);
    } catch {
      // The connection's own error line (lib/redis.ts) says what is wrong, once per 10 s, not per request.
      throw apiErrors.unavailable(COUNTERS_AWAY);
    }
  }

  async decrement(key: string): Promise<void> {
    try {
      if (this.#away) throw new Error('the connection to Redis is lost');
      await this.#store.decrement(key);
    } catch (error) {
      this.deps.log({ level: 'warn', msg: 'rate-limit uncount failed', what: this.#store.prefixKey(key), error: String(error) });
    }
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.#store.get(key);
  }

  resetKey(key: string): Promise<void> {
    return this.#store.resetKey(key);
  }
}

/**
 * Where a rule counts, decided here only, and the clock its windows run on (for Retry-After).
 * - With Redis (REDIS_URL), every rule counts there: the server runs as several processes, and a
 *   limit is only a limit if a client reaching any of them adds to the one counter. Redis's windows
 *   run on Redis's own clock (a key's expiry), so the app's clock does not move them.
 * - Without it (one process), as the rule says: the database for limits that must survive a restart,
 *   on the app's clock, which tests move instead of sleeping (hence no Redis for them); memory for a
 *   mere flood guard, on the real clock, as hono-rate-limiter's MemoryStore keeps it.
 */
function countersFor(deps: AppDeps, rule: RateLimitRule): { store: Store<AppEnv>; now: Clock } {
  if (deps.redis) return { store: new RedisCounters(deps.redis, rule, deps), now: Date.now };
  if (rule.store === 'memory') return { store: new MemoryStore(), now: Date.now };
  return { store: new DatabaseStore(deps.sql, deps.clock, rule.name), now: deps.clock };
}

/** The client a request counts as under a rule; null when the rule does not apply to it. */
export type RateLimitKey<E extends AppEnv, I extends Input = {}> =
  (c: Context<E, string, I>) => string | null | Promise<string | null>;

type Limiter = { run: MiddlewareHandler<AppEnv>; clients: WeakMap<Context, string> };

// One limiter per app and rule: its store holds that app's database and clock, or its Redis.
const limiters = new WeakMap<AppDeps, Map<RateLimitRule, Limiter>>();

function limiterFor(deps: AppDeps, rule: RateLimitRule): Limiter {
  let byRule = limiters.get(deps);
  if (!byRule) limiters.set(deps, (byRule = new Map()));
  let limiter = byRule.get(rule);
  if (limiter) return limiter;
  const clients = new WeakMap<Context, string>();
  const { store, now } = countersFor(deps, rule);
  const infoName = `rateLimit:${rule.name}`;
  const run = rateLimiter<AppEnv>({
    windowMs: rule.windowMs,
    limit: rule.limit,
    // The library would work the RateLimit-* headers out with Date.now(), not the store's clock.
    // The one header a refused client needs, Retry-After, is set below.
    standardHeaders: false,
    requestPropertyName: infoName,
    keyGenerator: (c) => clients.get(c)!,
    skipFailedRequests: rule.counts === 'successes',
    skipSuccessfulRequests: rule.counts === 'failures',
    store,
    handler: (c) => {
      const info = (c.var as Record<string, unknown>)[infoName] as RateLimitInfo;
      const resetAt = info.resetTime?.getTime() ?? now() + rule.windowMs;
      const seconds = Math.max(1, Math.ceil((resetAt - now()) / 1000));
      c.header('Retry-After', String(seconds));
      return sendError(c, apiErrors.tooManyRequests(rule.message(seconds)));
    },
  });
  limiter = { run, clients };
  byRule.set(rule, limiter);
  return limiter;
}

/**
 * A middleware counting requests under `rule` for the client `key` names (by default the address
 * the request came from). Requests for which `key` gives null pass uncounted.
 */
export function rateLimit<E extends AppEnv = AppEnv, I extends Input = {}>(
  rule: RateLimitRule,
  key: RateLimitKey<E, I> = clientAddress,
): MiddlewareHandler<E, string, I> {
  return async (c, next) => {
    const client = await key(c);
    if (client === null) {
      await next();
      return;
    }
    const limiter = limiterFor(c.var.deps, rule);
    limiter.clients.set(c, client);
    return limiter.run(c as unknown as Context<AppEnv>, next);
  };
}

/** The key of requests without a socket: in-process ones (app.request in tests) share it. */
export const NO_SOCKET = 'no-socket';

/**
 * The address a request came from: the socket's peer, or with TRUST_PROXY on, the last address in
 * X-Forwarded-For, which the proxy in front appended (anything before it the client may have
 * written). Without TRUST_PROXY the header is ignored: anyone could send it to dodge a limit.
 */
export function clientAddress<E extends AppEnv, P extends string, I extends Input>(c: Context<E, P, I>): string {
  const address = peerAddress(c);
  return address ? `ip:${addressKey(address)}` : NO_SOCKET;
}

/** The address a request came from, as clientAddress reads it, uncounted; null without a socket. */
export function peerAddress<E extends AppEnv, P extends string, I extends Input>(c: Context<E, P, I>): string | null {
  if (c.var.deps.env.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
    if (hops.length > 0) return hops[hops.length - 1]!;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No Node socket behind this request (app.request() in tests).
    return null;
  }
}

/**
 * What an address is counted as: IPv4 as is (also when mapped into IPv6), IPv6 by its /64, as one
 * subscriber is given a whole /64 and could otherwise take a fresh address for every request.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return excerpt(plain, 64);
  const [head = '', tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  let groups = headGroups;
  if (tail !== undefined) {
    const tailGroups = tail ? tail.split(':') : [];
    // An IPv4 tail ('::ffff:1.2.3.4' style) fills two groups.
    const tailLength = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
    groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  }
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The signed-in user of a group route (a valid token for this group); null for guests. */
export function signedInUser(c: Context<GroupEnv>): string | null {
  const { session } = c.var;
  return session?.ok ? `user:${session.claims.u}` : null;
}

/** One counter per group, whoever calls (a group's own ceiling). */
export function perGroup(c: Context<GroupEnv>): string {
  return `group:${c.var.group.group_id}`;
}

/** One counter for the whole server (a global ceiling). */
export const everyone = (): string => 'all';
