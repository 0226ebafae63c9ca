-- The server's scheduled jobs (issue 23 point 7): when each runs next, and which process holds it
-- while it runs (its lease). Kept in the database, so a restart does not lose a job's place, and two
-- server processes on one database never run the same job at once: a process takes a due job only by
-- writing its own lease over none or an expired one (server/jobs/scheduler.ts). Times in ms.
CREATE TABLE scheduled_jobs (
  name TEXT PRIMARY KEY,
  next_run_at INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  last_started_at INTEGER,
  last_finished_at INTEGER,
  last_error TEXT,
  runs INTEGER NOT NULL DEFAULT 0,
  CHECK ((lease_owner IS NULL) = (lease_until IS NULL))
) STRICT;
