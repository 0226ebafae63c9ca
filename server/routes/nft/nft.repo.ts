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

/** The sandbox's answer for this user: their own entry, else the group's default (user_id ''). */
export function findSandboxNftOutcome(db: Db, groupId: string, userId: string): { outcome: NftOutcome; delay_ms: number | null } | undefined {
  return statement(db, `SELECT outcome, delay_ms FROM sandbox_nft_outcomes
    WHERE group_id = ? AND user_id IN (?, '') ORDER BY user_id = '' LIMIT 1`)
    .get(groupId, userId) as { outcome: NftOutcome; delay_ms: number | null } | undefined;
}

export function upsertSandboxNftOutcome(db: Db, groupId: string, userId: string, outcome: NftOutcome, delayMs: number | null): void {
  statement(db, `INSERT INTO sandbox_nft_outcomes (group_id, user_id, outcome, delay_ms) VALUES (?, ?, ?, ?)
    ON CONFLICT (group_id, user_id) DO UPDATE SET outcome = excluded.outcome, delay_ms = excluded.delay_ms`)
    .run(groupId, userId, outcome, delayMs);
}

export type SandboxNftOutcomeRow = { user_id: string; outcome: NftOutcome; delay_ms: number | null };

export function listSandboxNftOutcomes(db: Db, groupId: string): SandboxNftOutcomeRow[] {
  return statement(db, 'SELECT user_id, outcome, delay_ms FROM sandbox_nft_outcomes WHERE group_id = ? ORDER BY user_id')
    .all(groupId) as SandboxNftOutcomeRow[];
}
