import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../logger';
import { AppError } from '../../errors';
import { emptySummary, type ImportSummary } from './import-batch';
import { executionIds, insertExecutions, instrumentsWithFills, matchState, splitDuplicates } from './execution-store';
import { FillSpill, rebuildFromSpill } from './fill-spill';
import { insertCashFlows, planCashFlows } from './cash-flow-store';
import { parserFor } from './parsers/registry';
import { parseStream, type ParsedSlice } from './parsers/stream-parse';
import type { ColumnMapping, ParsedCashFlow } from './parsers/types';
import { TRADE_COLUMNS } from './trade-rebuild';
import { StagedWrites } from './staged-writes';
import { keepHeapInBudget } from './heap-budget';
import { BatchProgress } from './import-progress';
import { DEFAULT_BACKGROUND_STATEMENT_MS, useBackgroundBudget } from '../../db/background-budget';
import { serverFailure } from './import-failure';
import { retryOnConnectTimeout } from '../../db/connect-retry';
import { accountMoneyOf, missingRateSkip } from './fx-convert';
import { countDuplicates, FileConversion } from './fx-slices';
import {
  ACCOUNT_STRATEGY,
  ADVISORY_XACT_LOCK,
  BATCH_PART,
  CLAIMED_BATCH,
  DELETE_BATCH_PARTS,
  FAIL_BATCH,
  FINISH_BATCH,
  REMOVE_REFUSED_FILLS,
  REVERSE_SOURCE_SEQUENCE,
} from './queries/import-processor.queries';

/** A batch that cannot be imported for a reason the user can act on (row errors, a price of 0…). */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly summary: ImportSummary,
  ) {
    super(message);
  }
}

const lockKey = (accountId: string) => `import:${accountId}`;

/** Serialises imports and undos of one account (their de-duplication reads what the other writes). */
export async function lockAccountImports(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query(ADVISORY_XACT_LOCK, [lockKey(accountId)]);
}

interface BatchRow {
  id: string;
  /** created_at in microseconds: the batch's place in the import order (fills' tie-break). */
  batch_ms: string;
  user_id: string;
  account_id: string;
  format: string;
  timezone: string;
  mapping: ColumnMapping | null;
  /** Batches queued before import_batch_parts held their file here; newer ones have it in parts. */
  payload: Buffer | null;
  /** Estimated at upload from the file's lines (0 for older batches). */
  rows_total: number;
}

/**
 * Runs one claimed batch, all or nothing: parse, de-duplicate, insert the new executions, rebuild
 * the trades of the instruments they touch, mark the batch done — one transaction, so a crash
 * (even kill -9) leaves no rows and the batch is claimed again at the next start. Progress is
 * written outside that transaction so GET /api/imports/:id shows it while the batch runs.
 */
export async function processBatch(
  dataSource: DataSource,
  batchId: string,
  /** Told after each progress write and when the batch has ended (live updates). */
  announce: (change: 'progress' | 'done' | 'failed') => void = () => undefined,
  /** Longest one statement of the batch may run: the background budget, never the request limit. */
  budgetMs = DEFAULT_BACKGROUND_STATEMENT_MS,
): Promise<void> {
  const progress = new BatchProgress(dataSource, batchId, () => announce('progress'));
  try {
    await dataSource.transaction(async (manager) => {
      // First: every statement of the batch (the lock waits included) runs under the background budget.
      const restore = await useBackgroundBudget(manager, budgetMs);
      try {
        // Held to the end: another process recovering orphaned batches skips this one.
        await manager.query(ADVISORY_XACT_LOCK, [`import-batch:${batchId}`]);
        const [batch]: BatchRow[] = await manager.query(CLAIMED_BATCH, [batchId]);
        if (!batch) return;
        await lockAccountImports(manager, batch.account_id);
        const { summary, rowsTotal } = await importInto(manager, batch, progress, dataSource);
        await progress.settled();
        await manager.query(FINISH_BATCH, [batchId, JSON.stringify(summary), batch.user_id, rowsTotal]);
        await manager.query(DELETE_BATCH_PARTS, [batchId, batch.user_id]);
      } finally {
        restore();
      }
    });
    announce('done');
  } catch (error) {
    const known = error instanceof ImportRejected || error instanceof AppError;
    if (!known) logger.error(`import batch ${batchId} failed`, error);
    // A rejected file says what is wrong with it (retrying cannot help: its file goes); a server-side
    // failure names its cause and keeps the file, so the user can retry it as it is.
    const failure = known ? { message: (error as Error).message, retryable: false } : serverFailure(error, budgetMs);
    const summary = error instanceof ImportRejected ? error.summary : null;
    await progress.settled();
    await dataSource.transaction(async (manager) => {
      const [failed]: { user_id: string }[][] = await manager.query(FAIL_BATCH, [
        batchId,
        failure.message,
        summary ? JSON.stringify(summary) : null,
        failure.retryable,
      ]);
      if (failed.length && !failure.retryable) {
        await manager.query(DELETE_BATCH_PARTS, [batchId, failed[0].user_id]);
      }
    });
    announce('failed');
  } finally {
    // A progress write still in flight ends with the batch (after the commit: it waits for the row).
    await progress.settled();
  }
}

/**
 * The batch's file as it was uploaded: its parts one at a time (or the payload of an older batch),
 * each read on a connection of the pool while the one before is parsed (the parts were committed at
 * upload; the batch's own connection is busy with its COPYs).
 */
async function* batchFile(dataSource: DataSource, batch: BatchRow): AsyncGenerator<Buffer> {
  if (batch.payload) {
    yield batch.payload;
    return;
  }
  // On a busy machine the pool may not hand out a second connection within its connect timeout:
  // tried again rather than failing a long import on one slow moment (db/connect-retry.ts).
  const read = (part: number): Promise<Buffer | null> =>
    retryOnConnectTimeout(() => dataSource.query(BATCH_PART, [batch.id, batch.user_id, part])).then(
      (rows: { bytes: Buffer }[]) => rows[0]?.bytes ?? null,
    );
  let next = read(0);
  for (let part = 1; ; part += 1) {
    const bytes = await next;
    if (!bytes) return;
    next = read(part);
    // Awaited at the next turn; a failure while this part is parsed is not left unhandled meanwhile.
    next.catch(() => undefined);
    yield bytes;
  }
}

/** Fills per trade rebuild: the instruments are rebuilt in groups of about this many fills (memory stays flat). */
const REBUILD_FILLS = 20_000;
/** Of building the trades, the share of reading and planning them (the rest writes what was staged; import-batch.ts). */
const BUILD_SHARE = 0.6;

/**
 * The import, a slice of the file at a time (parsers/stream-parse.ts): each slice is parsed, matched
 * against the account's fills and its new fills COPY'd before the next is read, so memory holds one
 * slice and no statement grows with the file. Then the trades of the instruments the file touched
 * are rebuilt from the stored fills, a group of instruments at a time. All of it inside the batch's
 * transaction: a rejected file or a crash leaves nothing.
 */
async function importInto(
  manager: EntityManager,
  batch: BatchRow,
  progress: BatchProgress,
  dataSource: DataSource,
): Promise<{ summary: ImportSummary; rowsTotal: number }> {
  // The batch's new fills, kept on local disk for the trade rebuild (fill-spill.ts).
  const spill = await FillSpill.open(batch.batch_ms);
  try {
    return await importWith(manager, batch, progress, dataSource, spill);
  } finally {
    await spill.close();
  }
}

async function importWith(
  manager: EntityManager,
  batch: BatchRow,
  progress: BatchProgress,
  dataSource: DataSource,
  spill: FillSpill,
): Promise<{ summary: ImportSummary; rowsTotal: number }> {
  const summary = emptySummary();
  const owner = {
    userId: batch.user_id,
    accountId: batch.account_id,
    strategyId: await accountStrategy(manager, batch),
    batchId: batch.id,
  };
  progress.setTotal(batch.rows_total || (batch.payload ? dataLines(batch.payload) : 0));
  const parser = parserFor(batch.format, '');
  const across = matchState(batch.id);
  const flows: ParsedCashFlow[] = [];
  /** Fills written per instrument, in the order the instruments were met. */
  const fillsOf = new Map<string, number>();
  let rejected = false;
  let written = 0;
  // Money into the account currency (issue 27), a slice at a time (fx-slices.ts): an instrument
  // without a rate in any slice is refused whole, its fills of earlier slices taken back.
  const fx = new FileConversion(manager, await accountMoneyOf(manager, batch));
  /** Fills matched as duplicates, per instrument (taken back from the summary when it is refused). */
  const duplicatesOf = new Map<string, number>();
  /** Instruments asked about (instrumentsWithFills), and those the account held fills of before the import. */
  const asked = new Set<string>();
  const withFills = new Set<string>();
  const refuse = async (keys: string[]) => {
    const [removed]: { n: string }[] = await manager.query(REMOVE_REFUSED_FILLS, [batch.id, batch.user_id, keys]);
    summary.executions_added -= Number(removed.n);
    written -= Number(removed.n);
    for (const key of keys) {
      summary.executions_duplicate -= duplicatesOf.get(key) ?? 0;
      duplicatesOf.delete(key);
      fillsOf.delete(key);
    }
    spill.drop(keys);
  };
  /** Matches one slice's fills against the account's and COPYs the new ones. */
  const store = async (slice: ParsedSlice) => {
    const converted = await fx.slice(slice.executions);
    if (converted.newlyRefused.length) await refuse(converted.newlyRefused);
    const split = await splitDuplicates(manager, owner, converted.executions, across);
    const duplicates = split.duplicates;
    countDuplicates(duplicatesOf, converted.executions, split.fresh);
    // Written grouped by instrument: the rebuild then reads an instrument's fills from a few pages
    // per slice, not from every page of the table (a file interleaves its instruments row by row:
    // reading 25,000 fills of one of 40 instruments touched all 16,000 pages of a million-fill
    // import). The file's order stays in source_row / source_sequence.
    const fresh = split.fresh.sort((a, b) =>
      a.instrument.key < b.instrument.key ? -1 : a.instrument.key > b.instrument.key ? 1 : a.sequence - b.sequence,
    );
    progress.matching(slice.rows);
    summary.executions_duplicate += duplicates;
    summary.executions_added += fresh.length;
    const ids = executionIds(fresh);
    // Instruments met for the first time: did the account hold fills of them before this import?
    const unasked = [...new Set(fresh.map((e) => e.instrument.key))].filter((k) => !asked.has(k));
    unasked.forEach((k) => asked.add(k));
    for (const k of await instrumentsWithFills(manager, owner, unasked)) withFills.add(k);
    let stored = 0;
    const copied = insertExecutions(manager, owner, fresh, ids, async (done) => {
      const rows = Math.floor((slice.rows * done) / Math.max(fresh.length, 1));
      progress.storing(rows - stored);
      stored = rows;
    });
    // Spilled while the COPY runs (a failed spill write still waits for the COPY to end).
    await Promise.all([copied, spill.add(fresh, ids).finally(() => copied.catch(() => undefined))]);
    progress.storing(slice.rows - stored);
    for (const e of fresh) fillsOf.set(e.instrument.key, (fillsOf.get(e.instrument.key) ?? 0) + 1);
    written += fresh.length;
  };
  let storing: Promise<void> = Promise.resolve();
  let totals: Awaited<ReturnType<typeof parseStream>>;
  try {
    totals = await parseStream(
      batchFile(dataSource, batch),
      parser,
      { timezone: batch.timezone, mapping: batch.mapping ?? undefined },
      async (slice) => {
        // One slice's match and write at a time, run while the next slice is read and parsed.
        await storing;
        progress.reading(slice.rowsRead);
        // A file with a row error is refused whole: the rest is only read, to count its errors.
        rejected ||= slice.errorCount > 0;
        if (rejected) return;
        flows.push(...slice.cashFlows);
        storing = store(slice);
        // Awaited before the next slice (or after the last); not left unhandled meanwhile.
        storing.catch(() => undefined);
        keepHeapInBudget();
      },
    );
  } finally {
    // A file the parser refuses midway: the slice in flight ends before the transaction does.
    await storing.catch(() => undefined);
  }
  await storing;
  summary.rows_skipped = totals.skipped;
  summary.errors = totals.errors;
  progress.setTotal(totals.rowsTotal);
  if (totals.errorCount) {
    throw new ImportRejected(
      `${totals.errorCount} row(s) could not be read; nothing was imported (first: row ${totals.errors[0].row}: ${totals.errors[0].message})`,
      summary,
    );
  }
  if (totals.newestFirst) {
    await flipSequence(manager, batch, totals.executions);
    spill.flip(totals.executions);
  }
  // Cash flows: a flow in another currency joins the skipped rows the summary shows.
  const planned = await planCashFlows(manager, { userId: batch.user_id, accountId: batch.account_id }, flows);
  summary.rows_skipped = { ...totals.skipped, ...planned.otherCurrency };
  const missing = fx.missing();
  for (const m of missing) summary.rows_skipped[missingRateSkip(m)] = m.executions;
  summary.conversions = fx.conversions().map(({ minRate, maxRate, ...c }) => ({
    ...c,
    min_rate: minRate,
    max_rate: maxRate,
  }));
  summary.missing_rates = missing;
  summary.cash_flows_duplicate = planned.duplicates;
  summary.cash_flows_added = await insertCashFlows(manager, owner, planned.fresh);
  // The trades, a group of instruments at a time (each read and planned on its own), staged, then
  // written in date order (staged-writes.ts).
  const rowsPerFill = totals.rowsTotal / Math.max(written, 1);
  const stage = new StagedWrites(manager, TRADE_COLUMNS);
  /** A round trip opening at a price of 0 fails the trades' check: the user is told why. */
  const zeroPrice = (error: unknown) =>
    (error as { constraint?: string }).constraint === 'trades_entry_price_check'
      ? new ImportRejected(
          'A round trip would open at a price of 0 (free shares and stock dividends are not supported yet); nothing was imported',
          summary,
        )
      : error;
  let group: string[] = [];
  let inGroup = 0;
  const rebuild = async () => {
    if (!group.length) return;
    try {
      const counts = await rebuildFromSpill(manager, owner, group, spill, withFills, stage);
      summary.trades_created += counts.created;
      summary.trades_updated += counts.updated;
      summary.trades_deleted += counts.deleted;
      summary.open_positions += counts.open;
      summary.unmatched_closes += counts.unmatched;
    } catch (error) {
      throw zeroPrice(error);
    }
    progress.building(Math.round(inGroup * rowsPerFill * BUILD_SHARE));
    group = [];
    inGroup = 0;
    keepHeapInBudget();
  };
  for (const [key, fills] of fillsOf) {
    if (inGroup && inGroup + fills > REBUILD_FILLS) await rebuild();
    group.push(key);
    inGroup += fills;
  }
  await rebuild();
  const staged = Math.round(written * rowsPerFill * BUILD_SHARE);
  let flushed = 0;
  try {
    await stage.flush((share) => {
      const rows = Math.round((totals.rowsTotal - staged) * share);
      progress.building(rows - flushed);
      flushed = rows;
    });
  } catch (error) {
    throw zeroPrice(error);
  }
  progress.building(totals.rowsTotal);
  return { summary, rowsTotal: totals.rowsTotal };
}

/** Data lines of an older batch's payload (its rows until the parse has counted them). */
function dataLines(payload: Buffer): number {
  let lines = 0;
  for (let at = payload.indexOf(10); at !== -1; at = payload.indexOf(10, at + 1)) lines += 1;
  if (payload.length && payload[payload.length - 1] !== 10) lines += 1;
  return Math.max(0, lines - 1);
}

/**
 * A file listed newest first: the slices numbered its fills in file order; the tie-break between
 * fills of the same instant is the order in which they happened (RowReader.result), so the numbers
 * are turned around, in bounded ranges.
 */
async function flipSequence(manager: EntityManager, batch: BatchRow, count: number): Promise<void> {
  for (let from = 0; from < count; from += REBUILD_FILLS) {
    await manager.query(REVERSE_SOURCE_SEQUENCE, [batch.id, count, batch.user_id, from, from + REBUILD_FILLS]);
  }
}

/** New trades take the account's strategy, like a trade entered by hand. */
async function accountStrategy(manager: EntityManager, batch: BatchRow): Promise<string | null> {
  const [account]: { strategy_id: string | null }[] = await manager.query(ACCOUNT_STRATEGY, [
    batch.account_id,
    batch.user_id,
  ]);
  return account?.strategy_id ?? null;
}
