import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { numberPlaceholders, sqliteSql, type SqlDatabase } from './sql';

test('numbers the placeholders for PostgreSQL, leaving literals, quoted names and comments alone', () => {
  expect(numberPlaceholders(`SELECT '?' AS q, 'it''s ?' AS r, "odd?name" FROM t -- why?\nWHERE a = ? /* ? */ AND b IN (?, ?)`))
    .toBe(`SELECT '?' AS q, 'it''s ?' AS r, "odd?name" FROM t -- why?\nWHERE a = $1 /* ? */ AND b IN ($2, $3)`);
  expect(numberPlaceholders('SELECT 1')).toBe('SELECT 1');
});

/** What a test needs beside the handle: a promise it settles by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('SQLite through the async layer', () => {
  let dir: string;
  let sql: SqlDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sql-'));
    const db = new Database(join(dir, 'test.db'));
    db.pragma('journal_mode = WAL');
    sql = sqliteSql(db);
    await sql.run('CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0)');
  });
  afterEach(async () => {
    await sql.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('reads rows, a row, a value and a column; a write says how many rows it changed', async () => {
    await sql.run('INSERT INTO things (name, n) VALUES (?, ?), (?, ?)', 'a', 1, 'b', 2);
    expect(await sql.all('SELECT name, n FROM things ORDER BY id')).toEqual([{ name: 'a', n: 1 }, { name: 'b', n: 2 }]);
    expect(await sql.get('SELECT name FROM things WHERE n = ?', 2)).toEqual({ name: 'b' });
    expect(await sql.get('SELECT name FROM things WHERE n = ?', 9)).toBeUndefined();
    expect(await sql.value('SELECT COUNT(*) FROM things')).toBe(2);
    expect(await sql.values('SELECT name FROM things ORDER BY id')).toEqual(['a', 'b']);
    // The same text read whole and for its first column: two statements, neither changes the other.
    expect(await sql.get('SELECT COUNT(*) AS c FROM things')).toEqual({ c: 2 });
    expect(await sql.run('UPDATE things SET n = n + 1')).toEqual({ changes: 2 });
  });

  test('a transaction commits what it wrote, or nothing when it throws', async () => {
    await sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('kept')");
    });
    await expect(sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('dropped')");
      // Through the outer handle too: inside the transaction's async context it is the transaction.
      await sql.run("INSERT INTO things (name) VALUES ('dropped too')");
      throw new Error('no');
    })).rejects.toThrow('no');
    expect(await sql.values('SELECT name FROM things')).toEqual(['kept']);
  });

  test('a statement from elsewhere waits for an open transaction instead of landing in it', async () => {
    const hold = gate();
    const started = gate();
    const failing = sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('in the transaction')");
      started.open();
      await hold.opened;
      throw new Error('rolled back');
    });
    await started.opened;
    const outside = sql.run("INSERT INTO things (name) VALUES ('from elsewhere')");
    hold.open();
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    expect(await sql.values('SELECT name FROM things')).toEqual(['from elsewhere']);
  });

  test('concurrent transactions that check a limit and then write keep it (one at a time, as IMMEDIATE)', async () => {
    const claim = () => sql.tx(async (t) => {
      const taken = (await t.value<number>('SELECT COUNT(*) FROM things')) ?? 0;
      // A turn of the event loop between the check and the write: where another claim would slip in.
      await new Promise((resolve) => setImmediate(resolve));
      if (taken >= 3) return false;
      await t.run("INSERT INTO things (name) VALUES ('claim')");
      return true;
    });
    const results = await Promise.all(Array.from({ length: 12 }, claim));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await sql.value('SELECT COUNT(*) FROM things')).toBe(3);
  });

  test('what is to follow a commit runs after it, never after a rollback, and at once outside a transaction', async () => {
    const seen: string[] = [];
    await sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('x')");
      sql.afterCommit(() => seen.push('after commit'));
      seen.push('inside');
    });
    await expect(sql.tx(async () => {
      sql.afterCommit(() => seen.push('after rollback'));
      throw new Error('no');
    })).rejects.toThrow('no');
    sql.afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['inside', 'after commit', 'outside']);
  });

  test('work left behind by a transaction that runs after it ended waits for the next transaction like any outsider', async () => {
    const when = gate();
    const later = gate();
    let fired: Promise<unknown> = Promise.resolve();
    await sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('first')");
      // Carries this transaction's async context, and writes once the next transaction is open.
      void when.opened.then(() => {
        fired = sql.run("INSERT INTO things (name) VALUES ('from the timer')");
        later.open();
      });
    });
    const hold = gate();
    const started = gate();
    const second = sql.tx(async (t) => {
      await t.run("INSERT INTO things (name) VALUES ('second')");
      started.open();
      await hold.opened;
      throw new Error('rolled back');
    });
    await started.opened;
    when.open();
    await later.opened;
    hold.open();
    await expect(second).rejects.toThrow('rolled back');
    await fired;
    expect(await sql.values('SELECT name FROM things ORDER BY id')).toEqual(['first', 'from the timer']);
  });
});
