import { mkdirSync } from 'node:fs';
import { open, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/connection';

/**
 * Uploaded bytes live beside the database, in <data folder>/attachments/<id>, so a demo's
 * data folder holds everything and tests clean up with their temporary folder.
 */
export function attachmentDir(db: Db): string {
  const dir = join(dirname(db.name), 'attachments');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Ids are random UUIDs (the capability in the URL); nothing else may reach the file system. */
const SAFE_ID = /^[0-9a-f-]{36}$/;

export function attachmentFile(db: Db, attachmentId: string): string {
  if (!SAFE_ID.test(attachmentId)) throw new Error(`unsafe attachment id ${attachmentId}`);
  return join(attachmentDir(db), attachmentId);
}

export async function writeAttachmentBytes(db: Db, attachmentId: string, bytes: Uint8Array): Promise<void> {
  await writeFile(attachmentFile(db, attachmentId), bytes);
}

export async function removeAttachmentBytes(db: Db, attachmentId: string): Promise<void> {
  try {
    await unlink(attachmentFile(db, attachmentId));
  } catch {
    // Already gone: the row was the record that mattered.
  }
}

/** Reads `length` bytes from `start`; null when the file is missing. */
export async function readAttachmentBytes(
  db: Db, attachmentId: string, start: number, length: number,
): Promise<Buffer | null> {
  let handle;
  try {
    handle = await open(attachmentFile(db, attachmentId), 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
