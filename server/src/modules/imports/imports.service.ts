import type { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUuid, type AccountsService } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { BATCH_COLUMNS, batchOf, type ImportBatch } from './import-batch';
import type { ImportJobRunner } from './import-jobs';
import { splitDuplicates } from './execution-store';
import { planCashFlows } from './cash-flow-store';
import { lockAccountImports } from './import-processor';
import { mappingProblems } from './parsers/generic/generic.parser';
import { Header, readCsv } from './parsers/csv';
import { parserFor, parseWith } from './parsers/registry';
import { readingFile } from './parsers/unreadable-file';
import type { ColumnMapping, ParseResult } from './parsers/types';
import { importedMultiplier, type MultiplierOverrides } from '../../domain/instruments/user-multipliers';
import { loadMultiplierOverrides } from '../trades/multiplier-overrides';
import { mappingShapeProblems } from './mapping-shape';
import { previewRoundTripsOnto, type RoundTripPreview, type StoredFill } from './preview';
import { executionFill, rebuildInstruments, type ExecutionRow } from './trade-rebuild';
import { publishTradeChange, type EventBus } from '../../live/live-events';

/** The largest file accepted (documented in the README; REST answers 413 above it). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/**
 * The most lines a file may have (documented in the README). A batch is one transaction holding
 * its fills in memory; 500,000 lines stays well under 1 GB RSS (100k fills: ~350 MB, bench:import).
 */
export const MAX_IMPORT_LINES = 500_000;

/** Lines in `text`, counted without splitting it (a 50 MB file would allocate 500k strings). */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
export const PREVIEW_TRADES = 50;

export interface ImportRequest {
  accountId: string | undefined;
  fileName: string;
  content: Buffer;
  format?: string;
  timezone?: string;
  mapping?: ColumnMapping;
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
    private readonly deps: { accounts: AccountsService; jobs: ImportJobRunner; events?: EventBus },
  ) {}

  /** Checks what can be checked at once (account, zone, format, detection), so a bad request changes nothing. */
  private async checked(viewer: Viewer, request: ImportRequest) {
    if (!request.accountId) throw new ValidationError({ accountId: 'Account is required' });
    const account = await this.deps.accounts.get(viewer, request.accountId);
    if (!request.content.length) throw new ValidationError({ file: 'The file is empty' });
    if (request.content.length > MAX_IMPORT_BYTES) throw new ValidationError({ file: 'The file is larger than 50 MB' });
    const timezone = request.timezone?.trim() || viewer.timezone;
    if (!isZone(timezone)) throw new ValidationError({ timezone: `Unknown time zone '${timezone}'` });
    const text = request.content.toString('utf8');
    if (text.includes('\u0000')) throw new ValidationError({ file: 'The file is not a text file (CSV or XML)' });
    const lines = lineCount(text);
    if (lines > MAX_IMPORT_LINES) {
      throw new ValidationError({
        file: `The file has ${lines.toLocaleString('en-US')} lines; an import takes at most ${MAX_IMPORT_LINES.toLocaleString('en-US')} (split it by date)`,
      });
    }
    const parser = parserFor(request.format?.trim() || 'auto', text);
    if (parser.id === 'generic') {
      const problems = readingFile(() => checkMapping(request.mapping, text));
      if (problems.length) throw new ValidationError({ mapping: problems.join('; ') });
    }
    return { account, timezone, text, parser };
  }

  /**
   * dry_run: what the file would import, without writing anything. Executions the account already
   * holds are counted as duplicates by the same rule as the import; the round trips are those the
   * new executions would create or change, built with the account's stored fills as the import would.
   */
  async preview(viewer: Viewer, request: ImportRequest): Promise<ImportPreview> {
    const { account, timezone, text, parser } = await this.checked(viewer, request);
    const parsed = parseWith(parser, text, { timezone, mapping: request.mapping });
    const { fresh, duplicates } = await splitDuplicates(
      this.dataSource.manager,
      { userId: viewer.id, accountId: account.id },
      parsed.executions,
    );
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
      errors: parsed.errors.slice(0, 100),
      duplicates,
      cashFlows: flows.fresh.length,
      cashFlowDuplicates: flows.duplicates,
      brokerAccounts: brokerAccounts.sort(),
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
    const rows: ExecutionRow[] = await this.dataSource.query(
      `SELECT e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity, e.price::text AS price,
              (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier, e.executed_at, e.position_effect,
              (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence
         FROM executions e JOIN import_batches b ON b.id = e.import_batch_id
        WHERE e.account_id = $1 AND e.user_id = $2 AND e.instrument_key = ANY($3::text[])`,
      [accountId, viewer.id, instrumentKeys],
    );
    return rows.map((e) => ({ ...executionFill(e, own), instrumentKey: e.instrument_key }));
  }

  /** Queues the file as a batch and returns it at once (status queued); the job runner imports it. */
  async start(viewer: Viewer, request: ImportRequest): Promise<ImportBatch> {
    const { account, timezone, parser } = await this.checked(viewer, request);
    const [row] = await this.dataSource.query(
      `INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, mapping, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${BATCH_COLUMNS}`,
      [
        viewer.id,
        account.id,
        request.fileName.slice(0, 255) || 'upload',
        parser.id,
        timezone,
        request.mapping ? JSON.stringify(request.mapping) : null,
        request.content,
      ],
    );
    this.deps.jobs.kick();
    return batchOf(row);
  }

  async get(viewer: Viewer, id: string): Promise<ImportBatch> {
    const [row] = isUuid(id)
      ? await this.dataSource.query(`SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1 AND user_id = $2`, [
          id,
          viewer.id,
        ])
      : [];
    if (!row) throw new NotFoundError('Import not found');
    return batchOf(row);
  }

  /** The viewer's batches, newest first. */
  async list(viewer: Viewer, accountId?: string): Promise<ImportBatch[]> {
    if (accountId) await this.deps.accounts.get(viewer, accountId);
    const rows = await this.dataSource.query(
      `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE user_id = $1 AND ($2::uuid IS NULL OR account_id = $2)
        ORDER BY created_at DESC, id DESC LIMIT 200`,
      [viewer.id, accountId ?? null],
    );
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
      await lockAccountImports(manager, batch.accountId);
      const [row] = await manager.query(`SELECT status FROM import_batches WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
        id,
        viewer.id,
      ]);
      if (row?.status !== 'done')
        throw new ConflictError(
          row?.status === 'undone'
            ? 'This import was already undone'
            : `Only a finished import can be undone (this one is ${row?.status})`,
        );
      const keys: { k: string }[] = await manager.query(
        `SELECT DISTINCT instrument_key AS k FROM executions WHERE import_batch_id = $1 AND user_id = $2`,
        [id, viewer.id],
      );
      const removed: { n: string }[] = await manager.query(
        `WITH d AS (DELETE FROM executions WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1) SELECT count(*) AS n FROM d`,
        [id, viewer.id],
      );
      // The batch's cash flows go with it (a flow typed by hand has no batch).
      const flows: { n: string }[] = await manager.query(
        `WITH d AS (DELETE FROM cash_flows WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1) SELECT count(*) AS n FROM d`,
        [id, viewer.id],
      );
      const [account]: { strategy_id: string | null }[] = await manager.query(
        `SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`,
        [batch.accountId, viewer.id],
      );
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
      await manager.query(
        `DELETE FROM import_trade_snapshots
          WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2)`,
        [id, viewer.id],
      );
      const undo = {
        executions_removed: Number(removed[0].n),
        cash_flows_removed: Number(flows[0].n),
        trades_deleted: counts.deleted,
        trades_updated: counts.updated,
        trades_created: counts.created,
      };
      await manager.query(
        `UPDATE import_batches SET status = 'undone', undone_at = now(), summary = summary || jsonb_build_object('undo', $2::jsonb)
          WHERE id = $1 AND user_id = $3`,
        [id, JSON.stringify(undo), viewer.id],
      );
      const [updated] = await manager.query(
        `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1 AND user_id = $2`,
        [id, viewer.id],
      );
      return batchOf(updated);
    });
    // Live updates: the batch changed, and the account's trades and figures with it.
    this.deps.events?.publish(viewer.id, { type: 'import', batchId: id, accountId: batch.accountId });
    publishTradeChange(this.deps.events, viewer.id, 'MANY', batch.accountId, null);
    return undone;
  }
}
