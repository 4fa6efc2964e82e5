import { ValidationError } from '../../errors';
import { localDateIn } from '../time/zoned-date-time';
import { calendarDateProblem } from '../validation/dates';

/** Parses YYYY-MM-DD, rejecting impossible days (2024-02-30) and days outside DATE_RANGE. */
export function parseLocalDate(value: string, field: string): string {
  const problem = calendarDateProblem(value, field);
  if (problem) throw new ValidationError({ [field]: problem });
  return value;
}

/** Today's calendar day in an IANA zone. */
export function todayIn(timezone: string, now = new Date()): string {
  return localDateIn(timezone, now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Same day n months later/earlier, clamped to the month's end (2024-03-31 − 1 month → 2024-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
