import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ClientWorker, inParallel, loadApi, newMember, percentile, rssMb, untilAllHold } from '../chat/chat.load.clients';
import { childApi, childLogin, startChildServer, type ChildServer } from '../test/child-server';
import { startRedis, type TestRedis } from '../test/redis';
import { freshDatabase, startPostgres } from '../test/postgres';

// The server past one machine, measured (issue 27): a benchmark, never a gate (nothing here runs in `npm test`
// and nothing fails on a figure, only on a wrong delivery or a setup that does not work).
//
// 1. Requests per second on this machine, for the group home's two reads (the group's public data and the
//    member's home feed, which also records the visit: a write per request), the course list and chat send,
//    each alone: autocannon against one server process (server/main.ts as a child process, the sandbox's demo
//    data), a fixed number of keep-alive connections for a fixed time after a warm-up; once on SQLite (its
//    file) and once on PostgreSQL (DATABASE_URL: a throw-away cluster on this machine, server/test/postgres.ts,
//    with its durability switched off as for the tests — fsync off flatters its writes; said beside the figures).
// 2. Chat delivery with many sockets: N new members of `free` on one process, then the same N split over two
//    processes on the same SQLite file with one Redis carrying the chat's events between them (REDIS_URL),
//    receiving a fixed message load (sent through both processes alternately in the second case). Each
//    delivery's latency is the send time written in the message to the frame's arrival, measured in worker
//    threads (chat.load.clients.ts, as chat.load.ts does); every client must get every message exactly once
//    and in seq order.
//
// Prints a table and writes bench/scale.json (not committed) with the machine and the date.
//
//   npm run bench:scale
//   npm run bench:scale -- --quick
//   npx tsx server/bench/scale.ts [--duration 10] [--warmup 2] [--connections 32]
//                                 [--clients 1000] [--messages 2000] [--rate 100] [--skip-requests] [--skip-delivery]

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const arg = (name: string, fallback: number, quick: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : QUICK ? quick : fallback;
};
/** Seconds each endpoint is measured, after WARMUP seconds whose figures are dropped (JIT, caches, the WAL). */
const DURATION = arg('--duration', 10, 3);
const WARMUP = arg('--warmup', 2, 1);
/** Keep-alive connections in flight: enough to keep one process busy, few enough not to measure queueing only. */
const CONNECTIONS = arg('--connections', 32, 32);
const CLIENTS = arg('--clients', 1000, 100);
const MESSAGES = arg('--messages', 2000, 300);
/** Messages per second, all senders together: a busy group's chat, well under what one process accepts. */
const RATE = arg('--rate', 100, 100);
/** Chat sends in flight while delivering (as chat.load.ts). */
const SEND_CONCURRENCY = 16;
/** Worker threads holding the sockets: one per server process in the two-process case. */
const WORKERS = 2;
const GROUP = 'free';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number) => Math.round(value * 10) / 10;
const BENCH_DIR = fileURLToPath(new URL('../../bench/', import.meta.url));

/** The servers the bench has ended itself. */
const ended = new WeakSet<ChildServer>();

/**
 * Says so when a server process ends before the bench ends it, with the end of what it wrote: otherwise a
 * crash shows only as refused connections counted as errors.
 */
function watch(server: ChildServer, name: string): ChildServer {
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  server.child.stdout.on('data', keep);
  server.child.stderr.on('data', keep);
  server.child.once('exit', (code, signal) => {
    if (!ended.has(server)) log(`the ${name} server process exited (code ${code}, signal ${signal}); its last output:\n${tail}`);
  });
  return server;
}
/** Ends a server: kills it, and with `dispose` removes its folder too (the database of any on the same file). */
function end(server: ChildServer, dispose = true): void {
  ended.add(server);
  if (dispose) server.dispose();
  else server.kill();
}

/** Seconds of CPU a process has used (user + system), from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, counted from the state (field 3) here; in clock ticks,
    // 100 a second on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; token?: string; body?: () => string };

type Figures = { requests_per_s: number; p50_ms: number; p95_ms: number; p99_ms: number; requests: number; errors: number };
type Throughput = { name: string; path: string; sqlite: Figures; postgresql: Figures | null };

/** One autocannon run; the latencies of every answered request, and the counts. */
function cannon(base: string, endpoint: Endpoint, seconds: number) {
  const headers: Record<string, string> = {};
  if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
  if (endpoint.body) headers['content-type'] = 'application/json';
  const latencies: number[] = [];
  return new Promise<{ latencies: number[]; ok: number; errors: number; seconds: number }>((resolve, reject) => {
    const instance = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{
        method: endpoint.method,
        path: endpoint.path,
        headers,
        // A fresh body per request: each chat message needs its own client_id, or the server answers the
        // first one's again (the send is idempotent per client_id).
        ...(endpoint.body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: endpoint.body!() }) } : {}),
      }],
    }, (error: unknown, result: autocannon.Result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ latencies, ok: result['2xx'], errors: result.errors + result.non2xx, seconds: result.duration });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** Each endpoint's figures on one server process whose database `env` names (none: a SQLite file). */
async function measureRequests(env: Record<string, string> = {}): Promise<{ name: string; path: string; figures: Figures }[]> {
  const server = watch(await startChildServer(env), 'requests');
  try {
    const { base } = server;
    const owner = await childLogin(base, 'owner');
    const member = await childLogin(base, 'member');
    // The demo chat's per-member limit would refuse most sends: the throughput of the send itself is wanted.
    const off = await childApi(base, '/api/groups/demo/chat/?rate_limit=0', { method: 'PUT', token: owner });
    if (off.status !== 200) throw new Error(`turning the chat's rate limit off failed: ${off.status}`);
    let sent = 0;
    const newestChatSeq = async () => {
      const latest = (await childApi(base, '/api/groups/demo/chat/messages?limit=1', { token: member })).json.data.messages;
      return latest.length ? latest[0].seq as number : 0;
    };
    /** Messages stored after `seq`, counted page by page (seqs have gaps on PostgreSQL: a retried insert spends one). */
    const countAfter = async (seq: number) => {
      let count = 0;
      for (let cursor = seq; ;) {
        const page = (await childApi(base, `/api/groups/demo/chat/messages?after=${cursor}&limit=500`, { token: member })).json.data.messages as { seq: number }[];
        count += page.length;
        if (page.length < 500) return count;
        cursor = page.at(-1)!.seq;
      }
    };
    const endpoints: Endpoint[] = [
      { name: 'group home: the group (public)', method: 'GET', path: '/api/groups/demo/public' },
      { name: 'group home: the member\'s feed', method: 'GET', path: '/api/groups/demo/home/feed', token: member },
      { name: 'course list (first page)', method: 'GET', path: '/api/groups/demo/courses/', token: member },
      {
        name: 'chat send', method: 'POST', path: '/api/groups/demo/chat/messages', token: member,
        body: () => JSON.stringify({ client_id: randomUUID(), kind: 'text', text: `bench ${(sent += 1)}` }),
      },
    ];
    const out: { name: string; path: string; figures: Figures }[] = [];
    for (const endpoint of endpoints) {
      // Every endpoint answers before it is measured: a wrong path or a refusal is a broken bench, not a figure.
      const probe = await childApi(base, endpoint.path, {
        method: endpoint.method, token: endpoint.token, body: endpoint.body ? JSON.parse(endpoint.body()) : undefined,
      });
      if (probe.status !== 200) throw new Error(`${endpoint.method} ${endpoint.path} answered ${probe.status}: ${JSON.stringify(probe.json)}`);
      const newestBefore = await newestChatSeq();
      const warm = WARMUP > 0 ? await cannon(base, endpoint, WARMUP) : { ok: 0 };
      const run = await cannon(base, endpoint, DURATION);
      // Each send answered 200 stored a message of its own (a repeated client_id would be answered 200 too).
      // A run stops with up to one request a connection unanswered, which may have been stored all the same.
      if (endpoint.body) {
        const stored = await countAfter(newestBefore);
        const answered = warm.ok + run.ok;
        if (stored < answered || stored > answered + 2 * CONNECTIONS) {
          throw new Error(`chat send: ${answered} answered 200 but ${stored} messages stored`);
        }
      }
      const sorted = Float64Array.from(run.latencies).sort();
      const figures = {
        requests_per_s: Math.round(run.ok / run.seconds), p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)),
        p99_ms: round(percentile(sorted, 99)), requests: run.ok, errors: run.errors,
      };
      log(`  ${endpoint.name}: ${figures.requests_per_s} requests/s, p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms, errors ${figures.errors}`);
      out.push({ name: endpoint.name, path: `${endpoint.method} ${endpoint.path}`, figures });
    }
    return out;
  } finally {
    end(server);
  }
}

type Delivery = {
  setup: string; processes: number; clients: number; messages: number; rate: number;
  acknowledged: number; send_errors: number; deliveries: number; expected_deliveries: number;
  p50_ms: number; p95_ms: number; p99_ms: number; max_ms: number;
  duplicates: number; clients_not_exactly_once_in_order: number; reconnects: number;
  server_cpu_seconds: number[]; server_peak_rss_mb: number[]; seconds: number;
};

/**
 * One delivery run: the clients spread over `servers` (client i on servers[i % n]'s worker), MESSAGES sent
 * at RATE through the servers in turn, each by one of the clients; then the checks and the latencies.
 */
async function deliver(setup: string, servers: ChildServer[], tokens: string[]): Promise<Delivery> {
  const started = Date.now();
  const latest = (await loadApi(servers[0]!.base, `/api/groups/${GROUP}/chat/messages?limit=1`, { token: tokens[0] })).json.data.messages;
  const startSeq = latest.length ? latest[0].seq as number : 0;
  // Two workers in both cases, so the measuring side is the same: each holds half the sockets, on its own
  // server when there are two.
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const server = servers[w % servers.length]!;
    return new ClientWorker(`ws://127.0.0.1:${server.port}/ws`, GROUP, tokens.filter((_token, i) => i % WORKERS === w), startSeq);
  });
  const peaks = servers.map(() => 0);
  const sampler = setInterval(() => servers.forEach((s, i) => (peaks[i] = Math.max(peaks[i]!, rssMb(s.child.pid!)))), 200);
  try {
    await Promise.all(workers.map((w) => w.ready));
    // Every socket has had its (empty) backlog, so it is subscribed: what follows arrives live.
    await sleep(300);
    const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid!));
    const acked: number[] = [];
    let sendErrors = 0;
    let next = 0;
    const sendStart = now();
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, async () => {
      while (next < MESSAGES) {
        const n = next++;
        const due = sendStart + (n * 1000) / RATE;
        if (due > now()) await sleep(due - now());
        const server = servers[n % servers.length]!;
        try {
          const res = await loadApi(server.base, `/api/groups/${GROUP}/chat/messages`, {
            method: 'POST', token: tokens[n % tokens.length], body: { client_id: randomUUID(), kind: 'text', text: `b ${now()} once` },
          });
          if (res.status === 200) acked.push(res.json.data.message.seq as number);
          else sendErrors += 1;
        } catch {
          sendErrors += 1;
        }
      }
    }));
    const expected = acked.sort((a, b) => a - b);
    await untilAllHold(workers, expected.length);
    const cpu = servers.map((s, i) => round(cpuSeconds(s.child.pid!) - cpuBefore[i]!));
    const results = await Promise.all(workers.map((w) => w.finish()));
    let wrong = 0;
    let deliveries = 0;
    for (const seqs of results.flatMap((r) => r.seqs)) {
      deliveries += seqs.length;
      if (seqs.length !== expected.length || seqs.some((s, i) => s !== expected[i])) wrong += 1;
    }
    const latencies = Float64Array.from(results.flatMap((r) => [...r.latencies])).sort();
    return {
      setup, processes: servers.length, clients: tokens.length, messages: MESSAGES, rate: RATE,
      acknowledged: expected.length, send_errors: sendErrors, deliveries, expected_deliveries: expected.length * tokens.length,
      p50_ms: round(percentile(latencies, 50)), p95_ms: round(percentile(latencies, 95)), p99_ms: round(percentile(latencies, 99)),
      max_ms: round(latencies.at(-1) ?? Number.NaN),
      duplicates: results.reduce((sum, r) => sum + r.duplicates, 0), clients_not_exactly_once_in_order: wrong,
      reconnects: results.reduce((sum, r) => sum + r.reconnects, 0),
      server_cpu_seconds: cpu, server_peak_rss_mb: peaks.map((mb) => Math.round(mb)), seconds: round((Date.now() - started) / 1000),
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

function describe(d: Delivery): string {
  return `  ${d.setup}: p50 ${d.p50_ms} ms, p95 ${d.p95_ms} ms, max ${d.max_ms} ms; ${d.deliveries}/${d.expected_deliveries} deliveries, `
    + `${d.acknowledged}/${d.messages} sent (${d.send_errors} errors), duplicates ${d.duplicates}, `
    + `clients not exactly-once in order ${d.clients_not_exactly_once_in_order}, reconnects ${d.reconnects}; `
    + `server CPU ${d.server_cpu_seconds.join(' + ')} s, peak RSS ${d.server_peak_rss_mb.join(' + ')} MB (${d.seconds} s)`;
}

async function measureDelivery(): Promise<Delivery[]> {
  const first = watch(await startChildServer({ TRUST_PROXY: 'on' }), 'first');
  const later: ChildServer[] = [];
  let redis: TestRedis | null = null;
  try {
    const signIn = Date.now();
    const groupClientId = (await loadApi(first.base, `/api/groups/${GROUP}/public`)).json.data.client_id as string;
    const tokens = await inParallel(CLIENTS, 16, () => newMember(first.base, GROUP, groupClientId));
    log(`  ${CLIENTS} members of ${GROUP} signed in and joined in ${((Date.now() - signIn) / 1000).toFixed(1)} s`);

    // One process as one machine runs today: no Redis (a lone process would only publish to itself).
    const one = await deliver(`${CLIENTS} clients on 1 process`, [first], tokens);
    log(describe(one));
    end(first, false);

    // Two processes on the same file, the chat's events between them through one Redis. The members signed in
    // above are in the file, so their tokens hold on both.
    redis = await startRedis();
    const env = { TRUST_PROXY: 'on', REDIS_URL: redis.url };
    later.push(watch(await startChildServer(env, { database: first.database }), 'second'));
    later.push(watch(await startChildServer(env, { database: first.database }), 'third'));
    const two = await deliver(`${CLIENTS / 2} clients on each of 2 processes (Redis)`, later, tokens);
    log(describe(two));
    return [one, two];
  } finally {
    // The later processes first: the first one's folder holds the database they use.
    for (const server of later) end(server);
    end(first);
    await redis?.stop();
  }
}

function machine() {
  const list = cpus();
  return {
    os: `${type()} ${release()}`, cpu_model: list[0]?.model ?? 'unknown', cpus: list.length,
    memory_gb: round(totalmem() / 2 ** 30), node: process.version, load_average_at_start: loadavg().map(round),
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const host = machine();
  log(`scale bench (issue 27) on ${host.cpus} × ${host.cpu_model}, ${host.memory_gb} GB, node ${host.node}, load ${host.load_average_at_start.join(' ')}`);
  if (host.load_average_at_start[0]! > host.cpus) log(`warning: the load average is above the core count: the figures are partly the machine's`);
  let requests: Throughput[] = [];
  if (!args.includes('--skip-requests')) {
    log(`requests per second: ${CONNECTIONS} keep-alive connections, ${WARMUP} s warm-up then ${DURATION} s each, one process`);
    log('  on SQLite');
    const onSqlite = await measureRequests();
    log('  on PostgreSQL');
    const postgres = await startPostgres();
    let onPostgres: Awaited<ReturnType<typeof measureRequests>> = [];
    try {
      onPostgres = await measureRequests({ DATABASE_URL: await freshDatabase(postgres.url, 'bench') });
    } finally {
      await postgres.stop();
    }
    requests = onSqlite.map((r, i) => ({ name: r.name, path: r.path, sqlite: r.figures, postgresql: onPostgres[i]?.figures ?? null }));
  }
  let delivery: Delivery[] = [];
  if (!args.includes('--skip-delivery')) {
    log(`chat delivery: ${CLIENTS} clients, ${MESSAGES} messages at ${RATE}/s`);
    delivery = await measureDelivery();
  }

  const table: string[] = [];
  if (requests.length) {
    table.push('', '| requests/s (p50 / p95 ms) | SQLite | PostgreSQL |', '| --- | --- | --- |');
    const cell = (f: Figures | null) => (f ? `${f.requests_per_s} (${f.p50_ms} / ${f.p95_ms})${f.errors ? `, ${f.errors} errors` : ''}` : 'not measured');
    for (const r of requests) table.push(`| ${r.name} | ${cell(r.sqlite)} | ${cell(r.postgresql)} |`);
  }
  if (delivery.length) {
    table.push('', '| chat delivery | p50 ms | p95 ms | max ms | deliveries | duplicates, out of order |', '| --- | --- | --- | --- | --- | --- |');
    for (const d of delivery) {
      table.push(`| ${d.setup} | ${d.p50_ms} | ${d.p95_ms} | ${d.max_ms} | ${d.deliveries} of ${d.expected_deliveries} | ${d.duplicates}, ${d.clients_not_exactly_once_in_order} |`);
    }
  }
  for (const line of table) log(line);

  const failures: string[] = [];
  for (const d of delivery) {
    if (d.send_errors > 0) failures.push(`${d.setup}: ${d.send_errors} sends failed`);
    if (d.duplicates > 0 || d.clients_not_exactly_once_in_order > 0 || d.deliveries !== d.expected_deliveries) {
      failures.push(`${d.setup}: not every message reached every client exactly once and in order`);
    }
  }
  for (const r of requests) {
    if (r.sqlite.errors > 0) failures.push(`${r.name}: ${r.sqlite.errors} errors on SQLite`);
    if (!r.postgresql) failures.push(`${r.name}: not measured on PostgreSQL`);
    else if (r.postgresql.errors > 0) failures.push(`${r.name}: ${r.postgresql.errors} errors on PostgreSQL`);
  }

  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, 'scale.json');
  const settings = { quick: QUICK, duration_s: DURATION, warmup_s: WARMUP, connections: CONNECTIONS, clients: CLIENTS, messages: MESSAGES, rate: RATE };
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine: host, settings, requests, delivery, failures }, null, 2)}\n`);
  log(`wrote ${file}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const failure of failures) log(`FAIL: ${failure}`);
  return failures.length ? 1 : 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
