import fs from 'node:fs';
import path from 'node:path';
import { describeWhen, itWhen } from '../../../../__tests__/not-run';
import { convertToAccount } from '../../fx-convert';
import { previewRoundTrips } from '../../preview';
import { parseImportFile } from '../registry';
import type { ParseContext, ParseResult } from '../types';

const REPO_ROOT = path.resolve(__dirname, '../../../../../..');

/**
 * The broker-export corpus (its README: ../shared/import-corpus/README.md) in two parts:
 *
 * - In the repository, `fixtures/` (fixtures/README.md names each file's source and licence): every
 *   corpus file under MIT, BSD or Apache-2.0, byte for byte at the same relative path, plus small
 *   files written for Candlog (`candlog-*`) so that every parser has an in-repo file with known figures.
 * - Outside it, the files whose licence (GPL, AGPL, EPL) keeps them out of the repository: read in
 *   place from `../shared/import-corpus` beside the clone, or IMPORT_CORPUS_DIR. Without it their
 *   tests are reported as not run (server/src/__tests__/not-run.ts), by name.
 */
export const FIXTURES_DIR = path.join(__dirname, 'fixtures');

/** The corpus files that are not in the repository, with their licence (why not). */
export const OUTSIDE_ONLY: Readonly<Record<string, string>> = {
  'binance/binance_history.csv': 'AGPL-3.0, rotki',
  'bitstamp/bitstamp.csv': 'AGPL-3.0, rotki',
  'coinbase/coinbasepro.csv': 'AGPL-3.0, rotki',
  'kucoin/kucoin_order_history.csv': 'AGPL-3.0, rotki',
  'etrade/etrade_09092023.QFX': 'GPL-3.0, beancount_reds_importers',
  'fidelity/fidelity_csv_all_accounts_transactions_20251204.csv': 'GPL-3.0, beancount_reds_importers',
  'schwab/schwab_csv_brokerage_XX876_Transactions_20220731.csv': 'GPL-3.0, beancount_reds_importers',
  'generic/Template.csv': 'GPL-3.0, TradeNote',
  'ibkr/IBActivityStatement.xml': 'EPL-1.0, Portfolio Performance',
};

/** The outside corpus when this machine has it: IMPORT_CORPUS_DIR, else ../shared/import-corpus. */
export function outsideCorpusDir(): string | null {
  const dir = process.env.IMPORT_CORPUS_DIR || path.resolve(REPO_ROOT, '..', 'shared', 'import-corpus');
  return fs.existsSync(path.join(dir, 'README.md')) ? dir : null;
}

/** Why a test of an outside-only file did not run (one line, the same for all, so they group). */
export const NEEDS_OUTSIDE_CORPUS =
  'needs ../shared/import-corpus beside the clone (or IMPORT_CORPUS_DIR): its GPL/AGPL/EPL files are not in the repository';

/** Where `relative` (a corpus path such as `tradovate/Performance.csv`) is on this machine, if anywhere. */
function locate(relative: string): string | null {
  const inRepo = path.join(FIXTURES_DIR, relative);
  if (fs.existsSync(inRepo)) return inRepo;
  const outside = outsideCorpusDir();
  return outside && fs.existsSync(path.join(outside, relative)) ? path.join(outside, relative) : null;
}

export const hasCorpusFile = (relative: string): boolean => locate(relative) !== null;

export function corpusPath(relative: string): string {
  const found = locate(relative);
  if (!found) {
    throw new Error(
      `corpus file ${relative} is neither in ${FIXTURES_DIR} nor in the outside corpus: ${NEEDS_OUTSIDE_CORPUS}`,
    );
  }
  return found;
}

export function corpusText(relative: string): string {
  return fs.readFileSync(corpusPath(relative), 'utf8');
}

/** `it` for a test that reads `files`: run when each is here, else reported as not run. */
export const itWithCorpus = (...files: string[]) => itWhen(files.every(hasCorpusFile), NEEDS_OUTSIDE_CORPUS);

/** `describe` for a block that reads `files`: run when each is here, else reported as not run. */
export const describeWithCorpus = (...files: string[]) =>
  describeWhen(files.every(hasCorpusFile), NEEDS_OUTSIDE_CORPUS);

/**
 * Every corpus file a test can name, sorted: the in-repo ones (copied and written) and the
 * outside-only ones, present or not (a test of a missing one is reported as not run).
 */
export function corpusFiles(): string[] {
  const inRepo = fs
    .readdirSync(FIXTURES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(FIXTURES_DIR, f)).isFile())
    .filter((f) => f !== 'README.md' && !f.startsWith(`LICENSES${path.sep}`))
    .map((f) => f.split(path.sep).join('/'));
  return [...new Set([...inRepo, ...Object.keys(OUTSIDE_ONLY)])].sort();
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
