import type { GroupEventAction } from '../../../contract/event';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

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

/**
 * Records one admin action. Call it inside the transaction that makes the change, so the event list
 * holds exactly the actions that happened.
 */
export function recordGroupEvent(db: Db, event: NewGroupEvent): void {
  statement(db, `INSERT INTO group_events (group_id, actor_id, action, target_kind, target_id, details, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    event.groupId, event.actorId, event.action, event.targetKind ?? null, event.targetId ?? null,
    JSON.stringify(event.details ?? {}), event.at,
  );
}

export type GroupEventRow = {
  event_id: number; action: string; target_kind: string | null; target_id: string | null; details: string; created_at: string;
  actor_id: string | null; full_name: string | null; avatar_url: string | null; identity_number: string | null;
};

/** Newest first; `limit + 1` rows are read so the caller knows whether more follow. */
export function listGroupEvents(db: Db, groupId: string, offset: number, limit: number): GroupEventRow[] {
  return statement(db, `SELECT e.event_id, e.action, e.target_kind, e.target_id, e.details, e.created_at,
      u.user_id AS actor_id, u.full_name, u.avatar_url, u.identity_number
    FROM group_events e LEFT JOIN users u ON u.user_id = e.actor_id
    WHERE e.group_id = ? ORDER BY e.event_id DESC LIMIT ? OFFSET ?`).all(groupId, limit + 1, offset) as GroupEventRow[];
}
