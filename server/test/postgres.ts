import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

// A throw-away PostgreSQL for the tests of the PostgreSQL schema (issue 27): Debian's postgresql
// (installed by .ci/run, no service started), a cluster of its own in a temp folder, on a free loopback
// port, with durability switched off (fsync and friends: nothing here must survive a crash). Each test
// file starts one in beforeAll and takes a database per test that wants isolation (freshDatabase).
//
// initdb and postgres refuse to run as root, and CI runs as root: then the cluster belongs to the
// `postgres` OS user (Debian's package creates it) and every PostgreSQL binary is spawned with its uid
// and gid (Node's spawn options: no runuser, su or sudo needed). As anyone else, as that user.

/** How long the cluster may take to accept connections: it is up in about a second; this is a hang guard. */
const START_TIMEOUT_MS = 30_000;
/** How long initdb may take (a few seconds with --no-sync); a hang guard. */
const INITDB_TIMEOUT_MS = 60_000;
/** How long `pg_ctl stop -m immediate` may take before the postmaster is killed. */
const STOP_TIMEOUT_MS = 10_000;
/** Between two connection attempts while the cluster starts. */
const POLL_MS = 25;

export type TestPostgres = {
  /** postgres://<user>@127.0.0.1:<port>/<db>: trust authentication, no password. */
  url: string;
  /** Stops the cluster (`pg_ctl stop -m immediate`) and removes its folder; twice is harmless. */
  stop(): Promise<void>;
};

/** The folder of initdb, pg_ctl and postgres: `pg_config --bindir`, else the highest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string {
  const candidates: string[] = [];
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0) candidates.push(config.stdout.trim());
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, 'bin')));
  }
  // Debian's pg_config (postgresql-common) may name a bindir without the server binaries.
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
  if (!found) throw new Error('these tests need PostgreSQL: apt-get install postgresql (.ci/run installs it)');
  return found;
}

/** Whom the cluster runs as: the postgres OS user when we are root, else ourselves. */
function clusterOwner(): { name: string; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { name: userInfo().username };
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('running as root, PostgreSQL needs the postgres OS user: apt-get install postgresql creates it');
  }
  return { name: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL binary to completion as the cluster's owner; rejects with its output on failure. */
function run(binary: string, args: string[], owner: ReturnType<typeof clusterOwner>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      uid: owner.uid, gid: owner.gid, stdio: ['ignore', 'pipe', 'pipe'],
      // Its own messages in English whatever the machine's locale, so an error reads the same everywhere.
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${binary} ${args.join(' ')} failed (${signal ?? code}):\n${output}`));
    });
  });
}

function databaseUrl(user: string, port: number, database: string): string {
  return `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
}

/** Database names are made by tests: plain identifiers only, so they need no quoting anywhere. */
function checkName(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
}

/** A folder every user may enter: /dev/shm where the machine has it (memory), else /tmp. */
function sharedScratch(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : '/tmp';
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const owner = clusterOwner();
  // Run as another user, the cluster needs a folder that user can reach: the gate's TMPDIR is root's own
  // (0700), so its folder goes in the machine's shared scratch (memory when there is one) instead.
  const dir = mkdtempSync(join(owner.uid !== undefined ? sharedScratch() : tmpdir(), 'groups-pg-'));
  const data = join(dir, 'data');
  const sockets = join(dir, 'sockets');
  mkdirSync(sockets);
  if (owner.uid !== undefined && owner.gid !== undefined) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(sockets, owner.uid, owner.gid);
  }

  let postmaster: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      const child = postmaster;
      if (child && child.exitCode === null && child.signalCode === null) {
        try {
          await run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w', '-t', String(STOP_TIMEOUT_MS / 1000)], owner, STOP_TIMEOUT_MS + 5_000);
        } catch {
          // pg_ctl could not stop it (or timed out): the postmaster goes the hard way.
          child.kill('SIGKILL');
        }
        const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    // UTF-8 character classes (C.UTF-8) so pg_trgm takes Chinese characters as word characters: under
    // the plain C locale it would drop them and no trigram index could serve a Chinese search.
    await run(join(bin, 'initdb'), [
      '-D', data, '--username', owner.name, '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C.UTF-8', '--no-sync', '--no-instructions',
    ], owner, INITDB_TIMEOUT_MS);

    const port = await freePort();
    const child = spawn(join(bin, 'postgres'), [
      '-D', data, '-p', String(port), '-k', sockets,
      '-c', 'listen_addresses=127.0.0.1',
      // Tests only: nothing here has to survive a crash of the machine.
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ], { uid: owner.uid, gid: owner.gid, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
    postmaster = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

    // Connection attempts until one succeeds: no fixed wait, bounded by START_TIMEOUT_MS, and an early
    // failure when the postmaster exits (a port taken in the meantime, shared memory refused...).
    const deadline = Date.now() + START_TIMEOUT_MS;
    const admin = databaseUrl(owner.name, port, 'postgres');
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`postgres exited (${child.signalCode ?? child.exitCode}):\n${output}`);
      }
      const probe = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2_000 });
      try {
        await probe.connect();
        await probe.query('CREATE DATABASE app');
        await probe.end();
        break;
      } catch (error) {
        await probe.end().catch(() => {});
        // 57P03: the database system is starting up; ECONNREFUSED: not listening yet.
        const code = (error as { code?: string }).code;
        if (code !== 'ECONNREFUSED' && code !== '57P03') throw error;
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    return { url: databaseUrl(owner.name, port, 'app'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Creates another empty database on the cluster of `url` and returns its URL. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  checkName(name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}
