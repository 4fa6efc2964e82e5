-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/imports/queries/cash-flow-store.queries.ts

-- ACCOUNT_CURRENCY
SELECT currency FROM trading_accounts WHERE id = $1 AND user_id = $2;

-- KNOWN_CASH_FLOW_KEYS
SELECT import_key
  FROM cash_flows
 WHERE account_id = $1 AND user_id = $2 AND import_key = ANY($3::text[]);

-- INSERT_IMPORTED_CASH_FLOWS
INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at, note, import_key, import_batch_id)
SELECT $1, $2, x.kind, x.amount, x.at, x.note, x.key, $3
  FROM unnest($4::text[], $5::numeric[], $6::timestamptz[], $7::text[], $8::text[])
       AS x(kind, amount, at, note, key)
ON CONFLICT (account_id, import_key) WHERE import_key IS NOT NULL DO NOTHING
RETURNING id;

-- modules/imports/queries/copy-rows.queries.ts

-- copyInto (a few columns)
COPY executions (id, user_id, account_id, import_batch_id, price) FROM STDIN;

-- modules/imports/queries/execution-store.queries.ts

-- KNOWN_BROKER_EXECUTION_IDS
SELECT broker_execution_id AS id
  FROM executions
 WHERE user_id = $1 AND account_id = $2 AND broker_execution_id = ANY($3::text[])
   AND import_batch_id IS DISTINCT FROM $4::uuid;

-- STORED_FILL_COUNTS
SELECT instrument_key AS k, extract(epoch FROM date_trunc('second', executed_at))::bigint AS s, side,
       (quantity::numeric)::text AS q, (price::numeric)::text AS p, count(*) AS n
  FROM executions
 WHERE user_id = $5 AND account_id = $1 AND instrument_key = ANY($2::text[])
   AND executed_at >= $3 AND executed_at < $4
   AND import_batch_id IS DISTINCT FROM $6::uuid
 GROUP BY 1, 2, 3, 4, 5;

-- INSTRUMENTS_WITH_FILLS
SELECT k FROM unnest($3::text[]) AS k
 WHERE EXISTS (SELECT 1 FROM executions WHERE account_id = $1 AND user_id = $2 AND instrument_key = k);

-- modules/imports/queries/fx-convert.queries.ts

-- ACCOUNT_FX_FACTORS
SELECT x.c, x.d::text AS d, fx_factor($1, x.c::char(3), $2::char(3), x.d)::text AS f
  FROM unnest($3::text[], $4::date[]) AS x(c, d);

-- ACCOUNT_MONEY
SELECT a.currency, u.timezone
  FROM trading_accounts a
  JOIN users u ON u.id = a.user_id
 WHERE a.id = $1 AND a.user_id = $2;

-- modules/imports/queries/import-batches.queries.ts

-- PREVIEW_STORED_FILLS
SELECT e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity,
          e.price::text AS price, (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier,
          e.executed_at, e.position_effect,
          (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence,
          e.value::text AS value, e.currency, e.fx_rate::text AS fx_rate
  FROM executions e JOIN import_batches b ON b.id = e.import_batch_id
 WHERE e.account_id = $1 AND e.user_id = $2 AND e.instrument_key = ANY($3::text[]);

-- INSERT_BATCH
INSERT INTO import_batches (user_id, account_id, file_name, format, timezone, mapping, rows_total)
VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id;

-- NEW_BATCH
SELECT id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, phase,
rows_read, rows_matched, rows_written, summary, error,
(status = 'failed' AND (import_batches.payload IS NOT NULL OR EXISTS (
  SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id))) AS retryable, created_at, started_at, finished_at, undone_at FROM import_batches WHERE id = $1;

-- GET_BATCH
SELECT id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, phase,
rows_read, rows_matched, rows_written, summary, error,
(status = 'failed' AND (import_batches.payload IS NOT NULL OR EXISTS (
  SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id))) AS retryable, created_at, started_at, finished_at, undone_at FROM import_batches WHERE id = $1 AND user_id = $2;

-- LIST_BATCHES
SELECT id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, phase,
rows_read, rows_matched, rows_written, summary, error,
(status = 'failed' AND (import_batches.payload IS NOT NULL OR EXISTS (
  SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id))) AS retryable, created_at, started_at, finished_at, undone_at FROM import_batches WHERE user_id = $1 AND ($2::uuid IS NULL OR account_id = $2)
 ORDER BY created_at DESC, id DESC LIMIT 200;

-- RETRY_BATCH
UPDATE import_batches SET status = 'queued', error = NULL, summary = NULL, rows_done = 0, rows_total = 0,
       started_at = NULL, finished_at = NULL
 WHERE id = $1 AND user_id = $2 AND status = 'failed' AND (import_batches.payload IS NOT NULL OR EXISTS (
  SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id)) RETURNING id, user_id, account_id, file_name, format, timezone, status, rows_total, rows_done, phase,
rows_read, rows_matched, rows_written, summary, error,
(status = 'failed' AND (import_batches.payload IS NOT NULL OR EXISTS (
  SELECT 1 FROM import_batch_parts p WHERE p.batch_id = import_batches.id AND p.user_id = import_batches.user_id))) AS retryable, created_at, started_at, finished_at, undone_at;

-- LOCK_BATCH_STATUS
SELECT status FROM import_batches WHERE id = $1 AND user_id = $2 FOR UPDATE;

-- BATCH_INSTRUMENTS
SELECT DISTINCT instrument_key AS k FROM executions WHERE import_batch_id = $1 AND user_id = $2;

-- DELETE_BATCH_EXECUTIONS
WITH d AS (DELETE FROM executions WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1)
SELECT count(*) AS n FROM d;

-- DELETE_BATCH_CASH_FLOWS
WITH d AS (DELETE FROM cash_flows WHERE import_batch_id = $1 AND user_id = $2 RETURNING 1)
SELECT count(*) AS n FROM d;

-- BATCH_ACCOUNT_STRATEGY
SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2;

-- DELETE_BATCH_SNAPSHOTS
DELETE FROM import_trade_snapshots
 WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2);

-- MARK_BATCH_UNDONE
UPDATE import_batches
   SET status = 'undone', undone_at = now(), summary = summary || jsonb_build_object('undo', $2::jsonb)
 WHERE id = $1 AND user_id = $3;

-- modules/imports/queries/import-processor.queries.ts

-- ADVISORY_XACT_LOCK
SELECT pg_advisory_xact_lock(hashtextextended($1, 0));

-- CLAIMED_BATCH
SELECT id, user_id, account_id, format, timezone, mapping, payload, rows_total,
       (extract(epoch FROM created_at) * 1000000)::bigint::text AS batch_ms
  FROM import_batches WHERE id = $1 AND status = 'running';

-- FINISH_BATCH
UPDATE import_batches
   SET status = 'done', summary = $2, rows_total = $4, rows_done = $4, rows_read = $4,
       rows_matched = $4, rows_written = $4, phase = NULL, payload = NULL, finished_at = now()
 WHERE id = $1 AND user_id = $3;

-- DELETE_BATCH_PARTS
DELETE FROM import_batch_parts WHERE batch_id = $1 AND user_id = $2;

-- FAIL_BATCH
UPDATE import_batches SET status = 'failed', error = $2, summary = coalesce($3::jsonb, summary), phase = NULL,
       payload = CASE WHEN $4 THEN payload END, finished_at = now()
 WHERE id = $1 AND status = 'running' RETURNING user_id;

-- BATCH_PART
SELECT bytes FROM import_batch_parts WHERE batch_id = $1 AND user_id = $2 AND part = $3;

-- REMOVE_REFUSED_FILLS
WITH d AS (
  DELETE FROM executions
   WHERE import_batch_id = $1 AND user_id = $2 AND instrument_key = ANY($3::text[])
  RETURNING 1
)
SELECT count(*) AS n FROM d;

-- REVERSE_SOURCE_SEQUENCE
UPDATE executions SET source_sequence = $2 - 1 - source_sequence
 WHERE import_batch_id = $1 AND user_id = $3 AND source_sequence >= $4 AND source_sequence < $5;

-- ACCOUNT_STRATEGY
SELECT strategy_id FROM trading_accounts WHERE id = $1 AND user_id = $2;

-- modules/imports/queries/import-queue.queries.ts

-- REQUEUE_ORPHAN_BATCHES
UPDATE import_batches SET status = 'queued', started_at = NULL, rows_done = 0
 WHERE status = 'running' AND pg_try_advisory_xact_lock(hashtextextended('import-batch:' || id::text, 0));

-- CLAIM_NEXT_BATCH
UPDATE import_batches SET status = 'running', started_at = now()
 WHERE id = (SELECT id FROM import_batches WHERE status = 'queued' ORDER BY created_at, id
             FOR UPDATE SKIP LOCKED LIMIT 1)
RETURNING id, user_id, account_id;

-- WRITE_BATCH_PROGRESS
UPDATE import_batches
   SET rows_total = CASE WHEN $2 > 0 THEN $2 ELSE rows_total END,
       rows_done = least(greatest(rows_done, $3), CASE WHEN $2 > 0 THEN $2 ELSE rows_total END),
       rows_read = greatest(rows_read, $4), rows_matched = greatest(rows_matched, $5),
       rows_written = greatest(rows_written, $6), phase = $7
 WHERE id = $1 AND status = 'running';

-- INSERT_BATCH_PART
INSERT INTO import_batch_parts (user_id, batch_id, part, bytes) VALUES ($1, $2, $3, $4);

-- modules/imports/queries/mapping-templates.queries.ts

-- LIST_MAPPING_TEMPLATES
SELECT id, name, header, mapping, updated_at AS "updatedAt"
  FROM import_mapping_templates
 WHERE user_id = $1
 ORDER BY lower(name), id
 LIMIT 100;

-- COUNT_OTHER_MAPPING_TEMPLATES
SELECT count(*)::int AS n FROM import_mapping_templates WHERE user_id = $1 AND name <> $2;

-- SAVE_MAPPING_TEMPLATE
INSERT INTO import_mapping_templates (user_id, name, header, mapping) VALUES ($1, $2, $3, $4)
ON CONFLICT (user_id, name) DO UPDATE SET header = excluded.header, mapping = excluded.mapping, updated_at = now()
RETURNING id, name, header, mapping, updated_at AS "updatedAt";

-- DELETE_MAPPING_TEMPLATE
WITH d AS (DELETE FROM import_mapping_templates WHERE id = $1 AND user_id = $2 RETURNING id)
SELECT id FROM d;

-- modules/imports/queries/staged-writes.queries.ts

-- CREATE_STAGED_TRADES (a few of the import columns)
CREATE TEMP TABLE import_staged_trades ON COMMIT DROP AS
SELECT id, user_id, account_id, symbol, entry_date, pnl FROM trades WITH NO DATA;

-- CREATE_STAGED_LINKS
CREATE TEMP TABLE import_staged_links ON COMMIT DROP AS
  SELECT trade_id, execution_id, quantity FROM trade_executions WITH NO DATA;

-- INSERT_STAGED_TRADES (a few of the import columns)
INSERT INTO trades (id, user_id, account_id, symbol, entry_date, pnl)
SELECT id, user_id, account_id, symbol, entry_date, pnl FROM import_staged_trades
 WHERE entry_date >= $1::timestamptz AND ($2::timestamptz IS NULL OR entry_date < $2::timestamptz)
 ORDER BY entry_date, id;

-- INSERT_STAGED_LINKS
INSERT INTO trade_executions (trade_id, execution_id, quantity)
SELECT trade_id, execution_id, quantity FROM import_staged_links
 WHERE trade_id >= $1::uuid AND ($2::uuid IS NULL OR trade_id < $2::uuid)
 ORDER BY trade_id, execution_id;

-- TRUNCATE_STAGED
TRUNCATE import_staged_trades, import_staged_links;

-- STAGED_BOUNDS (trades)
SELECT k::text AS v
  FROM (SELECT entry_date AS k, row_number() OVER (ORDER BY entry_date) AS n FROM import_staged_trades) s
 WHERE (n - 1) % $1 = 0
 GROUP BY k ORDER BY k;

-- STAGED_BOUNDS (links)
SELECT k::text AS v
  FROM (SELECT trade_id AS k, row_number() OVER (ORDER BY trade_id) AS n FROM import_staged_links) s
 WHERE (n - 1) % $1 = 0
 GROUP BY k ORDER BY k;

-- modules/imports/queries/trade-rebuild.queries.ts

-- INSTRUMENT_EXECUTIONS
WITH e AS MATERIALIZED (
  SELECT * FROM executions
   WHERE account_id = $1 AND user_id = $2 AND instrument_key = ANY($3::text[])
     AND ($4::uuid IS NULL OR import_batch_id <> $4))
SELECT e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity,
          e.price::text AS price, (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier,
          e.executed_at, e.position_effect,
          (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence,
          e.value::text AS value, e.currency, e.fx_rate::text AS fx_rate FROM e JOIN import_batches b ON b.id = e.import_batch_id;

-- IMPORTED_TRADES
SELECT id, import_key, trade_type, quantity::text AS quantity, entry_price::text AS entry_price,
       exit_price::text AS exit_price, fees::text AS fees, multiplier::text AS multiplier, pnl::text AS pnl,
       entry_date, exit_date, version, currency
  FROM trades
 WHERE account_id = $1 AND user_id = $2 AND origin = 'import' AND instrument_key = ANY($3::text[]);

-- DELETE_TRADE_FILL_LINKS
DELETE FROM trade_executions WHERE trade_id = ANY($1::uuid[]);

-- DELETE_TRADES
DELETE FROM trades WHERE id = ANY($1::uuid[]) AND user_id = $2;

-- UPDATE_REBUILT_TRADES
UPDATE trades
   SET trade_type = u.trade_type, entry_price = u.entry_price, exit_price = u.exit_price, quantity = u.quantity,
       multiplier = u.multiplier, fees = u.fees, pnl = u.pnl, result = u.result, entry_date = u.entry_date,
       exit_date = u.exit_date, currency = u.currency, version = trades.version + 1, updated_at = now()
  FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
              $8::numeric[], $9::text[], $10::timestamptz[], $11::timestamptz[], $13::text[])
       AS u(id, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date,
            exit_date, currency)
 WHERE trades.id = u.id AND trades.user_id = $12;

-- RESTORE_TRADE_VERSIONS
UPDATE trades t SET version = (s.row->>'version')::int, updated_at = (s.row->>'updated_at')::timestamptz
  FROM import_trade_snapshots s
 WHERE s.batch_id = $1 AND s.trade_id = t.id AND t.id = ANY($2::uuid[]) AND t.user_id = $3;

-- reviveSnapshotTrades (a few columns)
INSERT INTO trades (id, user_id, account_id, import_key, pnl) SELECT r.id, r.user_id, r.account_id, r.import_key, r.pnl
  FROM import_trade_snapshots s, jsonb_populate_record(NULL::trades, s.row) r
 WHERE s.batch_id = $1 AND s.trade_id = ANY($2::uuid[]) AND (s.row->>'user_id')::uuid = $3
RETURNING id, import_key;

-- SNAPSHOT_TRADES
INSERT INTO import_trade_snapshots (batch_id, trade_id, row)
SELECT $1, t.id, to_jsonb(t) FROM trades t WHERE t.id = ANY($2::uuid[])
ON CONFLICT (batch_id, trade_id) DO NOTHING;

-- BATCH_SNAPSHOTS
SELECT trade_id AS id, row->>'import_key' AS import_key, row->>'trade_type' AS trade_type,
       row->>'quantity' AS quantity, row->>'entry_price' AS entry_price, row->>'exit_price' AS exit_price,
       row->>'fees' AS fees, row->>'multiplier' AS multiplier, row->>'pnl' AS pnl, row->>'entry_date' AS entry_date,
       row->>'exit_date' AS exit_date, (row->>'version')::int AS version, row->>'currency' AS currency
  FROM import_trade_snapshots
 WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2);

-- INSERTABLE_TRADE_COLUMNS
SELECT quote_ident(column_name) AS name
  FROM information_schema.columns
 WHERE table_schema = current_schema() AND table_name = 'trades' AND is_generated = 'NEVER'
 ORDER BY ordinal_position;
