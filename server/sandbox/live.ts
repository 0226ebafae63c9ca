import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { apiErrors } from '../lib/errors';

// The sandbox's stand-in for a live CDN: a real, tiny HLS stream (2 s test pattern and tone, in 480p,
// 720p and HD; H.264 baseline + AAC in MPEG-TS) generated once with ffmpeg and kept in ./hls. Segments
// are named .mpegts, not .ts, so TypeScript tools leave them alone. Regenerate: server/README.md "Live streams".

// Beside this file (read as a path: a bundler would take `new URL(…, import.meta.url)` for an asset).
const HLS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'hls/');
const TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/** Mounted at /sandbox/live: only the known file names, so no path can leave the folder. */
export const liveSandboxRoutes = new Hono<AppEnv>()
  .get('/:file{master\\.m3u8}', (c) => serve(c.req.param('file')))
  .get('/:quality{480p|720p|hd}/:file{index\\.m3u8|seg\\d+\\.mpegts}', (c) =>
    serve(`${c.req.param('quality')}/${c.req.param('file')}`));

async function serve(relative: string): Promise<Response> {
  let data: Buffer;
  try {
    data = await readFile(HLS_DIR + relative);
  } catch {
    throw apiErrors.notFound();
  }
  const ext = relative.endsWith('.mpegts') ? 'ts' : 'm3u8';
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': TYPES[ext],
      'Content-Length': String(data.length),
      'Cache-Control': ext === 'ts' ? 'public, max-age=3600' : 'no-cache',
    },
  });
}
