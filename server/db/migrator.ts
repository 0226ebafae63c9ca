import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

// Beside this file (read as a path: a bundler would take `new URL(…, import.meta.url)` for an asset).
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies `migrations/NNN_name.sql` files in name order, each once, each in its own
 * transaction, and records it so a restart skips it.
 *
 * Foreign keys are off while a migration runs (SQLite's recipe for rebuilding a table: with
 * them on, dropping the old table would cascade into its children) and every key is checked
 * before the migration commits, so a migration cannot leave a dangling reference behind.
 */
export function migrate(db: Database.Database, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(
    db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[],
  );
  const files = readdirSync(dir).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const fresh: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    const foreignKeys = db.pragma('foreign_keys', { simple: true });
    // The pragma is a no-op inside a transaction, so it is switched around it.
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`${file} leaves ${broken.length} broken foreign key(s)`);
        record.run(file, new Date().toISOString());
      })();
    } finally {
      db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
    fresh.push(file);
  }
  return fresh;
}
