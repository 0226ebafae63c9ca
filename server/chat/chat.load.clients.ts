import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { childApi } from '../test/child-server';

// The pieces of the chat load runs that more than one uses: the chat load test and bench (chat.load.ts) and
// the scale bench (server/bench/scale.ts, issue 27) sign in many new members of a free-entry group, hold
// their sockets in worker threads (chat.load.worker.mjs) and read the delivery latencies those measure.

let requests = 0;
/** An API call on a child server started with TRUST_PROXY on. */
export async function loadApi(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  requests += 1;
  // One address per request (the server trusts X-Forwarded-For here): the runs sign in far more users than
  // one address may.
  const forwarded = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return childApi(base, path, { ...init, headers: { 'X-Forwarded-For': forwarded } });
}

/** Signs a new user in to `group` (free entry) through the sandbox wallet and joins it; answers the token. */
export async function newMember(base: string, group: string, clientId: string): Promise<string> {
  const query = new URLSearchParams({ client_id: clientId, scope: 'PROFILE:READ', return_to: `/#/${group}/auth/mixin/callback`, persona: 'new' });
  const location = (await loadApi(base, `/sandbox/mixin/authorize?${query}`)).headers.get('location') ?? '';
  const code = new URLSearchParams(location.slice(location.indexOf('?') + 1)).get('code');
  const token = (await loadApi(base, `/api/groups/${group}/auth/mixin`, { method: 'POST', body: { code } })).json.data.token as string;
  const joined = await loadApi(base, `/api/groups/${group}/invitations/confirm-existed`, { method: 'POST', token });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  return token;
}

/** Runs `run(0 … count-1)` with at most `limit` in flight; the answers in order. */
export async function inParallel<T>(count: number, limit: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = Array.from({ length: count });
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await run(i);
    }
  }));
  return out;
}

/**
 * The clients run in worker threads (chat.load.worker.mjs), so receiving millions of frames does not
 * queue behind the senders' HTTP calls in one event loop.
 */

export type WorkerResult = { seqs: number[][]; latencies: Float64Array; duplicates: number; reconnects: number; truncated: number };

/** A worker thread holding some of the clients. */
export class ClientWorker {
  private readonly worker: Worker;
  private readonly pending: ((value: any) => void)[] = [];
  readonly ready: Promise<void>;

  /**
   * `url` is the server's socket address, `startSeq` the group channel's newest seq before anything is sent.
   * A message whose text is `b <send time> once` counts for latency when it arrives live.
   */
  constructor(url: string, group: string, tokens: string[], startSeq: number) {
    this.worker = new Worker(new URL('./chat.load.worker.mjs', import.meta.url), {
      workerData: { url, tokens, startSeq, group },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (message: { type: string }) => {
        if (message.type === 'ready') resolve();
        else this.pending.shift()?.(message);
      });
    });
  }

  private ask<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.worker.postMessage({ type }, []);
    });
  }

  /** The fewest messages any of its clients holds. */
  async fewest(): Promise<number> {
    return (await this.ask<{ min: number }>('count')).min;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  async finish(): Promise<WorkerResult> {
    const result = await this.ask<WorkerResult>('finish');
    await this.worker.terminate();
    return result;
  }
}

/** A client that gained nothing for this long while some still miss messages is stuck, not slow. */
export const STALL_MS = 60_000;

/**
 * Waits until every worker's clients hold `count` messages. Not a speed limit: it gives up only when the
 * slowest client has gained nothing for STALL_MS, which no busy machine explains (the caller then reports
 * what is missing).
 */
export async function untilAllHold(workers: ClientWorker[], count: number): Promise<void> {
  let fewest = -1;
  let progressAt = Date.now();
  for (;;) {
    const held = Math.min(...(await Promise.all(workers.map((w) => w.fewest()))));
    if (held >= count) return;
    if (held > fewest) [fewest, progressAt] = [held, Date.now()];
    else if (Date.now() - progressAt > STALL_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process's resident memory in MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  } catch {
    return 0;
  }
}

export const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
