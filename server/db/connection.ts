import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrator';

export type Db = Database.Database;

/**
 * A second connection to a migrated file, for the async layer (db/sql.ts) while repos move onto it
 * (issue 27): its transactions then never take in a synchronous statement of `db` that runs between two of
 * their awaits (on one shared connection it would land inside, and go if the transaction rolled back).
 * Such a statement meets the layer's open transaction as another writer instead: it waits, and fails
 * rather than joining it. An in-memory database has no second connection: it is shared.
 */
export function openLayerConnection(db: Db): Db {
  if (db.memory) return db;
  const layer = new Database(db.name);
  layer.pragma('foreign_keys = ON');
  layer.pragma('busy_timeout = 5000');
  return layer;
}

/** Opens (creating its folder if needed) and migrates the SQLite file. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run beside the single writer; busy_timeout rides out a concurrent writer.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
