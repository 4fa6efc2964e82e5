import { StringDecoder } from 'node:string_decoder';
import { parseWith } from './registry';
import type { BrokerParser, ParseContext, ParsedCashFlow, ParsedExecution, RowError } from './types';

/**
 * Parsing a file as a stream, without changing the parsers (issue 27 item 9): the driver reads the
 * file's bytes as they come, cuts them into CSV records, and hands a parser its header plus a slice
 * of records at a time — the same `parse(text)` it runs on a whole file. Memory then holds one
 * slice, not the file, and the caller can write a slice before the next is read.
 *
 * Only formats whose rows stand alone can be cut like that: one header line, then one fill (or
 * cash flow, or skipped row) per record, nothing carried from one row to the next. The others
 * (sections, XML, preambles, rows that pair up) are parsed whole and handed out in slices.
 */
export const ROW_BY_ROW_FORMATS: ReadonlySet<string> = new Set([
  'tradestation',
  'lightspeed',
  'generic',
  'kucoin',
  'ibkr-flex-csv',
  'projectx',
  'trading212',
  'webull-orders',
  'webull-options',
]);

/** Records per slice: what one parse call, one de-duplication pass and one COPY hold at a time. */
export const PARSE_SLICE = 10_000;

/** One slice of the file, in file order. */
export interface ParsedSlice {
  executions: ParsedExecution[];
  cashFlows: ParsedCashFlow[];
  /** File rows read so far (this slice included): parse progress. */
  rowsRead: number;
  /** Rows of this slice (what its match and write steps count). */
  rows: number;
  /** Row errors so far (this slice included): a file with any is refused whole. */
  errorCount: number;
}

export interface StreamTotals {
  format: string;
  rowsTotal: number;
  executions: number;
  skipped: Record<string, number>;
  /** The first 100 row errors; `errorCount` counts them all. */
  errors: RowError[];
  errorCount: number;
  /**
   * True when the slices' `sequence` is file order but the file lists fills newest first (more
   * steps back in time than forward): the caller flips it (total − 1 − sequence), as a whole-file
   * parse does (RowReader.result).
   */
  newestFirst: boolean;
}

const ERRORS_KEPT = 100;

/** The file's text as it arrives (UTF-8 decoded across chunk edges, BOM dropped). */
async function* textOf(source: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const chunk of source) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * CSV records as csv-parse would count them (empty lines skipped): a quoted field may hold line
 * breaks, so a line ends a record only outside quotes. A quote opens a field only at its start
 * (after a delimiter, or spaces), as csv-parse reads quotes with relax_quotes.
 */
export async function* csvRecords(source: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let pending = '';
  let record = '';
  let inQuote = false;
  const take = (line: string): string | null => {
    if (!inQuote && !line.includes('"')) return line;
    let fieldStart = !inQuote && record === '';
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i];
      if (inQuote) {
        if (c === '"') {
          if (line[i + 1] === '"') i += 1;
          else inQuote = false;
        }
      } else if (c === '"' && fieldStart) inQuote = true;
      else if (c === ',' || c === ';' || c === '\t') fieldStart = true;
      else if (c !== ' ') fieldStart = false;
    }
    return inQuote ? null : line;
  };
  const feed = function* (line: string): Generator<string> {
    const startsInQuote = inQuote;
    const done = take(line);
    const text = startsInQuote ? `${record}\n${line}` : line;
    if (done === null) {
      record = text;
      return;
    }
    record = '';
    if (text.trim() !== '') yield text;
  };
  for await (const text of textOf(source)) {
    pending += text;
    let start = 0;
    for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
      yield* feed(pending.slice(start, end));
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  if (pending) yield* feed(pending);
  if (inQuote && record.trim() !== '') yield record;
}

/** The whole text of a source (formats that are parsed whole). */
async function wholeText(source: AsyncIterable<Buffer | string>): Promise<string> {
  const parts: string[] = [];
  for await (const text of textOf(source)) parts.push(text);
  return parts.join('');
}

/**
 * Parses `source` with `parser`, handing `onSlice` the file's fills and cash flows a slice at a
 * time, in file order, and waiting for it before reading on (so memory holds one slice). Row
 * numbers (sourceRow, errors) are the file's, as a whole-file parse numbers them.
 */
export async function parseStream(
  source: AsyncIterable<Buffer | string>,
  parser: BrokerParser,
  context: ParseContext,
  onSlice: (slice: ParsedSlice) => Promise<void>,
  sliceRows = PARSE_SLICE,
): Promise<StreamTotals> {
  const totals: StreamTotals = {
    format: parser.id,
    rowsTotal: 0,
    executions: 0,
    skipped: {},
    errors: [],
    errorCount: 0,
    newestFirst: false,
  };
  const addErrors = (errors: RowError[], offset: number) => {
    for (const e of errors) {
      totals.errorCount += 1;
      if (totals.errors.length < ERRORS_KEPT) totals.errors.push({ ...e, row: e.row > 0 ? e.row + offset : e.row });
    }
  };
  const addSkipped = (skipped: Record<string, number>) => {
    for (const [kind, n] of Object.entries(skipped)) totals.skipped[kind] = (totals.skipped[kind] ?? 0) + n;
  };

  if (!ROW_BY_ROW_FORMATS.has(parser.id)) {
    const text = await wholeText(source);
    const parsed = parseWith(parser, text, context);
    totals.format = parsed.format;
    totals.rowsTotal = parsed.rowsTotal;
    totals.executions = parsed.executions.length;
    addSkipped(parsed.skipped);
    addErrors(parsed.errors, 0);
    const { executions, cashFlows } = parsed;
    const rows = (n: number) => Math.round((parsed.rowsTotal * n) / Math.max(executions.length, 1));
    const errorCount = totals.errorCount;
    if (!executions.length) {
      await onSlice({ executions: [], cashFlows, rowsRead: parsed.rowsTotal, rows: parsed.rowsTotal, errorCount });
    }
    for (let at = 0; at < executions.length; at += sliceRows) {
      const end = Math.min(at + sliceRows, executions.length);
      await onSlice({
        executions: executions.slice(at, end),
        cashFlows: at === 0 ? cashFlows : [],
        rowsRead: parsed.rowsTotal,
        rows: rows(end) - rows(at),
        errorCount,
      });
    }
    return totals;
  }

  let header: string | null = null;
  let slice: string[] = [];
  let offset = 0;
  let sequence = 0;
  let last: number | null = null;
  let backward = 0;
  let forward = 0;
  /** Broker ids across slices: a repeated id is the same fill listed twice (RowReader's rule, file-wide). */
  const ids = new Set<string>();
  const flush = async () => {
    // A file the CSV reader cannot read is a 422 naming its row (counted over the whole file) and
    // column; a date out of the server's range is a row error (issue 29 items 4 and 8).
    const text = `${header}\n${slice.join('\n')}`;
    const parsed = parseWith(parser, text, context, offset);
    totals.format = parsed.format;
    const rowsRead = offset + slice.length;
    const executions: ParsedExecution[] = [];
    for (const e of parsed.executions) {
      if (e.brokerExecutionId) {
        if (ids.has(e.brokerExecutionId)) {
          addSkipped({ 'repeated row (same broker id)': 1 });
          continue;
        }
        ids.add(e.brokerExecutionId);
      }
      // File order here; RowReader.result may have flipped it within the slice.
      e.sourceRow += offset;
      e.sequence = sequence;
      sequence += 1;
      const t = e.executedAt.getTime();
      if (last !== null) {
        if (t < last) backward += 1;
        else if (t > last) forward += 1;
      }
      last = t;
      executions.push(e);
    }
    for (const f of parsed.cashFlows) f.sourceRow += offset;
    addSkipped(parsed.skipped);
    addErrors(parsed.errors, offset);
    totals.rowsTotal += parsed.rowsTotal;
    totals.executions += executions.length;
    const rows = slice.length;
    offset = rowsRead;
    slice = [];
    await onSlice({ executions, cashFlows: parsed.cashFlows, rowsRead, rows, errorCount: totals.errorCount });
  };
  for await (const record of csvRecords(source)) {
    if (header === null) header = record;
    else {
      slice.push(record);
      if (slice.length >= sliceRows) await flush();
    }
  }
  if (header === null) header = '';
  if (slice.length || offset === 0) await flush();
  totals.newestFirst = backward > forward;
  return totals;
}
