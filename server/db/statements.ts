import type Database from 'better-sqlite3';
import { wouldIntrude } from './sql';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * Prepares each SQL text once per connection; repos call it on every use. While repos move onto the async
 * layer (issue 27): the app's layer has a connection of its own (openLayerConnection), but where one is
 * shared with db/sql.ts (tests), a synchronous statement of another request run between two awaits of the
 * layer's open transaction would run inside it, so it is refused (an error) rather than committed or rolled
 * back with that transaction.
 */
export function statement(db: Database.Database, sql: string): Database.Statement {
  if (wouldIntrude(db)) throw new Error('a synchronous statement ran while an async transaction of the layer was open on this connection');
  let byText = cache.get(db);
  if (!byText) {
    byText = new Map();
    cache.set(db, byText);
  }
  let prepared = byText.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    byText.set(sql, prepared);
  }
  return prepared;
}
