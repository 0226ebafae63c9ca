import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

// Beside this file (read as a path, as migrator.ts does).
export const PG_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pg');

/** The advisory lock key that makes migrations run one at a time: an arbitrary 64-bit number no other lock takes. */
const MIGRATION_LOCK = '7453291384755016037';

/**
 * Applies `pg/NNN_name.sql` files in name order, each once, each in its own transaction, and records it
 * in `schema_migrations` as the SQLite migrator does (same table, same names), so a restart skips it.
 *
 * Several processes may start at once against one database (issue 27: more than one server process):
 * each migration's transaction first takes a transaction-scoped advisory lock, then reads what is
 * applied, so the second process waits for the first's commit, sees the file recorded and skips it.
 * PostgreSQL runs DDL inside transactions, so a failing migration leaves nothing behind.
 */
export async function migratePostgres(client: pg.ClientBase, dir: string = PG_MIGRATIONS_DIR): Promise<string[]> {
  // IF NOT EXISTS is not race-free on its own (two sessions can both pass the check and one fails on
  // the catalog's unique index), so the table is made under the same lock.
  await inTransaction(client, async () => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL
    )`);
  });
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const fresh: string[] = [];
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8');
    const applied = await inTransaction(client, async () => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rowCount !== 0) return false;
      // A migration is several statements: the simple query protocol (no parameters) runs them all.
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [file, new Date().toISOString()]);
      return true;
    });
    if (applied) fresh.push(file);
  }
  return fresh;
}

async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
