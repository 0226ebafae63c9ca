import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { testEngine } from './engine';
import { createTestServer, type TestServer } from './helpers';

// The test server's reset at the seed's own moment puts the kept seed back (server/test/seedSnapshot.ts)
// instead of seeding again: every test that resets relies on it being the seed, exactly.

/** Every row of every table a reset writes, search indexes included, in rowid (or key) order. */
function contents(db: Db): Record<string, unknown[]> {
  const tables = db.prepare(`SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual')
    AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`).all() as { name: string; wr: number }[];
  return Object.fromEntries(tables.map(({ name, wr }) => [name,
    db.prepare(wr ? `SELECT * FROM "${name}"` : `SELECT rowid AS "rowid", * FROM "${name}" ORDER BY rowid`).all()]));
}

let server: TestServer;
afterEach(() => server.close());

describe('a reset of the test server', () => {
  it('puts back exactly the rows the seed wrote, after rows were added, changed and removed', async () => {
    server = createTestServer();
    const seeded = contents(server.db);
    const member = (await server.login('member')).token;
    const posted = await server.post('/api/groups/demo/discussions', { content: 'A new thread about the reading list' }, member);
    expect(posted.status).toBe(200);
    // A group removed (its vaults go with it), every course renamed (the search index follows), a row added.
    server.db.pragma('foreign_keys = OFF');
    server.db.exec(`DELETE FROM groups WHERE group_id = 'free'; DELETE FROM vaults WHERE group_id = 'free'`);
    server.db.pragma('foreign_keys = ON');
    server.db.exec(`UPDATE courses SET title = 'renamed'`);
    expect(contents(server.db)).not.toEqual(seeded);

    expect((await server.post('/sandbox/control/reset', {})).body).toEqual({ data: { reset: true } });
    expect(contents(server.db)).toEqual(seeded);
    const title = (seeded.courses![0] as { title: string }).title;
    const found = await server.get(`/api/groups/demo/courses?q=${encodeURIComponent(title)}`, member);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body.data)).toContain(title);
  });

  // The SQLite file's own seeding at another moment: on PostgreSQL the route reseeds the test server's PostgreSQL
  // database, not this file (that reset is asked in test/engine.test.ts).
  it.skipIf(testEngine() === 'postgres')('at another moment seeds through the route, and keeps that seed for the next reset', async () => {
    server = createTestServer();
    const first = contents(server.db);
    server.clock.advance(3 * 24 * 60 * 60);
    expect((await server.post('/sandbox/control/reset', {})).body).toEqual({ data: { reset: true } });
    const later = contents(server.db);
    // Seeded three days later: the dates moved (and the vaults are new ones).
    expect(later.groups).not.toEqual(first.groups);
    server.db.exec(`DELETE FROM discussions`);
    await server.post('/sandbox/control/reset', {});
    expect(contents(server.db)).toEqual(later);
  });
});
