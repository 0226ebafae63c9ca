import { rmSync } from 'node:fs';
import pg from 'pg';
import { isDatabaseEmpty, seedDatabase, SERVER_STATE_TABLES } from '../seed';
import { openDatabase } from './connection';
import { copyIntoPostgres } from './copy';
import { migratePostgres } from './pg-migrator';
import type { SqlDatabase } from './sql';
import { postgresPool, postgresSql } from './sql.postgres';

// The server on PostgreSQL (issue 27, DATABASE_URL): a pool, the schema migrated (db/pg, under an advisory
// lock, so processes starting together apply each file once), and the demo's data for the sandbox.

export type PostgresDatabase = { sql: SqlDatabase; pool: pg.Pool };

/** A pool on `url` with its schema migrated; `max` connections (node-postgres's default 10). */
export async function openPostgres(url: string, max = 10): Promise<PostgresDatabase> {
  const pool = postgresPool(url, max);
  const client = await pool.connect();
  try {
    await migratePostgres(client);
  } finally {
    client.release();
  }
  return { sql: postgresSql(pool), pool };
}

/**
 * The demo's data on PostgreSQL, written as SQLite's is (the seed is one synchronous program over
 * better-sqlite3) into a staging SQLite file at `stagingFile`, then copied across in one transaction
 * (db/copy.ts) and the file removed. The seed's media files land beside the staging file, in the
 * `attachments` folder the disk store serves. `reset`: the data there is replaced (the sandbox's reset;
 * the server's own state — signing key, job schedule — kept); otherwise only an empty database is seeded.
 * Answers whether it seeded.
 */
export async function seedPostgres(pool: pg.Pool, stagingFile: string, nowMs: number, reset = false): Promise<boolean> {
  const client = await pool.connect();
  try {
    if (!reset) {
      const rows = await client.query<{ n: string }>('SELECT (SELECT COUNT(*) FROM groups) + (SELECT COUNT(*) FROM users) AS n');
      if (Number(rows.rows[0]!.n) !== 0) return false;
    }
    rmSync(stagingFile, { force: true });
    const staging = openDatabase(stagingFile);
    try {
      if (!isDatabaseEmpty(staging)) throw new Error(`${stagingFile} is not empty`);
      seedDatabase(staging, nowMs);
      await copyIntoPostgres(staging, client, reset ? { replace: { keep: SERVER_STATE_TABLES } } : {});
    } finally {
      staging.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(stagingFile + suffix, { force: true });
    }
    return true;
  } finally {
    client.release();
  }
}
