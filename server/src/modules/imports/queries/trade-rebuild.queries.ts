import { sqlBuilder } from '../../../db/sql-statement';

/** The executions' columns the rebuild reads (`e` = executions, `b` = their import batch). */
export const EXECUTION_ROW_SELECT = `e.id, e.instrument_key, e.symbol, e.market, e.side, e.quantity::text AS quantity,
            e.price::text AS price, (e.commission + e.other_fees)::text AS fees, e.multiplier::text AS multiplier,
            e.executed_at, e.position_effect,
            (extract(epoch FROM b.created_at) * 1000000)::bigint::text AS batch_ms, e.source_sequence,
            e.value::text AS value, e.currency, e.fx_rate::text AS fx_rate`;

/** Account $1's (owner $2) stored fills of instruments $3, without batch $4's when given. */
// The fills first, on their own (MATERIALIZED): joined to the batches, the planner could start
// from the batch and read all its fills through executions_batch_idx, filtering the instruments —
// inside the import's transaction the table's statistics still say it is empty, and a
// million-fill import then read its million fills once per group of instruments (20 s a group).
export const INSTRUMENT_EXECUTIONS = `
  WITH e AS MATERIALIZED (
    SELECT * FROM executions
     WHERE account_id = $1 AND user_id = $2 AND instrument_key = ANY($3::text[])
       AND ($4::uuid IS NULL OR import_batch_id <> $4))
  SELECT ${EXECUTION_ROW_SELECT} FROM e JOIN import_batches b ON b.id = e.import_batch_id`;

/** Account $1's (owner $2) imported trades of instruments $3, figures as exact text. */
export const IMPORTED_TRADES = `
  SELECT id, import_key, trade_type, quantity::text AS quantity, entry_price::text AS entry_price,
         exit_price::text AS exit_price, fees::text AS fees, multiplier::text AS multiplier, pnl::text AS pnl,
         entry_date, exit_date, version, currency
    FROM trades
   WHERE account_id = $1 AND user_id = $2 AND origin = 'import' AND instrument_key = ANY($3::text[])`;

/** The fill links of trades $1 (trade_executions has no user_id: the trades were read under it). */
export const DELETE_TRADE_FILL_LINKS = `DELETE FROM trade_executions WHERE trade_id = ANY($1::uuid[])`;

export const DELETE_TRADES = `DELETE FROM trades WHERE id = ANY($1::uuid[]) AND user_id = $2`;

/** Rebuilt figures of user $12's trades, one array per column. */
export const UPDATE_REBUILT_TRADES = `
  UPDATE trades
     SET trade_type = u.trade_type, entry_price = u.entry_price, exit_price = u.exit_price, quantity = u.quantity,
         multiplier = u.multiplier, fees = u.fees, pnl = u.pnl, result = u.result, entry_date = u.entry_date,
         exit_date = u.exit_date, currency = u.currency, version = trades.version + 1, updated_at = now()
    FROM unnest($1::uuid[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
                $8::numeric[], $9::text[], $10::timestamptz[], $11::timestamptz[], $13::text[])
         AS u(id, trade_type, entry_price, exit_price, quantity, multiplier, fees, pnl, result, entry_date,
              exit_date, currency)
   WHERE trades.id = u.id AND trades.user_id = $12`;

/** Undo: trades $2 (owner $3) take back the version and updated_at batch $1's snapshot kept. */
export const RESTORE_TRADE_VERSIONS = `
  UPDATE trades t SET version = (s.row->>'version')::int, updated_at = (s.row->>'updated_at')::timestamptz
    FROM import_trade_snapshots s
   WHERE s.batch_id = $1 AND s.trade_id = t.id AND t.id = ANY($2::uuid[]) AND t.user_id = $3`;

/** Undo: trades the batch had deleted come back from its snapshots as they were, every column given. */
export const reviveSnapshotTrades = sqlBuilder(
  (columns: string[]) => `
    INSERT INTO trades (${columns.join(', ')}) SELECT ${columns.map((c) => `r.${c}`).join(', ')}
      FROM import_trade_snapshots s, jsonb_populate_record(NULL::trades, s.row) r
     WHERE s.batch_id = $1 AND s.trade_id = ANY($2::uuid[]) AND (s.row->>'user_id')::uuid = $3
    RETURNING id, import_key`,
  { 'a few columns': [['id', 'user_id', 'account_id', 'import_key', 'pnl']] },
);

/** Trades $2 as they were before batch $1 changed them (kept once: the first snapshot wins). */
export const SNAPSHOT_TRADES = `
  INSERT INTO import_trade_snapshots (batch_id, trade_id, row)
  SELECT $1, t.id, to_jsonb(t) FROM trades t WHERE t.id = ANY($2::uuid[])
  ON CONFLICT (batch_id, trade_id) DO NOTHING`;

/**
 * Batch $1's snapshots (owner $2) with their figures as exact text (jsonb keeps NUMERIC exact; ->>
 * prints it). The table has no user_id: the batch's owner scopes it (docs/scaling.md).
 */
export const BATCH_SNAPSHOTS = `
  SELECT trade_id AS id, row->>'import_key' AS import_key, row->>'trade_type' AS trade_type,
         row->>'quantity' AS quantity, row->>'entry_price' AS entry_price, row->>'exit_price' AS exit_price,
         row->>'fees' AS fees, row->>'multiplier' AS multiplier, row->>'pnl' AS pnl, row->>'entry_date' AS entry_date,
         row->>'exit_date' AS exit_date, (row->>'version')::int AS version, row->>'currency' AS currency
    FROM import_trade_snapshots
   WHERE batch_id = $1 AND batch_id IN (SELECT id FROM import_batches WHERE id = $1 AND user_id = $2)`;

/** The trades columns an INSERT can write (not the generated ones), quoted, in table order. */
export const INSERTABLE_TRADE_COLUMNS = `
  SELECT quote_ident(column_name) AS name
    FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name = 'trades' AND is_generated = 'NEVER'
   ORDER BY ordinal_position`;
