import type { Db } from './connection';
import { statement } from './statements';

export function readMeta(db: Db, key: string): string | undefined {
  return statement(db, 'SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
}

/** Stores `value` unless the key exists, and returns whichever value is kept. */
export function readOrInsertMeta(db: Db, key: string, value: string): string {
  statement(db, 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING').run(key, value);
  return readMeta(db, key)!;
}

/** Whether the database answers a read of the app's own tables (open, readable, migrated). */
export function databaseAnswers(db: Db): boolean {
  try {
    return (statement(db, 'SELECT COUNT(*) FROM schema_migrations').pluck().get() as number) > 0;
  } catch {
    return false;
  }
}
