import { wallClockToInstant } from '../time/zoned-date-time';
import { timeframeMs, type Timeframe } from './timeframes';

/**
 * Reading a bar file (issue 34 item 1), one line at a time: the layout is told from the first
 * line, then every line is a bar or an error naming its line. No I/O here: the upload job feeds
 * lines and writes what comes out.
 *
 * Layouts:
 * - plain: a header `time,open,high,low,close[,volume]` (or `date,time,…`), any delimiter of
 *   comma, semicolon or tab; or the same columns without a header.
 * - tradingview: TradingView's chart export — header `time,open,high,low,close[,Volume][,…]`
 *   (indicator columns after are ignored), time in Unix seconds or ISO 8601 with an offset.
 * - ninjatrader: NinjaTrader's bar export — `yyyyMMdd HHmmss;open;high;low;close;volume`, no
 *   header. NinjaTrader stamps a bar with its CLOSE time; it is moved back one timeframe so every
 *   stored bar is stamped with its open time.
 * - metatrader: MetaTrader 5's export (`<DATE>\t<TIME>\t<OPEN>…<TICKVOL>\t<VOL>\t<SPREAD>`) or
 *   MetaTrader 4's history export (`yyyy.mm.dd,hh:mm,open,high,low,close,volume`, no header).
 *
 * Times with an offset (ISO `Z`/`+hh:mm`) or in Unix seconds are absolute; wall-clock times are
 * read in the upload's zone (DST: the domain's rule — a skipped time moves forward, a repeated one
 * is the earlier).
 */
export type BarLayout = 'plain' | 'tradingview' | 'ninjatrader' | 'metatrader';

export const BAR_LAYOUTS: readonly BarLayout[] = ['plain', 'tradingview', 'ninjatrader', 'metatrader'];

export interface BarRow {
  /** Bar open time, epoch ms. */
  ts: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string | null;
}

/** A line the layout cannot read: the job fails with this message and writes nothing. */
export class BarFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'BarFileError';
  }
}

export const UNKNOWN_LAYOUT =
  'The file is not a bar export Candlog reads: expected a header time,open,high,low,close[,volume] ' +
  '(plain or TradingView), NinjaTrader bars (yyyyMMdd HHmmss;open;high;low;close;volume) or ' +
  'MetaTrader bars (<DATE>,<TIME>,<OPEN>,… or yyyy.mm.dd,hh:mm,open,high,low,close,volume)';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const FIRST_MS = Date.UTC(1970, 0, 1);
const LAST_MS = Date.UTC(2100, 0, 1);

interface Columns {
  time: number;
  /** A separate time-of-day column (`date,time,…`), or -1. */
  clock: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface BarFileOptions {
  timeframe: Timeframe;
  /** IANA zone of wall-clock times in the file. */
  timezone: string;
}

export class BarFileReader {
  private constructor(
    readonly layout: BarLayout,
    private readonly delimiter: string,
    readonly hasHeader: boolean,
    private readonly columns: Columns,
    private readonly options: BarFileOptions,
  ) {}

  /**
   * The reader for a file whose first non-blank line is `first`, or a BarFileError with the
   * layouts it reads.
   */
  static forFirstLine(first: string, options: BarFileOptions): BarFileReader {
    const line = first.replace(/^\uFEFF/, '').trim();
    const delimiter = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
    const cells = splitCells(line, delimiter);
    const names = cells.map((c) => c.toLowerCase().replace(/[<>\s]/g, ''));
    const at = (...candidates: string[]) => {
      for (const name of candidates) {
        const i = names.indexOf(name);
        if (i >= 0) return i;
      }
      return -1;
    };
    // `date,time,…` (MetaTrader 5, some exports): the day and the time of day in two columns.
    const split = at('date') >= 0 && at('time') >= 0;
    const time = split ? at('date') : at('time', 'datetime', 'date', 'timestamp', 'date/time');
    if (time >= 0 && at('open') >= 0 && at('high') >= 0 && at('low') >= 0 && at('close') >= 0) {
      const clock = split ? at('time') : -1;
      const columns: Columns = {
        time,
        clock,
        open: at('open'),
        high: at('high'),
        low: at('low'),
        close: at('close'),
        volume: at('volume', 'tickvol', 'vol'),
      };
      const metatrader = cells[0].startsWith('<');
      const known = ['time', 'open', 'high', 'low', 'close', 'volume', 'date'];
      const tradingview = !metatrader && cells[time] === 'time' && names.some((n) => !known.includes(n));
      const layout: BarLayout = metatrader ? 'metatrader' : tradingview ? 'tradingview' : 'plain';
      return new BarFileReader(layout, delimiter, true, columns, options);
    }
    // No header: NinjaTrader, MetaTrader 4, or plain columns.
    const positional = (clock: boolean): Columns => {
      const o = clock ? 2 : 1;
      return { time: 0, clock: clock ? 1 : -1, open: o, high: o + 1, low: o + 2, close: o + 3, volume: o + 4 };
    };
    if (delimiter === ';' && /^\d{8}( \d{6})?$/.test(cells[0] ?? '')) {
      return new BarFileReader('ninjatrader', delimiter, false, positional(false), options);
    }
    if (/^\d{4}\.\d{2}\.\d{2}$/.test(cells[0] ?? '') && /^\d{1,2}:\d{2}(:\d{2})?$/.test(cells[1] ?? '')) {
      return new BarFileReader('metatrader', delimiter, false, positional(true), options);
    }
    const plain = new BarFileReader('plain', delimiter, false, positional(false), options);
    try {
      plain.read(line, 1);
      return plain;
    } catch {
      throw new BarFileError(UNKNOWN_LAYOUT);
    }
  }

  /** The bar on one data line (1-based `lineNo` for messages), or null for a blank line. */
  read(line: string, lineNo: number): BarRow | null {
    const text = line.trim();
    if (!text) return null;
    const cells = splitCells(text, this.delimiter);
    const c = this.columns;
    const cell = (i: number) => (i >= 0 && i < cells.length ? cells[i] : '');
    const timeText = c.clock >= 0 ? `${cell(c.time)} ${cell(c.clock)}` : cell(c.time);
    let ts = parseBarTime(timeText, this.options.timezone);
    if (ts === null) throw new BarFileError(`"${timeText}" is not a date and time`, lineNo);
    if (this.layout === 'ninjatrader') ts -= timeframeMs(this.options.timeframe);
    if (ts < FIRST_MS || ts >= LAST_MS) throw new BarFileError(`${timeText} is outside 1970–2099`, lineNo);
    const price = (i: number, name: string) => {
      const value = number(cell(i), this.delimiter);
      if (value === null) throw new BarFileError(`${name} "${cell(i)}" is not a number`, lineNo);
      return value;
    };
    const open = price(c.open, 'open');
    const high = price(c.high, 'high');
    const low = price(c.low, 'low');
    const close = price(c.close, 'close');
    let volume: string | null = null;
    const v = cell(c.volume);
    if (c.volume >= 0 && v !== '') {
      volume = number(v, this.delimiter);
      if (volume === null || volume.startsWith('-'))
        throw new BarFileError(`volume "${v}" is not a number ≥ 0`, lineNo);
    }
    return { ts, open, high, low, close, volume };
  }
}

function splitCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

function number(text: string, delimiter: string): string | null {
  if (NUMBER.test(text)) return text;
  // European exports (NinjaTrader in a German locale) write a decimal comma beside ';' columns.
  if (delimiter !== ',' && DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return null;
}

const WALL = /^(\d{4})[-./](\d{2})[-./](\d{2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const US_WALL = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: +(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const NINJA = /^(\d{4})(\d{2})(\d{2})(?: (\d{2})(\d{2})(\d{2}))?$/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch ms of a bar time as the layouts write it (see the file comment), or null. */
export function parseBarTime(text: string, zone: string): number | null {
  const t = text.trim();
  if (/^\d{9,10}$/.test(t)) return Number(t) * 1000;
  if (/^\d{12,13}$/.test(t)) return Number(t);
  if (OFFSET.test(t) && /^\d{4}-\d{2}-\d{2}T/.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? null : ms;
  }
  let m = WALL.exec(t) ?? NINJA.exec(t);
  let parts: number[];
  if (m) parts = [+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)];
  else if ((m = US_WALL.exec(t))) parts = [+m[3], +m[1], +m[2], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)];
  else return null;
  const [y, mo, d, h, mi, s] = parts;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d) return null;
  return zone === 'UTC' ? wall : wallClockToInstant(wall, zone).getTime();
}
