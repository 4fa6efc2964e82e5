// Wall-clock time in an IANA zone ↔ instants, on date-fns-tz (the zone rules are the browser's
// Intl data; nothing here knows a zone's rules).
//
// DST, explicitly — the "compatible" rule of Temporal and of the JS Date constructor:
// - a wall time inside a spring-forward gap (02:30 on the day Berlin skips 02:00–03:00) does not
//   exist: it moves forward by the gap's length (03:30 summer time);
// - a wall time inside a fall-back overlap (02:30 on the day Berlin repeats 02:00–03:00) happens
//   twice: it means the earlier occurrence (02:30 summer time).
import { toZonedTime } from 'date-fns-tz';

/** A wall-clock time; month 0–11. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type WallTimeKind = 'unique' | 'gap' | 'overlap';

const DAY_MS = 86_400_000;

/** The zone the browser runs in (the picker's zone unless a caller names another). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * How a zone is named beside a time field: its city, "America/New_York" → "New York time"
 * ("UTC time" for UTC). Short and unambiguous for a trader, unlike "EST"/"EDT", which change
 * with the season.
 */
export function zoneTimeLabel(zone: string): string {
  const city = zone.split('/').pop() ?? zone;
  return `${city.replace(/_/g, ' ')} time`;
}

const wallAsUtc = (w: WallTime) => Date.UTC(w.year, w.month, w.day, w.hour, w.minute);

/** The zone's offset from UTC at an instant, in ms (east positive). */
export function offsetAt(instantMs: number, zone: string): number {
  const z = toZonedTime(instantMs, zone);
  const wall = Date.UTC(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds());
  return wall - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/** The wall-clock time an instant shows in a zone. */
export function wallTimeAt(instantMs: number, zone: string): WallTime {
  const d = new Date(instantMs + offsetAt(instantMs, zone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/**
 * The instant a wall-clock time means in a zone, and whether it fell in a DST gap or overlap
 * (resolved by the rule above). A zone changes its offset at most once within a day, so the
 * offsets a day before and a day after are the only two candidates.
 */
export function resolveWallTime(w: WallTime, zone: string): { instant: number; kind: WallTimeKind } {
  const wall = wallAsUtc(w);
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const fits = [...new Set([before, after])].map((off) => wall - off).filter((t) => offsetAt(t, zone) === wall - t);
  // In a gap no offset fits: read with the offset in force before the jump, it lands after the gap.
  if (fits.length === 0) return { instant: wall - before, kind: 'gap' };
  return { instant: Math.min(...fits), kind: fits.length > 1 ? 'overlap' : 'unique' };
}
