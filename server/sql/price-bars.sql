-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/price-bars/queries/price-bars.queries.ts

-- INSERT_UPLOAD
INSERT INTO price_bar_uploads (user_id, symbol, timeframe, timezone, file_name, format, bytes_total)
VALUES ($1, $2, $3, $4, $5, $6, $7)
RETURNING
id, symbol, timeframe, timezone, file_name, format, status, bytes_total, bytes_done, rows_read,
bars_added, bars_replaced, bars_unchanged, first_ts, last_ts, error, created_at, started_at, finished_at;

-- INSERT_UPLOAD_PART
INSERT INTO price_bar_upload_parts (upload_id, part, bytes) VALUES ($1, $2, $3);

-- GET_UPLOAD
SELECT
id, symbol, timeframe, timezone, file_name, format, status, bytes_total, bytes_done, rows_read,
bars_added, bars_replaced, bars_unchanged, first_ts, last_ts, error, created_at, started_at, finished_at
  FROM price_bar_uploads
 WHERE id = $1 AND user_id = $2;

-- LIST_UPLOADS
SELECT
id, symbol, timeframe, timezone, file_name, format, status, bytes_total, bytes_done, rows_read,
bars_added, bars_replaced, bars_unchanged, first_ts, last_ts, error, created_at, started_at, finished_at
  FROM price_bar_uploads
 WHERE user_id = $1
 ORDER BY created_at DESC, id
 LIMIT $2;

-- CLAIM_UPLOAD
SELECT id, user_id, symbol, timeframe, timezone, format
  FROM price_bar_uploads
 WHERE status IN ('queued', 'running')
   AND pg_try_advisory_xact_lock(34, hashtext(id::text))
 ORDER BY created_at, id
 LIMIT 1;

-- MARK_UPLOAD_RUNNING
UPDATE price_bar_uploads
   SET status = 'running', started_at = now(), bytes_done = 0, rows_read = 0
 WHERE id = $1;

-- SET_UPLOAD_PROGRESS
UPDATE price_bar_uploads SET bytes_done = $2, rows_read = $3 WHERE id = $1 AND status = 'running';

-- READ_UPLOAD_PART
SELECT bytes FROM price_bar_upload_parts WHERE upload_id = $1 AND part = $2;

-- CREATE_STAGING
CREATE TEMP TABLE price_bar_staging (
  ts timestamptz NOT NULL,
  open numeric NOT NULL,
  high numeric NOT NULL,
  low numeric NOT NULL,
  close numeric NOT NULL,
  volume numeric,
  line integer NOT NULL
) ON COMMIT DROP;

-- FIRST_INCONSISTENT_BAR
SELECT line, open::text AS open, high::text AS high, low::text AS low, close::text AS close
  FROM price_bar_staging
 WHERE high < low OR high < open OR high < close OR low > open OR low > close
 ORDER BY line
 LIMIT 1;

-- MERGE_STAGED_BARS
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
       (SELECT max(ts) FROM price_bar_staging) AS last_ts;

-- FINISH_UPLOAD
UPDATE price_bar_uploads
   SET status = 'done', bars_added = $2, bars_replaced = $3, bars_unchanged = $4, first_ts = $5,
       last_ts = $6, rows_read = $7, bytes_done = bytes_total, finished_at = now(), error = NULL
 WHERE id = $1;

-- FAIL_UPLOAD
UPDATE price_bar_uploads SET status = 'failed', error = $2, finished_at = now() WHERE id = $1;

-- DELETE_UPLOAD_PARTS
DELETE FROM price_bar_upload_parts WHERE upload_id = $1;

-- BAR_COVERAGE
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
 ORDER BY symbol, timeframe, min(ts);

-- DELETE_BARS
WITH gone AS (
  DELETE FROM price_bars
   WHERE user_id = $1 AND symbol = $2
     AND ($3::text IS NULL OR timeframe = $3)
     AND ($4::timestamptz IS NULL OR ts >= $4)
     AND ($5::timestamptz IS NULL OR ts < $5)
  RETURNING 1
)
SELECT count(*)::int AS deleted FROM gone;

-- TRADE_FOR_BARS
SELECT id, symbol, trade_type, entry_price::text AS entry_price, exit_price::text AS exit_price,
       quantity::text AS quantity, multiplier::text AS multiplier, stop_loss::text AS stop_loss,
       initial_stop::text AS initial_stop, planned_target::text AS planned_target, currency, entry_date, exit_date
  FROM trades
 WHERE id = $1 AND user_id = $2;

-- COVERING_TIMEFRAME
SELECT t.name AS timeframe
  FROM unnest($3::text[], $4::int[]) WITH ORDINALITY AS t (name, seconds, ord)
 WHERE EXISTS (SELECT 1 FROM price_bars b
                WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                  AND b.ts <= $5 AND b.ts > $5 - make_interval(secs => t.seconds))
   AND EXISTS (SELECT 1 FROM price_bars b
                WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                  AND b.ts <= $6 AND b.ts > $6 - make_interval(secs => t.seconds))
 ORDER BY t.ord
 LIMIT 1;

-- ANY_BARS_TIMEFRAME
SELECT t.name AS timeframe
  FROM unnest($3::text[], $4::int[]) WITH ORDINALITY AS t (name, seconds, ord)
 WHERE EXISTS (SELECT 1 FROM price_bars b
                WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = t.name
                  AND b.ts >= $5 AND b.ts <= $6)
 ORDER BY t.ord
 LIMIT 1;

-- WINDOW_EXTREMES
SELECT w.ord::int AS ord, x.high::text AS high, x.low::text AS low, x.bars::int AS bars
  FROM unnest($4::timestamptz[], $5::timestamptz[]) WITH ORDINALITY AS w (entry_at, exit_at, ord)
  CROSS JOIN LATERAL (
    SELECT max(b.high) AS high, min(b.low) AS low, count(*) AS bars
      FROM price_bars b
     WHERE b.user_id = $1 AND b.symbol = $2 AND b.timeframe = $3
       AND b.ts > w.entry_at AND b.ts <= w.exit_at - make_interval(secs => $6)
  ) x
 ORDER BY w.ord;

-- CHART_BARS
SELECT (extract(epoch FROM ts))::bigint AS t, open::text AS o, high::text AS h, low::text AS l,
       close::text AS c, volume::text AS v
  FROM price_bars
 WHERE user_id = $1 AND symbol = $2 AND timeframe = $3 AND ts >= $4 AND ts <= $5
 ORDER BY ts
 LIMIT $6;
