import type { CheckinType } from '../../../contract/checkin';

// The task page's month calendar: layout maths only. Which periods are done, current and open to a
// patch comes from the server (posted_periods, current_period, patch_from, can_patch); this file
// lays those periods out on days. Dates are YYYY-MM-DD strings, worked on as UTC days so that the
// device's own time zone never moves a day.

const DAY_MS = 86400000;

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function toDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function msOf(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The calendar day (YYYY-MM-DD) an instant falls on at a clock `offsetMinutes` east of UTC. */
export function dayAt(instant: number | string, offsetMinutes: number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return toDay(ms + offsetMinutes * 60000);
}

export function addDays(day: string, days: number): string {
  return toDay(msOf(day) + days * DAY_MS);
}

/** The Monday of the ISO week a day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(msOf(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The period a day belongs to: itself (daily), its week's Monday (weekly), the one period (once) or none. */
export function periodOfDay(day: string, type: CheckinType, firstPeriod: string): string | null {
  if (type === 'daily') return day;
  if (type === 'weekly') return mondayOf(day);
  return day === firstPeriod ? day : null;
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `by` months after 'YYYY-MM' (before when negative). */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** A month's days in weeks of seven, Monday first; null where a week reaches into the next or last month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (new Date(msOf(first)).getUTCDay() + 6) % 7;
  const next = `${shiftMonth(month, 1)}-01`;
  const length = Math.round((msOf(next) - msOf(first)) / DAY_MS);
  const cells: (string | null)[] = [];
  for (let i = 0; i < lead; i++) cells.push(null);
  for (let i = 0; i < length; i++) cells.push(addDays(first, i));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * What a day shows: outside the task (before its first period, or not its one day), still to come,
 * done, the open current period, a missed period the member may patch, or a missed one.
 */
export type CheckinDayState = 'outside' | 'future' | 'done' | 'open' | 'patchable' | 'missed';

export interface CheckinCalendarFacts {
  type: CheckinType;
  firstPeriod: string;
  /** Today in the task's clock. */
  today: string;
  /** The server's current period; null before the task starts. */
  currentPeriod: string | null;
  postedPeriods: readonly string[];
  canPatch: boolean;
  patchFrom: string | null;
  /** Whether the member has joined: only then are missed days theirs to show. */
  joined: boolean;
}

export interface CheckinDay {
  day: string;
  period: string | null;
  state: CheckinDayState;
  today: boolean;
}

export function dayState(day: string, facts: CheckinCalendarFacts, posted: Record<string, true>): CheckinDay {
  const period = periodOfDay(day, facts.type, facts.firstPeriod);
  const today = day === facts.today;
  const of = (state: CheckinDayState): CheckinDay => ({ day, period, state, today });
  if (!period || period < facts.firstPeriod) return of('outside');
  if (posted[period]) return of('done');
  if (day > facts.today) return of('future');
  if (!facts.joined || !facts.currentPeriod) return of('outside');
  if (period === facts.currentPeriod) return of('open');
  if (facts.canPatch && facts.patchFrom && period >= facts.patchFrom && period < facts.currentPeriod) return of('patchable');
  return of(period < facts.currentPeriod ? 'missed' : 'future');
}

/** The month laid out for the calendar: weeks of days (null for the other months' days). */
export function calendarMonth(month: string, facts: CheckinCalendarFacts): (CheckinDay | null)[][] {
  const posted: Record<string, true> = {};
  facts.postedPeriods.forEach((p) => (posted[p] = true));
  return monthWeeks(month).map((week) => week.map((day) => (day ? dayState(day, facts, posted) : null)));
}

/** The months the calendar may show: from the task's first period's month to this month (or the first, if later). */
export function monthRange(firstPeriod: string, today: string): { from: string; to: string } {
  const from = monthOf(firstPeriod);
  const now = monthOf(today);
  return { from, to: now > from ? now : from };
}

/** Today in a task's clock (its creator's offset), by the device's clock. */
export function todayIn(offsetMinutes: number): string {
  return dayAt(Date.now(), offsetMinutes);
}
