import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export function insertTrackEvent(
  db: Db,
  event: { groupId: string; userId: string | null; event: string; method: string | null; props: string; nowIso: string },
): void {
  statement(db, `INSERT INTO track_events (group_id, user_id, event, method, props, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`).run(event.groupId, event.userId, event.event, event.method, event.props, event.nowIso);
}
