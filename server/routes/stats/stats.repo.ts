import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
import { statement } from '../../db/statements';

// The statistics' SQL (issue 14 point 5). Times are ISO-8601 UTC text, so a day is its first ten
// characters and a range is a string comparison: [from, to) with from and to instants.
//
// On the async layer (db/sql.ts), one text for both engines: substr() and string comparison are the same on
// both (no strftime/julianday), the union of who did something is a named subquery, and whether the PIN is
// set is a CASE over EXISTS (0/1 on both). The seed (server/seed/stats.ts) writes the demo's history on
// SQLite before anything runs: it reads the live days and writes closed ones through the …Sync twins, on
// the same texts.

export type DayCount = { day: string; n: number };

const NEW_MEMBERS_BY_DAY = `SELECT substr(joined_at, 1, 10) AS day, COUNT(*) AS n FROM memberships
    WHERE group_id = ? AND joined_at >= ? AND joined_at < ? GROUP BY substr(joined_at, 1, 10) ORDER BY day`;
const PAID_ORDERS_BY_DAY = `SELECT substr(paid_at, 1, 10) AS day, COUNT(*) AS n FROM orders
    WHERE group_id = ? AND state = 'PAID' AND kind = ? AND paid_at >= ? AND paid_at < ? GROUP BY substr(paid_at, 1, 10) ORDER BY day`;
const CHURNED_BY_DAY = `SELECT substr(expired_at, 1, 10) AS day, COUNT(*) AS n FROM memberships
    WHERE group_id = ? AND expired_at >= ? AND expired_at < ? GROUP BY substr(expired_at, 1, 10) ORDER BY day`;
const ACTIVE_BY_DAY = `SELECT x.day, COUNT(DISTINCT x.user_id) AS n FROM (
      SELECT substr(created_at, 1, 10) AS day, user_id FROM chat_messages
        WHERE group_id = @group AND user_id IS NOT NULL AND created_at >= @from AND created_at < @to
      UNION ALL
      SELECT substr(created_at, 1, 10), user_id FROM discussions
        WHERE group_id = @group AND created_at >= @from AND created_at < @to
      UNION ALL
      SELECT substr(r.created_at, 1, 10), r.user_id FROM discussion_replies r
        JOIN discussions d ON d.discussion_id = r.discussion_id
        WHERE d.group_id = @group AND r.created_at >= @from AND r.created_at < @to
      UNION ALL
      SELECT substr(p.created_at, 1, 10), p.user_id FROM checkin_posts p
        JOIN checkin_activities a ON a.activity_id = p.activity_id
        WHERE a.group_id = @group AND p.created_at >= @from AND p.created_at < @to
      UNION ALL
      SELECT substr(created_at, 1, 10), user_id FROM activities
        WHERE group_id = @group AND created_at >= @from AND created_at < @to
    ) AS x GROUP BY x.day ORDER BY x.day`;
const PAID_ORDERS = `SELECT substr(paid_at, 1, 10) AS day, asset_id, amount FROM orders
    WHERE group_id = ? AND state = 'PAID' AND paid_at >= ? AND paid_at < ? ORDER BY paid_at, order_id`;
const INSERT_USER_ROLLUP = `INSERT INTO stat_daily_users (group_id, day, new_members, paid, renewed, active, churned, computed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, day) DO NOTHING`;
const INSERT_INCOME_ROLLUP = `INSERT INTO stat_daily_income (group_id, day, asset_id, amount, orders) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (group_id, day, asset_id) DO NOTHING`;

/** Memberships whose joining falls in [from, to), by day. */
export function newMembersByDay(sql: Sql, groupId: string, from: string, to: string): Promise<DayCount[]> {
  return sql.all<DayCount>(NEW_MEMBERS_BY_DAY, groupId, from, to);
}

/** Paid orders of a kind (join, renew) paid in [from, to), by day. */
export function paidOrdersByDay(sql: Sql, groupId: string, kind: 'join' | 'renew', from: string, to: string): Promise<DayCount[]> {
  return sql.all<DayCount>(PAID_ORDERS_BY_DAY, groupId, kind, from, to);
}

/**
 * Memberships whose expiry falls in [from, to), by day: renewing moves the expiry, so one that is
 * still there ran out without renewal. `to` is never after now (a future expiry has not happened).
 */
export function churnedByDay(sql: Sql, groupId: string, from: string, to: string): Promise<DayCount[]> {
  return sql.all<DayCount>(CHURNED_BY_DAY, groupId, from, to);
}

/**
 * People who did something in the group in [from, to), by day, each counted once a day: a chat or
 * stream message, a discussion post or reply, a check-in, and what the activity list records (a course
 * finished or favoured, a stream message, joining, renewing).
 */
export function activeByDay(sql: Sql, groupId: string, from: string, to: string): Promise<DayCount[]> {
  return sql.all<DayCount>(ACTIVE_BY_DAY, { group: groupId, from, to });
}

export type PaidOrderRow = { day: string; asset_id: string; amount: string };

/** Every paid order paid in [from, to): its day, asset and amount (summed exactly by the caller). */
export function paidOrders(sql: Sql, groupId: string, from: string, to: string): Promise<PaidOrderRow[]> {
  return sql.all<PaidOrderRow>(PAID_ORDERS, groupId, from, to);
}

/** What the rows say of [from, to) for the seed (synchronous, on SQLite): the same texts as above. */
export const liveRowsSync = {
  newMembersByDay: (db: Db, groupId: string, from: string, to: string) => statement(db, NEW_MEMBERS_BY_DAY).all(groupId, from, to) as DayCount[],
  paidOrdersByDay: (db: Db, groupId: string, kind: 'join' | 'renew', from: string, to: string) =>
    statement(db, PAID_ORDERS_BY_DAY).all(groupId, kind, from, to) as DayCount[],
  churnedByDay: (db: Db, groupId: string, from: string, to: string) => statement(db, CHURNED_BY_DAY).all(groupId, from, to) as DayCount[],
  activeByDay: (db: Db, groupId: string, from: string, to: string) => statement(db, ACTIVE_BY_DAY).all({ group: groupId, from, to }) as DayCount[],
  paidOrders: (db: Db, groupId: string, from: string, to: string) => statement(db, PAID_ORDERS).all(groupId, from, to) as PaidOrderRow[],
};

export type UserRollupRow = { day: string; new_members: number; paid: number; renewed: number; active: number; churned: number };

/** The closed days of [start, end] (days, both included). */
export function listUserRollup(sql: Sql, groupId: string, start: string, end: string): Promise<UserRollupRow[]> {
  return sql.all<UserRollupRow>(`SELECT day, new_members, paid, renewed, active, churned FROM stat_daily_users
    WHERE group_id = ? AND day >= ? AND day <= ? ORDER BY day`, groupId, start, end);
}

export type IncomeRollupRow = { day: string; asset_id: string; amount: string; orders: number };

export function listIncomeRollup(sql: Sql, groupId: string, start: string, end: string): Promise<IncomeRollupRow[]> {
  return sql.all<IncomeRollupRow>(`SELECT day, asset_id, amount, orders FROM stat_daily_income
    WHERE group_id = ? AND day >= ? AND day <= ? ORDER BY day, asset_id`, groupId, start, end);
}

/** The last closed day of a group, or null before the first. */
export async function lastRolledDay(sql: Sql, groupId: string): Promise<string | null> {
  return (await sql.value<string | null>('SELECT MAX(day) FROM stat_daily_users WHERE group_id = ?', groupId)) ?? null;
}

/** Writes a closed day once: a day already there keeps its figures. Answers whether it was written. */
export async function insertUserRollup(sql: Sql, groupId: string, row: UserRollupRow, computedAt: string): Promise<boolean> {
  return (await sql.run(INSERT_USER_ROLLUP, groupId, row.day, row.new_members, row.paid, row.renewed, row.active, row.churned, computedAt)).changes === 1;
}

/** insertUserRollup for the seed's history (synchronous, on SQLite). */
export function insertUserRollupSync(db: Db, groupId: string, row: UserRollupRow, computedAt: string): boolean {
  return statement(db, INSERT_USER_ROLLUP)
    .run(groupId, row.day, row.new_members, row.paid, row.renewed, row.active, row.churned, computedAt).changes === 1;
}

export async function insertIncomeRollup(sql: Sql, groupId: string, row: IncomeRollupRow): Promise<void> {
  await sql.run(INSERT_INCOME_ROLLUP, groupId, row.day, row.asset_id, row.amount, row.orders);
}

/** insertIncomeRollup for the seed's history (synchronous, on SQLite). */
export function insertIncomeRollupSync(db: Db, groupId: string, row: IncomeRollupRow): void {
  statement(db, INSERT_INCOME_ROLLUP).run(groupId, row.day, row.asset_id, row.amount, row.orders);
}

export type GroupStart = { group_id: string; created_at: string };

export function listGroupStarts(sql: Sql): Promise<GroupStart[]> {
  return sql.all<GroupStart>('SELECT group_id, created_at FROM groups ORDER BY group_id');
}

export type AssetPrice = { asset_id: string; symbol: string; precision: number; price_cny: string };

export function listAssetPrices(sql: Sql): Promise<AssetPrice[]> {
  return sql.all<AssetPrice>('SELECT asset_id, symbol, precision, price_cny FROM assets ORDER BY asset_id');
}

// The admin dashboard's figures (issue 26 point 13): counts over indexed columns, one query each.

/** Memberships paid or subscribed and not run out at `nowIso`, and the staff (whose role is enough). */
export async function countActiveMembers(sql: Sql, groupId: string, nowIso: string): Promise<number> {
  return (await sql.value<number>(`SELECT COUNT(*) FROM memberships WHERE group_id = ? AND state <> 'blocked'
    AND (role IN ('owner', 'admin', 'lecturer') OR (state IN ('paid', 'subscribed') AND (expired_at IS NULL OR expired_at > ?)))`,
  groupId, nowIso))!;
}

/** Memberships joined at or after `from`. */
export async function countJoinedSince(sql: Sql, groupId: string, from: string): Promise<number> {
  return (await sql.value<number>('SELECT COUNT(*) FROM memberships WHERE group_id = ? AND joined_at >= ?', groupId, from))!;
}

export type ActivityCounts = { messages: number; posts: number; checkins: number };

/** People's chat messages (not the system's), discussion posts and replies, and check-ins written at or after `from`. */
export async function countActivitySince(sql: Sql, groupId: string, from: string): Promise<ActivityCounts> {
  return (await sql.get<ActivityCounts>(`SELECT
      (SELECT COUNT(*) FROM chat_messages WHERE group_id = @group AND user_id IS NOT NULL AND created_at >= @from) AS messages,
      (SELECT COUNT(*) FROM discussions WHERE group_id = @group AND created_at >= @from)
        + (SELECT COUNT(*) FROM discussion_replies r JOIN discussions d ON d.discussion_id = r.discussion_id
            WHERE d.group_id = @group AND r.created_at >= @from) AS posts,
      (SELECT COUNT(*) FROM checkin_posts p JOIN checkin_activities a ON a.activity_id = p.activity_id
        WHERE a.group_id = @group AND p.created_at >= @from) AS checkins`, { group: groupId, from }))!;
}

export type AttentionRow = { pending_withdrawals: number; pin_set: number; restricted_members: number };

/** Withdrawals still on their way, whether the withdrawal PIN is set, and members blocked or banned. */
export async function attentionCounts(sql: Sql, groupId: string): Promise<AttentionRow> {
  return (await sql.get<AttentionRow>(`SELECT
      (SELECT COUNT(*) FROM vault_withdrawals WHERE group_id = @group AND state = 'pending') AS pending_withdrawals,
      CASE WHEN EXISTS (SELECT 1 FROM vault_pins WHERE group_id = @group) THEN 1 ELSE 0 END AS pin_set,
      (SELECT COUNT(*) FROM memberships m WHERE m.group_id = @group AND (m.state = 'blocked' OR EXISTS (
        SELECT 1 FROM member_policies p WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN'))
      ) AS restricted_members`, { group: groupId }))!;
}

/** The first scheduled stream from `from` to `until`, or undefined. */
export function nextStreamPreview(sql: Sql, groupId: string, from: string, until: string): Promise<{ title: string; live_at: string } | undefined> {
  return sql.get<{ title: string; live_at: string }>(`SELECT title, live_at FROM stream_previews WHERE group_id = ? AND live_at >= ? AND live_at <= ?
    ORDER BY live_at, preview_id LIMIT 1`, groupId, from, until);
}
