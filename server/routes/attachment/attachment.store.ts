import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Db } from '../../db/connection';

/**
 * The data folder's attachments folder, `attachments/` beside the SQLite file at `database` (env.database,
 * as main.ts opens it): where the disk file store keeps uploads (providers/files/disk.adapter.ts) and the
 * demo's seed puts its media. Read from the path, not a connection: on PostgreSQL the app holds no SQLite
 * connection, and the folder stays where DATABASE says.
 */
export function attachmentDirAt(database: string): string {
  const dir = join(dirname(resolve(database)), 'attachments');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The same folder for a SQLite connection opened at that path (the seed, which writes on SQLite). */
export function attachmentDir(db: Db): string {
  return attachmentDirAt(db.name);
}
