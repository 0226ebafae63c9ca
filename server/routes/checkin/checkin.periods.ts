import type { CheckinType } from '../../../contract/checkin';

// Period and streak maths for check-in tasks, pure (no clock, no database): every function takes
// the instant or the periods it works on.
//
// A period is a date 'YYYY-MM-DD' in the task's clock (utc_offset_minutes east of UTC): a daily
// task's period is the calendar day, a weekly task's the Monday of the ISO week, a once task's the
// date of its start (its only period).

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The task fields the maths needs. */
export type PeriodTask = { type: CheckinType; start_at: string; utc_offset_minutes: number };

/** Midnight UTC of a 'YYYY-MM-DD' date, or null when it is not a real date (2026-02-30). */
export function dateMs(period: string): number | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  return formatDate(ms) === period ? ms : null;
}

/** 'YYYY-MM-DD' of a UTC midnight (or any instant: its UTC date). */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date at an instant on a clock `offsetMinutes` east of UTC. */
export function localDate(instantMs: number, offsetMinutes: number): string {
  return formatDate(instantMs + offsetMinutes * 60_000);
}

/** The Monday of the ISO week a date falls in. */
export function mondayOf(date: string): string {
  const ms = dateMs(date)!;
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return formatDate(ms - weekday * DAY_MS);
}

/** The period of a task's start: its first (for a once task, its only) period. */
export function firstPeriod(type: CheckinType, startAtMs: number, offsetMinutes: number): string {
  const date = localDate(startAtMs, offsetMinutes);
  return type === 'weekly' ? mondayOf(date) : date;
}

/** The period an instant falls in (for a once task, always the first period). */
export function periodAt(task: PeriodTask, instantMs: number): string {
  if (task.type === 'once') return firstPeriod('once', Date.parse(task.start_at), task.utc_offset_minutes);
  const date = localDate(instantMs, task.utc_offset_minutes);
  return task.type === 'weekly' ? mondayOf(date) : date;
}

/** The current period ("today" / "this week"), or null before the task has started. */
export function currentPeriod(task: PeriodTask, nowMs: number): string | null {
  if (nowMs < Date.parse(task.start_at)) return null;
  return periodAt(task, nowMs);
}

const stepDays = (type: CheckinType) => (type === 'weekly' ? 7 : 1);

/** The period after `period` (a once task has none: null). */
export function nextPeriod(type: CheckinType, period: string): string | null {
  if (type === 'once') return null;
  return formatDate(dateMs(period)! + stepDays(type) * DAY_MS);
}

/** The period before `period` (a once task has none: null). */
export function previousPeriod(type: CheckinType, period: string): string | null {
  if (type === 'once') return null;
  return formatDate(dateMs(period)! - stepDays(type) * DAY_MS);
}

/** Whether `period` is a period of a task of this type (a real date; a Monday for weekly tasks). */
export function isPeriodOf(type: CheckinType, period: string): boolean {
  if (dateMs(period) === null) return false;
  return type !== 'weekly' || mondayOf(period) === period;
}

/**
 * Every period from `from` to `to`, both included, oldest first; at most `max` of them (the latest).
 * Empty when `to` is before `from`.
 */
export function periodsBetween(type: CheckinType, from: string, to: string, max = Infinity): string[] {
  if (to < from) return [];
  if (type === 'once') return [from];
  const step = stepDays(type) * DAY_MS;
  const end = dateMs(to)!;
  const count = Math.floor((end - dateMs(from)!) / step) + 1;
  const start = end - (Math.min(count, max) - 1) * step;
  const periods: string[] = [];
  for (let ms = start; ms <= end; ms += step) periods.push(formatDate(ms));
  return periods;
}

/**
 * Consecutive periods with a post, ending at the current period if it is done, else at the
 * previous one: an undone current period does not break the streak (it can still be done).
 */
export function streak(type: CheckinType, posted: ReadonlySet<string>, current: string | null): number {
  if (current === null) return 0;
  if (type === 'once') return posted.has(current) ? 1 : 0;
  let period: string | null = posted.has(current) ? current : previousPeriod(type, current);
  let count = 0;
  while (period !== null && posted.has(period)) {
    count += 1;
    period = previousPeriod(type, period);
  }
  return count;
}

/** The longest run of consecutive periods among `posted`. */
export function longestStreak(type: CheckinType, posted: Iterable<string>): number {
  const sorted = [...new Set(posted)].sort();
  if (type === 'once') return sorted.length > 0 ? 1 : 0;
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const period of sorted) {
    run = previous !== null && nextPeriod(type, previous) === period ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = period;
  }
  return longest;
}

/**
 * When `length` consecutive periods with a check-in were first all done: over every run of that
 * many, the latest post in it (a patch can complete a run after the fact), the earliest such.
 * Null while no run is that long; a once task has one period, so only a length of 1.
 */
export function streakReachedAt(
  type: CheckinType, posts: readonly { period: string; created_at: string }[], length: number,
): string | null {
  const byPeriod = new Map(posts.map((p) => [p.period, p.created_at] as const));
  const periods = [...byPeriod.keys()].sort();
  if (type === 'once' && length > 1) return null;
  let best: string | null = null;
  let run: string[] = [];
  let previous: string | null = null;
  for (const period of periods) {
    run = previous !== null && nextPeriod(type, previous) === period ? [...run, byPeriod.get(period)!] : [byPeriod.get(period)!];
    previous = period;
    if (run.length < length) continue;
    const done = run.slice(-length).reduce((a, b) => (b > a ? b : a));
    if (best === null || done < best) best = done;
  }
  return best;
}

/**
 * The earliest period a member may patch: the later of the task's first period and the period
 * they joined in. Null for a once task (nothing to patch).
 */
export function patchFrom(task: PeriodTask & { first_period: string }, joinedAtMs: number): string | null {
  if (task.type === 'once') return null;
  const joined = periodAt(task, joinedAtMs);
  return joined > task.first_period ? joined : task.first_period;
}

/** Whether a missed period exists from `from` up to (not including) `current`. */
export function hasMissedPeriod(type: CheckinType, posted: ReadonlySet<string>, from: string | null, current: string | null): boolean {
  if (from === null || current === null || type === 'once') return false;
  const last = previousPeriod(type, current)!;
  if (last < from) return false;
  // Counted, not listed: a task running for years has thousands of periods, a member far fewer posts.
  const periods = Math.round((dateMs(last)! - dateMs(from)!) / (stepDays(type) * DAY_MS)) + 1;
  let done = 0;
  for (const period of posted) if (period >= from && period <= last) done += 1;
  return done < periods;
}

const START_AT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * A task's start as an instant (ms), from an ISO date or date-time. A time with an offset (or Z) is
 * that instant; without one, and a date alone (midnight), are read on the task's clock
 * (`offsetMinutes` east of UTC), never on the server's. Null when it is not a real date and time.
 */
export function parseStartAt(text: string, offsetMinutes: number): number | null {
  const match = START_AT.exec(text.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const midnight = dateMs(date);
  // Years a task can sensibly start in (and whose periods Date writes as YYYY-MM-DD).
  if (midnight === null || Number(match[1]) < 1970 || Number(match[1]) > 2999) return null;
  const [hours, minutes, seconds] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = match[7] ? Math.floor(Number(`0${match[7]}`) * 1000) : 0;
  let offset = offsetMinutes;
  const zone = match[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const zoneHours = Number(digits.slice(1, 3));
    const zoneMinutes = Number(digits.slice(3, 5));
    if (zoneHours > 14 || zoneMinutes > 59) return null;
    offset = (digits[0] === '-' ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  } else if (zone) {
    offset = 0;
  }
  return midnight + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis - offset * 60_000;
}
