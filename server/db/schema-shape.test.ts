import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshDatabase, startPostgres, type TestPostgres } from '../test/postgres';
import { openDatabase, type Db } from './connection';
import { migratePostgres, PG_MIGRATIONS_DIR } from './pg-migrator';

/** Every PostgreSQL migration there is (the baseline, then each later one: issue 27). */
const PG_FILES = readdirSync(PG_MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();

// Issue 27: the server runs on SQLite (db/migrations) or PostgreSQL (db/pg). Both schemas must have the
// same shape, or a repo's SQL that works on one breaks on the other. Each engine's fresh, fully migrated
// schema is read back from its catalog and written as the same kind of lines; the two sets of lines must
// be equal. What the engines do differently by design is normalised here, each case said where it is.

/**
 * One line per fact: columns (position, type, NOT NULL, default), primary keys, unique constraints and
 * indexes, foreign keys, named indexes, and triggers. Unordered: the diff is by line.
 */
type Shape = string[];

/** The engines' names of one type: SQLite's declared type → the PostgreSQL types standing for it. */
const TYPES: Record<string, string[]> = {
  TEXT: ['text'],
  INTEGER: ['bigint', 'integer'],
  REAL: ['double precision'],
  BLOB: ['bytea'],
};
const canonicalType = (pgType: string): string =>
  Object.entries(TYPES).find(([, names]) => names.includes(pgType))?.[0] ?? `unmapped ${pgType}`;

/** The FTS5 tables of SQLite and the tables FTS5 keeps for each: search works differently on PostgreSQL. */
type Fts = { table: string; base: string; columns: string[] };

const FTS_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

function sqliteFts(db: Db): Fts[] {
  const rows = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'`)
    .all() as { name: string; sql: string }[];
  return rows.map(({ name, sql }) => {
    const args = sql.slice(sql.indexOf('(') + 1, sql.lastIndexOf(')')).split(',').map((a) => a.trim());
    // The indexed columns: neither UNINDEXED (the key back to the base table) nor an option (tokenize = …).
    const columns = args.filter((a) => !/\bUNINDEXED$/i.test(a) && !a.includes('=')).map((a) => a.split(/\s+/)[0]!);
    return { table: name, base: name.replace(/_fts$/, ''), columns };
  });
}

/** A default as text both engines agree on: PostgreSQL adds a cast to its literals ('en'::text). */
const normaliseDefault = (value: string | null): string => (value === null ? 'none' : value.replace(/::[a-z ]+$/, ''));

function sqliteShape(db: Db): { shape: Shape; fts: Fts[] } {
  const fts = sqliteFts(db);
  const hidden = new Set(fts.flatMap((f) => [f.table, ...FTS_SHADOWS.map((s) => `${f.table}_${s}`)]));
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .pluck().all() as string[]).filter((t) => !hidden.has(t));
  const shape: Shape = [];
  for (const table of tables) {
    shape.push(`table ${table}`);
    const columns = db.pragma(`table_info(${table})`) as { cid: number; name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    for (const c of columns) {
      // A STRICT table's primary key columns refuse NULL (table_info says so), and an INTEGER PRIMARY KEY
      // is the rowid, never NULL (table_info does not say so): on PostgreSQL every key column is NOT NULL.
      const notNull = c.notnull === 1 || c.pk > 0;
      shape.push(`column ${table} #${c.cid + 1} ${c.name} ${c.type}${notNull ? ' NOT NULL' : ''} default ${normaliseDefault(c.dflt_value)}`);
    }
    const key = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    if (key.length > 0) shape.push(`primary key ${table} (${key.join(', ')})`);
    const indexes = db.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string; partial: number }[];
    for (const index of indexes) {
      const indexed = (db.pragma(`index_xinfo(${index.name})`) as { cid: number; name: string | null; desc: number; key: number }[])
        .filter((c) => c.key === 1)
        .map((c) => `${c.name}${c.desc ? ' DESC' : ''}`)
        .join(', ');
      if (index.unique === 1 && index.origin !== 'pk') {
        shape.push(`unique ${table} (${indexed})${index.partial ? ' partial' : ''}`);
      }
      // Named indexes (CREATE INDEX); sqlite_autoindex_* back UNIQUE and PRIMARY KEY constraints.
      if (index.origin === 'c') {
        shape.push(`index ${index.name} ON ${table} (${indexed})${index.unique ? ' unique' : ''}${index.partial ? ' partial' : ''}`);
      }
    }
    const keys = db.pragma(`foreign_key_list(${table})`) as { id: number; seq: number; table: string; from: string; to: string; on_delete: string }[];
    for (const id of new Set(keys.map((k) => k.id))) {
      const parts = keys.filter((k) => k.id === id).sort((a, b) => a.seq - b.seq);
      shape.push(`foreign key ${table} (${parts.map((p) => p.from).join(', ')}) → ${parts[0]!.table} (${parts.map((p) => p.to).join(', ')}) ON DELETE ${parts[0]!.on_delete}`);
    }
  }
  // Triggers, but not the ones filling the FTS5 tables: PostgreSQL's trigram indexes need none.
  const triggers = db.prepare(`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`)
    .all() as { name: string; tbl_name: string; sql: string }[];
  for (const t of triggers) {
    if (fts.some((f) => t.sql.includes(f.table))) continue;
    shape.push(`trigger ${t.name} ON ${t.tbl_name}`);
  }
  return { shape, fts };
}

const ON_DELETE: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

async function postgresShape(client: pg.ClientBase): Promise<{ shape: Shape; trigramIndexes: string[] }> {
  const shape: Shape = [];
  const tables = (await client.query<{ name: string }>(`SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`)).rows.map((r) => r.name);
  for (const table of tables) {
    shape.push(`table ${table}`);
    const columns = (await client.query<{ name: string; position: number; type: string; not_null: boolean; default: string | null }>(
      `SELECT column_name AS name, ordinal_position AS position, data_type AS type, is_nullable = 'NO' AS not_null,
         column_default AS default
       FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`, [table])).rows;
    columns.forEach((c, i) => {
      shape.push(`column ${table} #${i + 1} ${c.name} ${canonicalType(c.type)}${c.not_null ? ' NOT NULL' : ''} default ${normaliseDefault(c.default)}`);
    });
  }

  // Every index of the schema, with what it backs (a primary key, a unique constraint) if anything.
  const indexes = (await client.query<{
    name: string; table: string; columns: string[]; primary: boolean; unique: boolean; partial: boolean; constraint: boolean; trigram: boolean;
  }>(`SELECT i.relname AS name, t.relname AS table,
       ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) || CASE WHEN x.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
         FROM generate_series(1, x.indnkeyatts) AS k ORDER BY k) AS columns,
       x.indisprimary AS primary, x.indisunique AS unique, x.indpred IS NOT NULL AS partial,
       EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = x.indexrelid AND con.contype IN ('p', 'u')) AS constraint,
       EXISTS (SELECT 1 FROM unnest(x.indclass) AS oc JOIN pg_opclass o ON o.oid = oc WHERE o.opcname = 'gin_trgm_ops') AS trigram
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public'`)).rows;
  const trigramIndexes: string[] = [];
  for (const index of indexes) {
    // pg_get_indexdef quotes names that are keywords ("position"); SQLite's pragmas give them bare.
    const columns = index.columns.map((c) => c.replace(/"/g, '')).join(', ');
    if (index.trigram) {
      trigramIndexes.push(`${index.table} (${columns})`);
      continue;
    }
    if (index.primary) shape.push(`primary key ${index.table} (${columns})`);
    else if (index.unique) shape.push(`unique ${index.table} (${columns})${index.partial ? ' partial' : ''}`);
    // Named indexes: not the ones PostgreSQL makes for a PRIMARY KEY or UNIQUE constraint.
    if (!index.constraint) shape.push(`index ${index.name} ON ${index.table} (${columns})${index.unique ? ' unique' : ''}${index.partial ? ' partial' : ''}`);
  }

  const keys = (await client.query<{ table: string; from: string[]; target: string; to: string[]; on_delete: string }>(
    `SELECT t.relname AS table, r.relname AS target,
       ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k (attnum, n)
         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.n) AS from,
       ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k (attnum, n)
         JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.n) AS to,
       con.confdeltype AS on_delete
     FROM pg_constraint con
     JOIN pg_class t ON t.oid = con.conrelid
     JOIN pg_class r ON r.oid = con.confrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE con.contype = 'f' AND n.nspname = 'public'`)).rows;
  for (const k of keys) {
    shape.push(`foreign key ${k.table} (${k.from.join(', ')}) → ${k.target} (${k.to.join(', ')}) ON DELETE ${ON_DELETE[k.on_delete]}`);
  }

  const triggers = (await client.query<{ name: string; table: string }>(`SELECT g.tgname AS name, t.relname AS table
    FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE NOT g.tgisinternal AND n.nspname = 'public'`)).rows;
  for (const t of triggers) shape.push(`trigger ${t.name} ON ${t.table}`);
  return { shape, trigramIndexes };
}

/** What only one side has, sorted: an empty diff on both sides is the same shape. */
function diff(sqlite: Shape, postgres: Shape): { onlySqlite: string[]; onlyPostgres: string[] } {
  const count = (lines: Shape) => lines.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const a = count(sqlite);
  const b = count(postgres);
  const only = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].flatMap(([line, n]) => Array<string>(Math.max(0, n - (y.get(line) ?? 0))).fill(line)).sort();
  return { onlySqlite: only(a, b), onlyPostgres: only(b, a) };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe('the PostgreSQL schema (db/pg) has the SQLite schema’s shape', () => {
  let cluster: TestPostgres;
  let client: pg.Client;
  let dir: string;
  let sqlite: Db;

  beforeAll(async () => {
    cluster = await startPostgres();
    client = await connect(cluster.url);
    dir = mkdtempSync(join(tmpdir(), 'groups-shape-'));
    sqlite = openDatabase(join(dir, 'app.db'));
  });
  afterAll(async () => {
    sqlite?.close();
    await client?.end();
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the same tables, columns, keys, unique constraints, foreign keys, indexes and triggers', async () => {
    expect(await migratePostgres(client)).toEqual(PG_FILES);
    const left = sqliteShape(sqlite);
    const right = await postgresShape(client);
    // A sanity floor, so an introspection that reads nothing cannot pass as "no difference".
    expect(left.shape.filter((l) => l.startsWith('table ')).length).toBeGreaterThan(100);
    expect(diff(left.shape, right.shape)).toEqual({ onlySqlite: [], onlyPostgres: [] });

    // In place of each FTS5 table: one trigram index per indexed column, on the base table.
    const expected = left.fts.flatMap((f) => f.columns.map((c) => `${f.base} (${c})`)).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(right.trigramIndexes.sort()).toEqual(expected);
  });

  test('migratePostgres is idempotent, and two concurrent runs apply each migration once', async () => {
    // The baseline, then two small migrations that would fail if run twice (CREATE TABLE without IF NOT EXISTS).
    const migrations = join(dir, 'pg');
    cpSync(PG_MIGRATIONS_DIR, migrations, { recursive: true });
    writeFileSync(join(migrations, '900_first.sql'), 'CREATE TABLE shape_test_first (id BIGINT PRIMARY KEY);');
    writeFileSync(join(migrations, '901_second.sql'), 'CREATE TABLE shape_test_second (id BIGINT PRIMARY KEY);');
    const files = [...PG_FILES, '900_first.sql', '901_second.sql'];

    const url = await freshDatabase(cluster.url, 'concurrent_migrations');
    const [a, b] = await Promise.all([connect(url), connect(url)]);
    try {
      const [ranA, ranB] = await Promise.all([migratePostgres(a, migrations), migratePostgres(b, migrations)]);
      expect([...ranA, ...ranB].sort()).toEqual(files);
      expect((await a.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name)).toEqual(files);
      // A second run (or a restart) applies nothing.
      expect(await migratePostgres(a, migrations)).toEqual([]);
      expect(await migratePostgres(b, migrations)).toEqual([]);
    } finally {
      await a.end();
      await b.end();
    }
  });

  test('a Chinese course title is found by a trigram index (3+ characters) and by a 2-character query', async () => {
    const url = await freshDatabase(cluster.url, 'trigram_search');
    const db = await connect(url);
    try {
      await migratePostgres(db);
      const now = '2024-01-01T00:00:00.000Z';
      await db.query(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at)
        VALUES ('u', '1', 'U', '', $1)`, [now]);
      await db.query(`INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, app_name, app_icon_url, mixin_oauth_scope, created_at)
        VALUES ('g', 'c', '2', 'G', '', 'A', '', 'PROFILE:READ', $1)`, [now]);
      const insert = `INSERT INTO courses (course_id, group_id, lecturer_id, title, description, created_at, updated_at)
        VALUES ($1, 'g', 'u', $2, $3, $4, $4)`;
      await db.query(insert, ['c1', '三个字的标题：价值投资入门', '第一课', now]);
      // Enough other rows that the trigram index has something to tell apart.
      for (let i = 0; i < 50; i++) await db.query(insert, [`other-${i}`, `Course ${i} 课程`, 'description', now]);
      await db.query('ANALYZE courses');

      // The search's condition alone: with the group's condition too, the (group, state, created) index
      // wins on a table this small, which says nothing about the trigram indexes.
      const matching = 'SELECT course_id FROM courses WHERE title ILIKE $1 OR description ILIKE $1';
      await db.query('SET enable_seqscan = off');
      const plan = (await db.query({ text: `EXPLAIN ${matching}`, values: ['%价值投%'], rowMode: 'array' })).rows.flat().join('\n');
      expect(plan).toContain('Bitmap Index Scan on courses_title_trgm');
      expect(plan).toContain('Bitmap Index Scan on courses_description_trgm');
      expect((await db.query(matching, ['%价值投%'])).rows).toEqual([{ course_id: 'c1' }]);
      await db.query('RESET enable_seqscan');

      const search = 'SELECT course_id FROM courses WHERE group_id = $1 AND (title ILIKE $2 OR description ILIKE $2)';
      expect((await db.query(search, ['g', '%价值投%'])).rows).toEqual([{ course_id: 'c1' }]);
      // Two characters make no trigram: the same ILIKE, answered by a scan.
      expect((await db.query(search, ['g', '%标题%'])).rows).toEqual([{ course_id: 'c1' }]);
    } finally {
      await db.end();
    }
  });

  test('the triggers and CHECKs: a group gets its four vaults, an order cannot go back from PAID, bad JSON is refused', async () => {
    const url = await freshDatabase(cluster.url, 'triggers');
    const db = await connect(url);
    try {
      await migratePostgres(db);
      const now = '2024-01-01T00:00:00.000Z';
      await db.query(`INSERT INTO users (user_id, identity_number, full_name, avatar_url, created_at) VALUES ('u', '1', 'U', '', $1);
        INSERT INTO assets (asset_id, symbol, name, icon_url, price_cny, precision, kind) VALUES ('cny', 'CNY', 'Yuan', '', '1', 2, 'fiat');`
        .replace(/\$1/g, `'${now}'`));
      await db.query(`INSERT INTO groups (group_id, client_id, identity_number, name, avatar_url, app_name, app_icon_url, mixin_oauth_scope, created_at)
        VALUES ('g', 'c', '2', 'G', '', 'A', '', 'PROFILE:READ', $1)`, [now]);
      const vaults = (await db.query(`SELECT kind, vault_id FROM vaults WHERE group_id = 'g' ORDER BY kind`)).rows;
      expect(vaults.map((v) => v.kind)).toEqual(['bonus', 'master', 'profit', 'tax']);
      for (const v of vaults) expect(v.vault_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      await db.query(`INSERT INTO products (product_id, group_id, name, type, price_asset_id, price_amount, created_at)
        VALUES ('p', 'g', 'P', 'membership', 'cny', '1', $1)`, [now]);
      await db.query(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, asset_id, amount, created_at, expires_at, updated_at)
        VALUES ('o', 'g', 'u', 'p', 'join', 1, 'cny', '1', $1, $1, $1)`, [now]);
      await db.query(`UPDATE orders SET state = 'MARKED_PAID' WHERE order_id = 'o'`);
      await db.query(`UPDATE orders SET state = 'PAID' WHERE order_id = 'o'`);
      await expect(db.query(`UPDATE orders SET state = 'NOT_PAID' WHERE order_id = 'o'`)).rejects.toThrow('forbidden order state transition');
      // Updating other columns of a paid order is fine (the trigger only looks at state changes).
      await db.query(`UPDATE orders SET state = 'PAID', updated_at = $1 WHERE order_id = 'o'`, [now]);

      // CHECKs translated from SQLite's expressions refuse as CHECKs (23514), never as a cast error.
      const refused = (sql: string) => expect(db.query(sql)).rejects.toMatchObject({ code: '23514' });
      await refused(`UPDATE products SET price_channels = '[not json' WHERE product_id = 'p'`);
      await refused(`INSERT INTO group_settings (group_id, deny_words) VALUES ('g', '{"a": 1}')`);
      await refused(`INSERT INTO group_settings (group_id, tip_min_usd) VALUES ('g', '0.1x')`);
      await refused(`INSERT INTO vault_entries (vault_id, asset_id, amount, balance_after, kind, reference, created_at)
        VALUES ('${vaults[0]!.vault_id}', 'cny', '-0.00', '0', 'order', 'r', '${now}')`);
      await db.query(`INSERT INTO group_settings (group_id, deny_words, tip_min_usd) VALUES ('g', '["spam"]', '0.5')`);
      await db.query(`INSERT INTO vault_entries (vault_id, asset_id, amount, balance_after, kind, reference, created_at)
        VALUES ('${vaults[0]!.vault_id}', 'cny', '1.50', '1.50', 'order', 'r', '${now}')`);
    } finally {
      await db.end();
    }
  });
});
