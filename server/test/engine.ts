import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/connection';
import { join } from 'node:path';
import { copyIntoPostgres } from '../db/copy';
import { seedPostgres } from '../db/postgres';
import { createDatabaseFrom, dropDatabase, keepSnapshot, restoreSnapshot, snapshotShape, type SnapshotShape } from '../db/pg-snapshot';
import type { Sql, SqlArgs, SqlDatabase, TxOptions } from '../db/sql';
import { postgresPool, postgresSql } from '../db/sql.postgres';
import { SERVER_STATE_TABLES } from '../seed';
import { freshDatabase } from './postgres';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's PostgreSQL cluster (TEST_DATABASE=postgres): postgres://…/app, from test/global-postgres.ts. */
    postgresUrl: string;
  }
}

// Which engine the server suite runs on (issue 27): SQLite by default; TEST_DATABASE=postgres runs every
// test server on a database of its own in the run's PostgreSQL cluster (test/global-postgres.ts).

export type TestEngine = 'sqlite' | 'postgres';

/** The migrated, empty database each test server's is made from. */
export const SCHEMA_TEMPLATE = 'groups_schema';

export function testEngine(): TestEngine {
  const engine = process.env.TEST_DATABASE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`TEST_DATABASE is sqlite or postgres, not ${engine}`);
  return engine;
}

/** The layer over `ready` once it is there: a test server is made synchronously, its database a moment later. */
function deferred(ready: Promise<SqlDatabase>): SqlDatabase {
  let real: SqlDatabase | null = null;
  void ready.then((sql) => (real = sql), () => undefined);
  const later = <T>(use: (sql: Sql) => Promise<T>) => (real ? use(real) : ready.then(use));
  const self: SqlDatabase = {
    dialect: 'postgres',
    all: <T>(text: string, ...params: SqlArgs) => later((sql) => sql.all<T>(text, ...params)),
    get: <T>(text: string, ...params: SqlArgs) => later((sql) => sql.get<T>(text, ...params)),
    value: <T>(text: string, ...params: SqlArgs) => later((sql) => sql.value<T>(text, ...params)),
    values: <T>(text: string, ...params: SqlArgs) => later((sql) => sql.values<T>(text, ...params)),
    run: (text: string, ...params: SqlArgs) => later((sql) => sql.run(text, ...params)),
    // The body is given this handle, as the server's layer gives its own: what keys on the handle inside a
    // transaction (the outbox's written mark, the chat's bus) is found on deps.sql after. Its calls run in the real
    // transaction's context.
    tx: <T>(work: (sql: Sql) => Promise<T>, options?: TxOptions) => later((sql) => sql.tx(() => work(self), options)),
    afterCommit(then: () => void) {
      // No transaction can be open before the database is there.
      if (real) real.afterCommit(then);
      else then();
    },
    get open() {
      return real?.open ?? true;
    },
    // Closing the app's layer (a test making every query fail: app.test, log.test) ends the database's pool.
    close: () => ready.then((sql) => sql.close()),
  };
  return self;
}

let databases = 0;
let admin: pg.Pool | null = null;

export type TestPostgresDatabase = {
  /** postgres://…/<its database>: what a racer process or a second server connects to. */
  url: string;
  sql: Sql;
  /** Keeps what the database holds now as the seed to go back to (a schema `seed` beside `public`). */
  take(): Promise<void>;
  /** Puts the kept seed back: every data table emptied and refilled from it, identities moved past it. */
  restore(): Promise<void>;
  /** The sandbox's reset at another moment: the demo seeded again at `nowMs` (db/postgres.ts seedPostgres). */
  reseed(nowMs: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A database of its own for one test server on the run's cluster: made from the migrated template, then
 * given `seeded`'s rows (the test server's SQLite file, seeded as on SQLite: db/copy.ts) and kept as the
 * seed a reset at the same moment puts back (test/seedSnapshot.ts does the same on SQLite).
 */
export function testPostgresDatabase(seeded: Db, dir: string): TestPostgresDatabase {
  const base = inject('postgresUrl');
  const name = `t_${process.pid}_${++databases}`;
  admin ??= postgresPool(base, 2);
  const url = new URL(base);
  url.pathname = `/${name}`;
  let pool: pg.Pool | null = null;
  let shape: SnapshotShape = { tables: [], identities: [] };

  const ready = (async () => {
    await createDatabaseFrom(admin!, name, SCHEMA_TEMPLATE);
    pool = postgresPool(url.toString(), 4);
    const client = await pool.connect();
    try {
      await copyIntoPostgres(seeded, client);
      shape = await snapshotShape(client, SERVER_STATE_TABLES);
    } finally {
      client.release();
    }
    // The seed kept before anyone can change it.
    await take();
    return postgresSql(pool);
  })();
  const sql = deferred(ready);

  async function take() {
    await keepSnapshot(pool!, shape);
  }

  async function restore() {
    await ready;
    await restoreSnapshot(pool!, shape);
  }

  async function reseed(nowMs: number) {
    await ready;
    await seedPostgres(pool!, join(dir, 'reseed.db'), nowMs, true);
  }

  async function close() {
    await ready.catch(() => undefined);
    // A test may have ended the pool already (closing server.sql).
    if (pool && !pool.ending) await pool.end();
    await dropDatabase(admin!, name);
  }

  return { url: url.toString(), sql, take: () => ready.then(take), restore, reseed, close };
}

let childDatabases = 0;

/**
 * The database settings for server processes a test starts (server/test/child-server.ts) on the run's
 * engine: on PostgreSQL a fresh, empty database of the run's cluster (DATABASE_URL; the first process
 * migrates and seeds it, the others find it done), on SQLite nothing (their DATABASE file).
 */
export async function childDatabaseEnv(): Promise<Record<string, string>> {
  if (testEngine() !== 'postgres') return {};
  return { DATABASE_URL: await freshDatabase(inject('postgresUrl'), `child_${process.pid}_${++childDatabases}`) };
}
