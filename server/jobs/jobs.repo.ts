import type { Db } from '../db/connection';
import { statement } from '../db/statements';

export type ScheduledJobRow = {
  name: string; next_run_at: number; lease_owner: string | null; lease_until: number | null;
  last_started_at: number | null; last_finished_at: number | null; last_error: string | null; runs: number;
};

/** Registers a job, due at `firstRunAt`, unless it is known already (then it keeps its place). */
export function ensureScheduledJob(db: Db, name: string, firstRunAt: number): void {
  statement(db, 'INSERT INTO scheduled_jobs (name, next_run_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, firstRunAt);
}

/**
 * Takes a due job for `owner` until `leaseUntil`: only when it is due and nobody holds it (no lease,
 * or one that ran out). One statement, so of two processes asking at once exactly one gets it.
 */
export function claimScheduledJob(db: Db, name: string, owner: string, now: number, leaseUntil: number): boolean {
  return statement(db, `UPDATE scheduled_jobs SET lease_owner = ?, lease_until = ?, last_started_at = ?
    WHERE name = ? AND next_run_at <= ? AND (lease_until IS NULL OR lease_until <= ?)`)
    .run(owner, leaseUntil, now, name, now, now).changes === 1;
}

/**
 * Gives a job back after a run, due again at `nextRunAt`; false when `owner` no longer held it (its
 * lease ran out and another process took it), and then nothing is written.
 */
export function finishScheduledJob(
  db: Db, name: string, owner: string, run: { nextRunAt: number; finishedAt: number; error: string | null },
): boolean {
  return statement(db, `UPDATE scheduled_jobs SET lease_owner = NULL, lease_until = NULL, next_run_at = ?, last_finished_at = ?,
      last_error = ?, runs = runs + 1
    WHERE name = ? AND lease_owner = ?`).run(run.nextRunAt, run.finishedAt, run.error, name, owner).changes === 1;
}

export function listScheduledJobs(db: Db): ScheduledJobRow[] {
  return statement(db, 'SELECT * FROM scheduled_jobs ORDER BY name').all() as ScheduledJobRow[];
}
