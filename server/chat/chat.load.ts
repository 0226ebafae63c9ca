import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { startChildServer, type ChildServer } from '../test/child-server';
import { ClientWorker, inParallel, loadApi as api, newMember, percentile, rssMb, untilAllHold } from './chat.load.clients';

// The chat under load (issue 12, point 5; issue 22, point 1). Two modes, one scenario:
//
// - `npm run test:chat-load`, a step of `npm test`, run alone after the server tests: checks only what must
//   hold on every run whatever the machine's load — every acknowledged message reaches every client exactly
//   once, all clients in the same (seq) order, across a SIGKILL and restart of the server. It prints the
//   latency and memory figures but never fails on them: on a busy 2-core machine p95 ranged 122–369 ms for
//   the same code, so a speed limit there would fail correct changes.
// - `npm run bench:chat` (part of `npm run bench`): the same run with the targets — p95 delivery < 200 ms and
//   the server's resident memory growing < 100 MB over its idle size — printed, written to
//   bench/chat-load.json (not committed), and exit 1 when a target is missed. Run it on a quiet machine.
//
// Starts the real server (server/main.ts) as a child process on a throw-away database, signs in N new
// users to the `free` group (free entry) and joins them, opens one WebSocket per user on loopback, and
// has every user send M messages over HTTP (keep-alive), paced to a total rate. Halfway through the server
// is killed (SIGKILL) and started again on the same file: senders retry what got no answer with the same
// client_id, sockets reconnect and resume from the last seq they hold.
//
//   npm run test:chat-load
//   npm run bench:chat
//   npx tsx server/chat/chat.load.ts [--bench] --clients 500 --messages 20 --rate 200 [--p95-limit 200] [--no-restart]

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const BENCH = args.includes('--bench');
// The bench measures 500 clients × 20 messages at 200/s (10,000 messages, 5,000,000 deliveries, about
// 50 s of sending). The gate checks the property — exactly once, in order, across the kill — on the same
// 500 sockets with 4 messages each at 400/s (2,000 messages, 1,000,000 deliveries; 5 s at that pace, 16–28 s
// measured with the kill and the reconnects):
// a lost or doubled frame shows at any volume, and the gate's minutes are everyone's (issue 22, point 4).
const CLIENTS = arg('--clients', 500);
const PER_CLIENT = arg('--messages', BENCH ? 20 : 4);
const RATE = arg('--rate', BENCH ? 200 : 400); // messages per second, all senders together
const CONCURRENCY = arg('--concurrency', 16); // HTTP requests in flight
const RESTART = !args.includes('--no-restart');
const GROUP = 'free';
const P95_LIMIT_MS = arg('--p95-limit', 200);
/** The memory target: 500 sockets and 10,000 messages add a few MB (figures in server/README.md, "Chat"). */
const RSS_GROWTH_LIMIT_MB = 100;
const TOTAL = CLIENTS * PER_CLIENT;

const WORKERS = arg('--workers', 2);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number) => Math.round(value * 10) / 10;
const BENCH_DIR = fileURLToPath(new URL('../../bench/', import.meta.url));

/** What one run measured. */
type Figures = {
  clients: number; messages: number; rate: number; restart: boolean;
  p50_ms: number; p95_ms: number; p99_ms: number; max_ms: number;
  idle_rss_mb: number; peak_rss_mb: number; send_seconds: number; total_seconds: number;
};


async function main(): Promise<number> {
  const { failures, misses, figures } = await runOnce();
  for (const failure of failures) log(`FAIL: ${failure}`);
  if (BENCH && figures) {
    for (const miss of misses) log(`OVER TARGET: ${miss}`);
    mkdirSync(BENCH_DIR, { recursive: true });
    const file = join(BENCH_DIR, 'chat-load.json');
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...figures, p95_target_ms: P95_LIMIT_MS, rss_growth_target_mb: RSS_GROWTH_LIMIT_MB, missed: misses }, null, 2)}\n`);
    log(`wrote ${file}`);
  }
  const failed = failures.length > 0 || (BENCH && misses.length > 0);
  if (!failed) log('OK');
  return failed ? 1 : 0;
}

async function runOnce(): Promise<{ failures: string[]; misses: string[]; figures?: Figures }> {
  const started = Date.now();
  const server: ChildServer = await startChildServer({ TRUST_PROXY: 'on' });
  const { base, port } = server;
  const failures: string[] = [];
  const misses: string[] = [];
  let figures: Figures | undefined;
  const memory: { phase: string; mb: number }[] = [];
  let peakMb = 0;
  const sampler = setInterval(() => {
    const mb = rssMb(server.child.pid!);
    peakMb = Math.max(peakMb, mb);
  }, 200);
  let workers: ClientWorker[] = [];
  try {
    log(`chat load: ${CLIENTS} clients × ${PER_CLIENT} messages = ${TOTAL}, ${RATE}/s, restart ${RESTART ? 'on' : 'off'}, server on ${base}`);
    const groupClientId = (await api(base, `/api/groups/${GROUP}/public`)).json.data.client_id as string;
    const tokens = await inParallel(CLIENTS, 16, () => newMember(base, GROUP, groupClientId));
    const latest = (await api(base, `/api/groups/${GROUP}/chat/messages?limit=1`, { token: tokens[0] })).json.data.messages;
    const startSeq = latest.length ? latest[0].seq as number : 0;
    memory.push({ phase: 'idle, before sockets', mb: rssMb(server.child.pid!) });
    const share = Math.ceil(CLIENTS / WORKERS);
    workers = Array.from({ length: WORKERS }, (_, w) =>
      new ClientWorker(`ws://127.0.0.1:${port}/ws`, GROUP, tokens.slice(w * share, (w + 1) * share), startSeq));
    await Promise.all(workers.map((w) => w.ready));
    await sleep(300);
    memory.push({ phase: `${CLIENTS} sockets open`, mb: rssMb(server.child.pid!) });
    log(`setup: ${CLIENTS} members joined and connected in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Senders: message k of client i, paced to RATE; a failed request is retried with the same client_id.
    const acked = new Map<string, number>();
    let killedAt = -1;
    let restarting: Promise<void> | null = null;
    const sendStart = now();
    let next = 0;
    const sendOne = async (n: number) => {
      const client = n % CLIENTS;
      const clientId = randomUUID();
      const due = sendStart + (n * 1000) / RATE;
      if (due > now()) await sleep(due - now());
      let attempt = 0;
      for (;;) {
        const text = `b ${now()} ${attempt === 0 ? 'once' : 'retried'}`;
        try {
          const res = await api(base, `/api/groups/${GROUP}/chat/messages`, {
            method: 'POST', token: tokens[client], body: { client_id: clientId, kind: 'text', text },
          });
          if (res.status === 200) {
            acked.set(clientId, res.json.data.message.seq as number);
            return;
          }
          if (res.status < 500) throw new Error(`send refused: ${res.status} ${JSON.stringify(res.json)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('send refused')) throw error;
        }
        attempt += 1;
        if (restarting) await restarting;
        await sleep(100);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const n = next++;
        if (RESTART && killedAt < 0 && n === Math.floor(TOTAL / 2)) {
          killedAt = acked.size;
          memory.push({ phase: 'halfway, before the kill', mb: rssMb(server.child.pid!) });
          server.kill('SIGKILL');
          const down = Date.now();
          restarting = server.restart().then(() => {
            log(`restart: killed with ${killedAt} acknowledged, answering again after ${Date.now() - down} ms`);
            restarting = null;
          });
        }
        await sendOne(n);
      }
    }));
    const sendSeconds = (now() - sendStart) / 1000;
    const expected = [...acked.values()].sort((a, b) => a - b);
    // Every client holding every acknowledged message, or stuck (untilAllHold).
    await untilAllHold(workers, expected.length);
    memory.push({ phase: 'after the last delivery', mb: rssMb(server.child.pid!) });
    const results = await Promise.all(workers.map((w) => w.finish()));
    workers = [];
    const clients = results.flatMap((r) => r.seqs.map((seqs) => ({ seqs })));

    // Checks: exactly once, same order everywhere, nothing acknowledged lost.
    let wrong = 0;
    for (const client of clients) {
      if (client.seqs.length !== expected.length || client.seqs.some((s, i) => s !== expected[i])) wrong += 1;
    }
    const duplicates = results.reduce((sum, r) => sum + r.duplicates, 0);
    if (acked.size !== TOTAL) failures.push(`${TOTAL - acked.size} messages never acknowledged`);
    if (wrong > 0) failures.push(`${wrong} clients did not get exactly every acknowledged message in seq order`);
    if (duplicates > 0) failures.push(`${duplicates} duplicate deliveries`);
    const latencies = Float64Array.from(results.flatMap((r) => [...r.latencies])).sort();
    const p95 = percentile(latencies, 95);
    if (!(p95 < P95_LIMIT_MS)) misses.push(`p95 delivery ${p95.toFixed(1)} ms ≥ ${P95_LIMIT_MS} ms`);
    const idleMb = memory[0].mb;
    if (!(peakMb - idleMb < RSS_GROWTH_LIMIT_MB)) misses.push(`server memory grew ${(peakMb - idleMb).toFixed(0)} MB over idle (target < ${RSS_GROWTH_LIMIT_MB} MB)`);

    log(`sent: ${acked.size}/${TOTAL} acknowledged in ${sendSeconds.toFixed(1)} s (${(acked.size / sendSeconds).toFixed(0)}/s)`);
    log(`delivered: ${clients.reduce((s, c) => s + c.seqs.length, 0)} frames to ${CLIENTS} clients; `
      + `${CLIENTS - wrong} of ${CLIENTS} clients hold all ${expected.length} in seq order; duplicates ${duplicates}; `
      + `reconnects ${results.reduce((s, r) => s + r.reconnects, 0)}; truncated backlogs ${results.reduce((s, r) => s + r.truncated, 0)}`);
    log(`latency (send → receipt, ${latencies.length} live deliveries): p50 ${percentile(latencies, 50).toFixed(1)} ms, `
      + `p95 ${p95.toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`);
    log(`server memory (RSS): ${memory.map((m) => `${m.phase} ${m.mb.toFixed(0)} MB`).join('; ')}; peak ${peakMb.toFixed(0)} MB`);
    log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    figures = {
      clients: CLIENTS, messages: TOTAL, rate: RATE, restart: RESTART,
      p50_ms: round(percentile(latencies, 50)), p95_ms: round(p95), p99_ms: round(percentile(latencies, 99)),
      max_ms: round(latencies.at(-1) ?? Number.NaN), idle_rss_mb: round(idleMb), peak_rss_mb: round(peakMb),
      send_seconds: round(sendSeconds), total_seconds: round((Date.now() - started) / 1000),
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(workers.map((w) => w.terminate()));
    server.dispose();
  }
  return { failures, misses, figures };
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
