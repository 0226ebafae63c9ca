import type { TestServer } from './helpers';

// Reads of the group event list for the admin-portal route tests (issue 14).

export type RecordedEvent = { action: string; actor_id: string; target_kind: string; target_id: string; details: Record<string, unknown> };

/**
 * demo's group events whose action starts with `prefix` ('article.'), oldest first, details parsed:
 * those since the data was seeded (the seed's year of history is older).
 */
export function groupEventsOf(server: TestServer, prefix: string): RecordedEvent[] {
  return (server.db.prepare(`SELECT action, actor_id, target_kind, target_id, details FROM group_events
    WHERE group_id = 'demo' AND action LIKE ? AND created_at >= ? ORDER BY event_id`).all(`${prefix}%`, server.seeded.at) as (RecordedEvent & { details: string })[])
    .map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
