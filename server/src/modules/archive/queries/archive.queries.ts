import { sqlBuilder } from '../../../db/sql-statement';

/** A job of user $1 of kind $2 ('export' | 'restore'), queued. */
export const INSERT_ARCHIVE_JOB = `
  INSERT INTO archive_jobs (user_id, kind) VALUES ($1, $2)
  RETURNING id, user_id, kind, status, rows_total, rows_done, bytes, counts, error,
            created_at, started_at, finished_at`;

/** Job $1 when it is user $2's (anyone else's is as missing as none). */
export const GET_ARCHIVE_JOB = `
  SELECT id, user_id, kind, status, rows_total, rows_done, bytes, counts, error, created_at, started_at, finished_at
    FROM archive_jobs
   WHERE id = $1 AND user_id = $2`;

/**
 * The oldest job waiting (or left running by a dead process), held by a transaction-scoped advisory
 * lock so another process never takes it too.
 */
export const CLAIM_ARCHIVE_JOB = `
  SELECT id, user_id, kind
    FROM archive_jobs
   WHERE status IN ('queued', 'running')
     AND pg_try_advisory_xact_lock(35, hashtext(id::text))
   ORDER BY created_at, id
   LIMIT 1`;

/** Outside the job's transaction, so the caller sees it: job $1 started. */
export const MARK_ARCHIVE_JOB_RUNNING = `
  UPDATE archive_jobs SET status = 'running', started_at = now(), rows_done = 0 WHERE id = $1`;

/** Job $1 has done $2 of $3 rows. */
export const SET_ARCHIVE_JOB_PROGRESS = `
  UPDATE archive_jobs SET rows_done = $2, rows_total = $3 WHERE id = $1`;

/** Job $1 done: $2 bytes of archive (export), $3 rows per table. */
export const FINISH_ARCHIVE_JOB = `
  UPDATE archive_jobs
     SET status = 'done', finished_at = now(), rows_done = rows_total, bytes = $2, counts = $3::jsonb
   WHERE id = $1`;

/** Job $1 failed with reason $2. */
export const FAIL_ARCHIVE_JOB = `
  UPDATE archive_jobs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`;

/** Jobs older than $1 hours: their files go, then their rows (the sweep). */
export const EXPIRED_ARCHIVE_JOBS = `
  DELETE FROM archive_jobs
   WHERE created_at < now() - make_interval(hours => $1::int) AND status IN ('done', 'failed')
  RETURNING id, user_id, kind`;

/** Whether user $1 has any trade (a restore goes only into a user without). */
export const USER_HAS_TRADES = `SELECT EXISTS (SELECT 1 FROM trades WHERE user_id = $1) AS has`;

/** The user's own row, as far as it shapes their figures. */
export const SELECT_PROFILE = `SELECT timezone, timezone_set, base_currency FROM users WHERE id = $1`;

/** Restore: user $1 takes the archive's zone and base currency (none: the accounts' own). */
export const UPDATE_PROFILE = `
  UPDATE users
     SET timezone = COALESCE($2, timezone), timezone_set = COALESCE($3, timezone_set), base_currency = $4,
         updated_at = now()
   WHERE id = $1`;

/** Columns the database computes itself (trades' scatter and duration): never exported nor inserted. */
export const GENERATED_COLUMNS = `
  SELECT table_name AS table, column_name AS column
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND is_generated = 'ALWAYS'`;

/** Columns a restore may write, per table: the whitelist an archive's keys are checked against. */
export const WRITABLE_COLUMNS = `
  SELECT table_name AS table, column_name AS column
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name = ANY($1::text[]) AND is_generated = 'NEVER'`;

const ownerWhere = (owner: 'user_id' | 'trade', where: string | undefined) =>
  (owner === 'trade' ? `t.trade_id IN (SELECT id FROM trades WHERE user_id = $1)` : `t.user_id = $1`) +
  (where ? ` AND ${where}` : '');

/**
 * The user's ($1) rows of a table, one JSON object per row without the columns $2: numbers as
 * strings (NUMERIC keeps every digit as stored, never a float), timestamps with their microseconds.
 * Table names come from ARCHIVE_TABLES only, never from a request.
 */
export const exportRowsStatement = sqlBuilder(
  (table: string, owner: 'user_id' | 'trade', where?: string) => `
  SELECT (SELECT jsonb_object_agg(
                   key, CASE jsonb_typeof(value) WHEN 'number' THEN to_jsonb(value #>> '{}') ELSE value END)
            FROM jsonb_each(to_jsonb(t) - $2::text[]))::text AS line
    FROM ${table} t
   WHERE ${ownerWhere(owner, where)}`,
  { trades: ['trades', 'user_id'], 'a link table': ['trade_executions', 'trade'] },
);

/** How many rows of a table the user ($1) has (the export's progress total). */
export const countRowsStatement = sqlBuilder(
  (table: string, owner: 'user_id' | 'trade', where?: string) => `
  SELECT count(*)::int AS n FROM ${table} t WHERE ${ownerWhere(owner, where)}`,
  { trades: ['trades', 'user_id'], 'a link table': ['trade_executions', 'trade'] },
);

/** A batch of rows ($1, a JSON array) into a table, only the given columns (whitelisted by WRITABLE_COLUMNS). */
export const insertRowsStatement = sqlBuilder(
  (table: string, columns: readonly string[]) => {
    const list = columns.map((c) => `"${c}"`).join(', ');
    return `
  INSERT INTO ${table} (${list})
  SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`;
  },
  { trades: ['trades', ['id', 'user_id', 'account_id', 'symbol']] },
);

/** A restore replaces the caller's one-row-per-user table (settings) instead of adding to it. */
export const deleteOwnRowsStatement = sqlBuilder(
  (table: string) => `
  DELETE FROM ${table} WHERE user_id = $1`,
  { settings: ['user_settings'] },
);

/** The export reads a table through a cursor (inside its transaction): constant memory whatever its size. */
export const declareArchiveCursor = sqlBuilder(
  (table: string, owner: 'user_id' | 'trade', where?: string) =>
    `DECLARE archive_rows NO SCROLL CURSOR FOR ${exportRowsStatement(table, owner, where)}`,
  { trades: ['trades', 'user_id'] },
);

/** The next rows of the export's cursor. */
export const FETCH_ARCHIVE_ROWS = `FETCH 1000 FROM archive_rows`;
export const ARCHIVE_ROWS_PER_FETCH = 1000;

export const CLOSE_ARCHIVE_ROWS = `CLOSE archive_rows`;
