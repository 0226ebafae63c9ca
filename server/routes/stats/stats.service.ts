import { add, compare, mul, toFixed } from '../../../contract/money';
import {
  DASHBOARD_INCOME_DAYS, DASHBOARD_RECENT_DAYS, DASHBOARD_STREAM_SOON_HOURS, statDayAdd, statDayOf, statDays, type AdminDashboard, type ProfitStat, type ProfitStatAsset, type ProfitStatDay, type UserStat, type UserStatCounts,
  type UserStatDay,
} from '../../../contract/stats';
import type { Db } from '../../db/connection';
import type { Sql } from '../../db/sql';
import {
  activeByDay, attentionCounts, churnedByDay, countActiveMembers, countActivitySince, countJoinedSince, nextStreamPreview, insertIncomeRollup,
  insertIncomeRollupSync, insertUserRollup, insertUserRollupSync, lastRolledDay, listAssetPrices, listGroupStarts, listIncomeRollup,
  listUserRollup, liveRowsSync, newMembersByDay, paidOrders, paidOrdersByDay, type AssetPrice, type DayCount, type IncomeRollupRow,
  type PaidOrderRow, type UserRollupRow,
} from './stats.repo';

// The statistics (issue 14 point 5). A finished UTC day is read from the rollup the daily job wrote
// (stat_daily_users, stat_daily_income); today, and any past day the rollup does not hold, is computed
// from the rows themselves. Totals are the sums of the days.

/** How often main.ts runs the rollup job (it also runs at start). */
export const STATS_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** How far back the job fills a group that has no rollup yet: one range's worth. */
const BACKFILL_DAYS = 366;

const ZERO_COUNTS: UserStatCounts = { new: 0, paid: 0, renewed: 0, active: 0, churned: 0 };

/** The instant a day starts, as stored times are written. */
const startOf = (day: string) => `${day}T00:00:00.000Z`;

const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row.n]));

/** The instants [from, to) of the days [first, last], and where churn stops: now (a later expiry has not happened). */
function userSpan(first: string, last: string, nowIso: string) {
  const from = startOf(first);
  const to = startOf(statDayAdd(last, 1));
  return { from, to, churnTo: to < nowIso ? to : nowIso };
}

type UserDayRows = { joined: DayCount[]; paid: DayCount[]; renewed: DayCount[]; active: DayCount[]; churned: DayCount[] };

/** [first, last] computed from the rows, as of `nowIso` (a membership expiring later today has not churned yet). */
async function liveUserDays(sql: Sql, groupId: string, first: string, last: string, nowIso: string): Promise<Map<string, UserStatCounts>> {
  const { from, to, churnTo } = userSpan(first, last, nowIso);
  return userDays(first, last, {
    joined: await newMembersByDay(sql, groupId, from, to),
    paid: await paidOrdersByDay(sql, groupId, 'join', from, to),
    renewed: await paidOrdersByDay(sql, groupId, 'renew', from, to),
    active: await activeByDay(sql, groupId, from, to),
    churned: await churnedByDay(sql, groupId, from, churnTo),
  });
}

/** liveUserDays for the seed, synchronous on SQLite (the same texts). */
function liveUserDaysSync(db: Db, groupId: string, first: string, last: string, nowIso: string): Map<string, UserStatCounts> {
  const { from, to, churnTo } = userSpan(first, last, nowIso);
  return userDays(first, last, {
    joined: liveRowsSync.newMembersByDay(db, groupId, from, to),
    paid: liveRowsSync.paidOrdersByDay(db, groupId, 'join', from, to),
    renewed: liveRowsSync.paidOrdersByDay(db, groupId, 'renew', from, to),
    active: liveRowsSync.activeByDay(db, groupId, from, to),
    churned: liveRowsSync.churnedByDay(db, groupId, from, churnTo),
  });
}

function userDays(first: string, last: string, rows: UserDayRows): Map<string, UserStatCounts> {
  const joined = byDay(rows.joined);
  const paid = byDay(rows.paid);
  const renewed = byDay(rows.renewed);
  const active = byDay(rows.active);
  const churned = byDay(rows.churned);
  const days = new Map<string, UserStatCounts>();
  for (const day of statDays(first, last)) {
    days.set(day, {
      new: joined.get(day) ?? 0,
      paid: paid.get(day) ?? 0,
      renewed: renewed.get(day) ?? 0,
      active: active.get(day) ?? 0,
      churned: churned.get(day) ?? 0,
    });
  }
  return days;
}

type Income = { amount: string; orders: number };

/** Paid orders of [first, last], summed exactly per day and asset. */
async function liveIncome(sql: Sql, groupId: string, first: string, last: string): Promise<Map<string, Map<string, Income>>> {
  return incomeOf(await paidOrders(sql, groupId, startOf(first), startOf(statDayAdd(last, 1))));
}

function incomeOf(orders: PaidOrderRow[]): Map<string, Map<string, Income>> {
  const days = new Map<string, Map<string, Income>>();
  for (const order of orders) {
    let assets = days.get(order.day);
    if (!assets) days.set(order.day, (assets = new Map()));
    const sum = assets.get(order.asset_id);
    assets.set(order.asset_id, sum ? { amount: add(sum.amount, order.amount), orders: sum.orders + 1 } : { amount: order.amount, orders: 1 });
  }
  return days;
}

/**
 * Which days of [start, end] come from the rollup and which are computed: a day before today the
 * rollup holds is closed; today and past days it lacks are live; days after today have nothing yet.
 */
function liveSpan(closedDays: Set<string>, start: string, end: string, today: string): [string, string] | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const day of statDays(start, end)) {
    if (day > today) break;
    if (day < today && closedDays.has(day)) continue;
    if (first === null) first = day;
    last = day;
  }
  return first && last ? [first, last] : null;
}

const countsOf = (row: UserRollupRow): UserStatCounts => ({
  new: row.new_members, paid: row.paid, renewed: row.renewed, active: row.active, churned: row.churned,
});

/** GET /admin/stat/user: every day of [start, end], oldest first, and the columns' sums. */
export async function userStat(sql: Sql, groupId: string, start: string, end: string, nowMs: number): Promise<UserStat> {
  const today = statDayOf(nowMs);
  const rolled = new Map((await listUserRollup(sql, groupId, start, end)).map((row) => [row.day, countsOf(row)]));
  const live = liveSpan(new Set(rolled.keys()), start, end, today);
  const computed = live ? await liveUserDays(sql, groupId, live[0], live[1], new Date(nowMs).toISOString()) : new Map<string, UserStatCounts>();
  const totals = { ...ZERO_COUNTS };
  const days: UserStatDay[] = statDays(start, end).map((date) => {
    const counts = (date < today && rolled.get(date)) || computed.get(date) || ZERO_COUNTS;
    totals.new += counts.new;
    totals.paid += counts.paid;
    totals.renewed += counts.renewed;
    totals.active += counts.active;
    totals.churned += counts.churned;
    return { date, ...counts };
  });
  return { start, end, days, totals };
}

/** An amount's value in CNY at the asset's price, rounded half-up to the fen. */
const valueCny = (amount: string, asset: AssetPrice) => toFixed(mul(amount, asset.price_cny), 2);

/**
 * GET /admin/stat/profit: income from paid orders (every kind: memberships, renewals, courses,
 * articles, streams) per day and asset, valued at each asset's current price_cny.
 */
export async function profitStat(sql: Sql, groupId: string, start: string, end: string, nowMs: number): Promise<ProfitStat> {
  const today = statDayOf(nowMs);
  const closed = new Set((await listUserRollup(sql, groupId, start, end)).map((row) => row.day).filter((day) => day < today));
  const live = liveSpan(closed, start, end, today);
  const income = live ? await liveIncome(sql, groupId, live[0], live[1]) : new Map<string, Map<string, Income>>();
  // A closed day is the rollup's alone, even inside the span computed live.
  for (const day of closed) income.delete(day);
  for (const row of await listIncomeRollup(sql, groupId, start, end)) {
    if (!closed.has(row.day)) continue;
    let assets = income.get(row.day);
    if (!assets) income.set(row.day, (assets = new Map()));
    assets.set(row.asset_id, { amount: row.amount, orders: row.orders });
  }

  const prices = new Map((await listAssetPrices(sql)).map((asset) => [asset.asset_id, asset]));
  const totals = new Map<string, ProfitStatAsset>();
  const days: ProfitStatDay[] = [];
  let orders = 0;
  let value = '0';
  for (const date of statDays(start, end)) {
    const assets = income.get(date);
    if (!assets) continue;
    for (const [assetId, sum] of [...assets.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const asset = prices.get(assetId);
      if (!asset) continue;
      const day = { date, asset_id: assetId, amount: toFixed(sum.amount, asset.precision), orders: sum.orders, value_cny: valueCny(sum.amount, asset) };
      days.push(day);
      const total = totals.get(assetId);
      totals.set(assetId, total
        ? { ...total, amount: toFixed(add(total.amount, day.amount), asset.precision), orders: total.orders + day.orders, value_cny: toFixed(add(total.value_cny, day.value_cny), 2) }
        : { asset_id: assetId, symbol: asset.symbol, precision: asset.precision, price_cny: asset.price_cny, amount: day.amount, orders: day.orders, value_cny: day.value_cny });
      orders += day.orders;
      value = add(value, day.value_cny);
    }
  }
  const assets = [...totals.values()].sort((a, b) => compare(b.value_cny, a.value_cny) || (a.symbol < b.symbol ? -1 : 1));
  return { start, end, days, assets, totals: { orders, value_cny: toFixed(value, 2) } };
}

/**
 * Closes the days [first, last] of a group: their figures and income as the rows say now, each day
 * written once (inside the caller's transaction). Answers how many days were new.
 */
async function closeDays(sql: Sql, groupId: string, first: string, last: string, nowMs: number): Promise<number> {
  const nowIso = new Date(nowMs).toISOString();
  const users = await liveUserDays(sql, groupId, first, last, nowIso);
  const income = await liveIncome(sql, groupId, first, last);
  let written = 0;
  for (const [day, counts] of users) {
    const row = { day, new_members: counts.new, paid: counts.paid, renewed: counts.renewed, active: counts.active, churned: counts.churned };
    if (!await insertUserRollup(sql, groupId, row, nowIso)) continue;
    written += 1;
    for (const [assetId, sum] of income.get(day) ?? []) {
      const incomeRow: IncomeRollupRow = { day, asset_id: assetId, amount: sum.amount, orders: sum.orders };
      await insertIncomeRollup(sql, groupId, incomeRow);
    }
  }
  return written;
}

/**
 * The daily job (main.ts, at start and every 24 h): for every group, closes each finished day after
 * its last closed one, up to yesterday (a group without any: from its creation, at most 366 days back).
 * One transaction per group (SQLite's IMMEDIATE, PostgreSQL's SERIALIZABLE), and a closed day is never
 * written again, so running it twice, or from two processes, writes each day once. Answers how many days it
 * closed.
 */
export async function rollUpDailyStats(sql: Sql, nowMs: number): Promise<number> {
  const yesterday = statDayAdd(statDayOf(nowMs), -1);
  let written = 0;
  for (const group of await listGroupStarts(sql)) {
    written += await sql.tx(async (t) => {
      const last = await lastRolledDay(t, group.group_id);
      const earliest = statDayAdd(yesterday, 1 - BACKFILL_DAYS);
      const created = group.created_at.slice(0, 10);
      const first = last ? statDayAdd(last, 1) : created > earliest ? created : earliest;
      return first <= yesterday ? closeDays(t, group.group_id, first, yesterday, nowMs) : 0;
    });
  }
  return written;
}

/**
 * The seed's history: `days` closed days written as given (the demo's year of charts), each day's
 * income with it. Days already closed are left as they are. Synchronous on SQLite, as the seed is.
 */
export function writeClosedDaysSync(
  db: Db, groupId: string, days: readonly (UserStatDay & { income: readonly { asset_id: string; amount: string; orders: number }[] })[], nowMs: number,
): void {
  const nowIso = new Date(nowMs).toISOString();
  for (const day of days) {
    const row = { day: day.date, new_members: day.new, paid: day.paid, renewed: day.renewed, active: day.active, churned: day.churned };
    if (!insertUserRollupSync(db, groupId, row, nowIso)) continue;
    for (const income of day.income) insertIncomeRollupSync(db, groupId, { day: day.date, ...income });
  }
}

/**
 * What the rows say for [first, last] (the seed adds its made-up history on top of the real rows): the seed's
 * synchronous read on SQLite, the same texts as the job's.
 */
export function liveDaysSync(db: Db, groupId: string, first: string, last: string, nowMs: number) {
  return {
    users: liveUserDaysSync(db, groupId, first, last, new Date(nowMs).toISOString()),
    income: incomeOf(liveRowsSync.paidOrders(db, groupId, startOf(first), startOf(statDayAdd(last, 1)))),
  };
}

/**
 * GET /admin/dashboard (issue 26 point 13): the portal's landing figures. "The last 7 days" is the
 * 7 × 24 hours before now; income is the profit statistics' last 30 calendar days, today included,
 * so the dashboard and the profit_stat section agree.
 */
export async function adminDashboard(sql: Sql, groupId: string, nowMs: number): Promise<AdminDashboard> {
  const nowIso = new Date(nowMs).toISOString();
  const recent = new Date(nowMs - DASHBOARD_RECENT_DAYS * 86_400_000).toISOString();
  const today = statDayOf(nowMs);
  const profit = await profitStat(sql, groupId, statDayAdd(today, 1 - DASHBOARD_INCOME_DAYS), today, nowMs);
  const attention = await attentionCounts(sql, groupId);
  const soon = new Date(nowMs + DASHBOARD_STREAM_SOON_HOURS * 3_600_000).toISOString();
  return {
    members: { active: await countActiveMembers(sql, groupId, nowIso), new: await countJoinedSince(sql, groupId, recent) },
    income: {
      start: profit.start,
      end: profit.end,
      value_cny: profit.totals.value_cny,
      assets: profit.assets.map((a) => ({ asset_id: a.asset_id, symbol: a.symbol, amount: a.amount, value_cny: a.value_cny })),
    },
    activity: await countActivitySince(sql, groupId, recent),
    attention: {
      pending_withdrawals: attention.pending_withdrawals,
      pin_missing: attention.pin_set === 0,
      restricted_members: attention.restricted_members,
      next_stream: await nextStreamPreview(sql, groupId, nowIso, soon) ?? null,
    },
  };
}
