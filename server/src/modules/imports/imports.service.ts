import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_BACKGROUND_STATEMENT_MS, useBackgroundBudget } from '../../db/background-budget';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUuid, type AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { batchOf, type ImportBatch, type ImportBatchRow } from './import-batch';
import type { ImportJobRunner } from './import-jobs';
import { matchState, splitDuplicates } from './execution-store';
import { readSource, scanSource, storeSource, type ImportSource } from './import-source';
import { parseStream } from './parsers/stream-parse';
import { planCashFlows } from './cash-flow-store';
import { lockAccountImports } from './import-processor';
import { mappingProblems } from './parsers/generic/generic.parser';
import { Header, readCsv } from './parsers/csv';
import { parserFor } from './parsers/registry';
import { readingFile } from './parsers/unreadable-file';
import type { ColumnMapping, ParseResult, ParsedCashFlow, ParsedExecution } from './parsers/types';
import { importedMultiplier, type MultiplierOverrides } from '../../domain/instruments/user-multipliers';
import { loadMultiplierOverrides } from '../instruments/multiplier-overrides';
import { mappingShapeProblems } from './mapping-shape';
import type { ConversionLine, MissingRate } from './fx-convert';
import { countDuplicates, FileConversion } from './fx-slices';
import { contractSizeWarnings, previewRoundTripsOnto, type RoundTripPreview, type StoredFill } from './preview';
import { executionFill, rebuildInstruments, type ExecutionRow } from './trade-rebuild';
import { publishTradeChange, type EventBus } from '../../live/live-events';
import {
  BATCH_ACCOUNT_STRATEGY,
  BATCH_INSTRUMENTS,
  DELETE_BATCH_CASH_FLOWS,
  DELETE_BATCH_EXECUTIONS,
  DELETE_BATCH_SNAPSHOTS,
  GET_BATCH,
  INSERT_BATCH,
  LIST_BATCHES,
  LOCK_BATCH_STATUS,
  MARK_BATCH_UNDONE,
  NEW_BATCH,
  PREVIEW_STORED_FILLS,
  RETRY_BATCH,
} from './queries/import-batches.queries';

/**
 * The largest file accepted by default (documented in docs/imports.md; REST answers 413 above it).
 * IMPORT_MAX_MB raises it: the upload is streamed to disk and imported a slice at a time, so
 * memory does not grow with it (row-by-row formats; the others are parsed whole).
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** The most lines a file may have by default (IMPORT_MAX_LINES raises it; documented in docs/imports.md). */
export const MAX_IMPORT_LINES = 500_000;
export const PREVIEW_TRADES = 50;
/** Instruments a GraphQL preview lists as refused for want of a rate (graphql/cost/field-costs.ts). */
export const MISSING_RATES_LISTED = 100;

export interface ImportLimits {
  maxBytes: number;
  maxLines: number;
}

export interface ImportRequest {
  accountId: string | undefined;
  fileName: string;
  /** The upload: on disk (REST) or in memory (GraphQL's text input). */
  source: ImportSource;
  format?: string;
  timezone?: string;
  mapping?: ColumnMapping;
}

/** How far a preview is, in file rows (rowsTotal: the file's data lines until the parse has counted them). */
export interface PreviewProgress {
  phase: 'parse' | 'match';
  rowsTotal: number;
  rowsRead: number;
  rowsMatched: number;
}

export interface ImportPreview {
  format: string;
  rowsTotal: number;
  executions: number;
  rowsSkipped: Record<string, number>;
  errors: ParseResult['errors'];
  /** Executions the account already holds (the import's own de-duplication rule): they would add nothing. */
  duplicates: number;
  /** The broker accounts the file names (Fidelity puts several in one file); all go to the chosen account. */
  brokerAccounts: string[];
  /** The round trips of the executions that are new to the account. */
  roundTrips: RoundTripPreview;
  /** Deposits, withdrawals, interest and fees the import would add as cash flows (new to the account). */
  cashFlows: number;
  /** The file's cash flows the account already holds: a re-import adds nothing. */
  cashFlowDuplicates: number;
  /** The currencies the import converts into the account's, and whose rates it uses (issue 27). */
  conversions: ConversionLine[];
  /** Instruments it would refuse for want of a rate. */
  missingRates: MissingRate[];
  /** Worth a look before importing: futures roots with no known contract size (1 assumed). */
  warnings: string[];
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A generic CSV's column mapping, checked in shape and against the file's header (messages for the user). */
function checkMapping(mapping: ColumnMapping | undefined, text: string): string[] {
  if (!mapping) return ['format generic needs a column mapping (symbol, side, quantity, price, executedAt)'];
  const shape = mappingShapeProblems(mapping);
  if (shape.length) return shape;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  return mappingProblems(mapping, new Header(readCsv(firstLine, delimiter)[0] ?? []));
}

/** Broker imports: shared by REST (and GraphQL next). Every read and write is scoped to the viewer. */
export class ImportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: {
      accounts: AccountsService;
      jobs: ImportJobRunner;
      events?: EventBus;
      /** Longest one statement of an undo may run (background budget, not the request limit). */
      budgetMs?: number;
      limits?: ImportLimits;
    },
  ) {}

  get limits(): ImportLimits {
    return this.deps.limits ?? { maxBytes: MAX_IMPORT_BYTES, maxLines: MAX_IMPORT_LINES };
  }

  /**
   * Checks what can be checked at once (account, zone, size, lines, format, detection), reading the
   * file once as a stream, so a bad request changes nothing and a big file is never held whole.
   */
  private async checked(viewer: Viewer, request: ImportRequest) {
    if (!request.accountId) throw new ValidationError({ accountId: 'Account is required' });
    const account = await this.deps.accounts.get(viewer, request.accountId);
    const { maxBytes, maxLines } = this.limits;
    const scan = await scanSource(request.source);
    if (!scan.bytes) throw new ValidationError({ file: 'The file is empty' });
    if (scan.bytes > maxBytes) {
      throw new ValidationError({ file: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` });
    }
    const timezone = request.timezone?.trim() || viewer.timezone;
    if (!isZone(timezone)) throw new ValidationError({ timezone: `Unknown time zone '${timezone}'` });
    if (scan.binary) throw new ValidationError({ file: 'The file is not a text file (CSV or XML)' });
    if (scan.lines > maxLines) {
      throw new ValidationError({
        file: `The file has ${scan.lines.toLocaleString('en-US')} lines; an import takes at most ${maxLines.toLocaleString('en-US')} (split it by date)`,
      });
    }
    const parser = parserFor(request.format?.trim() || 'auto', scan.head);
    if (parser.id === 'generic') {
      const problems = readingFile(() => checkMapping(request.mapping, scan.head));
      if (problems.length) throw new ValidationError({ mapping: problems.join('; ') });
    }
    return { account, timezone, parser, lines: scan.lines };
  }

  /**
   * dry_run: what the file would import, without writing anything. Executions the account already
   * holds are counted as duplicates by the same rule as the import; the round trips are those the
   * new executions would create or change, built with the account's stored fills as the import would.
   */
  async preview(
    viewer: Viewer,
    request: ImportRequest,
    /** Told as the file is read and matched, in file rows (the REST dry run streams it to the screen). */
    onProgress?: (progress: PreviewProgress) => void,
  ): Promise<ImportPreview> {
    const { account, timezone, parser, lines } = await this.checked(viewer, request);
    // Read and matched a slice at a time (the same driver as the import), with the rows so far.
    const owner = { userId: viewer.id, accountId: account.id };
    const across = matchState(null);
    const executions: ParsedExecution[] = [];
    const fresh: ParsedExecution[] = [];
    const cashFlows: ParsedCashFlow[] = [];
    let duplicates = 0;
    let rowsMatched = 0;
    const estimate = Math.max(lines - 1, 0);
    // Money into the account currency, a slice at a time like the import (fx-slices.ts): an
    // instrument refused in any slice is refused whole, its fills of earlier slices dropped too.
    const fx = new FileConversion(this.dataSource.manager, {
      userId: viewer.id,
      currency: account.currency.trim(),
      timezone: viewer.timezone,
    });
    const duplicatesOf = new Map<string, number>();
    const totals = await parseStream(
      readSource(request.source),
      parser,
      { timezone, mapping: request.mapping },
      async (slice) => {
        const rowsTotal = Math.max(estimate, slice.rowsRead);
        onProgress?.({ phase: 'parse', rowsTotal, rowsRead: slice.rowsRead, rowsMatched });
        executions.push(...slice.executions);
        cashFlows.push(...slice.cashFlows);
        const converted = await fx.slice(slice.executions);
        if (converted.newlyRefused.length) {
          const refused = new Set(converted.newlyRefused);
          // In place (a spread of 500,000 fills into splice would overflow the call stack).
          let kept = 0;
          for (const e of fresh) if (!refused.has(e.instrument.key)) fresh[kept++] = e;
          fresh.length = kept;
          for (const key of refused) duplicates -= duplicatesOf.get(key) ?? 0;
        }
        const split = await splitDuplicates(this.dataSource.manager, owner, converted.executions, across);
        fresh.push(...split.fresh);
        duplicates += split.duplicates;
        countDuplicates(duplicatesOf, converted.executions, split.fresh);
        rowsMatched += slice.rows;
        onProgress?.({ phase: 'match', rowsTotal, rowsRead: slice.rowsRead, rowsMatched });
      },
    );
    if (totals.newestFirst) {
      // The converted fills are copies of the parsed ones: each object is turned around once.
      for (const e of new Set([...executions, ...fresh])) e.sequence = executions.length - 1 - e.sequence;
    }
    const parsed = {
      format: totals.format,
      rowsTotal: totals.rowsTotal,
      executions,
      cashFlows,
      skipped: totals.skipped,
      errors: totals.errors,
    };
    const flows = await planCashFlows(
      this.dataSource.manager,
      { userId: viewer.id, accountId: account.id },
      parsed.cashFlows,
    );
    const own = await loadMultiplierOverrides(this.dataSource, viewer.id);
    const withOwn = fresh.map((e) => ({
      ...e,
      multiplier: importedMultiplier(e.instrument.symbol, e.instrument.market, e.multiplier, own),
    }));
    const stored = await this.storedFills(viewer, account.id, [...new Set(fresh.map((e) => e.instrument.key))], own);
    const roundTrips = previewRoundTripsOnto(withOwn, stored);
    const brokerAccounts = [...new Set(parsed.executions.map((e) => e.brokerAccount).filter((a): a is string => !!a))];
    const firstTrades = roundTrips.instruments.flatMap((i) => i.trades).slice(0, PREVIEW_TRADES);
    return {
      format: parsed.format,
      rowsTotal: parsed.rowsTotal,
      executions: parsed.executions.length,
      rowsSkipped: { ...parsed.skipped, ...flows.otherCurrency },
      conversions: fx.conversions(),
      missingRates: fx.missing(),
      errors: parsed.errors.slice(0, 100),
      duplicates,
      cashFlows: flows.fresh.length,
      cashFlowDuplicates: flows.duplicates,
      brokerAccounts: brokerAccounts.sort(),
      warnings: contractSizeWarnings(withOwn, own),
      roundTrips: {
        ...roundTrips,
        instruments: roundTrips.instruments.map((i) => ({
          ...i,
          trades: i.trades.filter((t) => firstTrades.includes(t)),
        })),
      },
    };
  }

  /** The account's stored fills of these instruments, as the rebuild orders them (import order, then the file's). */
  private async storedFills(
    viewer: Viewer,
    accountId: string,
    instrumentKeys: string[],
    own: MultiplierOverrides,
  ): Promise<StoredFill[]> {
    if (!instrumentKeys.length) return [];
    const rows: ExecutionRow[] = await this.dataSource.query(PREVIEW_STORED_FILLS, [
      accountId,
      viewer.id,
      instrumentKeys,
    ]);
    return rows.map((e) => ({ ...executionFill(e, own), instrumentKey: e.instrument_key }));
  }

  /**
   * Queues the file as a batch and returns it at once (status queued); the job runner imports it.
   * The file goes into import_batch_parts a part at a time, in the transaction that creates the
   * batch (the runner never sees a batch without its whole file).
   */
  async start(viewer: Viewer, request: ImportRequest): Promise<ImportBatch> {
    const { account, timezone, parser, lines } = await this.checked(viewer, request);
    const row = await this.dataSource.transaction(async (manager) => {
      const [inserted] = await manager.query(INSERT_BATCH, [
        viewer.id,
        account.id,
        request.fileName.slice(0, 255) || 'upload',
        parser.id,
        timezone,
        request.mapping ? JSON.stringify(request.mapping) : null,
        // The data lines: the progress's rows until the parse has counted them.
        Math.max(lines - 1, 0),
      ]);
      await storeSource(manager, { userId: viewer.id, batchId: inserted.id }, request.source);
      const [queued] = await manager.query(NEW_BATCH, [inserted.id]);
      return queued;
    });
    this.deps.jobs.kick();
    return batchOf(row);
  }

  async get(viewer: Viewer, id: string): Promise<ImportBatch> {
    const [row] = isUuid(id) ? await this.dataSource.query(GET_BATCH, [id, viewer.id]) : [];
    if (!row) throw new NotFoundError('Import not found');
    return batchOf(row);
  }

  /** The viewer's batches, newest first. */
  async list(viewer: Viewer, accountId?: string): Promise<ImportBatch[]> {
    if (accountId) await this.deps.accounts.get(viewer, accountId);
    const rows = await this.dataSource.query(LIST_BATCHES, [viewer.id, accountId ?? null]);
    return rows.map(batchOf);
  }

  /**
   * Undo: removes exactly this batch's executions and rebuilds the trades of the instruments they
   * touched from what remains; trades that survive keep their notes and tags. Only a finished
   * batch can be undone (a queued or running one is still being written).
   */
  async undo(viewer: Viewer, id: string): Promise<ImportBatch> {
    const batch = await this.get(viewer, id);
    const undone = await this.dataSource.transaction(async (manager) => {
      // Undoing 80,000 fills is background-sized work: it runs under the background budget.
      const restore = await useBackgroundBudget(manager, this.deps.budgetMs ?? DEFAULT_BACKGROUND_STATEMENT_MS);
      try {
        return await this.undoInside(manager, viewer, batch, id);
      } finally {
        restore();
      }
    });
    // Live updates: the batch changed, and the account's trades and figures with it.
    this.deps.events?.publish(viewer.id, { type: 'import', batchId: id, accountId: batch.accountId });
    publishTradeChange(this.deps.events, viewer.id, 'MANY', batch.accountId, null);
    return undone;
  }

  /**
   * Retry: a batch that failed on the server (a timeout, a lost connection…) kept its file; it goes
   * back to the queue as it is. A file that was refused for what it holds cannot be retried.
   */
  async retry(viewer: Viewer, id: string): Promise<ImportBatch> {
    const batch = await this.get(viewer, id);
    // TypeORM answers an UPDATE … RETURNING with [rows, count].
    const [rows]: [ImportBatchRow[], number] = await this.dataSource.query(RETRY_BATCH, [id, viewer.id]);
    const row = rows[0];
    if (!row) {
      throw new ConflictError(
        batch.status === 'failed'
          ? 'This file was refused for what it holds; correct it and upload it again'
          : `Only a failed import can be retried (this one is ${batch.status})`,
      );
    }
    this.deps.jobs.kick();
    this.deps.events?.publish(viewer.id, { type: 'import', batchId: id, accountId: batch.accountId });
    return batchOf(row);
  }

  private async undoInside(manager: EntityManager, viewer: Viewer, batch: ImportBatch, id: string) {
    await lockAccountImports(manager, batch.accountId);
    const [row] = await manager.query(LOCK_BATCH_STATUS, [id, viewer.id]);
    if (row?.status !== 'done')
      throw new ConflictError(
        row?.status === 'undone'
          ? 'This import was already undone'
          : `Only a finished import can be undone (this one is ${row?.status})`,
      );
    const keys: { k: string }[] = await manager.query(BATCH_INSTRUMENTS, [id, viewer.id]);
    const removed: { n: string }[] = await manager.query(DELETE_BATCH_EXECUTIONS, [id, viewer.id]);
    // The batch's cash flows go with it (a flow typed by hand has no batch).
    const flows: { n: string }[] = await manager.query(DELETE_BATCH_CASH_FLOWS, [id, viewer.id]);
    const [account]: { strategy_id: string | null }[] = await manager.query(BATCH_ACCOUNT_STRATEGY, [
      batch.accountId,
      viewer.id,
    ]);
    const counts = await rebuildInstruments(
      manager,
      {
        userId: viewer.id,
        accountId: batch.accountId,
        strategyId: account?.strategy_id ?? null,
        batchId: null,
        undoneBatchId: id,
      },
      keys.map((k) => k.k),
    );
    // No user_id on the snapshots: the batch's owner scopes them (docs/scaling.md).
    await manager.query(DELETE_BATCH_SNAPSHOTS, [id, viewer.id]);
    const undo = {
      executions_removed: Number(removed[0].n),
      cash_flows_removed: Number(flows[0].n),
      trades_deleted: counts.deleted,
      trades_updated: counts.updated,
      trades_created: counts.created,
    };
    await manager.query(MARK_BATCH_UNDONE, [id, JSON.stringify(undo), viewer.id]);
    const [updated] = await manager.query(GET_BATCH, [id, viewer.id]);
    return batchOf(updated);
  }
}
