import { array, boolean, nullable, number, pattern, string, type, type Infer } from './struct';

// The admin portal's statistics (issue 14 point 5; §2 admin/user_stat and admin/profit_stat, §7
// GET /admin/stat/user). Days are UTC calendar days, 'YYYY-MM-DD', like profit months. Paths are
// relative to /api/groups/{group}.

/** The longest range one request may ask for, both ends included: a leap year. */
export const STAT_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a 'YYYY-MM-DD' day's UTC midnight, or null when it is not a real calendar date. */
export function statDayMs(date: string): number | null {
  if (!DATE_SHAPE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2025-02-30 over to March: a real date reads back as itself.
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms;
}

/** The UTC day of an instant. */
export const statDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after (or before) `date`, which must be a valid date. */
export const statDayAdd = (date: string, days: number): string => statDayOf(statDayMs(date)! + days * DAY_MS);

/** Days from start to end, both included (1 for one day). */
export const statDayCount = (start: string, end: string): number => Math.round((statDayMs(end)! - statDayMs(start)!) / DAY_MS) + 1;

/** Every day from start to end, both included. */
export function statDays(start: string, end: string): string[] {
  const days: string[] = [];
  const last = statDayMs(end)!;
  for (let ms = statDayMs(start)!; ms <= last; ms += DAY_MS) days.push(statDayOf(ms));
  return days;
}

export type StatRangeProblem = 'start' | 'end' | 'order' | 'too_long';

/**
 * What is wrong with a range, or null: a start or end that is no calendar date, a start after the end,
 * or more than STAT_RANGE_MAX_DAYS days. The client checks it before asking, the server again.
 */
export function statRangeProblem(start: string, end: string): StatRangeProblem | null {
  if (statDayMs(start) === null) return 'start';
  if (statDayMs(end) === null) return 'end';
  if (start > end) return 'order';
  if (statDayCount(start, end) > STAT_RANGE_MAX_DAYS) return 'too_long';
  return null;
}

const StatDate = pattern(string(), DATE_SHAPE);

/** GET /admin/stat/user and /admin/stat/profit: ?start=YYYY-MM-DD&end=YYYY-MM-DD (both included). */
export const StatRangeQuery = type({ start: StatDate, end: StatDate });
export type StatRangeQuery = Infer<typeof StatRangeQuery>;

/** The user stat's series, in the order the chart and the table show them. */
export const USER_STAT_SERIES = ['new', 'paid', 'renewed', 'active', 'churned'] as const;
export type UserStatSeries = (typeof USER_STAT_SERIES)[number];

/**
 * One day's counts: `new` memberships joined, `paid` join orders paid, `renewed` renewal orders paid,
 * `active` members who did something (chat, post, reply, check-in, course, stream message), `churned`
 * memberships that ran out that day and were not renewed.
 */
export const UserStatCounts = type({
  new: number(),
  paid: number(),
  renewed: number(),
  active: number(),
  churned: number(),
});
export type UserStatCounts = Infer<typeof UserStatCounts>;

export const UserStatDay = type({
  date: string(),
  new: number(),
  paid: number(),
  renewed: number(),
  active: number(),
  churned: number(),
});
export type UserStatDay = Infer<typeof UserStatDay>;

/** Every day of the range, oldest first; totals are the columns' sums (active: member-days). */
export const UserStat = type({
  start: string(),
  end: string(),
  days: array(UserStatDay),
  totals: UserStatCounts,
});
export type UserStat = Infer<typeof UserStat>;

/** One asset's income on one day: paid orders' amounts summed exactly, and their value in CNY (2 places). */
export const ProfitStatDay = type({
  date: string(),
  asset_id: string(),
  amount: string(),
  orders: number(),
  value_cny: string(),
});
export type ProfitStatDay = Infer<typeof ProfitStatDay>;

/** An asset with income in the range, with its totals over the range. */
export const ProfitStatAsset = type({
  asset_id: string(),
  symbol: string(),
  precision: number(),
  price_cny: string(),
  amount: string(),
  orders: number(),
  value_cny: string(),
});
export type ProfitStatAsset = Infer<typeof ProfitStatAsset>;

/**
 * GET /admin/stat/profit: `days` has a row per day and asset with income (days without any are
 * absent), oldest first; `assets` the assets among them, largest value first; totals are sums.
 */
export const ProfitStat = type({
  start: string(),
  end: string(),
  days: array(ProfitStatDay),
  assets: array(ProfitStatAsset),
  totals: type({ orders: number(), value_cny: string() }),
});
export type ProfitStat = Infer<typeof ProfitStat>;

/** The dashboard's windows: members and activity over the last 7 days, income over the last 30 (today included). */
export const DASHBOARD_RECENT_DAYS = 7;
export const DASHBOARD_INCOME_DAYS = 30;
/** A scheduled stream this close (hours) is something to prepare for. */
export const DASHBOARD_STREAM_SOON_HOURS = 48;

/** One asset's income on the dashboard: the amount summed exactly, and its value in CNY. */
export const AdminDashboardIncomeAsset = type({
  asset_id: string(),
  symbol: string(),
  amount: string(),
  value_cny: string(),
});

/**
 * GET /admin/dashboard (issue 26 point 13): the portal's landing. `members.active`: memberships that
 * are paid or subscribed and not run out, staff included; `members.new`: joined in the last 7 days.
 * `income`: paid orders of the last 30 days (the profit statistics' figures). `activity`: chat
 * messages, discussion posts and replies, check-ins of the last 7 days. `attention`: what an admin
 * should look at: withdrawals still on their way, the withdrawal PIN not set yet, blocked or banned
 * members, and the next scheduled stream when it is within 48 hours.
 */
export const AdminDashboard = type({
  members: type({ active: number(), new: number() }),
  income: type({ start: string(), end: string(), value_cny: string(), assets: array(AdminDashboardIncomeAsset) }),
  activity: type({ messages: number(), posts: number(), checkins: number() }),
  attention: type({
    pending_withdrawals: number(),
    pin_missing: boolean(),
    restricted_members: number(),
    next_stream: nullable(type({ title: string(), live_at: string() })),
  }),
});
export type AdminDashboard = Infer<typeof AdminDashboard>;
