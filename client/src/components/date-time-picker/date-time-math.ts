// Pure date-time picker rules (spec sections 2, 3, 9): ISO strings without seconds in the
// browser's time zone (or the one a caller names), presets Today / Yesterday / Week Ago / Now,
// hour ±1 and minute ±15 steppers that wrap, and a month grid for the calendar. Conversions to
// and from instants go through zoned-time.ts (date-fns-tz, explicit DST gap and overlap rules);
// the calendar arithmetic is on UTC dates, so no zone's DST shifts a day.
import { DATE_TIME_FIELDS, dateFormat } from '../../lib/format';
import { browserTimeZone, resolveWallTime, wallTimeAt } from './zoned-time';

export const HOUR_STEP = 1;
export const MINUTE_STEP = 15;
export const PRESET_DAY_OFFSETS = { Today: 0, Yesterday: 1, 'Week Ago': 7 } as const;
export type DayPreset = keyof typeof PRESET_DAY_OFFSETS;

export interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} // month 0-11

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm" — the format the trade form stores (no seconds, no zone). */
export function formatLocalIso(p: Parts): string {
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

export function parseLocalIso(value: string | null | undefined): Parts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value ?? '');
  if (!m) return null;
  return { year: +m[1], month: +m[2] - 1, day: +m[3], hour: +m[4], minute: +m[5] };
}

/** The wall-clock time of an instant in `zone`. */
export function partsFromDate(d: Date, zone = browserTimeZone()): Parts {
  return wallTimeAt(d.getTime(), zone);
}

export const nowLocalIso = (now = new Date(), zone = browserTimeZone()) => formatLocalIso(partsFromDate(now, zone));

/** An instant (server DateTime) as the picker's "YYYY-MM-DDTHH:mm" in `zone`. */
export function instantToLocalIso(instant: string | null | undefined, zone = browserTimeZone()): string {
  if (!instant) return '';
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : formatLocalIso(partsFromDate(d, zone));
}

/**
 * The picker's value in `zone` as an instant, for the server. A time the DST gap skips moves
 * forward by the gap; a time the overlap repeats is the earlier one (zoned-time.ts).
 */
export function localIsoToInstant(value: string | null | undefined, zone = browserTimeZone()): string | null {
  const p = parseLocalIso(value);
  if (!p) return null;
  return new Date(resolveWallTime(p, zone).instant).toISOString();
}

const wrap = (value: number, size: number) => ((value % size) + size) % size;

export function stepHour(p: Parts, direction: 1 | -1): Parts {
  return { ...p, hour: wrap(p.hour + direction * HOUR_STEP, 24) };
}

export function stepMinute(p: Parts, direction: 1 | -1): Parts {
  return { ...p, minute: wrap(p.minute + direction * MINUTE_STEP, 60) };
}

/** A calendar date as a UTC midnight: day arithmetic on it never meets a DST change. */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** Today / Yesterday / Week Ago (today in `zone`): that day, keeping the chosen time. */
export function applyDayPreset(p: Parts, preset: DayPreset, now = new Date(), zone = browserTimeZone()): Parts {
  const today = partsFromDate(now, zone);
  const d = utcDay(today.year, today.month, today.day - PRESET_DAY_OFFSETS[preset]);
  return { ...p, year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

export function selectDay(p: Parts, year: number, month: number, day: number): Parts {
  return { ...p, year, month, day };
}

export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const d = utcDay(year, month + delta, 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** Weeks (Sunday first) of the month; null pads the days outside it. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = utcDay(year, month, 1).getUTCDay();
  const days = utcDay(year, month + 1, 0).getUTCDate();
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The time the value will be saved as: a time the DST gap skips reads as the one it moves to. */
export function previewText(p: Parts, zone = browserTimeZone()): string {
  return dateFormat(zone, { weekday: 'short', ...DATE_TIME_FIELDS }).format(resolveWallTime(p, zone).instant);
}

/** A calendar day's accessible name; it starts with the visible day number ("10 March 2026"). */
export function dayLabel(year: number, month: number, day: number): string {
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(utcDay(year, month, 1));
  return `${day} ${monthName} ${year}`;
}

/**
 * Typed entry (the steppers reach only minutes 15 apart from where the picker opened, so a 09:35
 * fill needs the keyboard). "2026-11-23" → that day; impossible dates (2026-02-30) are refused.
 */
export function parseTypedDate(text: string): Pick<Parts, 'year' | 'month' | 'day'> | null {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [+m[1], +m[2] - 1, +m[3]];
  const d = utcDay(year, month, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month && d.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/** "09:35", "9:35" or "0935" → 09:35; hours 0–23, minutes 0–59. */
export function parseTypedTime(text: string): Pick<Parts, 'hour' | 'minute'> | null {
  const m = /^\s*(\d{1,2}):?(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const [hour, minute] = [+m[1], +m[2]];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

export const typedDateText = (p: Parts) => `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
export const typedTimeText = (p: Parts) => `${pad(p.hour)}:${pad(p.minute)}`;
