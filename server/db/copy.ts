import type Database from 'better-sqlite3';
import pg from 'pg';
import { migratePostgres } from './pg-migrator';

// A SQLite database's rows into a PostgreSQL one with the same schema (issue 27): how a server that grew on
// SQLite moves to PostgreSQL, and how tests put the demo data on PostgreSQL to run the same reads on both
// engines. The PostgreSQL schema comes from its own migrations (db/pg), which schema-shape.test.ts holds to
// SQLite's; this copies rows only.

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 200;

/** SQLite's own tables and the search index's, which PostgreSQL does not have (pg_trgm indexes instead). */
const NOT_COPIED = /^(sqlite_|schema_migrations$)|_fts($|_)/;

type Column = { name: string; identity: boolean };

/**
 * Copies every row of `source` into the empty PostgreSQL database `client` is connected to, after applying
 * its migrations: in one transaction, with triggers and foreign-key checks held off for the copy
 * (`session_replication_role = replica`, so the rows go in whatever the order; the source kept them
 * consistent), then moves each identity column's sequence past the largest id copied. Answers the rows
 * copied per table. Needs a role that may set session_replication_role (the database's owner as superuser).
 *
 * `replace`: the target is not empty: its rows are put aside first (TRUNCATE, identities restarted), in
 * the same transaction, except the tables named in `keep` (neither emptied nor copied: the server's own
 * state, as a sandbox reset keeps it) — how the demo is seeded again on PostgreSQL.
 */
export async function copyIntoPostgres(
  source: Database.Database,
  client: pg.ClientBase,
  options: { replace?: { keep: readonly string[] } } = {},
): Promise<Record<string, number>> {
  await migratePostgres(client);
  const keep = new Set(options.replace?.keep ?? []);
  const tables = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[])
    .filter((name) => !NOT_COPIED.test(name) && !keep.has(name));
  const copied: Record<string, number> = {};
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    if (options.replace && tables.length > 0) {
      await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY`);
    }
    for (const table of tables) {
      const columns = (await client.query<{ column_name: string; is_identity: string }>(
        `SELECT column_name, is_identity FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`, [table],
      )).rows.map((row): Column => ({ name: row.column_name, identity: row.is_identity === 'YES' }));
      if (columns.length === 0) throw new Error(`${table} is in SQLite but not in PostgreSQL: a migration is missing from db/pg`);
      const names = columns.map((c) => `"${c.name}"`).join(', ');
      const rows = source.prepare(`SELECT ${names} FROM "${table}"`).raw().all() as unknown[][];
      for (let at = 0; at < rows.length; at += BATCH_ROWS) {
        const batch = rows.slice(at, at + BATCH_ROWS);
        const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query({
          text: `INSERT INTO "${table}" (${names}) OVERRIDING SYSTEM VALUE VALUES ${values}`,
          values: batch.flat(),
        });
      }
      for (const column of columns.filter((c) => c.identity)) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT COALESCE(MAX("${column.name}"), 0) FROM "${table}"), 1), (SELECT COUNT(*) > 0 FROM "${table}"))`,
          [table, column.name],
        );
      }
      copied[table] = rows.length;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return copied;
}
