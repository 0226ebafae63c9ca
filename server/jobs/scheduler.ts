import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Sql, SqlDatabase } from '../db/sql';
import type { Log } from '../lib/log';
import { claimScheduledJob, ensureScheduledJob, finishScheduledJob } from './jobs.repo';

// The server's scheduler (issue 23 point 7). Each job runs every `everyMs`; its next run and who
// holds it are rows of `scheduled_jobs`, so the schedule survives a restart and any number of server
// processes on one database share it: at each tick a process takes a due job by writing its lease
// (claimScheduledJob), runs it, and gives it back due again `everyMs` after the run began. A process
// that dies mid-run leaves its lease, which runs out after `leaseMs`; then another process takes the
// job. A job that fails is logged, keeps its error in the row and runs again at its next time; the
// other jobs run regardless. Jobs are written to be safe to run twice (each does its work in
// transactions that re-check what they change), since a lease can run out under a job slower than it.

export type Job = {
  name: string;
  /** How often it runs, from the start of one run to the next. */
  everyMs: number;
  /** How long one run may hold the job before another process may take it (default 5 minutes). */
  leaseMs?: number;
  /** The work, at `now`; what it answers (a line, or nothing) is logged. */
  run: (now: number) => string | void | Promise<string | void>;
};

export type Scheduler = {
  /** Runs every job that is due at `now` and that no other process holds; answers the names it ran. */
  tick(now: number): Promise<string[]>;
  /** Ticks every `intervalMs` with the real clock, without keeping the process alive. */
  start(intervalMs: number): void;
  /** Stops ticking; a run in progress finishes. Resolves once it has. */
  stop(): Promise<void>;
};

const DEFAULT_LEASE_MS = 5 * 60_000;

/** A name for this process in the leases: host, pid and a random part (a pid is reused). */
export function processOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * The scheduler over the async layer (issue 27): `sql` is the app's (deps.sql), on SQLite or PostgreSQL;
 * the leases are rows, so processes on either engine share the jobs the same way.
 */
export function createScheduler(sql: Sql, jobs: Job[], options: { log: Log; owner?: string; firstRunAt?: number }): Scheduler {
  const owner = options.owner ?? processOwner();
  // A database closed under the scheduler (a shutdown, a test's end) ends its ticks: the layer says so when it can.
  const open = () => (sql as Partial<SqlDatabase>).open ?? true;
  // A job new to the database is due at once (or at firstRunAt); one known keeps its place. Registered
  // from here on; the first tick waits for it (and fails with it).
  const registered = (async () => {
    for (const job of jobs) await ensureScheduledJob(sql, job.name, options.firstRunAt ?? 0);
  })().then(() => null, (error: unknown) => error);
  let running: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function runDue(now: number): Promise<string[]> {
    const failed = await registered;
    if (failed) throw failed;
    const ran: string[] = [];
    for (const job of jobs) {
      if (!open()) break;
      if (!(await claimScheduledJob(sql, job.name, owner, now, now + (job.leaseMs ?? DEFAULT_LEASE_MS)))) continue;
      let error: string | null = null;
      try {
        const said = await job.run(now);
        if (said) options.log({ level: 'info', msg: 'job', job: job.name, said });
      } catch (failure) {
        error = (failure as Error).message || String(failure);
        options.log({ level: 'warn', msg: 'job failed', job: job.name, error });
      }
      if (!open()) break;
      if (!(await finishScheduledJob(sql, job.name, owner, { nextRunAt: now + job.everyMs, finishedAt: now, error }))) {
        options.log({ level: 'warn', msg: 'job lease lost', job: job.name });
      }
      ran.push(job.name);
    }
    return ran;
  }

  const scheduler: Scheduler = {
    tick(now) {
      // One tick at a time in a process: a slow job does not get a second run started beside it.
      if (running) return running.then(() => []);
      running = runDue(now).finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs) {
      if (timer) return;
      const tick = () => {
        scheduler.tick(Date.now()).catch((error: Error) => options.log({ level: 'error', msg: 'scheduler failed', error: error.message }));
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return scheduler;
}
