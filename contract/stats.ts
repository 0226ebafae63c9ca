import { array, number, pattern, string, type, type Infer } from './struct';

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
