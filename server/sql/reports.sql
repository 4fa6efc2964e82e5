-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/reports/queries/reports.queries.ts

-- countExportTrades (account, window)
SELECT count(*)::int AS n FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= $3::timestamptz AND t.entry_date < $4::timestamptz;

-- exportTradesBatch (first batch)
SELECT t.id, t.entry_date AS "entryDateRaw",
       to_char(t.entry_date AT TIME ZONE $5, 'YYYY-MM-DD HH24:MI') AS date,
       t.symbol, t.trade_type AS type, t.market, t.entry_price::text AS entry, t.exit_price::text AS exit,
       t.quantity::text AS quantity, t.pnl::text AS pnl, a.currency, t.result, s.name AS strategy, t.notes
  FROM trades t
  LEFT JOIN strategies s ON s.id = t.strategy_id AND s.user_id = t.user_id
  JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= $3::timestamptz AND t.entry_date < $4::timestamptz
 ORDER BY t.entry_date, t.id
 LIMIT 1000;

-- exportTradesBatch (next batch)
SELECT t.id, t.entry_date AS "entryDateRaw",
       to_char(t.entry_date AT TIME ZONE $7, 'YYYY-MM-DD HH24:MI') AS date,
       t.symbol, t.trade_type AS type, t.market, t.entry_price::text AS entry, t.exit_price::text AS exit,
       t.quantity::text AS quantity, t.pnl::text AS pnl, a.currency, t.result, s.name AS strategy, t.notes
  FROM trades t
  LEFT JOIN strategies s ON s.id = t.strategy_id AND s.user_id = t.user_id
  JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= $3::timestamptz AND t.entry_date < $4::timestamptz AND (t.entry_date, t.id) > ($5, $6)
 ORDER BY t.entry_date, t.id
 LIMIT 1000;

-- REPORT_ACCOUNTS
SELECT id, name, currency
  FROM trading_accounts
 WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
 ORDER BY name;
