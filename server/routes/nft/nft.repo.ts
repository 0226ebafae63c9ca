import type { Sql } from '../../db/sql';
import type { NftTicketStatusValue } from '../../../contract/nft';

// A member's NFT ticket check (nft.service), on the async layer (issue 27).

export type NftOutcome = 'success' | 'none' | 'autherr';

export type NftTicketRow = { status: NftTicketStatusValue; outcome: NftOutcome | null; decided_at: string | null };

const FIND_NFT_TICKET = 'SELECT status, outcome, decided_at FROM nft_tickets WHERE group_id = ? AND user_id = ?';
const SETTLE_NFT_TICKET = `UPDATE nft_tickets SET status = outcome, updated_at = ?
    WHERE group_id = ? AND user_id = ? AND status = 'checking' AND decided_at <= ?
    RETURNING status`;

export function findNftTicket(sql: Sql, groupId: string, userId: string): Promise<NftTicketRow | undefined> {
  return sql.get<NftTicketRow>(FIND_NFT_TICKET, groupId, userId);
}

export async function upsertNftTicket(
  sql: Sql,
  ticket: { groupId: string; userId: string; status: NftTicketStatusValue; outcome: NftOutcome | null; decidedAt: string | null; nowIso: string },
): Promise<void> {
  await sql.run(`INSERT INTO nft_tickets (group_id, user_id, status, outcome, decided_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET status = excluded.status, outcome = excluded.outcome,
      decided_at = excluded.decided_at, updated_at = excluded.updated_at`,
  ticket.groupId, ticket.userId, ticket.status, ticket.outcome, ticket.decidedAt, ticket.nowIso);
}

/** A check whose time has come shows its outcome; returns it, or undefined if nothing changed. */
export function settleNftTicket(sql: Sql, groupId: string, userId: string, nowIso: string): Promise<NftOutcome | undefined> {
  return sql.value<NftOutcome>(SETTLE_NFT_TICKET, nowIso, groupId, userId, nowIso);
}
