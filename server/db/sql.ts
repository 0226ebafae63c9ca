import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';

// One asynchronous way to run the server's SQL on either engine (issue 27 point 1): SQLite through
// better-sqlite3 (the default, `npm start` needs nothing but Node) or PostgreSQL through node-postgres
// (sql.postgres.ts, with DATABASE_URL). Repos keep their SQL as text with `?` placeholders: where the
// engines agree (most of it) one text serves both, and where they differ a repo writes each engine's text
// (`sql.dialect`). A query builder (Kysely, Knex) would have meant rewriting every reviewed query into its
// calls or tagged templates for no gain in what runs; the drivers are the maintained pieces, and this layer
// only gives them one shape: numbered placeholders for PostgreSQL, one promise API, and transactions
// opened the way each engine needs to keep money exact (README "Several processes").

export type Dialect = 'sqlite' | 'postgres';

/** A value a placeholder takes: what both drivers bind the same way (booleans are 0/1, as the schema has them). */
export type SqlParam = string | number | bigint | Buffer | null;

/** Named values for `@name` placeholders (better-sqlite3's style, which many repos use). */
export type NamedParams = { [name: string]: SqlParam };

/** A statement's values: by position for `?`, or one object for `@name`. */
export type SqlArgs = SqlParam[] | [NamedParams];

export type RunResult = { changes: number };

/**
 * `serializeOn`: a key the transaction's writes crowd on (a group's chat head, a member's visit row). On
 * PostgreSQL transactions with the same key wait for one another before they begin (a session advisory lock
 * taken before BEGIN), instead of all beginning, colliding and being run again one by one; SQLite's one writer
 * already does that. Correctness never depends on it: SERIALIZABLE holds without.
 */
export type TxOptions = { serializeOn?: string };

export interface Sql {
  readonly dialect: Dialect;
  /** Every row. */
  all<T>(text: string, ...params: SqlArgs): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(text: string, ...params: SqlArgs): Promise<T | undefined>;
  /** The first column of the first row, or undefined (a count, an id). */
  value<T>(text: string, ...params: SqlArgs): Promise<T | undefined>;
  /** The first column of every row. */
  values<T>(text: string, ...params: SqlArgs): Promise<T[]>;
  /** A write: how many rows it changed. */
  run(text: string, ...params: SqlArgs): Promise<RunResult>;
  /**
   * `work` in one transaction that holds the writes it depends on: SQLite's BEGIN IMMEDIATE (the file's one
   * writer from the start, so a count read inside stays true until COMMIT); PostgreSQL's SERIALIZABLE,
   * tried again from the start when the engine reports a conflict with a concurrent transaction. `work`
   * therefore only reads and writes through the handle it is given (no payment, no message out: those go
   * after, or through the outbox), and may run more than once on PostgreSQL. Whatever runs in `work`'s
   * async context goes into the transaction, through this handle or any other of the same database (a repo
   * handed the outer one still writes inside); a `tx` within runs in the same transaction.
   */
  tx<T>(work: (sql: Sql) => Promise<T>, options?: TxOptions): Promise<T>;
  /**
   * Runs `then` once the transaction around the caller has committed (never if it rolls back; at once
   * outside one): what tells others of a write (the chat bus) must not let them read it before it is there.
   */
  afterCommit(then: () => void): void;
}

/**
 * A subquery giving the text values of a JSON array bound at `placeholder` (`?` or `@name`), for
 * `col IN (…)` with a list of any length in one statement: SQLite's `json_each`, PostgreSQL's
 * `jsonb_array_elements_text`. Bind `JSON.stringify(list)` there.
 */
export function jsonTextValues(dialect: Dialect, placeholder: string): string {
  return dialect === 'postgres'
    ? `SELECT jsonb_array_elements_text(CAST(${placeholder} AS jsonb))`
    : `SELECT value FROM json_each(${placeholder})`;
}

/** The same for a JSON array of integers (ids of an identity column): PostgreSQL casts each to BIGINT. */
export function jsonIntegerValues(dialect: Dialect, placeholder: string): string {
  return dialect === 'postgres'
    ? `SELECT CAST(jsonb_array_elements_text(CAST(${placeholder} AS jsonb)) AS BIGINT)`
    : `SELECT value FROM json_each(${placeholder})`;
}

/** A database the server opened: its handle, and its closing. */
export interface SqlDatabase extends Sql {
  readonly open: boolean;
  close(): Promise<void>;
}

/**
 * Whether `sql` can still be used: a SqlDatabase says (false once closed, at shutdown or a test's end); any
 * other handle (one a caller made without `open`) counts as open. What outlives a request (the chat hub, a
 * timer, the outbox after a response) asks this rather than the SQLite connection, which PostgreSQL has not.
 */
export function layerOpen(sql: Sql): boolean {
  return !('open' in sql) || (sql as SqlDatabase).open;
}

/** A text for PostgreSQL: its numbered placeholders, and for `@name` ones the name each number stands for. */
export type PostgresText = { text: string; names: string[] | null };

/** `?` placeholders as PostgreSQL's `$1, $2, …` (see postgresText). */
export function numberPlaceholders(text: string): string {
  return postgresText(text).text;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`, and `@name` ones as `$k` (the same number for each use of a
 * name), leaving string literals, quoted identifiers and comments alone. A text uses one style or the
 * other. Kept per text by the caller: repos run the same few hundred texts.
 */
export function postgresText(text: string): PostgresText {
  let out = '';
  let n = 0;
  const names: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      const end = closing(text, i, c);
      out += text.slice(i, end);
      i = end;
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '?') {
      n += 1;
      out += `$${n}`;
      i += 1;
    } else if (c === '@' && (NAME.lastIndex = i + 1, NAME.test(text))) {
      const name = text.slice(i + 1, NAME.lastIndex);
      let k = names.indexOf(name);
      if (k === -1) k = names.push(name) - 1;
      out += `$${k + 1}`;
      i = NAME.lastIndex;
    } else {
      out += c;
      i += 1;
    }
  }
  if (n > 0 && names.length > 0) throw new Error('a statement uses ? or @name placeholders, not both');
  return { text: out, names: names.length > 0 ? names : null };
}

/** The values in placeholder order for a PostgreSQL text. */
export function postgresValues(compiled: PostgresText, args: SqlArgs): SqlParam[] {
  if (!compiled.names) return args as SqlParam[];
  const named = (args[0] ?? {}) as NamedParams;
  return compiled.names.map((name) => {
    if (!(name in named)) throw new Error(`no value for @${name}`);
    return named[name]!;
  });
}

/** Where a quoted run that opens at `start` ends (a doubled quote stays inside it). */
function closing(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return text.length;
}

/**
 * A queue of one: what holds it runs alone. SQLite has one connection per process; a transaction's
 * statements come between awaits, so every other statement waits for it to end rather than slip into it.
 */
class Turn {
  private tail: Promise<void> = Promise.resolve();
  private held = false;

  get busy(): boolean {
    return this.held;
  }

  async hold<T>(work: () => Promise<T>): Promise<T> {
    const before = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await before;
    this.held = true;
    try {
      return await work();
    } finally {
      this.held = false;
      release();
    }
  }

  /** Resolves once nothing holds the queue, nor waits for it. */
  async free(): Promise<void> {
    while (this.held) await this.tail;
  }
}

type Statement = Database.Statement;

/**
 * Whether a synchronous statement on this connection would now land in an async transaction of the layer
 * that it is not part of (the transaction is open, and the caller's async context is not inside it): see
 * db/statements.ts, which refuses it rather than let it commit or roll back with someone else's work.
 */
const strangers = new WeakMap<Database.Database, () => boolean>();

export function wouldIntrude(db: Database.Database): boolean {
  return strangers.get(db)?.() ?? false;
}

/**
 * The SQLite side: better-sqlite3's synchronous calls behind promises, each text prepared once (twice when
 * also read for its first column). Inside a transaction (the async context `tx` runs its work in) a
 * statement runs in it, whichever handle it came through; outside, it waits while a transaction is open and
 * then runs at once, in the same turn of the event loop as that check, so it never lands inside one.
 */
export function sqliteSql(db: Database.Database): SqlDatabase {
  const rows = new Map<string, Statement>();
  const firsts = new Map<string, Statement>();
  const turn = new Turn();
  // The transaction an async context runs in: what it is to do after COMMIT, and whether it is still open
  // (a timer set inside outlives it, and must not count as inside another one).
  const inside = new AsyncLocalStorage<{ open: boolean; after: (() => void)[] }>();
  const current = () => {
    const tx = inside.getStore();
    return tx && tx.open ? tx : null;
  };
  strangers.set(db, () => db.inTransaction && turn.busy && !current());

  const statement = (text: string, first = false): Statement => {
    const cache = first ? firsts : rows;
    let s = cache.get(text);
    if (!s) {
      s = db.prepare(text);
      if (first) s.pluck(true);
      cache.set(text, s);
    }
    return s;
  };

  const run = async <T>(work: () => T): Promise<T> => {
    if (!current()) while (turn.busy) await turn.free();
    return work();
  };

  // BEGIN IMMEDIATE waits for another connection's writer (another process, or another connection in this
  // one) without blocking the thread: tried with no busy wait, then again after a few milliseconds, up to the
  // connection's busy_timeout. A blocking wait would hold this process's event loop, and with it a transaction
  // of another connection in this same process that is between two awaits: neither would move until the
  // timeout. The connection's own busy_timeout is back in force before anything else runs.
  const begin = async () => {
    const patience = db.pragma('busy_timeout', { simple: true }) as number;
    const deadline = Date.now() + patience;
    for (;;) {
      db.pragma('busy_timeout = 0');
      try {
        statement('BEGIN IMMEDIATE').run();
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      } finally {
        db.pragma(`busy_timeout = ${patience}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4));
    }
  };

  const handle: SqlDatabase = {
    dialect: 'sqlite',
    get open() {
      return db.open;
    },
    all: (text, ...params) => run(() => statement(text).all(...params) as never),
    get: (text, ...params) => run(() => statement(text).get(...params) as never),
    value: (text, ...params) => run(() => statement(text, true).get(...params) as never),
    values: (text, ...params) => run(() => statement(text, true).all(...params) as never),
    run: (text, ...params) => run(() => ({ changes: statement(text).run(...params).changes })),
    tx: (work) => {
      if (current()) return work(handle);
      const tx = { open: true, after: [] as (() => void)[] };
      return turn.hold(() => inside.run(tx, async () => {
        await begin();
        try {
          const result = await work(handle);
          statement('COMMIT').run();
          tx.open = false;
          for (const then of tx.after) then();
          return result;
        } catch (error) {
          tx.open = false;
          if (db.inTransaction) statement('ROLLBACK').run();
          throw error;
        }
      }));
    },
    afterCommit(then) {
      const tx = current();
      if (tx) tx.after.push(then);
      else then();
    },
    async close() {
      await turn.free();
      // Twice is harmless (a test that closed the layer, then its server).
      if (db.open) db.close();
    },
  };
  return handle;
}
