import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './child-server';

// A throw-away redis-server for tests of what several server processes share (issue 27): Debian's
// redis-server (installed by .ci/run), on a free loopback port, keeping nothing on disk. Each test
// file starts its own, so no test sees another's keys and none needs a Redis service running.

/** How long redis-server may take to answer PING: it is up in milliseconds; this is a hang guard. */
const START_TIMEOUT_MS = 10_000;
/** How long a stopped redis-server has to exit on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

export type TestRedis = {
  /** redis://127.0.0.1:<port>, for openRedis. */
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its folder; twice is harmless. */
  stop(): Promise<void>;
};

function redisServerBinary(): string {
  if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  if (spawnSync('which', ['redis-server']).status === 0) return 'redis-server';
  throw new Error('these tests need redis-server: apt-get install redis-server (.ci/run installs it)');
}

export async function startRedis(): Promise<TestRedis> {
  const binary = redisServerBinary();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'groups-redis-'));
  const child = spawn(binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', dir,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  // One client that keeps reconnecting until PING answers: no fixed wait, bounded by START_TIMEOUT_MS.
  const probe = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: () => 20 });
  probe.on('error', () => {}); // refusals until redis-server listens
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
      probe.ping().then(() => {
        clearTimeout(timer);
        resolve();
      }, reject);
    });
  } catch (error) {
    await stop();
    throw error;
  } finally {
    probe.disconnect();
  }
  return { url, stop };
}
