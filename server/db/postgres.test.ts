import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from './connection';
import { openPostgres, seedPostgres, type PostgresDatabase } from './postgres';
import { seedDatabase } from '../seed';
import { startPostgres, type TestPostgres } from '../test/postgres';

// DATABASE_URL's database (issue 27): migrated when opened, the demo seeded once, and seeded again by a
// reset that keeps the server's own state.

let postgres: TestPostgres;
let database: PostgresDatabase;
const dir = mkdtempSync(join(tmpdir(), 'groups-pg-open-'));
const NOW = Date.parse('2026-03-04T05:06:07.000Z');

beforeAll(async () => {
  postgres = await startPostgres();
  database = await openPostgres(postgres.url, 4);
}, 120_000);

afterAll(async () => {
  await database?.pool.end();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Row counts of the tables that matter, as SQLite's seed at the same moment has them. */
function sqliteCounts(): Record<string, number> {
  const db = openDatabase(mkdtempSync(join(dir, 'reference-')) + '/app.db');
  seedDatabase(db, NOW);
  const counts = Object.fromEntries(['groups', 'users', 'memberships', 'courses', 'discussions', 'chat_messages', 'attachments']
    .map((t) => [t, db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get() as number]));
  db.close();
  return counts;
}

async function postgresCounts(tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await database.sql.value<number>(`SELECT COUNT(*) FROM ${t}`))!;
  return out;
}

describe('the server on PostgreSQL', () => {
  test('opening migrates; the demo is seeded into an empty database once, as on SQLite', async () => {
    expect(await database.sql.value<number>("SELECT COUNT(*) FROM schema_migrations WHERE name = '001_baseline.sql'")).toBe(1);
    const staging = join(dir, 'data', 'app.db.seed');
    expect(await seedPostgres(database.pool, staging, NOW)).toBe(true);
    const expected = sqliteCounts();
    expect(expected.groups).toBeGreaterThan(0);
    expect(await postgresCounts(Object.keys(expected))).toEqual(expected);
    // Not again: the database is no longer empty.
    expect(await seedPostgres(database.pool, staging, NOW + 1000)).toBe(false);
    expect(await postgresCounts(Object.keys(expected))).toEqual(expected);
  });

  test('a reset puts the demo back, keeping the server state (meta)', async () => {
    await database.sql.run("INSERT INTO meta (key, value) VALUES ('token_secret', 'kept') ON CONFLICT (key) DO UPDATE SET value = 'kept'");
    await database.sql.run("UPDATE groups SET name = 'Changed' WHERE group_id = 'demo'");
    await database.sql.run("DELETE FROM chat_messages WHERE group_id = 'demo'");
    expect(await seedPostgres(database.pool, join(dir, 'data', 'app.db.seed'), NOW, true)).toBe(true);
    expect(await database.sql.value<string>("SELECT name FROM groups WHERE group_id = 'demo'")).not.toBe('Changed');
    const expected = sqliteCounts();
    expect(await postgresCounts(Object.keys(expected))).toEqual(expected);
    expect(await database.sql.value<string>("SELECT value FROM meta WHERE key = 'token_secret'")).toBe('kept');
  });
});
