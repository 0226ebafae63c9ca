import type { TestServer } from './helpers';

// Reads of the group event list for the admin-portal route tests (issue 14).

export type RecordedEvent = { action: string; actor_id: string; target_kind: string; target_id: string; details: Record<string, unknown> };

/**
 * demo's group events whose action starts with `prefix` ('article.'), oldest first, details parsed:
 * those since the data was seeded (the seed's year of history is older).
 */
export async function groupEventsOf(server: TestServer, prefix: string): Promise<RecordedEvent[]> {
  return (await server.sql.all<RecordedEvent & { details: string }>(`SELECT action, actor_id, target_kind, target_id, details FROM group_events
    WHERE group_id = 'demo' AND action LIKE ? AND created_at >= ? ORDER BY event_id`, `${prefix}%`, server.seeded.at))
    .map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
