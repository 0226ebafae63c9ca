import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/connection';
import { readMetaSync } from '../db/meta.repo';
import { serverEnvForNginx, serverEnvForStandins, type LocalNginx } from './standins.env';

// Starts the stand-ins (server/standins/standins.ts) and then the server with the sandbox off, pointed
// at them, on one database: `npm run start:standins` and the test that runs the production code path
// against them (standins.test.ts). With `live`, first a real nginx with the RTMP module for live video
// (no stand-in: nginx is the party), run from the operator's configuration with its callbacks to the
// server, in a folder of its own that goes when it stops.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Debian's RTMP module (libnginx-mod-rtmp), which nginx-rtmp.conf loads. */
const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

export type Launched = {
  server: string;
  standins: string;
  /** Where lecturers push and members' HLS is served, when launched with `live`. */
  live: { rtmpBase: string; hlsBase: string } | null;
  stop: () => Promise<void>;
  output: () => string;
};

type LaunchOptions = {
  port: number;
  standinsPort: number;
  database: string;
  staticDir: string;
  /** Where the children's output goes as it comes (the CLI's console); else kept for `output()`. */
  echo?: boolean;
  /** More settings for the stand-ins (their delays). */
  standinsEnv?: Record<string, string>;
  /** Live video through nginx with the RTMP module on these ports (liveVideoMissing() says whether it can run). */
  live?: LocalNginx;
  timeoutMs?: number;
};

/** The nginx to run: the one on PATH, else Debian's (/usr/sbin is not on every user's PATH). */
function nginxBinary(): string | null {
  return ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) ?? null;
}

/** What live video through nginx needs and this machine lacks ('' when nothing): nginx, its RTMP module. */
export function liveVideoMissing(): string {
  return [nginxBinary() ? '' : 'nginx', existsSync(RTMP_MODULE) ? '' : RTMP_MODULE].filter(Boolean).join(', ');
}

/** nginx-rtmp.conf filled in as README "Live video with nginx-rtmp" says, in a new folder under the temp dir. */
function nginxPrefix(nginx: LocalNginx, server: string, callbackSecret: string): string {
  const prefix = mkdtempSync(join(tmpdir(), 'groups-standins-nginx-'));
  mkdirSync(join(prefix, 'hls'));
  mkdirSync(join(prefix, 'tmp'));
  const callback = (path: string) => `${server}/api/live/${path}?secret=${callbackSecret}`;
  const values: Record<string, string> = {
    PREFIX: prefix, RTMP_PORT: String(nginx.rtmpPort), HTTP_PORT: String(nginx.httpPort),
    CALLBACK_PUBLISH: callback('publish'), CALLBACK_DONE: callback('publish_done'),
  };
  const conf = readFileSync(join(ROOT, 'server', 'providers', 'live', 'nginx-rtmp.conf'), 'utf8')
    .replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  return prefix;
}

async function answering(url: string, child: ChildProcess, timeoutMs: number, said: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${said()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${said()}`);
}

export async function launchStandins(options: LaunchOptions): Promise<Launched> {
  const server = `http://127.0.0.1:${options.port}`;
  const standins = `http://127.0.0.1:${options.standinsPort}`;
  const timeoutMs = options.timeoutMs ?? 120_000;
  let output = '';
  const children: ChildProcess[] = [];
  const take = (child: ChildProcess) => {
    const said = (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      else output += chunk.toString();
    };
    child.stdout!.on('data', said);
    child.stderr!.on('data', said);
    children.push(child);
    return child;
  };
  const start = (entry: string, env: Record<string, string>) => take(spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', entry)], {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  }));
  let prefix: string | null = null;
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    })));
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  };
  let liveEnv: Record<string, string> = {};
  let live: Launched['live'] = null;
  try {
    if (options.live) {
      const missing = liveVideoMissing();
      if (missing) throw new Error(`live video needs Debian's nginx and libnginx-mod-rtmp (missing: ${missing})`);
      const callbackSecret = randomBytes(24).toString('hex');
      prefix = nginxPrefix(options.live, server, callbackSecret);
      const errorLog = join(prefix, 'error.log');
      const nginx = take(spawn(nginxBinary()!, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off; master_process off;'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }));
      liveEnv = serverEnvForNginx(options.live, callbackSecret);
      live = { rtmpBase: liveEnv.LIVE_RTMP_BASE, hlsBase: liveEnv.LIVE_HLS_BASE };
      // A playlist nobody pushed: 404 once nginx serves HLS.
      await answering(`${live.hlsBase}/none.m3u8`, nginx, timeoutMs, () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    }
    const standinsChild = start('standins/standins.ts', {
      PORT: String(options.standinsPort), HOST: '127.0.0.1', DATABASE: options.database, STATIC_DIR: options.staticDir,
      STANDINS_FOR: server, RETURN_ORIGINS: server, ...options.standinsEnv,
    });
    await answering(`${standins}/healthz`, standinsChild, timeoutMs, () => output);
    const db = openDatabase(options.database);
    const tokenSecret = readMetaSync(db, 'token_secret')!;
    db.close();
    const serverChild = start('main.ts', {
      ...serverEnvForStandins({ server, standins }, tokenSecret), ...liveEnv,
      PORT: String(options.port), HOST: '127.0.0.1', DATABASE: options.database, STATIC_DIR: options.staticDir,
    });
    await answering(`${server}/healthz`, serverChild, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, standins, live, stop, output: () => output };
}
