/**
 * Wall-clock time in an IANA zone without a date library: the demo trader lives in New York,
 * so "09:35 on a Tuesday" must be an instant that is 09:35 there, DST included.
 */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as if it were UTC (ms). */
function wallClockMs(instantMs: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The calendar date in the zone at an instant. */
export function localDateOf(instant: Date, zone: string): LocalDate {
  const wall = new Date(wallClockMs(instant.getTime(), zone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
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
  const wanted = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  // Two passes settle the offset on either side of a DST change.
  let instant = wanted - (wallClockMs(wanted, zone) - wanted);
  instant = wanted - (wallClockMs(instant, zone) - instant);
  return new Date(instant);
}
