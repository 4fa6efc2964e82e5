/** A transaction-long advisory lock on key $1 (an account's imports, or one batch). */
export const ADVISORY_XACT_LOCK = `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`;

/**
 * The batch the job runner has just claimed, known only by id until read (the user-scope audit
 * allows this statement by its text). batch_ms: created_at in microseconds, the batch's place in
 * the import order.
 */
export const CLAIMED_BATCH = `
  SELECT id, user_id, account_id, format, timezone, mapping, payload, rows_total,
         (extract(epoch FROM created_at) * 1000000)::bigint::text AS batch_ms
    FROM import_batches WHERE id = $1 AND status = 'running'`;

/** Batch $1 (owner $3) done: its summary $2, every counter at the row total $4, its file dropped. */
export const FINISH_BATCH = `
  UPDATE import_batches
     SET status = 'done', summary = $2, rows_total = $4, rows_done = $4, rows_read = $4,
         rows_matched = $4, rows_written = $4, phase = NULL, payload = NULL, finished_at = now()
   WHERE id = $1 AND user_id = $3`;

export const DELETE_BATCH_PARTS = `DELETE FROM import_batch_parts WHERE batch_id = $1 AND user_id = $2`;

/**
 * Batch $1 failed with message $2 (and the summary $3 so far); its file is kept only when a retry
 * can help ($4). The audit allows it by its text, like CLAIMED_BATCH.
 */
export const FAIL_BATCH = `
  UPDATE import_batches SET status = 'failed', error = $2, summary = coalesce($3::jsonb, summary), phase = NULL,
         payload = CASE WHEN $4 THEN payload END, finished_at = now()
   WHERE id = $1 AND status = 'running' RETURNING user_id`;

export const BATCH_PART = `SELECT bytes FROM import_batch_parts WHERE batch_id = $1 AND user_id = $2 AND part = $3`;

/** The batch's ($1, owner $2) fills of instruments $3 the import refuses, counted as they go. */
export const REMOVE_REFUSED_FILLS = `
  WITH d AS (
    DELETE FROM executions
     WHERE import_batch_id = $1 AND user_id = $2 AND instrument_key = ANY($3::text[])
    RETURNING 1
  )
  SELECT count(*) AS n FROM d`;

/** Reverses the file order of batch $1's fills ($2 of them) in the slice [$4, $5) of sequences. */
export const REVERSE_SOURCE_SEQUENCE = `
  UPDATE executions SET source_sequence = $2 - 1 - source_sequence
   WHERE import_batch_id = $1 AND user_id = $3 AND source_sequence >= $4 AND source_sequence < $5`;

export const ACCOUNT_STRATEGY = `SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2`;
