import type { Dayjs } from 'dayjs';
import { dayjs } from '../lib/dates';

// §5 Date picker: a date may be limited to today or later, to on/after a date,
// or to a range; the date-time picker also limits hours and minutes on the
// first (and last) allowed day. Times are compared to the minute.

export type DateInput = string | number | Date | Dayjs;

export interface DateLimits {
  /** Nothing before today (date picker) or before now (date-time picker). */
  minToday?: boolean;
  /** Nothing before this date (and, for the date-time picker, its time). */
  min?: DateInput;
  /** Nothing after this date (and its time). */
  max?: DateInput;
}

export interface TimeOption {
  value: number;
  disabled: boolean;
}

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function lowerBound(limits: DateLimits, now: DateInput): Dayjs | null {
  let low: Dayjs | null = limits.minToday ? dayjs(now).startOf('minute') : null;
  if (limits.min != null) {
    const min = dayjs(limits.min).startOf('minute');
    if (min.isValid() && (!low || min.isAfter(low))) low = min;
  }
  return low;
}

function upperBound(limits: DateLimits): Dayjs | null {
  if (limits.max == null) return null;
  const max = dayjs(limits.max).startOf('minute');
  return max.isValid() ? max : null;
}

/** A strict YYYY-MM-DD check: dayjs would roll 2024-02-30 over to March. */
export function isDateString(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

/** The first and last allowed dates, as YYYY-MM-DD (for the native input's min/max). */
export function dateRange(limits: DateLimits, now: DateInput = new Date()): { min?: string; max?: string } {
  const low = lowerBound(limits, now);
  const up = upperBound(limits);
  return { min: low ? low.format(DATE_FORMAT) : undefined, max: up ? up.format(DATE_FORMAT) : undefined };
}

export function isDateAllowed(date: string, limits: DateLimits, now: DateInput = new Date()): boolean {
  if (!isDateString(date)) return false;
  const { min, max } = dateRange(limits, now);
  return (!min || date >= min) && (!max || date <= max);
}

function at(date: string, hour: number, minute: number): number {
  return dayjs(`${date}T${pad(hour)}:${pad(minute)}`).valueOf();
}

/** Hours 0–23 of `date`; an hour is disabled when none of its minutes is allowed. */
export function hourOptions(date: string, limits: DateLimits, now: DateInput = new Date()): TimeOption[] {
  const low = lowerBound(limits, now);
  const up = upperBound(limits);
  const dateOk = isDateAllowed(date, limits, now);
  return Array.from({ length: 24 }, (_, hour) => ({
    value: hour,
    disabled:
      !dateOk || (!!low && at(date, hour, 59) < low.valueOf()) || (!!up && at(date, hour, 0) > up.valueOf()),
  }));
}

/** Minutes 0–59 of `hour` on `date`, disabled before the lower or after the upper bound. */
export function minuteOptions(date: string, hour: number, limits: DateLimits, now: DateInput = new Date()): TimeOption[] {
  const low = lowerBound(limits, now);
  const up = upperBound(limits);
  const dateOk = isDateAllowed(date, limits, now);
  return Array.from({ length: 60 }, (_, minute) => {
    const time = at(date, hour, minute);
    return {
      value: minute,
      disabled: !dateOk || (!!low && time < low.valueOf()) || (!!up && time > up.valueOf()),
    };
  });
}

export function isDateTimeAllowed(date: string, hour: number, minute: number, limits: DateLimits, now: DateInput = new Date()): boolean {
  const option = minuteOptions(date, hour, limits, now)[minute];
  return !!option && !option.disabled;
}

/** The earliest allowed time on `date`, or null when the whole day is out of range. */
export function firstAllowedTime(date: string, limits: DateLimits, now: DateInput = new Date()): { hour: number; minute: number } | null {
  const hour = hourOptions(date, limits, now).filter((o) => !o.disabled)[0];
  if (!hour) return null;
  const minute = minuteOptions(date, hour.value, limits, now).filter((o) => !o.disabled)[0];
  return minute ? { hour: hour.value, minute: minute.value } : null;
}

/** Today, or the nearest allowed date to it: where a picker opens when it has no value. */
export function defaultDate(limits: DateLimits, now: DateInput = new Date()): string {
  const today = dayjs(now).format(DATE_FORMAT);
  const { min, max } = dateRange(limits, now);
  if (min && today < min) return min;
  if (max && today > max) return max;
  return today;
}

export function formatDateTime(date: string, hour: number, minute: number): string {
  return `${date}T${pad(hour)}:${pad(minute)}`;
}
