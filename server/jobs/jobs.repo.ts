import type { Sql } from '../db/sql';

// The scheduler's table (jobs/scheduler.ts), on the async layer (issue 27).

export type ScheduledJobRow = {
  name: string; next_run_at: number; lease_owner: string | null; lease_until: number | null;
  last_started_at: number | null; last_finished_at: number | null; last_error: string | null; runs: number;
};

/** Registers a job, due at `firstRunAt`, unless it is known already (then it keeps its place). */
export async function ensureScheduledJob(sql: Sql, name: string, firstRunAt: number): Promise<void> {
  await sql.run('INSERT INTO scheduled_jobs (name, next_run_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', name, firstRunAt);
}

/**
 * Takes a due job for `owner` until `leaseUntil`: only when it is due and nobody holds it (no lease,
 * or one that ran out). One statement, so of two processes asking at once exactly one gets it (SQLite
 * runs one writer at a time; PostgreSQL's second UPDATE waits for the first's row lock and then reads the
 * row again, no longer matching its WHERE).
 */
export async function claimScheduledJob(sql: Sql, name: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
  return (await sql.run(`UPDATE scheduled_jobs SET lease_owner = ?, lease_until = ?, last_started_at = ?
    WHERE name = ? AND next_run_at <= ? AND (lease_until IS NULL OR lease_until <= ?)`,
  owner, leaseUntil, now, name, now, now)).changes === 1;
}

/**
 * Gives a job back after a run, due again at `nextRunAt`; false when `owner` no longer held it (its
 * lease ran out and another process took it), and then nothing is written.
 */
export async function finishScheduledJob(
  sql: Sql, name: string, owner: string, run: { nextRunAt: number; finishedAt: number; error: string | null },
): Promise<boolean> {
  return (await sql.run(`UPDATE scheduled_jobs SET lease_owner = NULL, lease_until = NULL, next_run_at = ?, last_finished_at = ?,
      last_error = ?, runs = runs + 1
    WHERE name = ? AND lease_owner = ?`, run.nextRunAt, run.finishedAt, run.error, name, owner)).changes === 1;
}

export function listScheduledJobs(sql: Sql): Promise<ScheduledJobRow[]> {
  return sql.all<ScheduledJobRow>('SELECT * FROM scheduled_jobs ORDER BY name');
}
