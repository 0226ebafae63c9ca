import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from '../db/connection';
import { sqliteSql, type Sql } from '../db/sql';
import type { LogEntry } from '../lib/log';
import { countJobRuns, createJobRuns } from '../test/jobs.repo';
import { runRacers } from '../test/racers';
import { listScheduledJobs } from './jobs.repo';
import { createScheduler, type Job } from './scheduler';

// The scheduler's promises (issue 23 point 7): a job runs once per interval, whichever process ticks;
// its place survives a restart; a process that dies mid-run gives the job up when its lease runs out;
// a failing job is kept and retried without stopping the others.

const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const MINUTE = 60_000;
const opened: Db[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A fresh database in a folder of its own (removed after the test), or another connection to `file`, with
 * the async layer over it (what the scheduler runs on, issue 27).
 */
function database(file?: string): { db: Db; sql: Sql; file: string } {
  if (!file) {
    const folder = mkdtempSync(join(tmpdir(), 'groups-jobs-'));
    folders.push(folder);
    file = join(folder, 'app.db');
  }
  const db = openDatabase(file);
  opened.push(db);
  return { db, sql: sqliteSql(db), file };
}

/** A job that counts its runs (at which moments), and can be made to fail or to hang. */
function counting(name: string, everyMs = MINUTE, leaseMs?: number) {
  const runs: number[] = [];
  let mode: 'ok' | 'fail' | 'hang' = 'ok';
  let release = () => {};
  const job: Job = {
    name, everyMs, leaseMs,
    run(now) {
      runs.push(now);
      if (mode === 'fail') throw new Error(`${name} broke`);
      if (mode === 'hang') return new Promise<void>((resolve) => { release = resolve; });
      return undefined;
    },
  };
  return { job, runs, fail: () => { mode = 'fail'; }, hang: () => { mode = 'hang'; }, heal: () => { mode = 'ok'; }, release: () => release() };
}

const logs: LogEntry[] = [];
const log = (entry: LogEntry) => logs.push(entry);

describe('the scheduler', () => {
  test('a due job runs once per interval, from the start of its last run', async () => {
    const { sql } = database();
    const count = counting('count');
    const scheduler = createScheduler(sql, [count.job], { log, owner: 'a' });
    expect(await scheduler.tick(T0)).toEqual(['count']);
    expect(await scheduler.tick(T0 + MINUTE - 1)).toEqual([]);
    expect(await scheduler.tick(T0 + MINUTE)).toEqual(['count']);
    expect(count.runs).toEqual([T0, T0 + MINUTE]);
    expect((await listScheduledJobs(sql))).toEqual([expect.objectContaining({
      name: 'count', next_run_at: T0 + 2 * MINUTE, lease_owner: null, lease_until: null, runs: 2, last_error: null,
    })]);
  });

  test('its place survives a restart: a new process does not run it again before its time', async () => {
    const { sql, file } = database();
    await createScheduler(sql, [counting('count').job], { log, owner: 'before' }).tick(T0);
    const after = counting('count');
    const restarted = createScheduler(database(file).sql, [after.job], { log, owner: 'after' });
    expect(await restarted.tick(T0 + 30_000)).toEqual([]);
    expect(await restarted.tick(T0 + MINUTE)).toEqual(['count']);
    expect(after.runs).toEqual([T0 + MINUTE]);
  });

  test('two processes on one database: while one holds the job the other does not run it', async () => {
    const { sql, file } = database();
    const a = counting('count');
    const b = counting('count');
    a.hang();
    const first = createScheduler(sql, [a.job], { log, owner: 'a' });
    const second = createScheduler(database(file).sql, [b.job], { log, owner: 'b' });
    const running = first.tick(T0);
    while (a.runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await second.tick(T0 + 1000)).toEqual([]);
    a.release();
    expect(await running).toEqual(['count']);
    // Given back, due a minute after it began: not before.
    expect(await second.tick(T0 + 2000)).toEqual([]);
    expect(await second.tick(T0 + MINUTE)).toEqual(['count']);
    expect([a.runs, b.runs]).toEqual([[T0], [T0 + MINUTE]]);
  });

  test('a process that dies mid-run: once its lease runs out another takes the job; the late finisher writes nothing', async () => {
    const { sql, file } = database();
    const dying = counting('count', MINUTE, 5 * MINUTE);
    dying.hang();
    const first = createScheduler(sql, [dying.job], { log, owner: 'dying' });
    void first.tick(T0);
    while (dying.runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const other = counting('count', MINUTE, 5 * MINUTE);
    const second = createScheduler(database(file).sql, [other.job], { log, owner: 'other' });
    expect(await second.tick(T0 + 5 * MINUTE - 1)).toEqual([]);
    expect(await second.tick(T0 + 5 * MINUTE)).toEqual(['count']);
    expect((await listScheduledJobs(sql))[0]).toMatchObject({ lease_owner: null, runs: 1, next_run_at: T0 + 6 * MINUTE });
    // The first process was only slow: its finish finds the job no longer its own and changes nothing.
    logs.length = 0;
    dying.release();
    await first.stop();
    expect((await listScheduledJobs(sql))[0]).toMatchObject({ runs: 1, next_run_at: T0 + 6 * MINUTE });
    expect(logs).toEqual([{ level: 'warn', msg: 'job lease lost', job: 'count' }]);
  });

  test('a failing job is logged and kept with its error, the others still run, and it runs again at its next time', async () => {
    const { sql } = database();
    const broken = counting('broken');
    const fine = counting('fine');
    broken.fail();
    const scheduler = createScheduler(sql, [broken.job, fine.job], { log, owner: 'a' });
    logs.length = 0;
    expect(await scheduler.tick(T0)).toEqual(['broken', 'fine']);
    expect(logs).toEqual([{ level: 'warn', msg: 'job failed', job: 'broken', error: 'broken broke' }]);
    expect((await listScheduledJobs(sql)).find((job) => job.name === 'broken')).toMatchObject({ last_error: 'broken broke', lease_owner: null });
    broken.heal();
    expect(await scheduler.tick(T0 + MINUTE)).toEqual(['broken', 'fine']);
    expect((await listScheduledJobs(sql)).find((job) => job.name === 'broken')!.last_error).toBeNull();
    expect(fine.runs).toEqual([T0, T0 + MINUTE]);
  });

  test('one tick at a time in a process: a tick while one runs waits for it and runs nothing itself', async () => {
    const { sql } = database();
    const slow = counting('slow', 1000);
    slow.hang();
    const scheduler = createScheduler(sql, [slow.job], { log, owner: 'a' });
    const first = scheduler.tick(T0);
    const second = scheduler.tick(T0 + 5000);
    // The lease is taken through the async layer: the run starts a few awaits after the tick.
    while (slow.runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    slow.release();
    expect(await first).toEqual(['slow']);
    expect(await second).toEqual([]);
    expect(slow.runs).toEqual([T0]);
  });

  test('4 processes ticking the same due job at the same moment: it runs once', async () => {
    const { db, sql, file } = database();
    createJobRuns(db);
    createScheduler(sql, [counting('count').job], { log, owner: 'setup' });
    const outputs = await runRacers('server/test/job-ticker.ts', Array.from({ length: 4 }, () => [file, String(T0)]));
    expect(outputs.map((out) => JSON.parse(out) as string[]).flat()).toEqual(['count']);
    expect(countJobRuns(db)).toBe(1);
    expect((await listScheduledJobs(sql))[0]).toMatchObject({ runs: 1, lease_owner: null, next_run_at: T0 + MINUTE });
  }, 90_000);
});
