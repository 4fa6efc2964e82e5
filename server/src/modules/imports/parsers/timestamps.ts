import { wallClockToInstant } from '../../../domain/time/zoned-date-time';

/**
 * A wall-clock time in `zone` as an instant; null for an impossible date or time. The zone's
 * reading is the domain's (wallClockToInstant), one rule for the whole server: a time inside a
 * DST gap moves forward by the gap, a time the clock shows twice is the earlier instant.
 */
function wallClock(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
  zone: string,
): Date | null {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  return zone === 'UTC' ? check : wallClockToInstant(wall, zone);
}

const ABBREVIATIONS: Record<string, string> = {
  UTC: '+00:00',
  GMT: '+00:00',
  Z: '+00:00',
  EST: '-05:00',
  EDT: '-04:00',
  CST: '-06:00',
  CDT: '-05:00',
  MST: '-07:00',
  MDT: '-06:00',
  PST: '-08:00',
  PDT: '-07:00',
  CET: '+01:00',
  CEST: '+02:00',
  BST: '+01:00',
};

const pad = (n: string | number, width = 2) => String(n).padStart(width, '0');

/**
 * A broker time as an instant. `order` says how the date is written (04/09/2026 is MDY in US
 * exports, DMY in European ones); 2-digit years are 20xx; `6:05:02`, `7:35 PM` and `20260323;122919`
 * are read; a zone in the text (`-06:00`, `+0100`, `EST`, `GMT-04`, `UTC`, `ET`) wins over
 * `zone`, the import's zone for wall-clock times. Null when the text is not such a time.
 */
export function parseBrokerTime(raw: string, order: 'MDY' | 'DMY' | 'YMD', zone: string): Date | null {
  let text = raw.trim();
  // Quotes, commas and runs of spaces normalised (most broker times have none: no new strings).
  if (/[",]|\s\s|[^\S ]/.test(text)) text = text.replace(/^"|"$/g, '').replace(/,/g, ' ').replace(/\s+/g, ' ');
  let offset: string | null = null;
  let wallZone = zone;
  const suffix = /\s?(?:(Z)|([+-]\d{2}):?(\d{2})|GMT([+-]\d{1,2})(?::?(\d{2}))?|\b([A-Z]{1,4}))$/.exec(text);
  if (suffix) {
    if (suffix[1]) offset = '+00:00';
    else if (suffix[2]) offset = `${suffix[2]}:${suffix[3]}`;
    else if (suffix[4]) offset = `${suffix[4][0]}${pad(suffix[4].slice(1))}:${suffix[5] ?? '00'}`;
    else if (suffix[6] === 'ET') wallZone = 'America/New_York';
    else if (suffix[6] && ABBREVIATIONS[suffix[6]]) offset = ABBREVIATIONS[suffix[6]];
    else if (suffix[6] !== 'AM' && suffix[6] !== 'PM') return null;
    if (suffix[6] !== 'AM' && suffix[6] !== 'PM') text = text.slice(0, suffix.index).trim();
  }
  const compact = /^(\d{4})(\d{2})(\d{2})(?:[;T ]?(\d{2})(\d{2})(\d{2})?)?$/.exec(text);
  let y: string,
    mo: string,
    d: string,
    h = '0',
    mi = '0',
    s = '0',
    frac = '';
  let meridiem: string | undefined;
  if (compact) {
    [, y, mo, d] = compact;
    h = compact[4] ?? '0';
    mi = compact[5] ?? '0';
    s = compact[6] ?? '0';
  } else {
    const m =
      /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?: ?(AM|PM))?)?$/i.exec(
        text,
      );
    if (!m) return null;
    const [, a, b, c] = m;
    if (a.length === 4 || order === 'YMD') [y, mo, d] = [a, b, c];
    else if (order === 'DMY') [d, mo, y] = [a, b, c];
    else [mo, d, y] = [a, b, c];
    h = m[4] ?? '0';
    mi = m[5] ?? '0';
    s = m[6] ?? '0';
    frac = m[7] ?? '';
    meridiem = m[8]?.toUpperCase();
  }
  if (y.length === 2) y = `20${y}`;
  let hour = Number(h);
  if (meridiem === 'PM' && hour < 12) hour += 12;
  if (meridiem === 'AM' && hour === 12) hour = 0;
  const millis = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
  if (offset) {
    const local = wallClock(+y, +mo, +d, hour, +mi, +s, millis, 'UTC');
    if (!local) return null;
    const [sign, hh, mm] = [offset[0] === '-' ? -1 : 1, Number(offset.slice(1, 3)), Number(offset.slice(4, 6))];
    return new Date(local.getTime() - sign * (hh * 60 + mm) * 60000);
  }
  return wallClock(+y, +mo, +d, hour, +mi, +s, millis, wallZone);
}
