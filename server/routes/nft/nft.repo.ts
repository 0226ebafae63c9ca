import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { NftTicketStatusValue } from '../../../contract/nft';

export type NftOutcome = 'success' | 'none' | 'autherr';

export type NftTicketRow = { status: NftTicketStatusValue; outcome: NftOutcome | null; decided_at: string | null };

export function findNftTicket(db: Db, groupId: string, userId: string): NftTicketRow | undefined {
  return statement(db, 'SELECT status, outcome, decided_at FROM nft_tickets WHERE group_id = ? AND user_id = ?')
    .get(groupId, userId) as NftTicketRow | undefined;
}

export function upsertNftTicket(
  db: Db,
  ticket: { groupId: string; userId: string; status: NftTicketStatusValue; outcome: NftOutcome | null; decidedAt: string | null; nowIso: string },
): void {
  statement(db, `INSERT INTO nft_tickets (group_id, user_id, status, outcome, decided_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET status = excluded.status, outcome = excluded.outcome,
      decided_at = excluded.decided_at, updated_at = excluded.updated_at`)
    .run(ticket.groupId, ticket.userId, ticket.status, ticket.outcome, ticket.decidedAt, ticket.nowIso);
}

/** A check whose time has come shows its outcome; returns it, or undefined if nothing changed. */
export function settleNftTicket(db: Db, groupId: string, userId: string, nowIso: string): NftOutcome | undefined {
  return statement(db, `UPDATE nft_tickets SET status = outcome, updated_at = ?
    WHERE group_id = ? AND user_id = ? AND status = 'checking' AND decided_at <= ?
    RETURNING status`).pluck().get(nowIso, groupId, userId, nowIso) as NftOutcome | undefined;
}
