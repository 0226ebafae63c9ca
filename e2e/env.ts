// Where the journeys' reference servers run. Each Playwright worker starts its own server, with its
// own database, on E2E_PORT + its parallel index (0 … workers − 1): 8787, 8788, … by default. The
// config, the global setup and the worker fixture all read these.
import { resolve } from 'node:path';
import { ROOT } from '../scripts/reference-server.mjs';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return value;
}

/** The first worker's port; worker n uses E2E_PORT + n. */
export const E2E_PORT = positiveInteger('E2E_PORT', 8787);

/** How many workers, hence servers, run the journeys side by side. */
export const E2E_WORKERS = positiveInteger('E2E_WORKERS', 2);

/** The built app every server serves (`npm run build` makes dist/). */
export const E2E_STATIC_DIR = resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist');

/** The port of the server that belongs to the worker with this parallel index. */
export const workerPort = (parallelIndex: number): number => E2E_PORT + parallelIndex;
