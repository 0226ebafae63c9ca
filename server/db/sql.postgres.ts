import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { postgresText, postgresValues, type PostgresText, type SqlArgs, type SqlDatabase } from './sql';

// The PostgreSQL side of the async layer (sql.ts), over node-postgres's pool. A transaction runs
// SERIALIZABLE: what SQLite's BEGIN IMMEDIATE gives by holding the file's one writer (a count read inside
// stays true until COMMIT), PostgreSQL gives by refusing, with 40001, whichever of two overlapping
// transactions would make the other's reads untrue; the refused one is run again from the start. So every
// transaction the server keeps money and limits exact with on SQLite keeps them on PostgreSQL, without a
// lock of its own at each place (README "Several processes").

/** How many times a transaction refused for a conflict is run again before the refusal stands. */
export const SERIALIZATION_RETRIES = 30;
/**
 * The wait before a retry: at random (so the same two do not meet again) up to RETRY_WAIT_MS, doubling with
 * each attempt up to RETRY_WAIT_MAX_MS, so a crowd of writers on one row spreads out instead of colliding 30
 * times within a few hundred milliseconds.
 */
const RETRY_WAIT_MS = 10;
const RETRY_WAIT_MAX_MS = 250;

/** What PostgreSQL answers when a transaction lost to a concurrent one: run it again. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * A unique key taken by a transaction that committed after this one began (two check that a row is not there
 * and both insert it): PostgreSQL may report that as 23505 rather than 40001, and its manual asks to treat it
 * as a possible serialization failure. Run again, the check sees the other's row and refuses as on SQLite. Only
 * a few times: a key taken for good is a bug of the caller, which a retry would only hide for longer.
 */
const UNIQUE_VIOLATION = '23505';
const UNIQUE_RETRIES = 10;

const codeOf = (error: unknown) => (!!error && typeof error === 'object' ? (error as { code?: string }).code ?? '' : '');

function retryable(error: unknown): boolean {
  return RETRYABLE.has(codeOf(error));
}

/** How many times a transaction that failed with `error` is run again before the failure stands. */
function retriesFor(error: unknown): number {
  if (retryable(error)) return SERIALIZATION_RETRIES;
  return codeOf(error) === UNIQUE_VIOLATION ? UNIQUE_RETRIES : 0;
}

/**
 * Integers as numbers: COUNT(*) and bigint columns come as int8, which node-postgres gives as strings by
 * default; every integer the server stores (ids, cents of nothing: amounts are decimal text) is far below
 * 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Tx = { client: pg.PoolClient; open: boolean; after: (() => void)[] };

/** A pool for `url` that reads integers as numbers. */
export function postgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle connection the server closes (a restart, a failover, DROP DATABASE … FORCE) is reported here;
  // the pool has already dropped it and opens another for the next query. Without a listener, Node would
  // treat the event as an uncaught error and stop the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Gives the connection back to the pool, having let go of the transaction's advisory lock; one that cannot
 * let go is closed instead (PostgreSQL then drops its locks), never returned holding it.
 */
async function release(client: pg.PoolClient, key: string | undefined): Promise<void> {
  if (!key) return client.release();
  try {
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
    client.release();
  } catch {
    client.release(true);
  }
}

/** Whether `error` is PostgreSQL giving up a transaction for a conflict with others (after the layer's retries). */
export function isSerializationFailure(error: unknown): boolean {
  return retryable(error);
}

export function postgresSql(pool: pg.Pool): SqlDatabase {
  const compiled = new Map<string, PostgresText>();
  const inside = new AsyncLocalStorage<Tx>();
  let open = true;
  const current = () => {
    const tx = inside.getStore();
    return tx && tx.open ? tx : null;
  };
  const compile = (text: string) => {
    let out = compiled.get(text);
    if (out === undefined) {
      out = postgresText(text);
      compiled.set(text, out);
    }
    return out;
  };
  const query = (text: string, params: SqlArgs, rowMode?: 'array') => {
    const statement = compile(text);
    const config: pg.QueryConfig & { rowMode?: 'array' } = { text: statement.text, values: postgresValues(statement, params) };
    if (rowMode) config.rowMode = rowMode;
    const tx = current();
    return tx ? tx.client.query(config) : pool.query(config);
  };

  const handle: SqlDatabase = {
    dialect: 'postgres',
    get open() {
      return open;
    },
    all: async (text, ...params) => (await query(text, params)).rows as never,
    get: async (text, ...params) => (await query(text, params)).rows[0] as never,
    value: async (text, ...params) => {
      const row = (await query(text, params, 'array')).rows[0] as unknown[] | undefined;
      return (row ? row[0] : undefined) as never;
    },
    values: async (text, ...params) => (await query(text, params, 'array')).rows.map((row) => (row as unknown[])[0]) as never,
    run: async (text, ...params) => ({ changes: (await query(text, params)).rowCount ?? 0 }),
    async tx(work, options = {}) {
      if (current()) return work(handle);
      for (let attempt = 0; ; attempt += 1) {
        const client = await pool.connect();
        const tx: Tx = { client, open: true, after: [] };
        const key = options.serializeOn;
        try {
          // Before BEGIN, so the transaction's snapshot is taken once the one before it has committed.
          if (key) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
          await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
          const result = await inside.run(tx, () => work(handle));
          await client.query('COMMIT');
          tx.open = false;
          await release(client, key);
          for (const then of tx.after) then();
          return result;
        } catch (error) {
          tx.open = false;
          await client.query('ROLLBACK').catch(() => undefined);
          await release(client, key);
          if (attempt >= retriesFor(error)) throw error;
          const cap = Math.min(RETRY_WAIT_MAX_MS, RETRY_WAIT_MS * 2 ** Math.min(attempt, 8));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
        }
      }
    },
    afterCommit(then) {
      const tx = current();
      if (tx) tx.after.push(then);
      else then();
    },
    async close() {
      open = false;
      await pool.end();
    },
  };
  return handle;
}
