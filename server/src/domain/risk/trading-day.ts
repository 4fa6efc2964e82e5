import { localDateIn, zoneOffsetMinutes } from '../time/zoned-date-time';

const MINUTE = 60_000;

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The zone's wall-clock minutes after midnight at `instant`. */
export function localMinutesIn(zone: string, instant: Date): number {
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * MINUTE);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** YYYY-MM-DD plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The trading day an instant belongs to when the day closes at `cutoff` (HH:MM) in `zone`: with
 * a cut-off of 17:00 New York, 16:59 local is still that calendar day and 17:00 already the next
 * one (futures' Sunday evening is Monday's session). A cut-off of 00:00 is the calendar day. The
 * comparison is on the zone's wall clock, so the boundary stays at 17:00 local across DST changes
 * (21:00 UTC in summer, 22:00 UTC in winter).
 */
export function tradingDayOf(instant: Date, cutoff: string, zone: string): string {
  const day = localDateIn(zone, instant);
  const cut = minutesOf(cutoff);
  if (cut === 0) return day;
  return localMinutesIn(zone, instant) >= cut ? addDays(day, 1) : day;
}

/** Whether a local time (minutes) falls in [from, to); a window with from > to spans midnight. */
export function inWindow(minutes: number, from: string, to: string): boolean {
  const a = minutesOf(from);
  const b = minutesOf(to);
  return a < b ? minutes >= a && minutes < b : minutes >= a || minutes < b;
}
