import fs from 'node:fs';
import path from 'node:path';
import { convertToAccount } from '../../fx-convert';
import { previewRoundTrips } from '../../preview';
import { parseImportFile } from '../registry';
import type { ParseContext, ParseResult } from '../types';

const REPO_ROOT = path.resolve(__dirname, '../../../../../..');

/**
 * The broker-export corpus sits beside the repository (`../shared/import-corpus`, where CI puts
 * `shared/` next to its fresh clone); a worktree one level deeper finds it one level up.
 * IMPORT_CORPUS_DIR overrides. The files are read in place, never copied (some are GPL/AGPL/EPL).
 */
export function corpusDir(): string {
  const candidates = [
    process.env.IMPORT_CORPUS_DIR,
    path.resolve(REPO_ROOT, '..', 'shared', 'import-corpus'),
    path.resolve(REPO_ROOT, '..', '..', 'shared', 'import-corpus'),
  ];
  const found = candidates.find((c): c is string => !!c && fs.existsSync(path.join(c, 'README.md')));
  if (!found) {
    throw new Error(
      `The import corpus is missing: expected ${candidates.filter(Boolean).join(' or ')} (shared/import-corpus beside the repository), or set IMPORT_CORPUS_DIR.`,
    );
  }
  return found;
}

export function corpusText(relative: string): string {
  return fs.readFileSync(path.join(corpusDir(), relative), 'utf8');
}

export function importCorpusFile(relative: string, context: Partial<ParseContext> = {}, format = 'auto') {
  const parsed: ParseResult = parseImportFile(corpusText(relative), format, { timezone: 'UTC', ...context });
  return { parsed, preview: previewRoundTrips(parsed.executions) };
}

/**
 * A corpus file as an import into an account of `currency` would build it: converted with the
 * file's own rates only (the user has none), instruments without a rate refused.
 */
export function importCorpusFileInto(relative: string, currency: string, context: Partial<ParseContext> = {}) {
  const parsed: ParseResult = parseImportFile(corpusText(relative), 'auto', { timezone: 'UTC', ...context });
  const converted = convertToAccount(parsed.executions, currency, new Map(), 'UTC');
  return { parsed, converted, preview: previewRoundTrips(converted.executions) };
}
