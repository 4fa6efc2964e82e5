// Pure date-time picker rules (spec sections 2, 3, 9): ISO strings without seconds in the
// browser's local time, presets Today / Yesterday / Week Ago / Now, hour ±1 and minute ±15
// steppers that wrap, and a month grid for the calendar.
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

export function partsFromDate(d: Date): Parts {
  return { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() };
}

export const nowLocalIso = (now = new Date()) => formatLocalIso(partsFromDate(now));

/** An instant (server DateTime) as the picker's local "YYYY-MM-DDTHH:mm". */
export function instantToLocalIso(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : formatLocalIso(partsFromDate(d));
}

/** The picker's local value as an instant with offset, for the server. */
export function localIsoToInstant(value: string | null | undefined): string | null {
  const p = parseLocalIso(value);
  if (!p) return null;
  return new Date(p.year, p.month, p.day, p.hour, p.minute).toISOString();
}

const wrap = (value: number, size: number) => ((value % size) + size) % size;

export function stepHour(p: Parts, direction: 1 | -1): Parts {
  return { ...p, hour: wrap(p.hour + direction * HOUR_STEP, 24) };
}

export function stepMinute(p: Parts, direction: 1 | -1): Parts {
  return { ...p, minute: wrap(p.minute + direction * MINUTE_STEP, 60) };
}

/** Today / Yesterday / Week Ago: that day, keeping the chosen time. */
export function applyDayPreset(p: Parts, preset: DayPreset, now = new Date()): Parts {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - PRESET_DAY_OFFSETS[preset]);
  return { ...p, year: d.getFullYear(), month: d.getMonth(), day: d.getDate() };
}

export function selectDay(p: Parts, year: number, month: number, day: number): Parts {
  return { ...p, year, month, day };
}

export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const d = new Date(year, month + delta, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
}

/** Weeks (Sunday first) of the month; null pads the days outside it. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = new Date(year, month, 1).getDay();
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function previewText(p: Parts): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(p.year, p.month, p.day, p.hour, p.minute));
}

/** A calendar day's accessible name; it starts with the visible day number ("10 March 2026"). */
export function dayLabel(year: number, month: number, day: number): string {
  return `${day} ${new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(year, month, 1))} ${year}`;
}

/**
 * Typed entry (the steppers reach only minutes 15 apart from where the picker opened, so a 09:35
 * fill needs the keyboard). "2026-11-23" → that day; impossible dates (2026-02-30) are refused.
 */
export function parseTypedDate(text: string): Pick<Parts, 'year' | 'month' | 'day'> | null {
  const m = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [+m[1], +m[2] - 1, +m[3]];
  const d = new Date(year, month, day);
  return d.getFullYear() === year && d.getMonth() === month && d.getDate() === day ? { year, month, day } : null;
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
