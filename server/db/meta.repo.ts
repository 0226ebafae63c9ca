import type { Db } from './connection';
import type { Sql } from './sql';
import { statement } from './statements';

// The app's own settings (the token secret). Each query once, for the async layer (issue 27) and for the
// …Sync twins: the start-up reads of app.ts (before serving; the seed's SQLite database) and tests' helpers.
const READ_META = 'SELECT value FROM meta WHERE key = ?';
const INSERT_META = 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING';
const COUNT_MIGRATIONS = 'SELECT COUNT(*) FROM schema_migrations';

export function readMeta(sql: Sql, key: string): Promise<string | undefined> {
  return sql.value<string>(READ_META, key);
}

export function readMetaSync(db: Db, key: string): string | undefined {
  return statement(db, READ_META).pluck().get(key) as string | undefined;
}

/** Stores `value` unless the key exists, and returns whichever value is kept. */
export async function readOrInsertMeta(sql: Sql, key: string, value: string): Promise<string> {
  await sql.run(INSERT_META, key, value);
  return (await readMeta(sql, key))!;
}

/** The same at start-up (app.ts, before the server serves). */
export function readOrInsertMetaSync(db: Db, key: string, value: string): string {
  statement(db, INSERT_META).run(key, value);
  return readMetaSync(db, key)!;
}

/** Whether the database answers a read of the app's own tables (open, readable, migrated). */
export async function databaseAnswers(sql: Sql): Promise<boolean> {
  try {
    return ((await sql.value<number>(COUNT_MIGRATIONS)) ?? 0) > 0;
  } catch {
    return false;
  }
}
