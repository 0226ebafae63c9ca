import { afterAll, describe, expect, test } from 'vitest';
import { createTestServer } from './helpers';
import { testEngine } from './engine';

// The test server on the engine the run is on (TEST_DATABASE, issue 27): its layer holds the seeded demo,
// and a reset at the seed's moment puts back what a test changed.

const server = createTestServer();
afterAll(() => server.close());

describe(`a test server on ${testEngine()}`, () => {
  test('its layer is on the run engine and holds the demo; a reset puts a change back', async () => {
    expect(server.sql.dialect).toBe(testEngine());
    const name = await server.sql.value<string>("SELECT name FROM groups WHERE group_id = 'demo'");
    expect(name).toBeTruthy();
    await server.sql.run("UPDATE groups SET name = 'Changed by a test' WHERE group_id = 'demo'");
    await server.sql.run("DELETE FROM chat_messages WHERE group_id = 'demo'");
    expect(await server.sql.value<string>("SELECT name FROM groups WHERE group_id = 'demo'")).toBe('Changed by a test');
    const reset = await server.reset();
    expect(reset.status).toBe(200);
    expect(await server.sql.value<string>("SELECT name FROM groups WHERE group_id = 'demo'")).toBe(name);
    expect(await server.sql.value<number>("SELECT COUNT(*) FROM chat_messages WHERE group_id = 'demo'")).toBeGreaterThan(0);
    // New rows after a reset get ids past the seed's.
    const before = await server.sql.value<number>('SELECT MAX(event_id) FROM track_events');
    const id = await server.sql.value<number>(
      "INSERT INTO track_events (group_id, event, props, created_at) VALUES ('demo', 'engine-check', '{}', '2026-01-01T00:00:00.000Z') RETURNING event_id",
    );
    expect(id).toBeGreaterThan(before ?? 0);
  });

  test('a reset at another moment seeds the demo again at that moment', async () => {
    const before = await server.sql.value<string>("SELECT created_at FROM groups WHERE group_id = 'demo'");
    await server.sql.run("UPDATE groups SET name = 'Changed again' WHERE group_id = 'demo'");
    server.clock.advance(3600);
    expect((await server.reset()).status).toBe(200);
    const after = await server.sql.value<string>("SELECT created_at FROM groups WHERE group_id = 'demo'");
    expect(Date.parse(after!) - Date.parse(before!)).toBe(3_600_000);
    expect(await server.sql.value<string>("SELECT name FROM groups WHERE group_id = 'demo'")).not.toBe('Changed again');
  });
});
