import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
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

// On the async layer (db/sql.ts), one text for both engines; every list in a total order. The seed
// (seed/profit.ts) writes its months on SQLite through profit.service's …Sync twins, which use the
// …Sync twins here (the same texts).

const SELECT_ROWS = `SELECT p.*, a.symbol AS asset_symbol, a.precision FROM profit_records p
  JOIN assets a ON a.asset_id = p.asset_id`;

export type NewProfitRow = Pick<ProfitRow, 'record_id' | 'group_id' | 'user_id' | 'month' | 'asset_id' | 'source'
  | 'revenue' | 'reward_rate' | 'amount' | 'value_cny' | 'created_at'>;

const INSERT_PROFIT_RECORD = `INSERT INTO profit_records (record_id, group_id, user_id, month, asset_id, source, revenue,
      reward_rate, amount, value_cny, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (group_id, user_id, month, asset_id, source) DO NOTHING`;
const profitRecordValues = (row: NewProfitRow) => [row.record_id, row.group_id, row.user_id, row.month, row.asset_id, row.source, row.revenue,
  row.reward_rate, row.amount, row.value_cny, row.created_at, row.created_at];

/** A month's profit in one asset from one source, pending until the month is settled; false when it exists already. */
export async function insertProfitRecord(sql: Sql, row: NewProfitRow): Promise<boolean> {
  return (await sql.run(INSERT_PROFIT_RECORD, ...profitRecordValues(row))).changes === 1;
}

/** For the seed (profit.service's …Sync twins, on SQLite). */
export function insertProfitRecordSync(db: Db, row: NewProfitRow): boolean {
  return statement(db, INSERT_PROFIT_RECORD).run(...profitRecordValues(row)).changes === 1;
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

const LIST_INVITE_BONUSES = `SELECT r.inviter_id AS user_id, substr(r.created_at, 1, 7) AS month, r.asset_id,
      a.symbol AS asset_symbol, a.precision, a.price_cny, r.paid_amount, r.rate, r.bonus_amount, r.created_at
    FROM invite_records r JOIN assets a ON a.asset_id = r.asset_id
    WHERE r.group_id = @group AND (CAST(@user AS TEXT) IS NULL OR r.inviter_id = @user)
      AND (CAST(@month AS TEXT) IS NULL OR substr(r.created_at, 1, 7) = @month)
    ORDER BY r.created_at, r.record_id`;

/**
 * Invitation bonuses (invite_records, written when an invitee's order is paid) of a group, as
 * profit: the inviter's, by the month they were credited in; one inviter's and/or one month's.
 */
export function listInviteBonuses(sql: Sql, groupId: string, filter: { userId?: string; month?: string }): Promise<InviteBonusRow[]> {
  return sql.all<InviteBonusRow>(LIST_INVITE_BONUSES, { group: groupId, user: filter.userId ?? null, month: filter.month ?? null });
}

/** For the seed (profit.service's …Sync twins, on SQLite). */
export function listInviteBonusesSync(db: Db, groupId: string, filter: { userId?: string; month?: string }): InviteBonusRow[] {
  return statement(db, LIST_INVITE_BONUSES).all({ group: groupId, user: filter.userId ?? null, month: filter.month ?? null }) as InviteBonusRow[];
}

/** Every record of a member in a group, newest month first, then by asset order. */
export function listMemberProfits(sql: Sql, groupId: string, userId: string): Promise<ProfitRow[]> {
  return sql.all<ProfitRow>(`${SELECT_ROWS} WHERE p.group_id = ? AND p.user_id = ?
    ORDER BY p.month DESC, a.sort_order, a.symbol, p.source DESC, p.asset_id`, groupId, userId);
}

/** A member's records of one month. */
export function listMemberMonthProfits(sql: Sql, groupId: string, userId: string, month: string): Promise<ProfitRow[]> {
  return sql.all<ProfitRow>(`${SELECT_ROWS} WHERE p.group_id = ? AND p.user_id = ? AND p.month = ?
    ORDER BY a.sort_order, a.symbol, p.source DESC, p.asset_id`, groupId, userId, month);
}

const LIST_MONTH_PROFITS_IN_STATE = `${SELECT_ROWS} WHERE p.group_id = ? AND p.month = ? AND p.state = ?
    ORDER BY p.user_id, a.sort_order, p.record_id`;

/** The records of a group's month in `state`, every member's, by member. */
export function listMonthProfitsInState(sql: Sql, groupId: string, month: string, state: ProfitState): Promise<ProfitRow[]> {
  return sql.all<ProfitRow>(LIST_MONTH_PROFITS_IN_STATE, groupId, month, state);
}

/** For the seed (profit.service's …Sync twins, on SQLite). */
export function listMonthProfitsInStateSync(db: Db, groupId: string, month: string, state: ProfitState): ProfitRow[] {
  return statement(db, LIST_MONTH_PROFITS_IN_STATE).all(groupId, month, state) as ProfitRow[];
}

export type ProfitMove = { from: ProfitState; to: ProfitState; nowIso: string; taxAmount?: string; claimedAmount?: string };

const MOVE_PROFIT_RECORD = `UPDATE profit_records SET state = ?, updated_at = ?,
      tax_amount = coalesce(?, tax_amount), claimed_amount = coalesce(?, claimed_amount)
    WHERE record_id = ? AND state = ?`;
const moveValues = (recordId: string, move: ProfitMove) =>
  [move.to, move.nowIso, move.taxAmount ?? null, move.claimedAmount ?? null, recordId, move.from];

/**
 * Moves one record from `from` to `to`, with its tax or claimed amount when given; false when it
 * was no longer in `from` (someone else moved it first).
 */
export async function moveProfitRecord(sql: Sql, recordId: string, move: ProfitMove): Promise<boolean> {
  return (await sql.run(MOVE_PROFIT_RECORD, ...moveValues(recordId, move))).changes === 1;
}

/** For the seed (profit.service's …Sync twins, on SQLite). */
export function moveProfitRecordSync(db: Db, recordId: string, move: ProfitMove): boolean {
  return statement(db, MOVE_PROFIT_RECORD).run(...moveValues(recordId, move)).changes === 1;
}

/** The phone the account signed in with or bound ('+' and digits), if any. */
export function findUserPhone(sql: Sql, userId: string): Promise<string | undefined> {
  return sql.value<string>('SELECT phone FROM user_phones WHERE user_id = ?', userId);
}

export type KycStandingRow = {
  outcome: 'approved' | 'rejected'; name: string; error_code: string | null; error_message: string | null; submitted_at: string;
  review_at: string; consented: number;
};

/**
 * A user's KYC verification with whether they consented to show it to this group (kyc_verifications and
 * kyc_consents, read here while kyc.repo is not on the async layer; kyc.service kycStatusOf reads it).
 * Undefined when there is no verification.
 */
export function findKycStanding(sql: Sql, groupId: string, userId: string): Promise<KycStandingRow | undefined> {
  return sql.get<KycStandingRow>(`SELECT v.outcome, v.name, v.error_code, v.error_message, v.submitted_at, v.review_at,
      CASE WHEN EXISTS (SELECT 1 FROM kyc_consents c WHERE c.group_id = ? AND c.user_id = v.user_id) THEN 1 ELSE 0 END AS consented
    FROM kyc_verifications v WHERE v.user_id = ?`, groupId, userId);
}

/**
 * Every group's closed months (before `month`) with something to settle: records still pending, or
 * invitation bonuses not yet made into records. Oldest first.
 */
export function listUnsettledMonths(sql: Sql, month: string): Promise<{ group_id: string; month: string }[]> {
  return sql.all<{ group_id: string; month: string }>(`SELECT group_id, month FROM profit_records WHERE state = 'pending' AND month < @month
    UNION
    SELECT r.group_id, substr(r.created_at, 1, 7) FROM invite_records r
    WHERE substr(r.created_at, 1, 7) < @month AND NOT EXISTS (SELECT 1 FROM profit_records p
      WHERE p.group_id = r.group_id AND p.user_id = r.inviter_id AND p.month = substr(r.created_at, 1, 7)
        AND p.asset_id = r.asset_id AND p.source = 'invitation')
    ORDER BY 2, 1`, { month });
}

export type PretaxedProfitRow = ProfitRow & { asset_kind: 'crypto' | 'fiat' };

/** Settled records not paid out yet (pretaxed), with their asset's kind: the oldest month first, at most `limit`. */
export function listPretaxedProfitRecords(sql: Sql, limit: number): Promise<PretaxedProfitRow[]> {
  return sql.all<PretaxedProfitRow>(`SELECT p.*, a.symbol AS asset_symbol, a.precision, a.kind AS asset_kind FROM profit_records p
    JOIN assets a ON a.asset_id = p.asset_id
    WHERE p.state = 'pretaxed' ORDER BY p.month, p.group_id, p.user_id, p.record_id LIMIT ?`, limit);
}

export function findProfitRecord(sql: Sql, recordId: string): Promise<ProfitRow | undefined> {
  return sql.get<ProfitRow>(`${SELECT_ROWS} WHERE p.record_id = ?`, recordId);
}
