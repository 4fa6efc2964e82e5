import { ValidationError } from '../../errors';
import { parseLocalDate } from '../../domain/analytics/local-date';
import { isCurrencyCode, unknownCurrencyMessage } from '../../domain/validation/currency-codes';

export interface FxRateRow {
  day: string;
  base: string;
  quote: string;
  /** Decimal string exactly as written ("1.0856"); stored as NUMERIC. */
  rate: string;
}

const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,14}(\.\d{1,10})?$/;
export const MAX_FX_ROWS = 200000;

/**
 * Reads either rate file:
 * - the ECB reference rates (eurofxref.csv / eurofxref-hist.csv): a `Date` column and one column
 *   per currency, each cell = units of that currency for 1 EUR ("N/A" or empty: no rate that day);
 * - the simple format `date,base,quote,rate` (header required), 1 base = rate quote.
 * Every error names its line; nothing is stored unless the whole file is valid.
 */
export function parseFxCsv(text: string): FxRateRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length < 2) throw new ValidationError({ file: 'The rate file needs a header line and at least one rate' });
  const header = lines[0].split(',').map((h) => h.trim().replace(/^"|"$/g, ''));
  const lower = header.map((h) => h.toLowerCase());
  if (lower.join(',') === 'date,base,quote,rate') return parseSimple(lines.slice(1));
  if (lower[0] === 'date' && header.length > 1) return parseEcb(header, lines.slice(1));
  throw new ValidationError({
    file: 'Unknown rate file: expected the ECB reference-rate CSV (Date, USD, JPY, …) or the header date,base,quote,rate',
  });
}

function parseSimple(lines: string[]): FxRateRow[] {
  const rows = lines.map((line, i) => {
    const [date, base, quote, rate, extra] = line.split(',').map((c) => c.trim());
    const at = `line ${i + 2}`;
    if (extra !== undefined || rate === undefined) throw bad(`${at}: expected 4 columns date,base,quote,rate`);
    const row = { day: day(date, at), base: currency(base, at), quote: currency(quote, at), rate: positive(rate, at) };
    if (row.base === row.quote) throw bad(`${at}: base and quote must differ`);
    return row;
  });
  return capped(rows);
}

function parseEcb(header: string[], lines: string[]): FxRateRow[] {
  const quotes = header.slice(1).map((h, i) => (h === '' ? null : currency(h.toUpperCase(), `header column ${i + 2}`)));
  const rows: FxRateRow[] = [];
  lines.forEach((line, i) => {
    const at = `line ${i + 2}`;
    const cells = line.split(',').map((c) => c.trim());
    const date = day(cells[0], at);
    quotes.forEach((quote, k) => {
      const cell = cells[k + 1];
      if (!quote || quote === 'EUR' || cell === undefined || cell === '' || cell === 'N/A') return;
      rows.push({ day: date, base: 'EUR', quote, rate: positive(cell, `${at}, ${quote}`) });
    });
  });
  return capped(rows);
}

const bad = (message: string) => new ValidationError({ file: message });

function day(value: string | undefined, at: string): string {
  try {
    return parseLocalDate(value ?? '', 'date');
  } catch {
    throw bad(`${at}: the date must be YYYY-MM-DD (got "${value ?? ''}")`);
  }
}

function currency(value: string | undefined, at: string): string {
  const v = (value ?? '').toUpperCase();
  if (!CURRENCY.test(v)) throw bad(`${at}: "${value ?? ''}" is not a 3-letter currency code`);
  if (!isCurrencyCode(v)) throw bad(`${at}: ${unknownCurrencyMessage(v)}`);
  return v;
}

function positive(value: string | undefined, at: string): string {
  if (!RATE.test(value ?? '') || !/[1-9]/.test(value ?? ''))
    throw bad(`${at}: the rate must be a positive decimal number (got "${value ?? ''}")`);
  return value!;
}

function capped(rows: FxRateRow[]): FxRateRow[] {
  if (rows.length === 0) throw bad('The rate file holds no rates');
  if (rows.length > MAX_FX_ROWS) throw bad(`The rate file holds more than ${MAX_FX_ROWS} rates`);
  return rows;
}
