import type { Db } from '../db/connection';

// A table of the scheduler's cross-process test (jobs/scheduler.test.ts, test/job-ticker.ts): one row
// per run of its job, by the process that ran it.

export function createJobRuns(db: Db): void {
  db.exec('CREATE TABLE job_runs (ran_by INTEGER NOT NULL) STRICT');
}

export function insertJobRun(db: Db, pid: number): void {
  db.prepare('INSERT INTO job_runs (ran_by) VALUES (?)').run(pid);
}

export function countJobRuns(db: Db): number {
  return db.prepare('SELECT COUNT(*) FROM job_runs').pluck().get() as number;
}
