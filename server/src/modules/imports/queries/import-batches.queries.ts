import { EXECUTION_ROW_SELECT } from './trade-rebuild.queries';

/** The batch still holds its file (parts, or an older batch's payload): a failed one can be retried. */
const HAS_FILE = `(import_batches.payload IS NOT NULL OR EXISTS (
    SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id))`;

/** A batch's columns as ImportBatchRow reads them (import-batch.ts). */
const BATCH_COLUMNS = `id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, phase,
  rows_read, rows_matched, rows_written, summary, error,
  (status = 'failed' AND ${HAS_FILE}) AS retryable, created_at, started_at, finished_at, undone_at`;

/** Account $1's (owner $2) stored fills of instruments $3, for the preview. */
export const PREVIEW_STORED_FILLS = `
  SELECT ${EXECUTION_ROW_SELECT}
    FROM executions e JOIN import_batches b ON b.id = e.import_batch_id
   WHERE e.account_id = $1 AND e.user_id = $2 AND e.instrument_key = ANY($3::text[])`;

export const INSERT_BATCH = `
  INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, mapping, rows_total)
  VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`;

/** The batch just inserted, in the same transaction. */
export const NEW_BATCH = `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1`;

export const GET_BATCH = `SELECT ${BATCH_COLUMNS} FROM import_batches WHERE id = $1 AND user_id = $2`;

/** User $1's batches (of account $2 when given), newest first. */
export const LIST_BATCHES = `
  SELECT ${BATCH_COLUMNS} FROM import_batches WHERE user_id = $1 AND ($2::uuid IS NULL OR account_id = $2)
   ORDER BY created_at DESC, id DESC LIMIT 200`;

/** A failed batch that still holds its file goes back to the queue. */
export const RETRY_BATCH = `
  UPDATE import_batches SET status = 'queued', error = NULL, summary = NULL, rows_done = 0, rows_total = 0,
         started_at = NULL, finished_at = NULL
   WHERE id = $1 AND user_id = $2 AND status = 'failed' AND ${HAS_FILE} RETURNING ${BATCH_COLUMNS}`;

export const LOCK_BATCH_STATUS = `SELECT status FROM import_batches WHERE id = $1 AND user_id = $2 FOR UPDATE`;

export const BATCH_INSTRUMENTS = `
  SELECT DISTINCT instrument_key AS k FROM executions WHERE import_batch_id = $1 AND user_id = $2`;

export const DELETE_BATCH_EXECUTIONS = `
  WITH d AS (DELETE FROM executions WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1)
  SELECT count(*) AS n FROM d`;

/** The batch's cash flows go with it (a flow typed by hand has no batch). */
export const DELETE_BATCH_CASH_FLOWS = `
  WITH d AS (DELETE FROM cash_flows WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1)
  SELECT count(*) AS n FROM d`;

export const BATCH_ACCOUNT_STRATEGY = `SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`;

/** No user_id on the snapshots: the batch's owner scopes them (docs/scaling.md). */
export const DELETE_BATCH_SNAPSHOTS = `
  DELETE FROM import_trade_snapshots
   WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2)`;

/** Batch $1 (owner $3) undone, what the undo did ($2) added to its summary. */
export const MARK_BATCH_UNDONE = `
  UPDATE import_batches
     SET status = 'undone', undone_at = now(), summary = summary || jsonb_build_object('undo', $2::jsonb)
   WHERE id = $1 AND user_id = $3`;
