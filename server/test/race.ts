import { readSync } from 'node:fs';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/connection';
import { sqliteSql, type Sql } from '../db/sql';
import { postgresPool, postgresSql } from '../db/sql.postgres';
import { ApiError } from '../lib/errors';

/**
 * A racer's start (server/test/racers.ts runs the racers): says it is ready and blocks, using no CPU,
 * until the test lets every racer go at once by writing to their stdin.
 */
export function startingLine(): void {
  process.stdout.write('ready\n');
  const go = Buffer.alloc(3);
  let read = 0;
  while (read < go.length) {
    const n = readSync(0, go, read, go.length - read, null);
    if (n === 0) throw new Error('the test closed stdin without saying go');
    read += n;
  }
}

/**
 * The body of a racer process (the *.processes.test.ts tests: several processes on one SQLite file
 * at the same moment). Opens `file`, waits at the starting line with the others, tries each item once
 * in order, and prints {ok, refused: {code: count}} as JSON; anything but a refusal fails loudly.
 */
export function race<T>(file: string, items: T[], attempt: (db: Db, item: T) => void): void {
  const db = openDatabase(file);
  const result = { ok: 0, refused: {} as Record<string, number> };
  startingLine();
  for (const item of items) {
    try {
      attempt(db, item);
      result.ok += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
    }
  }
  db.close();
  process.stdout.write(JSON.stringify(result));
}

/** The layer a racer process works through: over `database` (a SQLite file, or a PostgreSQL URL: a pool of its own). */
export function racerSql(database: string) {
  return /^postgres(ql)?:\/\//.test(database) ? postgresSql(postgresPool(database, 2)) : sqliteSql(openDatabase(database));
}

/**
 * The same for code on the async layer (db/sql.ts): each item is tried through `sql`, awaited in order.
 * `database` is the test server's (`server.database`): a SQLite file, or on PostgreSQL its URL — then
 * each racer is a process with a pool of its own on that database, as server processes are.
 */
export async function raceAsync<T>(database: string, items: T[], attempt: (sql: Sql, item: T) => Promise<unknown>): Promise<void> {
  const sql = racerSql(database);
  const result = { ok: 0, refused: {} as Record<string, number> };
  startingLine();
  for (const item of items) {
    try {
      await attempt(sql, item);
      result.ok += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
    }
  }
  await sql.close();
  process.stdout.write(JSON.stringify(result));
}
