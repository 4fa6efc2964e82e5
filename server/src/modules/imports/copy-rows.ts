import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { copyInto } from './queries/copy-rows.queries';

const SPECIAL = /[\\\t\n\r]/;

/** One value in COPY's text format: NULL as \N; backslash, tab and line breaks escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  const text = value;
  return SPECIAL.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/** Lines handed to PostgreSQL per write: large enough to amortise, small enough to keep memory flat. */
const ROWS_PER_WRITE = 2000;

/**
 * `COPY table (columns) FROM STDIN` on the manager's transaction, streaming `rows` (one value
 * array per row) as they are produced: no 100,000-element parameter arrays, no statement text
 * per row. `each` is called after every ROWS_PER_WRITE rows with the count sent so far (progress).
 * Fires the table's row and statement-level triggers like any INSERT.
 */
export async function copyRows(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly (string | number | null)[]>,
  each?: (sent: number) => Promise<void>,
): Promise<number> {
  function* lines() {
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < row.length; i += 1) line += (i ? '\t' : '') + copyField(row[i]);
      yield line;
    }
  }
  return copyLines(manager, table, columns, lines(), each);
}

/**
 * Lines per COPY statement: a file of any size goes in as several COPYs of at most this many rows,
 * so no single statement grows with the file (each one finishes in seconds, well inside the
 * background budget, and a statement timeout never has to cover a whole import).
 */
export const ROWS_PER_COPY = 20_000;

/** copyRows for lines already in COPY's text format (tab-separated, escaped, no newline). */
export async function copyLines(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
  each?: (sent: number) => Promise<void>,
  rowsPerCopy = ROWS_PER_COPY,
): Promise<number> {
  if (!manager.queryRunner) throw new Error('copyLines runs inside a transaction');
  const client = (await manager.queryRunner.connect()) as PoolClient;
  const source = lines[Symbol.iterator]();
  let sent = 0;
  let ended = false;
  /** The next at most rowsPerCopy lines, ROWS_PER_WRITE at a time. */
  async function* chunks() {
    let inThisCopy = 0;
    let chunk: string[] = [];
    while (inThisCopy < rowsPerCopy) {
      const next = source.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunk.push(next.value);
      inThisCopy += 1;
      if (chunk.length === ROWS_PER_WRITE) {
        sent += chunk.length;
        yield `${chunk.join('\n')}\n`;
        chunk = [];
        if (each) await each(sent);
      }
    }
    if (chunk.length) {
      sent += chunk.length;
      yield `${chunk.join('\n')}\n`;
      if (each) await each(sent);
    }
  }
  const sql = copyInto(table, columns);
  while (!ended) {
    const before = sent;
    await pipeline(chunks, client.query(copyFrom(sql)));
    if (sent === before) break;
  }
  return sent;
}
