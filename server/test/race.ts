import type { Db } from '../db/connection';
import { openDatabase } from '../db/connection';
import { ApiError } from '../lib/errors';

/**
 * The body of a racer process (the *.processes.test.ts tests: several processes on one SQLite file
 * at the same moment). Opens `file`, waits for `startAt` (ms) like the others, tries each item once
 * in order, and prints {ok, refused: {code: count}} as JSON; anything but a refusal fails loudly.
 */
export function race<T>(file: string, startAt: number, items: T[], attempt: (db: Db, item: T) => void): void {
  const db = openDatabase(file);
  const result = { ok: 0, refused: {} as Record<string, number> };
  while (Date.now() < startAt) { /* wait for the others */ }
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
