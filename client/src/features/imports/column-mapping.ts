// The generic CSV's column mapping (the server's ColumnMapping, format=generic): the file's first
// rows read here for the editor, and a first guess of each field's column from the header names.

export interface ColumnMapping {
  symbol: string;
  side: string;
  quantity: string;
  price: string;
  executedAt: string;
  time?: string;
  commission?: string;
  dateOrder?: 'MDY' | 'DMY' | 'YMD';
  decimalMark?: '.' | ',';
}

export type MappedField = 'symbol' | 'side' | 'quantity' | 'price' | 'executedAt' | 'time' | 'commission';

export const MAPPED_FIELDS: { field: MappedField; label: string; required: boolean; guess: RegExp }[] = [
  { field: 'symbol', label: 'Symbol', required: true, guess: /symbol|ticker|instrument|contract|product/i },
  { field: 'side', label: 'Side (buy/sell)', required: true, guess: /side|action|buy.?sell|direction|b\/s/i },
  { field: 'quantity', label: 'Quantity', required: true, guess: /qty|quantity|shares|size|units|volume/i },
  { field: 'price', label: 'Price', required: true, guess: /price/i },
  { field: 'executedAt', label: 'Date / time', required: true, guess: /date|time|timestamp|executed/i },
  { field: 'time', label: 'Separate time column', required: false, guess: /^time$/i },
  { field: 'commission', label: 'Commission', required: false, guess: /commission|fee/i },
];

export interface CsvHead {
  header: string[];
  rows: string[][];
}

/** One CSV line split on the delimiter, with "quoted, fields" and "" escapes. */
function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header and the first `count` rows, for the editor (the server parses the whole file). */
export function readCsvHead(text: string, count = 5): CsvHead {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, count + 1);
  const first = lines[0] ?? '';
  const delimiter = [';', '\t', ','].reduce(
    (best, d) => (first.split(d).length > first.split(best).length ? d : best),
    ',',
  );
  const [header = [], ...rows] = lines.map((l) => splitLine(l, delimiter));
  return { header, rows };
}

/** Each required field's first header whose name fits; a column is used once. */
export function guessMapping(header: string[]): ColumnMapping {
  const used = new Set<string>();
  const pick = (guess: RegExp) => {
    const column = header.find((h) => !used.has(h) && guess.test(h));
    if (column) used.add(column);
    return column ?? '';
  };
  const mapping: Record<string, string> = {};
  for (const { field, guess, required } of MAPPED_FIELDS) {
    const column = pick(guess);
    if (required || column) mapping[field] = column;
  }
  return mapping as unknown as ColumnMapping;
}

export const mappingComplete = (m: ColumnMapping) =>
  MAPPED_FIELDS.every(({ field, required }) => !required || Boolean(m[field]));
