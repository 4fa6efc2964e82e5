import { formatInTimeZone } from 'date-fns-tz';
import { DATE_RANGE } from '../validation/limits';
import { isInstantInRange, utcMillis } from '../validation/dates';

/**
 * Zoned time for the whole server, on date-fns-tz (IANA zones through Intl): offsets, wall-clock
 * times read in a zone, the calendar day in a zone. A wall-clock time does not always name one
 * instant, and date-fns-tz alone answers those cases inconsistently between zones, so the rules
 * are explicit here (the same as the client's date-time picker):
 * - DST gap (a time the clock skips, 02:30 on the day Berlin jumps from 02:00 to 03:00): it moves
 *   forward by the gap's length (03:30 summer time), what the user meant once the clocks jumped;
 * - DST overlap (a time the clock shows twice, 02:30 on the day Berlin falls back from 03:00 to
 *   02:00): the earlier of the two, i.e. read with the offset in force before the change.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Offsets per zone and UTC day (or hour, on the day of a change). A broker file has one zone for
// 100,000 rows, and asking Intl for every row made parsing slow (8.6 s for 10k rows before the
// formatters were cached): where a span's two ends agree the offset is constant (no zone changes
// twice within a day), so one lookup serves every row of that day.
type SpanOffsets = Map<number, number | null>; // span index → offset ms, null: changes within
const CACHE = new Map<string, { days: SpanOffsets; hours: SpanOffsets }>();
const MAX_CACHED_SPANS = 100_000;

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The zone's offset at an instant, in ms. (Not date-fns-tz's getTimezoneOffset: that one reads
 * its date as a wall-clock time, which is the question wallClockToInstant answers.)
 */
function offsetMsAt(zone: string, ms: number): number {
  const m = OFFSET.exec(formatInTimeZone(new Date(ms), zone, 'xxx'));
  if (!m) throw new RangeError(`Invalid time zone specified: ${zone}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * HOUR + Number(m[3]) * MINUTE);
}

/** The offset that holds over the whole span containing `ms`, or null if it changes within. */
function spanOffset(zone: string, spans: SpanOffsets, length: number, ms: number): number | null {
  const index = Math.floor(ms / length);
  let offset = spans.get(index);
  if (offset === undefined) {
    const start = offsetMsAt(zone, index * length);
    offset = start === offsetMsAt(zone, (index + 1) * length - 1000) ? start : null;
    if (spans.size >= MAX_CACHED_SPANS) spans.clear();
    spans.set(index, offset);
  }
  return offset;
}

// Zone arithmetic is done inside the dates the server accepts (a day either side): date-fns-tz
// misreads the offsets of far years (year 1 in New York: "+8755:03", a RangeError here, issue 29
// item 8). An instant outside is read with the offset at the nearer end; no stored date is there.
const FIRST_ZONED_MS = Date.parse(`${DATE_RANGE.min}T00:00:00Z`) - 2 * DAY;
const LAST_ZONED_MS = Date.parse(`${DATE_RANGE.max}T23:59:59Z`) + 2 * DAY;

/** Minutes the zone is ahead of UTC at `instant` (e.g. +60 for Europe/Berlin in winter). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  if (zone === 'UTC') return 0;
  const at = Math.min(Math.max(instant.getTime(), FIRST_ZONED_MS), LAST_ZONED_MS);
  const ms = Math.floor(at / 1000) * 1000;
  let cache = CACHE.get(zone);
  if (!cache) CACHE.set(zone, (cache = { days: new Map(), hours: new Map() }));
  const offset =
    spanOffset(zone, cache.days, DAY, ms) ?? spanOffset(zone, cache.hours, HOUR, ms) ?? offsetMsAt(zone, ms);
  return Math.round(offset / MINUTE);
}

/**
 * The instant at which the zone's clock shows `wallMs` (a wall-clock time written as if it were
 * UTC milliseconds), with the gap and overlap rules above.
 */
export function wallClockToInstant(wallMs: number, zone: string): Date {
  // The offsets a day either side: no zone changes twice within a day, so these are the only two
  // the wall time can be read with.
  const before = zoneOffsetMinutes(zone, new Date(wallMs - DAY)) * MINUTE;
  const after = zoneOffsetMinutes(zone, new Date(wallMs + DAY)) * MINUTE;
  const earlier = wallMs - before;
  const later = wallMs - after;
  const fits = (instant: number, offset: number) => zoneOffsetMinutes(zone, new Date(instant)) * MINUTE === offset;
  if (fits(earlier, before)) return new Date(earlier); // unique, or the earlier of an overlap
  if (fits(later, after)) return new Date(later);
  return new Date(earlier); // a gap: read with the offset before the jump, it lands after the gap
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An instant from an ISO string. Strings with an offset (or Z) are absolute; wall-clock strings
 * such as the date picker's `2024-03-01T14:30` are read in the user's zone, not the server's.
 */
export function parseDateTimeInZone(text: string, zone: string): Date | null {
  const trimmed = text.trim();
  if (HAS_ZONE.test(trimmed)) {
    const date = new Date(trimmed);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = LOCAL_DATE_TIME.exec(trimmed);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = m;
  // Not Date.UTC: it reads years 0–99 as 1900–1999 (0050-03-01 was stored as 1950-03-01).
  const wall = utcMillis(+y, +mo, +d, +h, +mi, +s, Math.floor(Number(`0.${frac}`) * 1000));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== +y ||
    check.getUTCMonth() !== +mo - 1 ||
    check.getUTCDate() !== +d ||
    +h > 23 ||
    +mi > 59 ||
    +s > 59
  )
    return null;
  // The range is checked on the wall clock as written, before any zone arithmetic: outside it the
  // wall time is returned as if it were UTC, which every caller's range check refuses alike in
  // every zone (1899-12-31T23:00 in New York is out of range as it is in UTC).
  if (!isInstantInRange(new Date(wall))) return new Date(wall);
  return wallClockToInstant(wall, zone);
}

/** The calendar day (YYYY-MM-DD) the zone's clock shows at `instant`. */
export function localDateIn(zone: string, instant: Date): string {
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * MINUTE);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}
