import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../logger';
import { AppError } from '../../errors';
import { emptySummary, type ImportSummary } from './import-batch';
import { executionIds, insertExecutions, splitDuplicates } from './execution-store';
import { insertCashFlows, planCashFlows } from './cash-flow-store';
import { parseImportFile } from './parsers/registry';
import type { ColumnMapping, ParsedExecution } from './parsers/types';
import { applyRebuild, loadRebuildState, planRebuild, readExecutions, type ExecutionRow } from './trade-rebuild';
import { exact, plus, text } from '../../domain/executions/exact';
import { DEFAULT_BACKGROUND_STATEMENT_MS, useBackgroundBudget } from '../../db/background-budget';
import { serverFailure } from './import-failure';

/** A batch that cannot be imported for a reason the user can act on (row errors, a price of 0…). */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly summary: ImportSummary,
  ) {
    super(message);
  }
}

/** Share of a batch's progress (in file rows) reached when its fills are written; the trade rebuild is the rest. */
const WRITE_SHARE = 0.8;

const lockKey = (accountId: string) => `import:${accountId}`;

/** Serialises imports and undos of one account (their de-duplication reads what the other writes). */
export async function lockAccountImports(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [lockKey(accountId)]);
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
  payload: Buffer;
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
  // rows_done counts file rows like rows_total, never goes back, and reaches rows_total when the batch ends.
  // Written on another connection without holding up the COPY: one UPDATE in flight at a time, the
  // latest figure written next (a loaded database answers an UPDATE in tens of ms; waiting for each
  // stalled the stream of fills).
  let latest = 0;
  let written = 0;
  let flushing = false;
  let pending: Promise<void> = Promise.resolve();
  const flush = async () => {
    flushing = true;
    try {
      while (written < latest) {
        const value = latest;
        await dataSource.query(
          `UPDATE import_batches SET rows_done = least(greatest(rows_done, $2), rows_total) WHERE id = $1 AND status = 'running'`,
          [batchId, value],
        );
        written = value;
        announce('progress');
      }
    } catch (error) {
      logger.error(`import batch ${batchId}: progress not written`, error);
    } finally {
      flushing = false;
    }
  };
  const progress = async (rowsDone: number) => {
    latest = Math.max(latest, Math.floor(rowsDone));
    if (!flushing) pending = flush();
  };
  try {
    await dataSource.transaction(async (manager) => {
      // First: every statement of the batch (the lock waits included) runs under the background budget.
      const restore = await useBackgroundBudget(manager, budgetMs);
      try {
        // Held to the end: another process recovering orphaned batches skips this one.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`import-batch:${batchId}`]);
        const [batch]: BatchRow[] = await manager.query(
          `SELECT id, user_id, account_id, format, timezone, mapping, payload, (extract(epoch FROM created_at) * 1000000)::bigint::text AS batch_ms
             FROM import_batches WHERE id = $1 AND status = 'running'`,
          [batchId],
        );
        if (!batch) return;
        await lockAccountImports(manager, batch.account_id);
        const summary = await importInto(manager, batch, progress);
        await manager.query(
          `UPDATE import_batches SET status = 'done', summary = $2, rows_done = rows_total, payload = NULL, finished_at = now()
            WHERE id = $1 AND user_id = $3`,
          [batchId, JSON.stringify(summary), batch.user_id],
        );
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
    await dataSource.query(
      `UPDATE import_batches SET status = 'failed', error = $2, summary = coalesce($3::jsonb, summary),
              payload = CASE WHEN $4 THEN payload END, finished_at = now()
        WHERE id = $1 AND status = 'running'`,
      [batchId, failure.message, summary ? JSON.stringify(summary) : null, failure.retryable],
    );
    announce('failed');
  } finally {
    // A progress write still in flight ends with the batch (after the commit: it waits for the row).
    await pending;
  }
}

async function importInto(
  manager: EntityManager,
  batch: BatchRow,
  progress: (rowsDone: number) => Promise<void>,
): Promise<ImportSummary> {
  const parsed = parseImportFile(batch.payload.toString('utf8'), batch.format, {
    timezone: batch.timezone,
    mapping: batch.mapping ?? undefined,
  });
  const summary = emptySummary();
  summary.rows_skipped = parsed.skipped;
  summary.errors = parsed.errors.slice(0, 100);
  await manager.connection.query(
    `UPDATE import_batches SET rows_total = $2, format = $3 WHERE id = $1 AND user_id = $4`,
    [batch.id, parsed.rowsTotal, parsed.format, batch.user_id],
  );
  if (parsed.errors.length) {
    throw new ImportRejected(
      `${parsed.errors.length} row(s) could not be read; nothing was imported (first: row ${parsed.errors[0].row}: ${parsed.errors[0].message})`,
      summary,
    );
  }
  // Cash flows first: a flow in another currency joins the skipped rows the summary shows.
  const flows = await planCashFlows(manager, { userId: batch.user_id, accountId: batch.account_id }, parsed.cashFlows);
  summary.rows_skipped = { ...parsed.skipped, ...flows.otherCurrency };
  summary.cash_flows_duplicate = flows.duplicates;
  summary.cash_flows_added = await insertCashFlows(
    manager,
    { userId: batch.user_id, accountId: batch.account_id, batchId: batch.id },
    flows.fresh,
  );
  const { fresh, duplicates } = await splitDuplicates(
    manager,
    { userId: batch.user_id, accountId: batch.account_id },
    parsed.executions,
  );
  summary.executions_duplicate = duplicates;
  summary.executions_added = fresh.length;
  const keys = [...new Set(fresh.map((e) => e.instrument.key))];
  const owner = {
    userId: batch.user_id,
    accountId: batch.account_id,
    strategyId: await accountStrategy(manager, batch),
    batchId: batch.id,
  };
  // Everything the rebuild reads comes first: the other batches' fills (afterwards the same index
  // range also holds this batch's rows), the instruments' trades, the user's point values.
  const stored = await readExecutions(manager, owner, keys, batch.id);
  const state = await loadRebuildState(manager, owner, keys);
  const ids = executionIds(fresh);
  // The round trips are built while the COPY runs: that COPY keeps PostgreSQL busy and this
  // process mostly waiting, so the build pauses at each instrument to let the COPY's rows through.
  const planning = planRebuild(state, stored.concat(asWritten(fresh, ids, batch.batch_ms)), nextTurn);
  planning.catch(() => undefined); // awaited below, after the COPY (one statement at a time)
  // Progress in file rows: writing the fills is the first WRITE_SHARE of the work, the trades the rest.
  const rows = parsed.rowsTotal;
  await insertExecutions(manager, owner, fresh, ids, (written) =>
    progress((rows * WRITE_SHARE * written) / Math.max(fresh.length, 1)),
  );
  const plan = await planning;
  try {
    const counts = await applyRebuild(manager, owner, state, plan);
    await progress(rows);
    Object.assign(summary, {
      trades_created: counts.created,
      trades_updated: counts.updated,
      trades_deleted: counts.deleted,
      open_positions: counts.open,
      unmatched_closes: counts.unmatched,
    });
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    if (constraint === 'trades_entry_price_check') {
      throw new ImportRejected(
        'A round trip would open at a price of 0 (free shares and stock dividends are not supported yet); nothing was imported',
        summary,
      );
    }
    throw error;
  }
  return summary;
}

/** New trades take the account's strategy, like a trade entered by hand. */
async function accountStrategy(manager: EntityManager, batch: BatchRow): Promise<string | null> {
  const [account]: { strategy_id: string | null }[] = await manager.query(
    `SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`,
    [batch.account_id, batch.user_id],
  );
  return account?.strategy_id ?? null;
}

/** Resolves on the event loop's next turn (after pending I/O callbacks). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The fills just written, as the trade rebuild reads executions (without reading them back). */
function asWritten(fresh: ParsedExecution[], ids: string[], batchMs: string): ExecutionRow[] {
  return fresh.map((e, i) => ({
    id: ids[i],
    instrument_key: e.instrument.key,
    symbol: e.instrument.symbol,
    market: e.instrument.market,
    side: e.side,
    quantity: e.quantity,
    price: e.price,
    fees:
      e.otherFees === '0'
        ? e.commission
        : e.commission === '0'
          ? e.otherFees
          : text(plus(exact(e.commission), exact(e.otherFees))),
    multiplier: e.multiplier,
    executed_at: e.executedAt,
    position_effect: e.positionEffect,
    batch_ms: batchMs,
    source_sequence: e.sequence,
  }));
}
