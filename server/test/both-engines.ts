import { afterAll, beforeAll, expect } from 'vitest';
import pg from 'pg';
import { copyIntoPostgres } from '../db/copy';
import { sqliteSql, type Sql } from '../db/sql';
import { postgresPool, postgresSql } from '../db/sql.postgres';
import { createTestServer } from './helpers';
import { startPostgres, type TestPostgres } from './postgres';

export type Engine = 'sqlite' | 'postgres';

/**
 * The demo data on both engines (issue 27), for a test file of `db/both-engines*.test.ts`: a seeded test
 * server's SQLite database copied into a fresh PostgreSQL one (db/copy.ts) in beforeAll, and `both(ask)`,
 * which asks the same of each engine and expects the same answer (returning it). A file per area, so
 * each area's repos are asked in a file of their own; each file has its own cluster.
 */
export function bothEngines() {
  const server = createTestServer();
  const engines = {} as Record<Engine, Sql>;
  const state: { copied: Record<string, number> } = { copied: {} };
  let postgres: TestPostgres | undefined;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      state.copied = await copyIntoPostgres(server.db, client);
    } finally {
      await client.end();
    }
    pool = postgresPool(postgres.url);
    engines.sqlite = sqliteSql(server.db);
    engines.postgres = postgresSql(pool);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await postgres?.stop();
    server.close();
  });

  /** Asks each engine the same (SQLite first) and expects the same answer; returns it. */
  async function both<T>(ask: (sql: Sql, engine: Engine) => Promise<T>): Promise<T> {
    const onSqlite = await ask(engines.sqlite, 'sqlite');
    const onPostgres = await ask(engines.postgres, 'postgres');
    expect(onPostgres).toEqual(onSqlite);
    return onSqlite;
  }

  return { server, engines, both, state };
}
