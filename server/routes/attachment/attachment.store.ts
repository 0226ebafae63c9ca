import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/connection';

/**
 * The data folder's attachments folder, beside the database: where the disk file store keeps
 * uploads (providers/files/disk.adapter.ts) and the demo's seed puts its media.
 */
export function attachmentDir(db: Db): string {
  const dir = join(dirname(db.name), 'attachments');
  mkdirSync(dir, { recursive: true });
  return dir;
}
