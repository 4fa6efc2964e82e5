import type { ConversionLine, MissingRate } from './fx-convert';
import type { RowError } from './parsers/types';

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
  summary: ImportSummary | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  undoneAt: Date | null;
}

export const BATCH_COLUMNS = `id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, summary, error,
  created_at, started_at, finished_at, undone_at`;

/** A row of BATCH_COLUMNS as pg returns it (timestamptz as Date, jsonb parsed). */
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
  summary: ImportSummary | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  undone_at: Date | null;
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
    summary: r.summary ?? null,
    error: r.error ?? null,
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
