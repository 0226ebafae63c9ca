import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/connection';
import { readMeta } from '../db/meta.repo';
import { serverEnvForStandins } from './standins.env';

// Starts the stand-ins (server/standins/standins.ts) and then the server with the sandbox off, pointed
// at them, on one database: `npm run start:standins` and the test that runs the production code path
// against them (standins.test.ts).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Launched = { server: string; standins: string; stop: () => Promise<void>; output: () => string };

type LaunchOptions = {
  port: number;
  standinsPort: number;
  database: string;
  staticDir: string;
  /** Where the children's output goes as it comes (the CLI's console); else kept for `output()`. */
  echo?: boolean;
  /** More settings for the stand-ins (their delays). */
  standinsEnv?: Record<string, string>;
  timeoutMs?: number;
};

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
  const start = (entry: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', entry)], {
      cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      else output += chunk.toString();
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    children.push(child);
    return child;
  };
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    })));
  };
  try {
    const standinsChild = start('standins/standins.ts', {
      PORT: String(options.standinsPort), HOST: '127.0.0.1', DATABASE: options.database, STATIC_DIR: options.staticDir,
      STANDINS_FOR: server, RETURN_ORIGINS: server, ...options.standinsEnv,
    });
    await answering(`${standins}/healthz`, standinsChild, timeoutMs, () => output);
    const db = openDatabase(options.database);
    const tokenSecret = readMeta(db, 'token_secret')!;
    db.close();
    const serverChild = start('main.ts', {
      ...serverEnvForStandins({ server, standins }, tokenSecret),
      PORT: String(options.port), HOST: '127.0.0.1', DATABASE: options.database, STATIC_DIR: options.staticDir,
    });
    await answering(`${server}/healthz`, serverChild, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, standins, stop, output: () => output };
}
