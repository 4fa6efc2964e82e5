import { DATE_RANGE } from './limits';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIN_INSTANT = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const MAX_INSTANT = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

export const DATE_RANGE_TEXT = `between ${DATE_RANGE.min} and ${DATE_RANGE.max}`;

/**
 * Milliseconds of a UTC wall clock. Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear
 * does not, so year 0050 stays 0050.
 */
export function utcMillis(year: number, month: number, day: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const d = new Date(Date.UTC(2000, 0, 1, h, mi, s, ms));
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** A real day (no 2026-02-30) written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = CALENDAR_DATE.exec(text);
  if (!m) return false;
  const d = new Date(utcMillis(+m[1], +m[2], +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** YYYY-MM-DD strings compare as dates. */
export function isDayInRange(text: string): boolean {
  return text >= DATE_RANGE.min && text <= DATE_RANGE.max;
}

/** An instant within the allowed range (read in UTC). */
export function isInstantInRange(date: Date): boolean {
  const t = date.getTime();
  return Number.isFinite(t) && t >= MIN_INSTANT && t <= MAX_INSTANT;
}

/** The field message for a day that is not a real day or is out of range, or null. */
export function calendarDateProblem(text: string, field: string): string | null {
  if (!isCalendarDate(text)) return `${field} must be a valid date (YYYY-MM-DD), got '${text.slice(0, 40)}'`;
  if (!isDayInRange(text)) return `${field} must be ${DATE_RANGE_TEXT}`;
  return null;
}
