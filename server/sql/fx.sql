-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/fx/queries/base-currency.query.ts

-- BASE_CURRENCY
SELECT coalesce(u.base_currency,
   (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id ORDER BY a.created_at, a.id LIMIT 1)) AS base
 FROM users u WHERE u.id = $1;

-- UPDATE_BASE_CURRENCY
UPDATE users SET base_currency = $2 WHERE id = $1;

-- modules/fx/queries/currency-groups.query.ts

-- currencyGroupsSql (all accounts)
WITH g AS (
  SELECT a.currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS day,
         count(*)::int AS n, count(t.pnl)::int AS closed,
         (count(*) FILTER (WHERE t.result = 'win'))::int AS wins,
         (count(*) FILTER (WHERE t.result = 'loss'))::int AS losses,
         coalesce(sum(t.pnl), 0) AS pnl,
         coalesce(sum(t.pnl) FILTER (WHERE t.result = 'win'), 0) AS win_sum,
         coalesce(sum(t.pnl) FILTER (WHERE t.result = 'loss'), 0) AS loss_sum
  FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
  WHERE t.user_id = $1
  GROUP BY 1, 2)
SELECT g.currency, g.day::text AS day, g.n, g.closed, g.wins, g.losses,
       g.pnl::text AS pnl, g.win_sum::text AS "winSum", g.loss_sum::text AS "lossSum",
       (CASE WHEN g.closed = 0 THEN 1 ELSE fx_factor($1, g.currency, $2::char(3), g.day) END)::text
         AS factor
FROM g ORDER BY g.currency, g.day;

-- currencyGroupsSql (one account, filtered)
WITH g AS (
  SELECT a.currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $4)::date AS day,
         count(*)::int AS n, count(t.pnl)::int AS closed,
         (count(*) FILTER (WHERE t.result = 'win'))::int AS wins,
         (count(*) FILTER (WHERE t.result = 'loss'))::int AS losses,
         coalesce(sum(t.pnl), 0) AS pnl,
         coalesce(sum(t.pnl) FILTER (WHERE t.result = 'win'), 0) AS win_sum,
         coalesce(sum(t.pnl) FILTER (WHERE t.result = 'loss'), 0) AS loss_sum
  FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
  WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9
  GROUP BY 1, 2)
SELECT g.currency, g.day::text AS day, g.n, g.closed, g.wins, g.losses,
       g.pnl::text AS pnl, g.win_sum::text AS "winSum", g.loss_sum::text AS "lossSum",
       (CASE WHEN g.closed = 0 THEN 1 ELSE fx_factor($1, g.currency, $10::char(3), g.day) END)::text
         AS factor
FROM g ORDER BY g.currency, g.day;

-- modules/fx/queries/fx-rates.query.ts

-- UPSERT_RATES
INSERT INTO fx_rates (user_id, day, base, quote, rate)
 SELECT $1, x.day, x.base, x.quote, x.rate
 FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS x(day, base, quote, rate)
 ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate;

-- UPSERT_RATE
INSERT INTO fx_rates (user_id, day, base, quote, rate) VALUES ($1, $2, $3, $4, $5)
 ON CONFLICT (user_id, base, quote, day) DO UPDATE SET rate = EXCLUDED.rate;

-- DELETE_RATE
DELETE FROM fx_rates WHERE user_id = $1 AND day = $2 AND base = $3 AND quote = $4;

-- LIST_RATES
SELECT day::text AS day, base, quote, rate::text AS rate FROM fx_rates WHERE user_id = $1
 ORDER BY day DESC, base, quote LIMIT $2;
