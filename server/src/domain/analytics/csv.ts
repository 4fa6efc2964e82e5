import { stringify } from 'csv-stringify/sync';

/**
 * RFC 4180 CSV (quoting by csv-stringify) with spreadsheet formula injection neutralised first
 * (OWASP "CSV injection"): the guard decides what a cell says, csv-stringify how it is written.
 */

export const CSV_COLUMNS = [
  'Date',
  'Symbol',
  'Type',
  'Market',
  'Entry Price',
  'Exit Price',
  'Quantity',
  'P&L',
  'Result',
  'Strategy',
  'Notes',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: prefixed with ' when a spreadsheet would read it as a formula, then quoted if needed. */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return stringify([[safe]], { eof: false });
}

/** A number cell (decimal string from the database): written as is, so it stays a number. */
export function csvNumber(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`Not a decimal: ${value}`);
  return value;
}

export const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
