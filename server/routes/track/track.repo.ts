import type { Sql } from '../../db/sql';

/** On the async layer (db/sql.ts): one text for both engines. */
export async function insertTrackEvent(
  sql: Sql,
  event: { groupId: string; userId: string | null; event: string; method: string | null; props: string; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO track_events (group_id, user_id, event, method, props, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`, event.groupId, event.userId, event.event, event.method, event.props, event.nowIso);
}
