import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LESSON_MAX_SECONDS } from '../../contract/course';

// How long an uploaded audio or video lasts (issue 26: a lesson shows its duration). Measured from the
// bytes by ffprobe (Debian's ffmpeg package, which .ci/run installs for the live-video tests too): a
// file, not a pipe, since an mp4 may keep its index at the end. Without ffprobe, or for bytes it cannot
// read, the duration stays unknown (null) and the first player that measures it tells the server
// (PUT /courses/{id}/lessons/{messageId}/position).

const PROBE_TIMEOUT_MS = 10_000;

/** Seconds, or null when unknown (no ffprobe, unreadable media, or beyond LESSON_MAX_SECONDS). */
export async function measureMediaDuration(bytes: Uint8Array, ffprobe = 'ffprobe'): Promise<number | null> {
  let dir: string | null = null;
  try {
    dir = await mkdtemp(join(tmpdir(), 'media-'));
    const file = join(dir, 'upload');
    await writeFile(file, bytes);
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
        { timeout: PROBE_TIMEOUT_MS, maxBuffer: 64 * 1024 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      );
    });
    const seconds = Number.parseFloat(out.trim());
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > LESSON_MAX_SECONDS) return null;
    return Math.round(seconds * 1000) / 1000;
  } catch {
    return null;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}
