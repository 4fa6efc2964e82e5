import { CsvError } from 'csv-parse/sync';
import { AppError } from '../../../errors';

/**
 * A file the CSV reader cannot read (a quote closed mid-cell, one never closed): the caller's
 * file is wrong, so it is a 422 naming where it breaks, never an internal error. Thrown before
 * anything is written (preview) or by the job runner, which fails the batch with this message
 * and rolls back (issue 29 item 4).
 */
export class UnreadableFileError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly status = 422;
}

/**
 * csv-parse's error as the user's: the file's row (its line) and the column (1-based cell). A
 * streamed import parses a slice of the file at a time: `rowOffset` is the data rows before it.
 */
export function unreadableFileOf(error: unknown, rowOffset = 0): UnreadableFileError | null {
  if (!(error instanceof CsvError)) return null;
  const details = error as CsvError & { lines?: number; column?: number | string };
  const row = typeof details.lines === 'number' ? details.lines + rowOffset : '?';
  const column = typeof details.column === 'number' ? details.column + 1 : '?';
  const reason = error.message.replace(/ at line \d+$/, '');
  return new UnreadableFileError(`The file cannot be read as CSV at row ${row}, column ${column}: ${reason}`);
}

/** Runs a parse, turning the CSV reader's failure into the 422 above; any other error stays internal. */
export function readingFile<T>(parse: () => T, rowOffset = 0): T {
  try {
    return parse();
  } catch (error) {
    throw unreadableFileOf(error, rowOffset) ?? error;
  }
}

// The XML prolog: declaration, comments, processing instructions and a DOCTYPE with its internal
// subset. Bounded so a hostile file costs one linear scan of at most this many characters.
const PROLOG_SCAN = 256 * 1024;
const PROLOG_PART = /^\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\]\s*)?>)/i;

/** True when the file is XML (after a BOM and blank space, it opens with a tag or a declaration). */
export function isXmlText(text: string): boolean {
  return /^\uFEFF?\s*<[?!A-Za-z]/.test(text.slice(0, 256));
}

/**
 * An XML file from its root element on: detection looks for the root in the first 2 KB, which a
 * long DOCTYPE (or comment) would push out of sight. CSV text is returned as it is.
 */
export function fromXmlRoot(text: string): string {
  if (!isXmlText(text)) return text;
  let rest = text.replace(/^\uFEFF/, '').slice(0, PROLOG_SCAN);
  let skipped = 0;
  for (let part = PROLOG_PART.exec(rest); part; part = PROLOG_PART.exec(rest)) {
    skipped += part[0].length;
    rest = rest.slice(part[0].length);
  }
  return skipped
    ? text
        .replace(/^\uFEFF/, '')
        .slice(skipped)
        .trimStart()
    : text;
}
