import type { GroupEventAction } from '../../../contract/event';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Sql } from '../../db/sql';

export interface NewGroupEvent {
  groupId: string;
  /** The person who acted; null for the system's own actions. */
  actorId: string | null;
  action: GroupEventAction;
  targetKind?: string | null;
  targetId?: string | null;
  /** Plain values only; never a secret (a PIN, a card number, a token). */
  details?: Record<string, unknown>;
  at: string;
}

const INSERT_EVENT = `INSERT INTO group_events (group_id, actor_id, action, target_kind, target_id, details, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

const eventValues = (event: NewGroupEvent) => [
  event.groupId, event.actorId, event.action, event.targetKind ?? null, event.targetId ?? null,
  JSON.stringify(event.details ?? {}), event.at,
] as const;

/**
 * Records one admin action. Call it inside the transaction that makes the change, so the event list
 * holds exactly the actions that happened. On the async layer (db/sql.ts), one text for both engines.
 */
export async function recordGroupEvent(sql: Sql, event: NewGroupEvent): Promise<void> {
  await sql.run(INSERT_EVENT, ...eventValues(event));
}

/** For the seed, which stays synchronous on SQLite: the same text. */
export function recordGroupEventSync(db: Db, event: NewGroupEvent): void {
  statement(db, INSERT_EVENT).run(...eventValues(event));
}

export type GroupEventRow = {
  event_id: number; action: string; target_kind: string | null; target_id: string | null; details: string; created_at: string;
  actor_id: string | null; full_name: string | null; avatar_url: string | null; identity_number: string | null;
};

/** Newest first; `limit + 1` rows are read so the caller knows whether more follow. */
export function listGroupEvents(sql: Sql, groupId: string, offset: number, limit: number): Promise<GroupEventRow[]> {
  return sql.all<GroupEventRow>(`SELECT e.event_id, e.action, e.target_kind, e.target_id, e.details, e.created_at,
      u.user_id AS actor_id, u.full_name, u.avatar_url, u.identity_number
    FROM group_events e LEFT JOIN users u ON u.user_id = e.actor_id
    WHERE e.group_id = ? ORDER BY e.event_id DESC LIMIT ? OFFSET ?`, groupId, limit + 1, offset);
}
