// Where uploaded bytes are kept (issue 23): the data folder beside the database by default
// (providers/files/disk.adapter.ts), or an S3-compatible bucket (providers/files/s3.adapter.ts).
// Ids are the attachments' random UUIDs; rows in the database say what each file is.

export interface FileStore {
  /** Keeps `bytes` under `id` (replacing what was there). */
  put(id: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** `length` bytes from `start` (fewer at the end); null when there is no such file. */
  read(id: string, start: number, length: number): Promise<Buffer | null>;
  /** Removes the file; one already gone is no error. */
  remove(id: string): Promise<void>;
}
