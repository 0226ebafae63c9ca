import { open, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../files.provider';

// Files in a folder on this machine: <data folder>/attachments/<id> by default, so a demo's data
// folder holds everything and tests clean up with their temporary folder.

/** Ids are random UUIDs (the capability in the URL); nothing else may reach the file system. */
const SAFE_ID = /^[0-9a-f-]{36}$/;

export function diskFileStore(folder: () => string): FileStore {
  const path = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error(`unsafe file id ${id}`);
    return join(folder(), id);
  };
  return {
    async put(id, bytes) {
      await writeFile(path(id), bytes);
    },
    async read(id, start, length) {
      let handle;
      try {
        handle = await open(path(id), 'r');
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
    },
    async remove(id) {
      try {
        await unlink(path(id));
      } catch {
        // Already gone: the row was the record that mattered.
      }
    },
  };
}
