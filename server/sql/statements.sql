-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/statements/queries/statements.queries.ts

-- statementTrades (one account, a period)
SELECT t.id, t.symbol, t.market, t.trade_type AS "tradeType", t.entry_date AS "entryDate",
       t.exit_date AS "exitDate", t.entry_price::text AS "entryPrice", t.exit_price::text AS "exitPrice",
       t.quantity::text AS quantity, t.multiplier::text AS multiplier, t.fees::text AS fees,
       t.pnl::text AS pnl, t.result
  FROM trades t
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4)
 ORDER BY t.entry_date, t.id
 LIMIT 20001;

-- INSERT_STATEMENT
INSERT INTO statements (id, user_id, account_id, period_from, period_to, key_id, body)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- FIND_STATEMENT
SELECT id, body
  FROM statements
 WHERE id = $1 AND user_id = $2;
