import { localDateIn, wallClockToInstant } from '../../domain/time/zoned-date-time';

/**
 * The demo plan's calendar: days as { year, month, day } and the instants of New York wall-clock
 * times, DST included. The zone arithmetic is domain/time's (date-fns-tz, with its gap and overlap
 * rules); what stays here is plain calendar arithmetic, which involves no zone.
 */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** The calendar date in the zone at an instant. */
export function localDateOf(instant: Date, zone: string): LocalDate {
  const [year, month, day] = localDateIn(zone, instant).split('-').map(Number);
  return { year, month, day };
}

/** The date `days` calendar days before `date` (calendar arithmetic, no zone involved). */
export function daysBefore(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day - days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The instant at which the zone's clock shows `minuteOfDay` minutes past midnight on `date`. */
export function zonedInstant(date: LocalDate, minuteOfDay: number, zone: string): Date {
  return wallClockToInstant(Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay), zone);
}
