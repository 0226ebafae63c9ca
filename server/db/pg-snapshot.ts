import type pg from 'pg';

// A PostgreSQL database's data kept beside it and put back (issue 27): the test servers' seed, which most
// server tests reset to before they start (test/engine.ts; SQLite's is test/seedSnapshot.ts). The copy is a
// schema `seed` in the same database, so keeping and putting back are each one round trip.

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export type SnapshotShape = { tables: string[]; identities: { table: string; column: string }[] };

/** The data tables of `public` (all but `kept`), and their identity columns. */
export async function snapshotShape(client: pg.ClientBase | pg.Pool, kept: readonly string[]): Promise<SnapshotShape> {
  const skip = new Set(kept);
  const tables = (await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  )).rows.map((r) => r.table_name).filter((t) => !skip.has(t));
  const identities = (await client.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES' ORDER BY table_name",
  )).rows.filter((r) => !skip.has(r.table_name)).map((r) => ({ table: r.table_name, column: r.column_name }));
  return { tables, identities };
}

/** Keeps what the tables hold now (replacing what was kept). */
export async function keepSnapshot(pool: pg.Pool, { tables }: SnapshotShape): Promise<void> {
  await pool.query([
    'BEGIN', 'DROP SCHEMA IF EXISTS seed CASCADE', 'CREATE SCHEMA seed',
    ...tables.map((t) => `CREATE TABLE seed.${quote(t)} AS TABLE public.${quote(t)}`),
    'COMMIT',
  ].join(';\n'));
}

/** Puts what was kept back: every table emptied and refilled (triggers held off), identities moved past it. */
export async function restoreSnapshot(pool: pg.Pool, { tables, identities }: SnapshotShape): Promise<void> {
  await pool.query([
    'BEGIN', 'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables.map((t) => `public.${quote(t)}`).join(', ')}`,
    ...tables.map((t) => `INSERT INTO public.${quote(t)} OVERRIDING SYSTEM VALUE SELECT * FROM seed.${quote(t)}`),
    ...identities.map(({ table, column }) => `SELECT setval(pg_get_serial_sequence('public.${quote(table)}', '${column}'),
      GREATEST((SELECT COALESCE(MAX(${quote(column)}), 0) FROM public.${quote(table)}), 1), (SELECT COUNT(*) > 0 FROM public.${quote(table)}))`),
    'COMMIT',
  ].join(';\n'));
}

/** A new database made from `template` (an empty, migrated one), and dropping it, its connections closed. */
export async function createDatabaseFrom(admin: pg.Pool, name: string, template: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
}

export async function dropDatabase(admin: pg.Pool, name: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
