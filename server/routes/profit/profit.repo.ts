import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { ProfitSource, ProfitState } from '../../../contract/profit';

export type ProfitRow = {
  record_id: string;
  group_id: string;
  user_id: string;
  month: string;
  asset_id: string;
  source: ProfitSource;
  asset_symbol: string;
  precision: number;
  revenue: string;
  reward_rate: string;
  amount: string;
  tax_amount: string;
  claimed_amount: string;
  value_cny: string;
  state: ProfitState;
  created_at: string;
  updated_at: string;
};

const SELECT_ROWS = `SELECT p.*, a.symbol AS asset_symbol, a.precision FROM profit_records p
  JOIN assets a ON a.asset_id = p.asset_id`;

export type NewProfitRow = Pick<ProfitRow, 'record_id' | 'group_id' | 'user_id' | 'month' | 'asset_id' | 'source'
  | 'revenue' | 'reward_rate' | 'amount' | 'value_cny' | 'created_at'>;

/** A month's profit in one asset from one source, pending until the month is settled; false when it exists already. */
export function insertProfitRecord(db: Db, row: NewProfitRow): boolean {
  return statement(db, `INSERT INTO profit_records (record_id, group_id, user_id, month, asset_id, source, revenue,
      reward_rate, amount, value_cny, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (group_id, user_id, month, asset_id, source) DO NOTHING`)
    .run(row.record_id, row.group_id, row.user_id, row.month, row.asset_id, row.source, row.revenue, row.reward_rate,
      row.amount, row.value_cny, row.created_at, row.created_at).changes === 1;
}

export type InviteBonusRow = {
  user_id: string;
  month: string;
  asset_id: string;
  asset_symbol: string;
  precision: number;
  price_cny: string;
  paid_amount: string;
  rate: string;
  bonus_amount: string;
  created_at: string;
};

/**
 * Invitation bonuses (invite_records, written when an invitee's order is paid) of a group, as
 * profit: the inviter's, by the month they were credited in; one inviter's and/or one month's.
 */
export function listInviteBonuses(db: Db, groupId: string, filter: { userId?: string; month?: string }): InviteBonusRow[] {
  return statement(db, `SELECT r.inviter_id AS user_id, substr(r.created_at, 1, 7) AS month, r.asset_id,
      a.symbol AS asset_symbol, a.precision, a.price_cny, r.paid_amount, r.rate, r.bonus_amount, r.created_at
    FROM invite_records r JOIN assets a ON a.asset_id = r.asset_id
    WHERE r.group_id = ? AND (? IS NULL OR r.inviter_id = ?) AND (? IS NULL OR substr(r.created_at, 1, 7) = ?)
    ORDER BY r.created_at, r.record_id`)
    .all(groupId, filter.userId ?? null, filter.userId ?? null, filter.month ?? null, filter.month ?? null) as InviteBonusRow[];
}

/** Every record of a member in a group, newest month first, then by asset order. */
export function listMemberProfits(db: Db, groupId: string, userId: string): ProfitRow[] {
  return statement(db, `${SELECT_ROWS} WHERE p.group_id = ? AND p.user_id = ?
    ORDER BY p.month DESC, a.sort_order, a.symbol, p.source DESC`).all(groupId, userId) as ProfitRow[];
}

/** A member's records of one month. */
export function listMemberMonthProfits(db: Db, groupId: string, userId: string, month: string): ProfitRow[] {
  return statement(db, `${SELECT_ROWS} WHERE p.group_id = ? AND p.user_id = ? AND p.month = ?
    ORDER BY a.sort_order, a.symbol, p.source DESC`).all(groupId, userId, month) as ProfitRow[];
}

/** The records of a group's month in `state`, every member's, by member. */
export function listMonthProfitsInState(db: Db, groupId: string, month: string, state: ProfitState): ProfitRow[] {
  return statement(db, `${SELECT_ROWS} WHERE p.group_id = ? AND p.month = ? AND p.state = ?
    ORDER BY p.user_id, a.sort_order`).all(groupId, month, state) as ProfitRow[];
}

/**
 * Moves one record from `from` to `to`, with its tax or claimed amount when given; false when it
 * was no longer in `from` (someone else moved it first).
 */
export function moveProfitRecord(
  db: Db, recordId: string, move: { from: ProfitState; to: ProfitState; nowIso: string; taxAmount?: string; claimedAmount?: string },
): boolean {
  return statement(db, `UPDATE profit_records SET state = ?, updated_at = ?,
      tax_amount = coalesce(?, tax_amount), claimed_amount = coalesce(?, claimed_amount)
    WHERE record_id = ? AND state = ?`)
    .run(move.to, move.nowIso, move.taxAmount ?? null, move.claimedAmount ?? null, recordId, move.from).changes === 1;
}

/** The phone the account signed in with or bound ('+' and digits), if any. */
export function findUserPhone(db: Db, userId: string): string | undefined {
  return statement(db, 'SELECT phone FROM user_phones WHERE user_id = ?').pluck().get(userId) as string | undefined;
}

/**
 * Every group's closed months (before `month`) with something to settle: records still pending, or
 * invitation bonuses not yet made into records. Oldest first.
 */
export function listUnsettledMonths(db: Db, month: string): { group_id: string; month: string }[] {
  return statement(db, `SELECT group_id, month FROM profit_records WHERE state = 'pending' AND month < @month
    UNION
    SELECT r.group_id, substr(r.created_at, 1, 7) FROM invite_records r
    WHERE substr(r.created_at, 1, 7) < @month AND NOT EXISTS (SELECT 1 FROM profit_records p
      WHERE p.group_id = r.group_id AND p.user_id = r.inviter_id AND p.month = substr(r.created_at, 1, 7)
        AND p.asset_id = r.asset_id AND p.source = 'invitation')
    ORDER BY 2, 1`).all({ month }) as { group_id: string; month: string }[];
}

/** Settled records not paid out yet (pretaxed), with their asset's kind: the oldest month first, at most `limit`. */
export function listPretaxedProfitRecords(db: Db, limit: number): (ProfitRow & { asset_kind: 'crypto' | 'fiat' })[] {
  return statement(db, `SELECT p.*, a.symbol AS asset_symbol, a.precision, a.kind AS asset_kind FROM profit_records p
    JOIN assets a ON a.asset_id = p.asset_id
    WHERE p.state = 'pretaxed' ORDER BY p.month, p.group_id, p.user_id, p.record_id LIMIT ?`).all(limit) as (ProfitRow & { asset_kind: 'crypto' | 'fiat' })[];
}

export function findProfitRecord(db: Db, recordId: string): ProfitRow | undefined {
  return statement(db, `${SELECT_ROWS} WHERE p.record_id = ?`).get(recordId) as ProfitRow | undefined;
}
