-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/archive/queries/archive.queries.ts

-- INSERT_ARCHIVE_JOB
INSERT INTO archive_jobs (user_id, kind) VALUES ($1, $2)
RETURNING id, user_id, kind, status, rows_total, rows_done, bytes, counts, error,
          created_at, started_at, finished_at;

-- GET_ARCHIVE_JOB
SELECT id, user_id, kind, status, rows_total, rows_done, bytes, counts, error, created_at, started_at, finished_at
  FROM archive_jobs
 WHERE id = $1 AND user_id = $2;

-- CLAIM_ARCHIVE_JOB
SELECT id, user_id, kind
  FROM archive_jobs
 WHERE status IN ('queued', 'running')
   AND pg_try_advisory_xact_lock(35, hashtext(id::text))
 ORDER BY created_at, id
 LIMIT 1;

-- MARK_ARCHIVE_JOB_RUNNING
UPDATE archive_jobs SET status = 'running', started_at = now(), rows_done = 0 WHERE id = $1;

-- SET_ARCHIVE_JOB_PROGRESS
UPDATE archive_jobs SET rows_done = $2, rows_total = $3 WHERE id = $1;

-- FINISH_ARCHIVE_JOB
UPDATE archive_jobs
   SET status = 'done', finished_at = now(), rows_done = rows_total, bytes = $2, counts = $3::jsonb
 WHERE id = $1;

-- FAIL_ARCHIVE_JOB
UPDATE archive_jobs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1;

-- EXPIRED_ARCHIVE_JOBS
DELETE FROM archive_jobs
 WHERE created_at < now() - make_interval(hours => $1::int) AND status IN ('done', 'failed')
RETURNING id, user_id, kind;

-- USER_HAS_TRADES
SELECT EXISTS (SELECT 1 FROM trades WHERE user_id = $1) AS has;

-- SELECT_PROFILE
SELECT timezone, timezone_set, base_currency FROM users WHERE id = $1;

-- UPDATE_PROFILE
UPDATE users
   SET timezone = COALESCE($2, timezone), timezone_set = COALESCE($3, timezone_set), base_currency = $4,
       updated_at = now()
 WHERE id = $1;

-- GENERATED_COLUMNS
SELECT table_name AS table, column_name AS column
  FROM information_schema.columns
 WHERE table_schema = current_schema() AND is_generated = 'ALWAYS';

-- WRITABLE_COLUMNS
SELECT table_name AS table, column_name AS column
  FROM information_schema.columns
 WHERE table_schema = current_schema() AND table_name = ANY($1::text[]) AND is_generated = 'NEVER';

-- exportRowsStatement (trades)
SELECT (SELECT jsonb_object_agg(
                 key, CASE jsonb_typeof(value) WHEN 'number' THEN to_jsonb(value #>> '{}') ELSE value END)
          FROM jsonb_each(to_jsonb(t) - $2::text[]))::text AS line
  FROM trades t
 WHERE t.user_id = $1;

-- exportRowsStatement (a link table)
SELECT (SELECT jsonb_object_agg(
                 key, CASE jsonb_typeof(value) WHEN 'number' THEN to_jsonb(value #>> '{}') ELSE value END)
          FROM jsonb_each(to_jsonb(t) - $2::text[]))::text AS line
  FROM trade_executions t
 WHERE t.trade_id IN (SELECT id FROM trades WHERE user_id = $1);

-- countRowsStatement (trades)
SELECT count(*)::int AS n FROM trades t WHERE t.user_id = $1;

-- countRowsStatement (a link table)
SELECT count(*)::int AS n FROM trade_executions t WHERE t.trade_id IN (SELECT id FROM trades WHERE user_id = $1);

-- insertRowsStatement (trades)
INSERT INTO trades ("id", "user_id", "account_id", "symbol")
SELECT "id", "user_id", "account_id", "symbol" FROM jsonb_populate_recordset(NULL::trades, $1::jsonb);

-- deleteOwnRowsStatement (settings)
DELETE FROM user_settings WHERE user_id = $1;

-- declareArchiveCursor (trades)
DECLARE archive_rows NO SCROLL CURSOR FOR
SELECT (SELECT jsonb_object_agg(
                 key, CASE jsonb_typeof(value) WHEN 'number' THEN to_jsonb(value #>> '{}') ELSE value END)
          FROM jsonb_each(to_jsonb(t) - $2::text[]))::text AS line
  FROM trades t
 WHERE t.user_id = $1;
