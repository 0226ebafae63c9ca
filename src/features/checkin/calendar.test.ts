import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays, calendarMonth, dayAt, mondayOf, monthRange, monthWeeks, periodOfDay, shiftMonth, todayIn, type CheckinCalendarFacts,
} from './calendar';

afterEach(() => {
  vi.useRealTimers();
});

const facts = (over: Partial<CheckinCalendarFacts> = {}): CheckinCalendarFacts => ({
  type: 'daily',
  firstPeriod: '2026-11-03',
  today: '2026-11-10',
  currentPeriod: '2026-11-10',
  postedPeriods: ['2026-11-04', '2026-11-05'],
  canPatch: true,
  patchFrom: '2026-11-04',
  joined: true,
  ...over,
});

function stateOf(weeks: ReturnType<typeof calendarMonth>, day: string) {
  for (const week of weeks) for (const cell of week) if (cell && cell.day === day) return cell;
  throw new Error(`no ${day}`);
}

describe('check-in calendar maths', () => {
  it('reads today in the task clock, not the device clock', () => {
    vi.useFakeTimers();
    // 23:30 UTC on 9 November is already the 10th in Shanghai (+480) and still the 9th in New York (-300).
    vi.setSystemTime(new Date('2026-11-09T23:30:00Z'));
    expect(todayIn(480)).toBe('2026-11-10');
    expect(todayIn(-300)).toBe('2026-11-09');
    expect(todayIn(0)).toBe('2026-11-09');
    expect(dayAt('2026-11-09T15:59:59Z', 480)).toBe('2026-11-09');
    expect(dayAt('2026-11-09T16:00:00Z', 480)).toBe('2026-11-10');
  });

  it('steps days and months across their ends and finds ISO Mondays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(mondayOf('2026-11-15')).toBe('2026-11-09'); // a Sunday belongs to the week before
    expect(mondayOf('2026-11-09')).toBe('2026-11-09');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(periodOfDay('2026-11-12', 'weekly', '2026-11-02')).toBe('2026-11-09');
    expect(periodOfDay('2026-11-12', 'once', '2026-11-02')).toBeNull();
    expect(periodOfDay('2026-11-02', 'once', '2026-11-02')).toBe('2026-11-02');
  });

  it('lays a month out in Monday-first weeks of seven', () => {
    // November 2026 starts on a Sunday: six blanks before the 1st, 30 days, five weeks... and a sixth.
    const weeks = monthWeeks('2026-11');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[weeks.length - 1]!.filter(Boolean).pop()).toBe('2026-11-30');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday: exactly four weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('marks done, open, patchable, missed, future and outside days of a daily task', () => {
    const weeks = calendarMonth('2026-11', facts({ postedPeriods: ['2026-11-04', '2026-11-05'] }));
    expect(stateOf(weeks, '2026-11-02').state).toBe('outside');
    expect(stateOf(weeks, '2026-11-03').state).toBe('missed'); // before the member's patch_from
    expect(stateOf(weeks, '2026-11-04').state).toBe('done');
    expect(stateOf(weeks, '2026-11-06')).toEqual({ day: '2026-11-06', period: '2026-11-06', state: 'patchable', today: false });
    expect(stateOf(weeks, '2026-11-10')).toEqual({ day: '2026-11-10', period: '2026-11-10', state: 'open', today: true });
    expect(stateOf(weeks, '2026-11-11').state).toBe('future');
  });

  it('offers no patch when the server says none is possible, and nothing of a member who has not joined', () => {
    expect(stateOf(calendarMonth('2026-11', facts({ canPatch: false })), '2026-11-06').state).toBe('missed');
    expect(stateOf(calendarMonth('2026-11', facts({ patchFrom: null })), '2026-11-06').state).toBe('missed');
    const guest = calendarMonth('2026-11', facts({ joined: false, postedPeriods: [] }));
    expect(stateOf(guest, '2026-11-06').state).toBe('outside');
    expect(stateOf(guest, '2026-11-10').today).toBe(true);
  });

  it('fills a whole done week of a weekly task and patches a missed week by its Monday', () => {
    const weekly = facts({
      type: 'weekly',
      firstPeriod: '2026-10-26',
      today: '2026-11-18',
      currentPeriod: '2026-11-16',
      postedPeriods: ['2026-11-09'],
      patchFrom: '2026-10-26',
    });
    const weeks = calendarMonth('2026-11', weekly);
    expect(stateOf(weeks, '2026-11-09').state).toBe('done');
    expect(stateOf(weeks, '2026-11-15').state).toBe('done');
    expect(stateOf(weeks, '2026-11-04')).toMatchObject({ state: 'patchable', period: '2026-11-02' });
    expect(stateOf(weeks, '2026-11-17').state).toBe('open');
    expect(stateOf(weeks, '2026-11-19').state).toBe('future');
  });

  it('shows a once task on its one day only', () => {
    const once = facts({ type: 'once', firstPeriod: '2026-11-10', postedPeriods: [], canPatch: false, patchFrom: null });
    const weeks = calendarMonth('2026-11', once);
    expect(stateOf(weeks, '2026-11-10').state).toBe('open');
    expect(stateOf(weeks, '2026-11-09').state).toBe('outside');
  });

  it('lets the calendar move from the first period month to this month', () => {
    expect(monthRange('2026-09-28', '2026-11-10')).toEqual({ from: '2026-09', to: '2026-11' });
    expect(monthRange('2026-12-01', '2026-11-10')).toEqual({ from: '2026-12', to: '2026-12' });
  });
});
