import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

// The statistics' SQL (issue 14 point 5). Times are ISO-8601 UTC text, so a day is its first ten
// characters and a range is a string comparison: [from, to) with from and to instants.

export type DayCount = { day: string; n: number };

/** Memberships whose joining falls in [from, to), by day. */
export function newMembersByDay(db: Db, groupId: string, from: string, to: string): DayCount[] {
  return statement(db, `SELECT substr(joined_at, 1, 10) AS day, COUNT(*) AS n FROM memberships
    WHERE group_id = ? AND joined_at >= ? AND joined_at < ? GROUP BY day`).all(groupId, from, to) as DayCount[];
}

/** Paid orders of a kind (join, renew) paid in [from, to), by day. */
export function paidOrdersByDay(db: Db, groupId: string, kind: 'join' | 'renew', from: string, to: string): DayCount[] {
  return statement(db, `SELECT substr(paid_at, 1, 10) AS day, COUNT(*) AS n FROM orders
    WHERE group_id = ? AND state = 'PAID' AND kind = ? AND paid_at >= ? AND paid_at < ? GROUP BY day`)
    .all(groupId, kind, from, to) as DayCount[];
}

/**
 * Memberships whose expiry falls in [from, to), by day: renewing moves the expiry, so one that is
 * still there ran out without renewal. `to` is never after now (a future expiry has not happened).
 */
export function churnedByDay(db: Db, groupId: string, from: string, to: string): DayCount[] {
  return statement(db, `SELECT substr(expired_at, 1, 10) AS day, COUNT(*) AS n FROM memberships
    WHERE group_id = ? AND expired_at >= ? AND expired_at < ? GROUP BY day`).all(groupId, from, to) as DayCount[];
}

/**
 * People who did something in the group in [from, to), by day, each counted once a day: a chat or
 * stream message, a discussion post or reply, a check-in, and what the activity list records (a course
 * finished or favoured, a stream message, joining, renewing).
 */
export function activeByDay(db: Db, groupId: string, from: string, to: string): DayCount[] {
  return statement(db, `SELECT day, COUNT(DISTINCT user_id) AS n FROM (
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
    ) GROUP BY day`).all({ group: groupId, from, to }) as DayCount[];
}

export type PaidOrderRow = { day: string; asset_id: string; amount: string };

/** Every paid order paid in [from, to): its day, asset and amount (summed exactly by the caller). */
export function paidOrders(db: Db, groupId: string, from: string, to: string): PaidOrderRow[] {
  return statement(db, `SELECT substr(paid_at, 1, 10) AS day, asset_id, amount FROM orders
    WHERE group_id = ? AND state = 'PAID' AND paid_at >= ? AND paid_at < ?`).all(groupId, from, to) as PaidOrderRow[];
}

export type UserRollupRow = { day: string; new_members: number; paid: number; renewed: number; active: number; churned: number };

/** The closed days of [start, end] (days, both included). */
export function listUserRollup(db: Db, groupId: string, start: string, end: string): UserRollupRow[] {
  return statement(db, `SELECT day, new_members, paid, renewed, active, churned FROM stat_daily_users
    WHERE group_id = ? AND day >= ? AND day <= ? ORDER BY day`).all(groupId, start, end) as UserRollupRow[];
}

export type IncomeRollupRow = { day: string; asset_id: string; amount: string; orders: number };

export function listIncomeRollup(db: Db, groupId: string, start: string, end: string): IncomeRollupRow[] {
  return statement(db, `SELECT day, asset_id, amount, orders FROM stat_daily_income
    WHERE group_id = ? AND day >= ? AND day <= ? ORDER BY day, asset_id`).all(groupId, start, end) as IncomeRollupRow[];
}

/** The last closed day of a group, or null before the first. */
export function lastRolledDay(db: Db, groupId: string): string | null {
  return (statement(db, 'SELECT MAX(day) FROM stat_daily_users WHERE group_id = ?').pluck().get(groupId) as string | null) ?? null;
}

/** Writes a closed day once: a day already there keeps its figures. Answers whether it was written. */
export function insertUserRollup(db: Db, groupId: string, row: UserRollupRow, computedAt: string): boolean {
  return statement(db, `INSERT INTO stat_daily_users (group_id, day, new_members, paid, renewed, active, churned, computed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, day) DO NOTHING`)
    .run(groupId, row.day, row.new_members, row.paid, row.renewed, row.active, row.churned, computedAt).changes === 1;
}

export function insertIncomeRollup(db: Db, groupId: string, row: IncomeRollupRow): void {
  statement(db, `INSERT INTO stat_daily_income (group_id, day, asset_id, amount, orders) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (group_id, day, asset_id) DO NOTHING`).run(groupId, row.day, row.asset_id, row.amount, row.orders);
}

export type GroupStart = { group_id: string; created_at: string };

export function listGroupStarts(db: Db): GroupStart[] {
  return statement(db, 'SELECT group_id, created_at FROM groups ORDER BY group_id').all() as GroupStart[];
}

export type AssetPrice = { asset_id: string; symbol: string; precision: number; price_cny: string };

export function listAssetPrices(db: Db): AssetPrice[] {
  return statement(db, 'SELECT asset_id, symbol, precision, price_cny FROM assets').all() as AssetPrice[];
}

// The admin dashboard's figures (issue 26 point 13): counts over indexed columns, one query each.

/** Memberships paid or subscribed and not run out at `nowIso`, and the staff (whose role is enough). */
export function countActiveMembers(db: Db, groupId: string, nowIso: string): number {
  return statement(db, `SELECT COUNT(*) FROM memberships WHERE group_id = ? AND state <> 'blocked'
    AND (role IN ('owner', 'admin', 'lecturer') OR (state IN ('paid', 'subscribed') AND (expired_at IS NULL OR expired_at > ?)))`)
    .pluck().get(groupId, nowIso) as number;
}

/** Memberships joined at or after `from`. */
export function countJoinedSince(db: Db, groupId: string, from: string): number {
  return statement(db, 'SELECT COUNT(*) FROM memberships WHERE group_id = ? AND joined_at >= ?').pluck().get(groupId, from) as number;
}

export type ActivityCounts = { messages: number; posts: number; checkins: number };

/** People's chat messages (not the system's), discussion posts and replies, and check-ins written at or after `from`. */
export function countActivitySince(db: Db, groupId: string, from: string): ActivityCounts {
  return statement(db, `SELECT
      (SELECT COUNT(*) FROM chat_messages WHERE group_id = @group AND user_id IS NOT NULL AND created_at >= @from) AS messages,
      (SELECT COUNT(*) FROM discussions WHERE group_id = @group AND created_at >= @from)
        + (SELECT COUNT(*) FROM discussion_replies r JOIN discussions d ON d.discussion_id = r.discussion_id
            WHERE d.group_id = @group AND r.created_at >= @from) AS posts,
      (SELECT COUNT(*) FROM checkin_posts p JOIN checkin_activities a ON a.activity_id = p.activity_id
        WHERE a.group_id = @group AND p.created_at >= @from) AS checkins`).get({ group: groupId, from }) as ActivityCounts;
}

export type AttentionRow = { pending_withdrawals: number; pin_set: number; restricted_members: number };

/** Withdrawals still on their way, whether the withdrawal PIN is set, and members blocked or banned. */
export function attentionCounts(db: Db, groupId: string): AttentionRow {
  return statement(db, `SELECT
      (SELECT COUNT(*) FROM vault_withdrawals WHERE group_id = @group AND state = 'pending') AS pending_withdrawals,
      EXISTS (SELECT 1 FROM vault_pins WHERE group_id = @group) AS pin_set,
      (SELECT COUNT(*) FROM memberships m WHERE m.group_id = @group AND (m.state = 'blocked' OR EXISTS (
        SELECT 1 FROM member_policies p WHERE p.group_id = m.group_id AND p.user_id = m.user_id AND p.policy_type = 'USER_BAN'))
      ) AS restricted_members`).get({ group: groupId }) as AttentionRow;
}

/** The first scheduled stream from `from` to `until`, or undefined. */
export function nextStreamPreview(db: Db, groupId: string, from: string, until: string): { title: string; live_at: string } | undefined {
  return statement(db, `SELECT title, live_at FROM stream_previews WHERE group_id = ? AND live_at >= ? AND live_at <= ?
    ORDER BY live_at LIMIT 1`).get(groupId, from, until) as { title: string; live_at: string } | undefined;
}
