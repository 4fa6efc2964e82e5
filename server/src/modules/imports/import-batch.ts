import type { ConversionLine, MissingRate } from './fx-convert';
import type { RowError } from './parsers/types';

/** What a running batch is doing: reading the file's rows, comparing them with the account's fills, writing. */
export type ImportPhase = 'parse' | 'match' | 'write';

/**
 * Each step's share of a batch's work, for the overall figure (rows_done) and the time left, and
 * within writing the share of storing the fills (the rest builds their trades). Measured on
 * bench:import's million fills through the HTTP API (2026-11-26, after the staged trade writes):
 * reading, matching and storing the fills took 56 % of the time, building and writing the trades
 * and fill links 44 % (reading and planning them 27 %, writing what was staged 17 %: BUILD_SHARE).
 */
export const PHASE_WEIGHT: Record<ImportPhase, number> = { parse: 0.15, match: 0.05, write: 0.8 };
export const STORE_SHARE = 0.45;

export const BATCH_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export interface ImportSummary {
  executions_added: number;
  executions_duplicate: number;
  trades_created: number;
  trades_updated: number;
  trades_deleted: number;
  open_positions: number;
  unmatched_closes: number;
  /** Deposits, withdrawals, interest and fees the file held that became cash flows (issue 15). */
  cash_flows_added: number;
  /** The file's cash flows the account already held (a re-import): not added twice. */
  cash_flows_duplicate: number;
  rows_skipped: Record<string, number>;
  errors: RowError[];
  /** The currencies converted into the account's, with whose rates (issue 27). */
  conversions?: (Omit<ConversionLine, 'minRate' | 'maxRate'> & { min_rate: string; max_rate: string })[];
  /** Instruments refused for want of a rate (their executions were not imported). */
  missing_rates?: MissingRate[];
}

/** One import as the service hands it out (both transports serialize this). */
export interface ImportBatch {
  id: string;
  userId: string;
  accountId: string;
  fileName: string;
  format: string;
  timezone: string;
  status: BatchStatus;
  rowsTotal: number;
  rowsDone: number;
  phase: ImportPhase | null;
  rowsRead: number;
  rowsMatched: number;
  rowsWritten: number;
  /** Estimated from the pace so far (rows done per second since it started); null until it can be. */
  secondsLeft: number | null;
  summary: ImportSummary | null;
  error: string | null;
  /** A failure on the server (not a refused file): the file was kept and the batch can be queued again. */
  retryable: boolean;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  undoneAt: Date | null;
}

/** A row of a batch's columns (queries/import-batches.queries.ts) as pg returns it (timestamptz as Date, jsonb parsed). */
export interface ImportBatchRow {
  id: string;
  user_id: string;
  account_id: string;
  file_name: string;
  format: string;
  timezone: string;
  status: BatchStatus;
  rows_total: number;
  rows_done: number;
  phase: ImportPhase | null;
  rows_read: number;
  rows_matched: number;
  rows_written: number;
  summary: ImportSummary | null;
  error: string | null;
  retryable: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  undone_at: Date | null;
}

/**
 * The time left at the pace so far: elapsed × (rows left / rows done). Null in the first second or
 * before 1 % is done (too little to go on: an estimate that jumps around is worse than none).
 */
export function secondsLeft(startedAt: Date | null, done: number, total: number, now = Date.now()): number | null {
  if (!startedAt || total <= 0 || done <= 0) return null;
  const elapsed = (now - new Date(startedAt).getTime()) / 1000;
  if (elapsed < 1 || done / total < 0.01) return null;
  return Math.max(0, Math.round((elapsed * (total - done)) / done));
}

export function batchOf(r: ImportBatchRow): ImportBatch {
  return {
    id: r.id,
    userId: r.user_id,
    accountId: r.account_id,
    fileName: r.file_name,
    format: r.format,
    timezone: r.timezone,
    status: r.status,
    rowsTotal: r.rows_total,
    rowsDone: r.rows_done,
    phase: r.status === 'running' ? (r.phase ?? null) : null,
    rowsRead: r.rows_read ?? 0,
    rowsMatched: r.rows_matched ?? 0,
    rowsWritten: r.rows_written ?? 0,
    secondsLeft: r.status === 'running' ? secondsLeft(r.started_at, r.rows_done, r.rows_total) : null,
    summary: r.summary ?? null,
    error: r.error ?? null,
    retryable: r.retryable === true,
    createdAt: r.created_at,
    startedAt: r.started_at ?? null,
    finishedAt: r.finished_at ?? null,
    undoneAt: r.undone_at ?? null,
  };
}

export function emptySummary(): ImportSummary {
  return {
    executions_added: 0,
    executions_duplicate: 0,
    trades_created: 0,
    trades_updated: 0,
    trades_deleted: 0,
    open_positions: 0,
    unmatched_closes: 0,
    cash_flows_added: 0,
    cash_flows_duplicate: 0,
    rows_skipped: {},
    errors: [],
  };
}
