-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/trades/queries/contract-multipliers.queries.ts

-- UPSERT_MULTIPLIER
INSERT INTO user_contract_multipliers (user_id, root, point_value) VALUES ($1, $2, $3)
ON CONFLICT (user_id, root) DO UPDATE SET point_value = excluded.point_value, updated_at = now();

-- DELETE_MULTIPLIER
WITH d AS (DELETE FROM user_contract_multipliers WHERE user_id = $1 AND root = $2 RETURNING root)
SELECT root FROM d;

-- IMPORTED_FUTURES_INSTRUMENTS
SELECT DISTINCT e.account_id, e.instrument_key, e.symbol, a.strategy_id
  FROM executions e
  JOIN trading_accounts a ON a.id = e.account_id
 WHERE e.user_id = $1 AND e.market = 'futures';

-- modules/trades/queries/trade-count.queries.ts

-- countTradesFromRollup (market)
SELECT coalesce(sum(r.trades), 0)::int AS n
  FROM analytics_day_rollup r
 WHERE r.user_id = $1
   AND r.market = $2;

-- countTradesFromRollup (account and days)
SELECT coalesce(sum(r.trades), 0)::int AS n
  FROM analytics_day_rollup r
 WHERE r.user_id = $1
   AND r.account_id = $2
   AND r.day >= $3::date
   AND r.day <= $4::date;

-- countTradesFromRollup (strategy)
SELECT coalesce(sum(r.trades), 0)::int AS n
  FROM analytics_day_rollup r
 WHERE r.user_id = $1
   AND r.strategy_id = $2
   AND r.trade_type = $3;

-- countTradesUnfiltered (all)
SELECT (SELECT coalesce(sum(e.n), 0) FROM analytics_equity_day e WHERE e.user_id = $1)
     + (SELECT count(*) FROM trades t WHERE t.user_id = $1 AND t.exit_price IS NULL) AS n;

-- countTradesUnfiltered (account)
SELECT (SELECT coalesce(sum(e.n), 0) FROM analytics_equity_day e WHERE e.user_id = $1 AND e.account_id = $2)
     + (SELECT count(*) FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.exit_price IS NULL) AS n;

-- modules/trades/queries/trades.queries.ts

-- KEEP_TRADE_REVISION
INSERT INTO trade_revisions (trade_id, user_id, account_id, action, changed_by, previous)
SELECT t.id, t.user_id, t.account_id, $3, $2, to_jsonb(t)
  FROM trades t
 WHERE t.id = $1 AND t.user_id = $2;

-- TRADE_FILLS
SELECT te.trade_id, e.id, e.side, te.quantity::text AS quantity, e.quantity::text AS fill_quantity,
       e.price::text AS price, e.commission::text AS commission, e.other_fees::text AS other_fees,
       e.currency, e.fx_rate::text AS fx_rate, e.fx_source, e.executed_at, e.raw_executed_at,
       e.broker_execution_id, e.broker_order_id, e.source_row, e.import_batch_id, b.file_name
  FROM trade_executions te
  JOIN executions e ON e.id = te.execution_id
  JOIN import_batches b ON b.id = e.import_batch_id
 WHERE te.trade_id = ANY($1::uuid[]) AND e.user_id = $2
 ORDER BY te.trade_id, e.executed_at, b.created_at, e.source_sequence, e.source_row, e.id;
