import { parse } from 'csv-parse/sync';
import type { RowReader } from './row-reader';

const OPTIONS = {
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
  bom: true,
} as const;

/** The file's records as arrays of trimmed cells. Tolerant of ragged rows, BOMs and CRLF. */
export function readCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = parse(text.replace(/^\uFEFF/, ''), { ...OPTIONS, delimiter });
  return records;
}

/**
 * What a broker parser does for a header-plus-rows CSV: the first record is the header, then
 * `visit` runs once per data row with its cells, its 1-based data row number and the header, as
 * csv-parse reads it (the file's records are never held all at once: 100,000 rows as arrays of
 * cells cost ~100 MB). Every row counts in `reader.rowsTotal` unless `visit` returns false (a
 * footer or continuation line that is not a row of the export). Returns the header.
 */
export function eachCsvRow(
  text: string,
  reader: RowReader,
  visit: (cells: string[], row: number, header: Header) => void | false,
  delimiter = ',',
): Header {
  let header: Header | null = null;
  let row = 0;
  parse(text.replace(/^\uFEFF/, ''), {
    ...OPTIONS,
    delimiter,
    on_record: (cells: string[]) => {
      if (!header) header = new Header(cells);
      else {
        row += 1;
        if (visit(cells, row, header) !== false) reader.rowsTotal += 1;
      }
      return null;
    },
  });
  return header ?? new Header([]);
}

/** The first line of the file, without a BOM. */
export function firstLine(text: string): string {
  const clean = text.replace(/^\uFEFF/, '');
  const end = clean.search(/\r?\n/);
  return end < 0 ? clean : clean.slice(0, end);
}

/** Index of each header cell by its trimmed, lower-cased name (first occurrence wins). */
export class Header {
  private readonly index = new Map<string, number>();
  constructor(readonly cells: string[]) {
    cells.forEach((c, i) => {
      const key = c.trim().toLowerCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }

  has(...names: string[]): boolean {
    return names.every((n) => this.index.has(n.toLowerCase()));
  }

  /** Column of each name as parsers spell it, so a lookup per cell does not lower-case the name again. */
  private readonly asAsked = new Map<string, number | undefined>();

  /** The cell under `name` ('' when the row is short or the column is absent). */
  get(row: string[], name: string): string {
    let i = this.asAsked.get(name);
    if (i === undefined && !this.asAsked.has(name)) {
      i = this.index.get(name.toLowerCase());
      this.asAsked.set(name, i);
    }
    return i === undefined ? '' : (row[i] ?? '').trim();
  }
}

/** True when every name is a cell of the first line (order-free, case-insensitive). */
export function headerHas(text: string, names: string[], delimiter = ','): boolean {
  const cells = firstLine(text)
    .split(delimiter)
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return names.every((n) => cells.includes(n.toLowerCase()));
}
