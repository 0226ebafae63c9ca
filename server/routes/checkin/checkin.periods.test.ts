import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  currentPeriod, dateMs, firstPeriod, hasMissedPeriod, isPeriodOf, localDate, longestStreak, mondayOf, nextPeriod, parseStartAt,
  patchFrom, periodAt, periodsBetween, previousPeriod, streak, streakReachedAt, type PeriodTask,
} from './checkin.periods';

// Period and streak maths on a fixed clock: fake timers set "now", and every function is asked
// about Date.now(), so the tests read like the calendar they describe.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const daily = (start: string, offset = 0): PeriodTask => ({ type: 'daily', start_at: start, utc_offset_minutes: offset });
const weekly = (start: string, offset = 0): PeriodTask => ({ type: 'weekly', start_at: start, utc_offset_minutes: offset });

describe('dates', () => {
  test('only real dates are periods', () => {
    expect(dateMs('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dateMs('2026-02-29')).toBeNull();
    expect(dateMs('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(dateMs('2026-13-01')).toBeNull();
    expect(dateMs('26-01-01')).toBeNull();
  });

  test('the local date follows the clock offset, both ways round midnight UTC', () => {
    at('2026-11-25T17:30:00Z');
    expect(localDate(Date.now(), 0)).toBe('2026-11-25');
    expect(localDate(Date.now(), 480)).toBe('2026-11-26'); // 01:30 in Beijing
    expect(localDate(Date.now(), -420)).toBe('2026-11-25');
    at('2026-11-25T03:00:00Z');
    expect(localDate(Date.now(), -300)).toBe('2026-11-24'); // 22:00 the evening before in New York
    expect(localDate(Date.now(), 840)).toBe('2026-11-25');
  });

  test('ISO weeks start on Monday, also across the new year', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before Monday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(isPeriodOf('weekly', '2026-12-28')).toBe(true);
    expect(isPeriodOf('weekly', '2026-12-29')).toBe(false);
    expect(isPeriodOf('daily', '2026-12-29')).toBe(true);
    expect(isPeriodOf('daily', '2026-02-30')).toBe(false);
  });
});

describe('periods', () => {
  test('a daily task: today on its clock; none before it starts', () => {
    const task = daily('2026-11-20T16:00:00.000Z', 480); // midnight 21 Nov in Beijing
    expect(firstPeriod('daily', Date.parse(task.start_at), 480)).toBe('2026-11-21');
    at('2026-11-20T15:59:59Z');
    expect(currentPeriod(task, Date.now())).toBeNull();
    at('2026-11-20T16:00:00Z');
    expect(currentPeriod(task, Date.now())).toBe('2026-11-21');
    at('2026-11-25T15:59:59Z');
    expect(currentPeriod(task, Date.now())).toBe('2026-11-25');
    vi.advanceTimersByTime(1000);
    expect(currentPeriod(task, Date.now())).toBe('2026-11-26');
  });

  test('a weekly task: the Monday of the week on its clock', () => {
    const task = weekly('2026-11-18T00:00:00Z', 0);
    expect(firstPeriod('weekly', Date.parse(task.start_at), 0)).toBe('2026-11-16');
    at('2026-11-29T23:59:00Z'); // Sunday night UTC…
    expect(currentPeriod(task, Date.now())).toBe('2026-11-23');
    expect(periodAt({ ...task, utc_offset_minutes: 60 }, Date.now())).toBe('2026-11-30'); // …already Monday at UTC+1
  });

  test('a once task has one period, its start date, for ever', () => {
    const task: PeriodTask = { type: 'once', start_at: '2026-11-20T10:00:00Z', utc_offset_minutes: 0 };
    at('2027-05-01T00:00:00Z');
    expect(currentPeriod(task, Date.now())).toBe('2026-11-20');
    expect(nextPeriod('once', '2026-11-20')).toBeNull();
    expect(previousPeriod('once', '2026-11-20')).toBeNull();
    expect(periodsBetween('once', '2026-11-20', '2026-11-20')).toEqual(['2026-11-20']);
  });

  test('periodsBetween lists every period, oldest first, the latest `max` of them', () => {
    expect(periodsBetween('daily', '2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodsBetween('weekly', '2026-11-02', '2026-11-23')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(periodsBetween('daily', '2026-11-02', '2026-11-01')).toEqual([]);
    const capped = periodsBetween('daily', '2020-01-01', '2026-11-25', 366);
    expect(capped).toHaveLength(366);
    expect(capped.at(-1)).toBe('2026-11-25');
    expect(capped[0]).toBe('2025-11-25');
  });
});

describe('streaks', () => {
  const days = (...list: string[]) => new Set(list);

  test('an undone current period does not break the streak; a missed previous one does', () => {
    at('2026-11-25T12:00:00Z');
    const today = currentPeriod(daily('2026-11-01T00:00:00Z'), Date.now())!;
    const posted = days('2026-11-22', '2026-11-23', '2026-11-24');
    expect(streak('daily', posted, today)).toBe(3);
    expect(streak('daily', new Set([...posted, '2026-11-25']), today)).toBe(4);
    // The next day, still not done: yesterday (the 25th) was missed, the streak is gone.
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    const tomorrow = currentPeriod(daily('2026-11-01T00:00:00Z'), Date.now())!;
    expect(tomorrow).toBe('2026-11-26');
    expect(streak('daily', posted, tomorrow)).toBe(0);
    expect(streak('daily', posted, null)).toBe(0);
  });

  test('weekly streaks count weeks', () => {
    const posted = days('2026-11-02', '2026-11-09', '2026-11-16');
    expect(streak('weekly', posted, '2026-11-23')).toBe(3);
    expect(streak('weekly', posted, '2026-11-30')).toBe(0);
    expect(streak('weekly', new Set([...posted, '2026-11-23']), '2026-11-23')).toBe(4);
  });

  test('the longest streak is the longest run of consecutive periods', () => {
    expect(longestStreak('daily', ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-08'])).toBe(3);
    expect(longestStreak('daily', ['2026-02-28', '2026-03-01'])).toBe(2);
    expect(longestStreak('weekly', ['2026-11-02', '2026-11-16'])).toBe(1);
    expect(longestStreak('daily', [])).toBe(0);
    expect(longestStreak('once', ['2026-11-02'])).toBe(1);
  });
});

describe('when a streak was reached', () => {
  const post = (period: string, created_at = `${period}T08:00:00.000Z`) => ({ period, created_at });
  const week = ['01', '02', '03', '04', '05', '06', '07'].map((d) => post(`2026-11-${d}`));

  test('the moment the last of N consecutive check-ins was made', () => {
    expect(streakReachedAt('daily', week, 7)).toBe('2026-11-07T08:00:00.000Z');
    expect(streakReachedAt('daily', week.slice(1), 7)).toBeNull();
    expect(streakReachedAt('daily', [...week, post('2026-11-08')], 7)).toBe('2026-11-07T08:00:00.000Z');
    expect(streakReachedAt('daily', [], 7)).toBeNull();
  });

  test('a gap breaks the run; a later patch that fills it completes the run when it is made', () => {
    const gap = week.filter((p) => p.period !== '2026-11-04');
    expect(streakReachedAt('daily', gap, 7)).toBeNull();
    expect(streakReachedAt('daily', [...gap, post('2026-11-04', '2026-11-10T09:00:00.000Z')], 7)).toBe('2026-11-10T09:00:00.000Z');
    // An earlier complete run elsewhere wins.
    const later = ['20', '21', '22', '23', '24', '25', '26'].map((d) => post(`2026-10-${d}`));
    expect(streakReachedAt('daily', [...gap, post('2026-11-04', '2026-11-10T09:00:00.000Z'), ...later], 7)).toBe('2026-10-26T08:00:00.000Z');
  });

  test('weekly runs count weeks; a once task only ever has one', () => {
    const mondays = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
    expect(streakReachedAt('weekly', mondays.map((m) => post(m)), 7)).toBe('2026-11-09T08:00:00.000Z');
    expect(streakReachedAt('weekly', mondays.slice(0, 6).map((m) => post(m)), 7)).toBeNull();
    expect(streakReachedAt('once', [post('2026-11-01')], 7)).toBeNull();
  });
});

describe('patches', () => {
  test('patches go back to the later of the first period and the joining period', () => {
    const task = { ...daily('2026-11-01T00:00:00Z'), first_period: '2026-11-01' };
    expect(patchFrom(task, Date.parse('2026-10-20T00:00:00Z'))).toBe('2026-11-01');
    expect(patchFrom(task, Date.parse('2026-11-10T23:00:00Z'))).toBe('2026-11-10');
    expect(patchFrom({ ...task, utc_offset_minutes: 480 }, Date.parse('2026-11-10T23:00:00Z'))).toBe('2026-11-11');
    expect(patchFrom({ ...task, type: 'once' }, Date.parse('2026-11-10T00:00:00Z'))).toBeNull();
  });

  test('a missed period exists only between patch_from and yesterday', () => {
    const posted = new Set(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(hasMissedPeriod('daily', posted, '2026-11-22', '2026-11-25')).toBe(false);
    expect(hasMissedPeriod('daily', posted, '2026-11-21', '2026-11-25')).toBe(true);
    expect(hasMissedPeriod('daily', posted, '2026-11-25', '2026-11-25')).toBe(false); // joined today
    expect(hasMissedPeriod('daily', posted, null, '2026-11-25')).toBe(false);
    expect(hasMissedPeriod('weekly', new Set(['2026-11-09', '2026-11-16']), '2026-11-09', '2026-11-23')).toBe(false);
    expect(hasMissedPeriod('weekly', new Set(['2026-11-16']), '2026-11-09', '2026-11-23')).toBe(true);
    // Years of periods, counted rather than listed.
    expect(hasMissedPeriod('daily', new Set(periodsBetween('daily', '1990-01-01', '2026-11-24')), '1990-01-01', '2026-11-25')).toBe(false);
  });
});

describe('start_at', () => {
  test('an instant with an offset or Z is that instant', () => {
    expect(parseStartAt('2026-11-25T08:00:00Z', 480)).toBe(Date.parse('2026-11-25T08:00:00Z'));
    expect(parseStartAt('2026-11-25T08:00:00.250+08:00', 0)).toBe(Date.parse('2026-11-25T00:00:00.250Z'));
    expect(parseStartAt('2026-11-25T08:00-0530', 0)).toBe(Date.parse('2026-11-25T13:30:00Z'));
  });

  test("a date alone or a time without an offset is read on the task's clock, not the server's", () => {
    expect(parseStartAt('2026-11-25', 480)).toBe(Date.parse('2026-11-24T16:00:00Z'));
    expect(parseStartAt('2026-11-25T09:30', -300)).toBe(Date.parse('2026-11-25T14:30:00Z'));
  });

  test('anything else is refused', () => {
    for (const text of ['yesterday', '2026-02-30', '2026-11-25T24:00', '2026-11-25T10:61', '1969-12-31', '3000-01-01', '2026-11-25T10:00+15:00', '']) {
      expect(parseStartAt(text, 0), text).toBeNull();
    }
  });
});
