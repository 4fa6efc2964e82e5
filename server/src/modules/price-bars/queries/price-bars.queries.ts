// Price bars (issue 34): the upload queue, the merge of a file's bars, coverage, the chart's window
// and the excursions' extremes. Every statement carries the owner's user id.

const UPLOAD_COLUMNS = `
  id, symbol, timeframe, timezone, file_name, format, status, bytes_total, bytes_done, rows_read,
  bars_added, bars_replaced, bars_unchanged, first_ts, last_ts, error, created_at, started_at, finished_at`;

/** A new upload for user $1: symbol $2, timeframe $3, zone $4, file name $5, layout $6, size $7. */
export const INSERT_UPLOAD = `
  INSERT INTO price_bar_uploads (user_id, symbol, timeframe, timezone, file_name, format, bytes_total)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  RETURNING ${UPLOAD_COLUMNS}`;

/** Part $2 (0-based) of upload $1's file: bytes $3. */
export const INSERT_UPLOAD_PART = `
  INSERT INTO price_bar_upload_parts (upload_id, part, bytes) VALUES ($1, $2, $3)`;

/** Upload $1 of user $2. */
export const GET_UPLOAD = `
  SELECT ${UPLOAD_COLUMNS}
    FROM price_bar_uploads
   WHERE id = $1 AND user_id = $2`;

/** User $1's latest uploads, newest first, at most $2. */
export const LIST_UPLOADS = `
  SELECT ${UPLOAD_COLUMNS}
    FROM price_bar_uploads
   WHERE user_id = $1
   ORDER BY created_at DESC, id
   LIMIT $2`;

/**
 * Inside the job's transaction: the oldest upload no live job holds. The transaction-scoped
 * advisory lock is the claim (released by commit or rollback, or when a killed process's
 * connection closes), so an upload left 'running' by a dead process is claimed again.
 */
export const CLAIM_UPLOAD = `
  SELECT id, user_id, symbol, timeframe, timezone, format
    FROM price_bar_uploads
   WHERE status IN ('queued', 'running')
     AND pg_try_advisory_xact_lock(34, hashtext(id::text))
   ORDER BY created_at, id
   LIMIT 1`;

/** Outside the job's transaction, so the uploader sees it: upload $1 started. */
export const MARK_UPLOAD_RUNNING = `
  UPDATE price_bar_uploads
     SET status = 'running', started_at = now(), bytes_done = 0, rows_read = 0
   WHERE id = $1`;

/** Upload $1's progress: $2 bytes read, $3 lines read. */
export const SET_UPLOAD_PROGRESS = `
  UPDATE price_bar_uploads SET bytes_done = $2, rows_read = $3 WHERE id = $1 AND status = 'running'`;

/** Part $2 of upload $1 (null past the last). */
export const READ_UPLOAD_PART = `
  SELECT bytes FROM price_bar_upload_parts WHERE upload_id = $1 AND part = $2`;

/** The job's staging table: dropped when its transaction ends. */
export const CREATE_STAGING = `
  CREATE TEMP TABLE price_bar_staging (
    ts timestamptz NOT NULL,
    open numeric NOT NULL,
    high numeric NOT NULL,
    low numeric NOT NULL,
    close numeric NOT NULL,
    volume numeric,
    line integer NOT NULL
  ) ON COMMIT DROP`;

export const STAGING_TABLE = 'price_bar_staging';
export const STAGING_COLUMNS = ['ts', 'open', 'high', 'low', 'close', 'volume', 'line'] as const;

/** The first staged bar whose high and low do not hold its open and close (exact NUMERIC comparison). */
export const FIRST_INCONSISTENT_BAR = `
  SELECT line, open::text AS open, high::text AS high, low::text AS low, close::text AS close
    FROM price_bar_staging
   WHERE high < low OR high < open OR high < close OR low > open OR low > close
   ORDER BY line
   LIMIT 1`;

/**
 * The staged bars into price_bars for user $1, symbol $2, timeframe $3: a bar already stored with
 * the same values is left alone, one with other values is replaced (the newer file wins); a time
 * written twice in the file counts once, its last line. Answers the counts and the file's range.
 */
export const MERGE_STAGED_BARS = `
  WITH merged AS (
    INSERT INTO price_bars (user_id, symbol, timeframe, ts, open, high, low, close, volume)
    SELECT DISTINCT ON (ts) $1::uuid, $2, $3, ts, open, high, low, close, volume
      FROM price_bar_staging
     ORDER BY ts, line DESC
    ON CONFLICT (user_id, symbol, timeframe, ts) DO UPDATE
       SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close,
           volume = EXCLUDED.volume
     WHERE (price_bars.open, price_bars.high, price_bars.low, price_bars.close, price_bars.volume)
           IS DISTINCT FROM (EXCLUDED.open, EXCLUDED.high, EXCLUDED.low, EXCLUDED.close, EXCLUDED.volume)
    RETURNING (xmax = 0) AS added
  )
  SELECT (SELECT count(*) FROM merged WHERE added)::int AS added,
         (SELECT count(*) FROM merged WHERE NOT added)::int AS replaced,
         (SELECT count(DISTINCT ts) FROM price_bar_staging)::int AS distinct_bars,
         (SELECT min(ts) FROM price_bar_staging) AS first_ts,
         (SELECT max(ts) FROM price_bar_staging) AS last_ts`;

/** Upload $1 done (inside the job's transaction): $2 added, $3 replaced, $4 unchanged, range $5–$6, $7 lines. */
export const FINISH_UPLOAD = `
  UPDATE price_bar_uploads
     SET status = 'done', bars_added = $2, bars_replaced = $3, bars_unchanged = $4, first_ts = $5,
         last_ts = $6, rows_read = $7, bytes_done = bytes_total, finished_at = now(), error = NULL
   WHERE id = $1`;

/** Upload $1 failed with message $2 (after the job's transaction rolled back: no bar written). */
export const FAIL_UPLOAD = `
  UPDATE price_bar_uploads SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`;

/** The stored file of upload $1, once the job has finished with it. */
export const DELETE_UPLOAD_PARTS = `DELETE FROM price_bar_upload_parts WHERE upload_id = $1`;

/**
 * User $1's covered ranges (symbol $2, or every symbol when null) per timeframe: runs of bars with
 * no gap over 7 days between them (nights, weekends and holidays stay one range).
 */
export const BAR_COVERAGE = `
  WITH marked AS (
    SELECT symbol, timeframe, ts,
           CASE WHEN ts - lag(ts) OVER w > interval '7 days' OR lag(ts) OVER w IS NULL THEN 1 ELSE 0 END AS starts
      FROM price_bars
     WHERE user_id = $1 AND ($2::text IS NULL OR symbol = $2)
    WINDOW w AS (PARTITION BY symbol, timeframe ORDER BY ts)
  ), runs AS (
    SELECT symbol, timeframe, ts, sum(starts) OVER (PARTITION BY symbol, timeframe ORDER BY ts) AS run
      FROM marked
  )
  SELECT symbol, timeframe, min(ts) AS first_ts, max(ts) AS last_ts, count(*)::int AS bars
    FROM runs
   GROUP BY symbol, timeframe, run
   ORDER BY symbol, timeframe, min(ts)`;

/** User $1's bars of symbol $2 (timeframe $3 or all) with ts in [$4, $5) (either end open when null). */
export const DELETE_BARS = `
  WITH gone AS (
    DELETE FROM price_bars
     WHERE user_id = $1 AND symbol = $2
       AND ($3::text IS NULL OR timeframe = $3)
       AND ($4::timestamptz IS NULL OR ts >= $4)
       AND ($5::timestamptz IS NULL OR ts < $5)
    RETURNING 1
  )
  SELECT count(*)::int AS deleted FROM gone`;

/** Trade $1 of user $2, what the chart and the excursions read. */
export const TRADE_FOR_BARS = `
  SELECT id, symbol, trade_type, entry_price::text AS entry_price, exit_price::text AS exit_price,
         quantity::text AS quantity, multiplier::text AS multiplier, stop_loss::text AS stop_loss,
         initial_stop::text AS initial_stop, planned_target::text AS planned_target, currency, entry_date, exit_date
    FROM trades
   WHERE id = $1 AND user_id = $2`;

/**
 * The finest timeframe (names $3, lengths in seconds $4, finest first) of user $1's symbol $2 with
 * a bar holding instant $5 and a bar holding instant $6.
 */
export const COVERING_TIMEFRAME = `
  SELECT t.name AS timeframe
    FROM unnest($3::text[], $4::int[]) WITH ORDINALITY AS t (name, seconds, ord)
   WHERE EXISTS (SELECT 1 FROM price_bars b
                  WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                    AND b.ts <= $5 AND b.ts > $5 - make_interval(secs => t.seconds))
     AND EXISTS (SELECT 1 FROM price_bars b
                  WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                    AND b.ts <= $6 AND b.ts > $6 - make_interval(secs => t.seconds))
   ORDER BY t.ord
   LIMIT 1`;

/** The finest timeframe (as above) with any bar of user $1's symbol $2 in [$5, $6]. */
export const ANY_BARS_TIMEFRAME = `
  SELECT t.name AS timeframe
    FROM unnest($3::text[], $4::int[]) WITH ORDINALITY AS t (name, seconds, ord)
   WHERE EXISTS (SELECT 1 FROM price_bars b
                  WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                    AND b.ts >= $5 AND b.ts <= $6)
   ORDER BY t.ord
   LIMIT 1`;

/**
 * Per window ($4 entries, $5 exits, in order), the highest high and lowest low of the interior
 * bars of user $1's symbol $2 at timeframe $3 (length $6 seconds): ts > entry and ts + length ≤ exit.
 */
export const WINDOW_EXTREMES = `
  SELECT w.ord::int AS ord, x.high::text AS high, x.low::text AS low, x.bars::int AS bars
    FROM unnest($4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS w (entry_at, exit_at, ord)
    CROSS JOIN LATERAL (
      SELECT max(b.high) AS high, min(b.low) AS low, count(*) AS bars
        FROM price_bars b
       WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = $3
         AND b.ts > w.entry_at AND b.ts <= w.exit_at - make_interval(secs => $6)
    ) x
   ORDER BY w.ord`;

/** User $1's bars of symbol $2 at timeframe $3 with ts in [$4, $5], oldest first, at most $6. */
export const CHART_BARS = `
  SELECT (extract(epoch FROM ts))::bigint AS t, open::text AS o, high::text AS h, low::text AS l,
         close::text AS c, volume::text AS v
    FROM price_bars
   WHERE user_id = $1 AND symbol = $2 AND timeframe = $3 AND ts >= $4 AND ts <= $5
   ORDER BY ts
   LIMIT $6`;
