/**
 * At start-up: batches left 'running' by a process that died go back to the queue. A batch whose
 * advisory lock someone holds is still being worked on by a live process and stays.
 */
export const REQUEUE_ORPHAN_BATCHES = `
  UPDATE import_batches SET status = 'queued', started_at = NULL, rows_done = 0
   WHERE status = 'running' AND pg_try_advisory_xact_lock(hashtextextended('import-batch:' || id::text, 0))`;

/**
 * The job runner's claim: the oldest queued batch of any user (a queue spans every user by design;
 * the user-scope audit allows this statement by its text).
 */
export const CLAIM_NEXT_BATCH = `
  UPDATE import_batches SET status = 'running', started_at = now()
   WHERE id = (SELECT id FROM import_batches WHERE status = 'queued' ORDER BY created_at, id
               FOR UPDATE SKIP LOCKED LIMIT 1)
  RETURNING id, user_id, account_id`;

/**
 * Batch $1's progress while it runs: counters only move forward, done never passes the total
 * ($2 when known, else the stored one).
 */
export const WRITE_BATCH_PROGRESS = `
  UPDATE import_batches
     SET rows_total = CASE WHEN $2 > 0 THEN $2 ELSE rows_total END,
         rows_done = least(greatest(rows_done, $3), CASE WHEN $2 > 0 THEN $2 ELSE rows_total END),
         rows_read = greatest(rows_read, $4), rows_matched = greatest(rows_matched, $5),
         rows_written = greatest(rows_written, $6), phase = $7
   WHERE id = $1 AND status = 'running'`;

/** One part of an uploaded file, kept until the batch has read it. */
export const INSERT_BATCH_PART = `
  INSERT INTO import_batch_parts (user_id, batch_id, part, bytes) VALUES ($1, $2, $3, $4)`;
