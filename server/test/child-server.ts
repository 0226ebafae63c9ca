import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export { freePort };

// The real server (server/main.ts) as a child process on a throw-away database, for tests that kill
// and restart it (chat.restart.test.ts) and the chat load bench. Like scripts/reference-server.mjs,
// which server code may not import.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type ChildServer = {
  port: number;
  base: string;
  database: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Starts the process again on the same file and port (after a kill). */
  restart(): Promise<void>;
  kill(signal?: NodeJS.Signals): void;
  /** Kills the process and removes the database folder. */
  dispose(): void;
};


/**
 * How long a start may take before it counts as hung. A quiet machine answers in about a second; a loaded
 * one (tsx compiling the server while every core is busy) took over 30 s, so this is a hang guard only.
 */
const START_TIMEOUT_MS = 180_000;

async function spawnServer(port: number, database: string, dist: string, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE: database, STATIC_DIR: dist, SANDBOX: 'on', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/**
 * The server as a child process on a throw-away database, or (`database`) as one more process on another's
 * file, as several server processes share one database (chat fan-out across processes, issue 27).
 */
export async function startChildServer(env: Record<string, string> = {}, options: { database?: string } = {}): Promise<ChildServer> {
  const dir = mkdtempSync(join(tmpdir(), 'child-server-'));
  const database = options.database ?? join(dir, 'app.db');
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  // The readiness probe asks for `/`: a one-line app shell stands in for a build.
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
  const port = await freePort();
  const server: ChildServer = {
    port,
    base: `http://127.0.0.1:${port}`,
    database,
    child: await spawnServer(port, database, dist, env),
    async restart() {
      server.child = await spawnServer(port, database, dist, env);
    },
    kill(signal = 'SIGKILL') {
      if (server.child.exitCode === null) server.child.kill(signal);
    },
    dispose() {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** An API call on a child server: status, headers and the parsed JSON body (null when not JSON). */
export async function childApi(
  base: string, path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET', headers, redirect: 'manual', body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : null };
}

/** Signs `persona` in to `group` through the sandbox wallet, as the app does; answers the access token. */
export async function childLogin(base: string, persona: string, group = 'demo'): Promise<string> {
  const info = await childApi(base, `/api/groups/${group}/public`);
  const query = new URLSearchParams({
    client_id: info.json.data.client_id, scope: 'PROFILE:READ', return_to: `/#/${group}/auth/mixin/callback`, persona,
  });
  const location = (await childApi(base, `/sandbox/mixin/authorize?${query}`)).headers.get('location') ?? '';
  const code = new URLSearchParams(location.slice(location.indexOf('?') + 1)).get('code');
  const res = await childApi(base, `/api/groups/${group}/auth/mixin`, { method: 'POST', body: { code } });
  if (res.status !== 200) throw new Error(`sign-in as ${persona} failed: ${res.status}`);
  return res.json.data.token as string;
}
