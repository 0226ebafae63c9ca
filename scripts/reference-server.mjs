// The reference server as the measuring scripts (bench.mjs, perf-courses.mjs) use it: a built app,
// the server started on its own port and a throw-away database, and the sandbox member's login URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Builds dist/ when `dist` has no index.html. `given` says the directory came from the caller's
 * environment: it is then never built here, and its absence is an error.
 */
export function ensureBuilt(label, dist, given) {
  if (existsSync(join(dist, 'index.html'))) return;
  if (given) throw new Error(`${label}: ${dist}/index.html is missing`);
  console.log(`${label}: dist/ is missing, building…`);
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`${label}: the build failed`);
}

/**
 * Starts the server as a direct child (not through npx) so its pid is the server's own, and waits
 * until it answers. `env` adds to the environment (SEED_SCALE=bench, say). `onSpawn` gets the
 * process as soon as it exists, so a caller that gives up waiting can still stop it.
 */
export async function startServer({ label, port, database, dist, env = {}, timeoutMs = 30_000, onSpawn }) {
  const base = `http://127.0.0.1:${port}`;
  // The wait below takes any answer on the port for ours: a server left there (another run, a
  // crashed caller) would be measured or tested in its place, with its own build and data.
  if (await answers(base)) throw new Error(`${label}: something already answers on ${base}; stop it or use another port`);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE: database, STATIC_DIR: dist, SANDBOX: 'on', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (onSpawn) onSpawn(child);
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label}: the server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${base}/`);
      if (res.ok) return { child, startMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${label}: the server did not answer on ${base} within ${timeoutMs / 1000} s:\n${output}`);
}

async function answers(base) {
  try {
    await fetch(`${base}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The sandbox wallet's authorisation URL that signs in `persona` without the picker page. */
export async function loginUrl(label, base, group, persona = 'member') {
  const res = await fetch(`${base}/api/groups/${group}/public`);
  if (!res.ok) throw new Error(`${label}: GET /api/groups/${group}/public answered ${res.status}`);
  const { data } = await res.json();
  const query = new URLSearchParams({
    client_id: data.client_id,
    scope: data.mixin_oauth_scope ?? 'PROFILE:READ',
    return_to: `${base}/#/${group}/auth/mixin/callback`,
    persona,
  });
  return `${base}/sandbox/mixin/authorize?${query}`;
}

/**
 * The machine's load while measuring (the 1-minute load average and the cores), with a warning
 * to print when other work shared the CPU: a throttled page's timings, and its long tasks, are
 * then partly the machine's.
 */
export function machineLoad() {
  const cores = availableParallelism();
  const loadAverage = Math.round(loadavg()[0] * 10) / 10;
  const busy = loadAverage > cores;
  return {
    cores,
    loadAverage,
    warning: busy ? `the machine was busy (load average ${loadAverage} on ${cores} cores): the timings are partly its own, compare runs on a quiet machine` : null,
  };
}
