-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/analytics/queries/aggregate-converted.query.ts

-- convertedAggregatesSql (all accounts, converted)
WITH c AS MATERIALIZED (
     SELECT t.pnl, t.result, t.symbol, t.market, t.strategy_id, (t.entry_date AT TIME ZONE $3)::date AS day,
            CASE WHEN t.native_pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.native_pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold
       FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
     WHERE t.user_id = $1) t WHERE t.user_id = $1
   )
   SELECT 'totals' AS kind, '' AS key, NULL AS market, 0 AS n, 0 AS closed, 0 AS wins, 0 AS losses, '0' AS pnl,
       json_build_object(
         'n', count(*), 'closed', count(pnl), 'wins', count(*) FILTER (WHERE result = 'win'),
         'losses', count(*) FILTER (WHERE result = 'loss'),
         'breakevens', count(*) FILTER (WHERE result = 'breakeven'),
         'pnl', coalesce(sum(pnl), 0)::text, 'winSum', coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text,
         'lossSum', coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text,
         'pnlSquares', coalesce(sum(pnl * pnl), 0)::text,
         'rTrades', count(r), 'rSum', coalesce(sum(r), 0)::text, 'rSquares', coalesce(sum(r * r), 0)::text,
         'winHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'win'), 0)::text,
         'winHoldN', count(hold) FILTER (WHERE result = 'win'),
         'lossHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'loss'), 0)::text,
         'lossHoldN', count(hold) FILTER (WHERE result = 'loss'),
         'breakevenHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'breakeven'), 0)::text,
         'breakevenHoldN', count(hold) FILTER (WHERE result = 'breakeven')
       ) AS totals
     FROM c
   UNION ALL
   SELECT CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(symbol) = 0 THEN 'symbol' ELSE 'strategy' END,
          coalesce(day::text, symbol, strategy_id::text, ''), market,
          count(*)::int, count(pnl)::int, (count(*) FILTER (WHERE result = 'win'))::int,
            (count(*) FILTER (WHERE result = 'loss'))::int,
          coalesce(sum(pnl), 0)::text, NULL
     FROM c GROUP BY GROUPING SETS ((day), (symbol, market), (strategy_id));

-- convertedAggregatesSql (one account, filtered, as stored)
WITH c AS MATERIALIZED (
     SELECT t.pnl, t.result, t.symbol, t.market, t.strategy_id, (t.entry_date AT TIME ZONE $4)::date AS day,
            CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold
       FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9
   )
   SELECT 'totals' AS kind, '' AS key, NULL AS market, 0 AS n, 0 AS closed, 0 AS wins, 0 AS losses, '0' AS pnl,
       json_build_object(
         'n', count(*), 'closed', count(pnl), 'wins', count(*) FILTER (WHERE result = 'win'),
         'losses', count(*) FILTER (WHERE result = 'loss'),
         'breakevens', count(*) FILTER (WHERE result = 'breakeven'),
         'pnl', coalesce(sum(pnl), 0)::text, 'winSum', coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text,
         'lossSum', coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text,
         'pnlSquares', coalesce(sum(pnl * pnl), 0)::text,
         'rTrades', count(r), 'rSum', coalesce(sum(r), 0)::text, 'rSquares', coalesce(sum(r * r), 0)::text,
         'winHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'win'), 0)::text,
         'winHoldN', count(hold) FILTER (WHERE result = 'win'),
         'lossHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'loss'), 0)::text,
         'lossHoldN', count(hold) FILTER (WHERE result = 'loss'),
         'breakevenHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'breakeven'), 0)::text,
         'breakevenHoldN', count(hold) FILTER (WHERE result = 'breakeven')
       ) AS totals
     FROM c
   UNION ALL
   SELECT CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(symbol) = 0 THEN 'symbol' ELSE 'strategy' END,
          coalesce(day::text, symbol, strategy_id::text, ''), market,
          count(*)::int, count(pnl)::int, (count(*) FILTER (WHERE result = 'win'))::int,
            (count(*) FILTER (WHERE result = 'loss'))::int,
          coalesce(sum(pnl), 0)::text, NULL
     FROM c GROUP BY GROUPING SETS ((day), (symbol, market), (strategy_id));

-- modules/analytics/queries/aggregate.query.ts

-- aggregatesSql (all accounts)
SELECT 'totals' AS kind, '' AS key, NULL AS market, 0 AS n, 0 AS closed, 0 AS wins, 0 AS losses, '0' AS pnl,
  json_build_object(
    'n', coalesce(sum(trades), 0), 'closed', coalesce(sum(closed), 0), 'wins', coalesce(sum(wins), 0),
    'losses', coalesce(sum(losses), 0), 'breakevens', coalesce(sum(breakevens), 0),
    'pnl', coalesce(sum(pnl), 0)::text, 'winSum', coalesce(sum(win_sum), 0)::text,
    'lossSum', coalesce(sum(loss_sum), 0)::text,
    'pnlSquares', coalesce(sum(pnl_sq), 0)::text, 'rTrades', coalesce(sum(r_n), 0),
    'rSum', coalesce(sum(r_sum), 0)::text,
    'rSquares', coalesce(sum(r_sq), 0)::text,
    'winHoldSecs', coalesce(sum(hold_win_s), 0)::text, 'winHoldN', coalesce(sum(hold_win_n), 0),
    'lossHoldSecs', coalesce(sum(hold_loss_s), 0)::text, 'lossHoldN', coalesce(sum(hold_loss_n), 0),
    'breakevenHoldSecs', coalesce(sum(hold_be_s), 0)::text, 'breakevenHoldN', coalesce(sum(hold_be_n), 0)
  ) AS totals
FROM analytics_day_rollup r WHERE r.user_id = $1
UNION ALL
SELECT CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(symbol) = 0 THEN 'symbol' ELSE 'strategy' END,
       coalesce(day::text, symbol, strategy_id::text, ''), market,
       sum(trades)::int, sum(closed)::int, sum(wins)::int, sum(losses)::int, sum(pnl)::text, NULL
FROM analytics_day_rollup r WHERE r.user_id = $1
GROUP BY GROUPING SETS ((day), (symbol, market), (strategy_id)) HAVING sum(trades) > 0;

-- aggregatesSql (one account, filtered)
SELECT 'totals' AS kind, '' AS key, NULL AS market, 0 AS n, 0 AS closed, 0 AS wins, 0 AS losses, '0' AS pnl,
  json_build_object(
    'n', coalesce(sum(trades), 0), 'closed', coalesce(sum(closed), 0), 'wins', coalesce(sum(wins), 0),
    'losses', coalesce(sum(losses), 0), 'breakevens', coalesce(sum(breakevens), 0),
    'pnl', coalesce(sum(pnl), 0)::text, 'winSum', coalesce(sum(win_sum), 0)::text,
    'lossSum', coalesce(sum(loss_sum), 0)::text,
    'pnlSquares', coalesce(sum(pnl_sq), 0)::text, 'rTrades', coalesce(sum(r_n), 0),
    'rSum', coalesce(sum(r_sum), 0)::text,
    'rSquares', coalesce(sum(r_sq), 0)::text,
    'winHoldSecs', coalesce(sum(hold_win_s), 0)::text, 'winHoldN', coalesce(sum(hold_win_n), 0),
    'lossHoldSecs', coalesce(sum(hold_loss_s), 0)::text, 'lossHoldN', coalesce(sum(hold_loss_n), 0),
    'breakevenHoldSecs', coalesce(sum(hold_be_s), 0)::text, 'breakevenHoldN', coalesce(sum(hold_be_n), 0)
  ) AS totals
FROM analytics_day_rollup r WHERE r.user_id = $1 AND r.account_id = $2 AND r.day >= $3::date AND r.day <= $4::date AND r.market = $5 AND r.symbol = $6 AND r.strategy_id = $7 AND r.trade_type = $8
UNION ALL
SELECT CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(symbol) = 0 THEN 'symbol' ELSE 'strategy' END,
       coalesce(day::text, symbol, strategy_id::text, ''), market,
       sum(trades)::int, sum(closed)::int, sum(wins)::int, sum(losses)::int, sum(pnl)::text, NULL
FROM analytics_day_rollup r WHERE r.user_id = $1 AND r.account_id = $2 AND r.day >= $3::date AND r.day <= $4::date AND r.market = $5 AND r.symbol = $6 AND r.strategy_id = $7 AND r.trade_type = $8
GROUP BY GROUPING SETS ((day), (symbol, market), (strategy_id)) HAVING sum(trades) > 0;

-- modules/analytics/queries/balance.query.ts

-- balanceDaysSql (all accounts)
WITH acc AS (
  SELECT a.id, a.currency, a.initial_balance, (a.created_at AT TIME ZONE $2)::date AS created_day
    FROM trading_accounts a WHERE a.user_id = $1
), ev AS (
  SELECT t.account_id, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $2)::date AS day,
         t.pnl, 0::numeric AS flow, 0::numeric AS opening
    FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
  UNION ALL
  SELECT f.account_id, (f.occurred_at AT TIME ZONE $2)::date, 0,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END, 0
    FROM cash_flows f WHERE f.user_id = $1
), opened AS (
  SELECT acc.id AS account_id,
         least(acc.created_day, (SELECT min(ev.day) FROM ev WHERE ev.account_id = acc.id)) AS day,
         0::numeric AS pnl, 0::numeric AS flow, acc.initial_balance AS opening
    FROM acc
), base AS (
  SELECT coalesce(u.base_currency, (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id
                                     ORDER BY a.created_at, a.id LIMIT 1)) AS code
    FROM users u WHERE u.id = $1
), g AS MATERIALIZED (
  SELECT acc.currency, x.day, sum(x.pnl) AS pnl, sum(x.flow) AS flow, sum(x.opening) AS opening
    FROM (SELECT * FROM ev UNION ALL SELECT * FROM opened) x JOIN acc ON acc.id = x.account_id
   GROUP BY 1, 2
), several AS (
  SELECT count(DISTINCT currency) > 1 AS yes FROM acc
), rated AS (
  SELECT g.*, CASE WHEN g.currency = base.code THEN 1::numeric ELSE fx_factor($1, g.currency, base.code,
    g.day) END AS factor
    FROM g, base, several WHERE several.yes
), walks AS (
  SELECT currency, false AS converted, day, flow, pnl,
         sum(opening + flow + pnl) OVER (PARTITION BY currency ORDER BY day) AS balance,
         coalesce(sum(pnl) FILTER (WHERE $3::date IS NULL OR day >= $3::date)
                    OVER (PARTITION BY currency ORDER BY day), 0) AS trading_pnl
    FROM g
  UNION ALL
  SELECT (SELECT code FROM base), true, day, round(flow, 2), round(pnl, 2),
         round(sum(moved) OVER (ORDER BY day), 2),
         round(coalesce(sum(pnl) FILTER (WHERE $3::date IS NULL OR day >= $3::date)
                          OVER (ORDER BY day), 0), 2)
    FROM (SELECT day, sum(flow * factor) AS flow, sum(pnl * factor) AS pnl,
                 sum((opening + flow + pnl) * factor) AS moved
            FROM rated GROUP BY day) c
   WHERE NOT EXISTS (SELECT 1 FROM rated WHERE factor IS NULL)
), shown AS (
  SELECT * FROM walks
   WHERE ($3::date IS NULL OR day >= $3::date) AND ($4::date IS NULL OR day <= $4::date)
)
SELECT (SELECT json_agg(json_build_object('currency', currency, 'converted', converted, 'day', day::text,
                'balance', balance::text, 'tradingPnl', trading_pnl::text, 'flow', flow::text, 'pnl', pnl::text)
                ORDER BY converted, currency, day) FROM shown) AS days,
       (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text,
                                          'days', n) ORDER BY currency)
          FROM (SELECT currency, min(day) AS lo, max(day) AS hi, count(*)::int AS n FROM rated
                 WHERE factor IS NULL GROUP BY currency) m) AS gaps,
       (SELECT code FROM base) AS base,
       (SELECT array_agg(DISTINCT currency ORDER BY currency) FROM acc) AS currencies;

-- balanceDaysSql (one account, from and to)
WITH acc AS (
  SELECT a.id, a.currency, a.initial_balance, (a.created_at AT TIME ZONE $3)::date AS created_day
    FROM trading_accounts a WHERE a.user_id = $1 AND a.id = $2
), ev AS (
  SELECT t.account_id, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS day,
         t.pnl, 0::numeric AS flow, 0::numeric AS opening
    FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.pnl IS NOT NULL
  UNION ALL
  SELECT f.account_id, (f.occurred_at AT TIME ZONE $3)::date, 0,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END, 0
    FROM cash_flows f WHERE f.user_id = $1 AND f.account_id = $2
), opened AS (
  SELECT acc.id AS account_id,
         least(acc.created_day, (SELECT min(ev.day) FROM ev WHERE ev.account_id = acc.id)) AS day,
         0::numeric AS pnl, 0::numeric AS flow, acc.initial_balance AS opening
    FROM acc
), base AS (
  SELECT coalesce(u.base_currency, (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id
                                     ORDER BY a.created_at, a.id LIMIT 1)) AS code
    FROM users u WHERE u.id = $1
), g AS MATERIALIZED (
  SELECT acc.currency, x.day, sum(x.pnl) AS pnl, sum(x.flow) AS flow, sum(x.opening) AS opening
    FROM (SELECT * FROM ev UNION ALL SELECT * FROM opened) x JOIN acc ON acc.id = x.account_id
   GROUP BY 1, 2
), several AS (
  SELECT count(DISTINCT currency) > 1 AS yes FROM acc
), rated AS (
  SELECT g.*, CASE WHEN g.currency = base.code THEN 1::numeric ELSE fx_factor($1, g.currency, base.code,
    g.day) END AS factor
    FROM g, base, several WHERE several.yes
), walks AS (
  SELECT currency, false AS converted, day, flow, pnl,
         sum(opening + flow + pnl) OVER (PARTITION BY currency ORDER BY day) AS balance,
         coalesce(sum(pnl) FILTER (WHERE $4::date IS NULL OR day >= $4::date)
                    OVER (PARTITION BY currency ORDER BY day), 0) AS trading_pnl
    FROM g
  UNION ALL
  SELECT (SELECT code FROM base), true, day, round(flow, 2), round(pnl, 2),
         round(sum(moved) OVER (ORDER BY day), 2),
         round(coalesce(sum(pnl) FILTER (WHERE $4::date IS NULL OR day >= $4::date)
                          OVER (ORDER BY day), 0), 2)
    FROM (SELECT day, sum(flow * factor) AS flow, sum(pnl * factor) AS pnl,
                 sum((opening + flow + pnl) * factor) AS moved
            FROM rated GROUP BY day) c
   WHERE NOT EXISTS (SELECT 1 FROM rated WHERE factor IS NULL)
), shown AS (
  SELECT * FROM walks
   WHERE ($4::date IS NULL OR day >= $4::date) AND ($5::date IS NULL OR day <= $5::date)
)
SELECT (SELECT json_agg(json_build_object('currency', currency, 'converted', converted, 'day', day::text,
                'balance', balance::text, 'tradingPnl', trading_pnl::text, 'flow', flow::text, 'pnl', pnl::text)
                ORDER BY converted, currency, day) FROM shown) AS days,
       (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text,
                                          'days', n) ORDER BY currency)
          FROM (SELECT currency, min(day) AS lo, max(day) AS hi, count(*)::int AS n FROM rated
                 WHERE factor IS NULL GROUP BY currency) m) AS gaps,
       (SELECT code FROM base) AS base,
       (SELECT array_agg(DISTINCT currency ORDER BY currency) FROM acc) AS currencies;

-- modules/analytics/queries/equity-accounts.query.ts

-- accountsEquitySql (all accounts)
WITH tr AS (
  SELECT t.account_id, coalesce(t.exit_date, t.entry_date) AS at, 1 AS ord, t.id, t.pnl AS amount,
         coalesce(t.exit_date, t.entry_date) AS rated_at
    FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
), fl AS (
  SELECT f.account_id, f.occurred_at AS at, 0 AS ord, f.id,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END AS amount,
         f.occurred_at AS rated_at
    FROM cash_flows f WHERE f.user_id = $1
), op AS (
  -- Every initial balance starts the walk, at the rate of its account's opening day.
  SELECT a.id AS account_id, '-infinity'::timestamptz AS at, -1 AS ord, a.id, a.initial_balance AS amount,
         least(a.created_at, (SELECT min(tr.at) FROM tr WHERE tr.account_id = a.id),
               (SELECT min(fl.at) FROM fl WHERE fl.account_id = a.id)) AS rated_at
    FROM trading_accounts a WHERE a.user_id = $1
), ev AS MATERIALIZED (
  SELECT e.at, e.ord, e.id, e.amount, a.currency, (e.rated_at AT TIME ZONE $2)::date AS day
    FROM (SELECT * FROM op UNION ALL SELECT * FROM fl UNION ALL SELECT * FROM tr) e
    JOIN trading_accounts a ON a.id = e.account_id AND a.user_id = $1
), f AS MATERIALIZED (
  SELECT x.currency, x.day,
         CASE WHEN x.currency = $3 THEN 1::numeric ELSE fx_factor($1, x.currency, $3::char(3), x.day)
              END AS factor
    FROM (SELECT DISTINCT currency, day FROM ev) x
), c AS MATERIALIZED (
  SELECT ev.at, ev.ord, ev.id, ev.day, ev.amount * f.factor AS v,
         sum(ev.amount * f.factor) OVER (ORDER BY ev.at, ev.ord, ev.id ROWS UNBOUNDED PRECEDING) AS cum
    FROM ev JOIN f ON f.currency = ev.currency AND f.day = ev.day
), shown AS (
  SELECT * FROM c WHERE c.ord >= 0 AND ($4::date IS NULL OR c.day >= $4::date) AND ($5::date IS NULL OR c.day <= $5::date)
AND ($6::timestamptz IS NULL OR c.at >= $6::timestamptz)
AND ($7::timestamptz IS NULL OR c.at < $7::timestamptz)
), start AS (
  -- Before the first point; no point: everything up to the range's end (the balance then).
  SELECT coalesce((SELECT cum - v FROM shown ORDER BY at, ord, id LIMIT 1),
                  (SELECT cum FROM c WHERE ($5::date IS NULL OR c.day <= $5::date)
                      AND ($7::timestamptz IS NULL OR c.at < $7::timestamptz)
                    ORDER BY at DESC, ord DESC, id DESC LIMIT 1), 0) AS v
), run AS MATERIALIZED (
  SELECT shown.at AS exit_date, shown.v AS pnl, shown.cum AS balance,
         greatest((SELECT v FROM start), max(shown.cum) OVER w) AS peak, row_number() OVER w AS rn
    FROM shown WINDOW w AS (ORDER BY shown.at, shown.ord, shown.id ROWS UNBOUNDED PRECEDING)
), stats AS (
  SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
         coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         coalesce((SELECT balance FROM run ORDER BY rn DESC LIMIT 1), (SELECT v FROM start)) AS final
    FROM run
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $8::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $9) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $9 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct", (SELECT v FROM start)::text AS start, (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text)
                ORDER BY currency)
FROM (SELECT currency, min(day) AS lo, max(day) AS hi FROM f WHERE factor IS NULL GROUP BY currency) m) AS missing
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- accountsEquitySql (filtered)
WITH tr AS (
  SELECT t.account_id, coalesce(t.exit_date, t.entry_date) AS at, 1 AS ord, t.id, t.pnl AS amount,
         coalesce(t.exit_date, t.entry_date) AS rated_at
    FROM trades t WHERE t.user_id = $1 AND t.market = $2 AND t.symbol = $3 AND t.strategy_id = $4 AND t.trade_type = $5 AND t.pnl IS NOT NULL
), fl AS (
  SELECT f.account_id, f.occurred_at AS at, 0 AS ord, f.id,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END AS amount,
         f.occurred_at AS rated_at
    FROM cash_flows f WHERE f.user_id = $1
), op AS (
  -- Every initial balance starts the walk, at the rate of its account's opening day.
  SELECT a.id AS account_id, '-infinity'::timestamptz AS at, -1 AS ord, a.id, a.initial_balance AS amount,
         least(a.created_at, (SELECT min(tr.at) FROM tr WHERE tr.account_id = a.id),
               (SELECT min(fl.at) FROM fl WHERE fl.account_id = a.id)) AS rated_at
    FROM trading_accounts a WHERE a.user_id = $1
), ev AS MATERIALIZED (
  SELECT e.at, e.ord, e.id, e.amount, a.currency, (e.rated_at AT TIME ZONE $6)::date AS day
    FROM (SELECT * FROM op UNION ALL SELECT * FROM fl UNION ALL SELECT * FROM tr) e
    JOIN trading_accounts a ON a.id = e.account_id AND a.user_id = $1
), f AS MATERIALIZED (
  SELECT x.currency, x.day,
         CASE WHEN x.currency = $7 THEN 1::numeric ELSE fx_factor($1, x.currency, $7::char(3), x.day)
              END AS factor
    FROM (SELECT DISTINCT currency, day FROM ev) x
), c AS MATERIALIZED (
  SELECT ev.at, ev.ord, ev.id, ev.day, ev.amount * f.factor AS v,
         sum(ev.amount * f.factor) OVER (ORDER BY ev.at, ev.ord, ev.id ROWS UNBOUNDED PRECEDING) AS cum
    FROM ev JOIN f ON f.currency = ev.currency AND f.day = ev.day
), shown AS (
  SELECT * FROM c WHERE c.ord >= 0 AND ($8::date IS NULL OR c.day >= $8::date) AND ($9::date IS NULL OR c.day <= $9::date)
AND ($10::timestamptz IS NULL OR c.at >= $10::timestamptz)
AND ($11::timestamptz IS NULL OR c.at < $11::timestamptz)
), start AS (
  -- Before the first point; no point: everything up to the range's end (the balance then).
  SELECT coalesce((SELECT cum - v FROM shown ORDER BY at, ord, id LIMIT 1),
                  (SELECT cum FROM c WHERE ($9::date IS NULL OR c.day <= $9::date)
                      AND ($11::timestamptz IS NULL OR c.at < $11::timestamptz)
                    ORDER BY at DESC, ord DESC, id DESC LIMIT 1), 0) AS v
), run AS MATERIALIZED (
  SELECT shown.at AS exit_date, shown.v AS pnl, shown.cum AS balance,
         greatest((SELECT v FROM start), max(shown.cum) OVER w) AS peak, row_number() OVER w AS rn
    FROM shown WINDOW w AS (ORDER BY shown.at, shown.ord, shown.id ROWS UNBOUNDED PRECEDING)
), stats AS (
  SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
         coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         coalesce((SELECT balance FROM run ORDER BY rn DESC LIMIT 1), (SELECT v FROM start)) AS final
    FROM run
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $12::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $13) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $13 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct", (SELECT v FROM start)::text AS start, (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text)
                ORDER BY currency)
FROM (SELECT currency, min(day) AS lo, max(day) AS hi FROM f WHERE factor IS NULL GROUP BY currency) m) AS missing
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- accountsEquityEmptySql (all accounts)
WITH tr AS (
  SELECT t.account_id, coalesce(t.exit_date, t.entry_date) AS at, 1 AS ord, t.id, t.pnl AS amount,
         coalesce(t.exit_date, t.entry_date) AS rated_at
    FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
), fl AS (
  SELECT f.account_id, f.occurred_at AS at, 0 AS ord, f.id,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END AS amount,
         f.occurred_at AS rated_at
    FROM cash_flows f WHERE f.user_id = $1
), op AS (
  -- Every initial balance starts the walk, at the rate of its account's opening day.
  SELECT a.id AS account_id, '-infinity'::timestamptz AS at, -1 AS ord, a.id, a.initial_balance AS amount,
         least(a.created_at, (SELECT min(tr.at) FROM tr WHERE tr.account_id = a.id),
               (SELECT min(fl.at) FROM fl WHERE fl.account_id = a.id)) AS rated_at
    FROM trading_accounts a WHERE a.user_id = $1
), ev AS MATERIALIZED (
  SELECT e.at, e.ord, e.id, e.amount, a.currency, (e.rated_at AT TIME ZONE $2)::date AS day
    FROM (SELECT * FROM op UNION ALL SELECT * FROM fl UNION ALL SELECT * FROM tr) e
    JOIN trading_accounts a ON a.id = e.account_id AND a.user_id = $1
), f AS MATERIALIZED (
  SELECT x.currency, x.day,
         CASE WHEN x.currency = $3 THEN 1::numeric ELSE fx_factor($1, x.currency, $3::char(3), x.day)
              END AS factor
    FROM (SELECT DISTINCT currency, day FROM ev) x
), c AS MATERIALIZED (
  SELECT ev.at, ev.ord, ev.id, ev.day, ev.amount * f.factor AS v,
         sum(ev.amount * f.factor) OVER (ORDER BY ev.at, ev.ord, ev.id ROWS UNBOUNDED PRECEDING) AS cum
    FROM ev JOIN f ON f.currency = ev.currency AND f.day = ev.day
), shown AS (
  SELECT * FROM c WHERE c.ord >= 0 AND ($4::date IS NULL OR c.day >= $4::date) AND ($5::date IS NULL OR c.day <= $5::date)
AND ($6::timestamptz IS NULL OR c.at >= $6::timestamptz)
AND ($7::timestamptz IS NULL OR c.at < $7::timestamptz)
), start AS (
  -- Before the first point; no point: everything up to the range's end (the balance then).
  SELECT coalesce((SELECT cum - v FROM shown ORDER BY at, ord, id LIMIT 1),
                  (SELECT cum FROM c WHERE ($5::date IS NULL OR c.day <= $5::date)
                      AND ($7::timestamptz IS NULL OR c.at < $7::timestamptz)
                    ORDER BY at DESC, ord DESC, id DESC LIMIT 1), 0) AS v
) SELECT (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text)
                ORDER BY currency)
FROM (SELECT currency, min(day) AS lo, max(day) AS hi FROM f WHERE factor IS NULL GROUP BY currency) m) AS missing, (SELECT v FROM start)::text AS start;

-- accountsEquityEmptySql (filtered)
WITH tr AS (
  SELECT t.account_id, coalesce(t.exit_date, t.entry_date) AS at, 1 AS ord, t.id, t.pnl AS amount,
         coalesce(t.exit_date, t.entry_date) AS rated_at
    FROM trades t WHERE t.user_id = $1 AND t.market = $2 AND t.symbol = $3 AND t.strategy_id = $4 AND t.trade_type = $5 AND t.pnl IS NOT NULL
), fl AS (
  SELECT f.account_id, f.occurred_at AS at, 0 AS ord, f.id,
         CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END AS amount,
         f.occurred_at AS rated_at
    FROM cash_flows f WHERE f.user_id = $1
), op AS (
  -- Every initial balance starts the walk, at the rate of its account's opening day.
  SELECT a.id AS account_id, '-infinity'::timestamptz AS at, -1 AS ord, a.id, a.initial_balance AS amount,
         least(a.created_at, (SELECT min(tr.at) FROM tr WHERE tr.account_id = a.id),
               (SELECT min(fl.at) FROM fl WHERE fl.account_id = a.id)) AS rated_at
    FROM trading_accounts a WHERE a.user_id = $1
), ev AS MATERIALIZED (
  SELECT e.at, e.ord, e.id, e.amount, a.currency, (e.rated_at AT TIME ZONE $6)::date AS day
    FROM (SELECT * FROM op UNION ALL SELECT * FROM fl UNION ALL SELECT * FROM tr) e
    JOIN trading_accounts a ON a.id = e.account_id AND a.user_id = $1
), f AS MATERIALIZED (
  SELECT x.currency, x.day,
         CASE WHEN x.currency = $7 THEN 1::numeric ELSE fx_factor($1, x.currency, $7::char(3), x.day)
              END AS factor
    FROM (SELECT DISTINCT currency, day FROM ev) x
), c AS MATERIALIZED (
  SELECT ev.at, ev.ord, ev.id, ev.day, ev.amount * f.factor AS v,
         sum(ev.amount * f.factor) OVER (ORDER BY ev.at, ev.ord, ev.id ROWS UNBOUNDED PRECEDING) AS cum
    FROM ev JOIN f ON f.currency = ev.currency AND f.day = ev.day
), shown AS (
  SELECT * FROM c WHERE c.ord >= 0 AND ($8::date IS NULL OR c.day >= $8::date) AND ($9::date IS NULL OR c.day <= $9::date)
AND ($10::timestamptz IS NULL OR c.at >= $10::timestamptz)
AND ($11::timestamptz IS NULL OR c.at < $11::timestamptz)
), start AS (
  -- Before the first point; no point: everything up to the range's end (the balance then).
  SELECT coalesce((SELECT cum - v FROM shown ORDER BY at, ord, id LIMIT 1),
                  (SELECT cum FROM c WHERE ($9::date IS NULL OR c.day <= $9::date)
                      AND ($11::timestamptz IS NULL OR c.at < $11::timestamptz)
                    ORDER BY at DESC, ord DESC, id DESC LIMIT 1), 0) AS v
) SELECT (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text)
                ORDER BY currency)
FROM (SELECT currency, min(day) AS lo, max(day) AS hi FROM f WHERE factor IS NULL GROUP BY currency) m) AS missing, (SELECT v FROM start)::text AS start;

-- modules/analytics/queries/equity-converted.query.ts

-- convertedEquitySql (all accounts)
WITH tr AS MATERIALIZED (
  SELECT t.exit_date, t.entry_date, t.id, t.pnl, a.currency,
         (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $6)::date AS day
    FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
   WHERE t.user_id = $1 AND t.pnl IS NOT NULL
), f AS MATERIALIZED (
  -- Materialized: inlined, fx_factor would run once per trade (100k calls: seconds), not per (currency, day).
  SELECT x.currency, x.day,
         CASE WHEN x.currency = $2 THEN 1::numeric ELSE fx_factor($1, x.currency, $2::char(3), x.day)
              END AS factor
    FROM (SELECT DISTINCT currency, day FROM tr) x
), c AS (
  SELECT tr.exit_date, tr.entry_date, tr.id, tr.pnl * f.factor AS pnl,
         sum(tr.pnl * f.factor) OVER (ORDER BY tr.exit_date, tr.entry_date, tr.id ROWS UNBOUNDED PRECEDING) AS cum
    FROM tr JOIN f ON f.currency = tr.currency AND f.day = tr.day
), run AS MATERIALIZED (
  SELECT coalesce(c.exit_date, c.entry_date) AS exit_date, round(c.pnl, 2) AS pnl,
         round($3::numeric + c.cum, 2) AS balance,
         round(greatest($3::numeric, $3::numeric + max(c.cum) OVER w), 2) AS peak,
         row_number() OVER w AS rn
    FROM c WINDOW w AS (ORDER BY c.exit_date, c.entry_date, c.id ROWS UNBOUNDED PRECEDING)
), stats AS (
  SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
         coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         round($3::numeric + coalesce((SELECT sum(pnl) FROM c), 0), 2) AS final
    FROM run
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $4::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $5) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $5 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct"
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- modules/analytics/queries/equity-days.query.ts

-- EQUITY_DAYS
WITH d0 AS (
  SELECT e.*, sum(e.pnl) OVER (ORDER BY e.day ROWS UNBOUNDED PRECEDING) - e.pnl AS c0
  FROM analytics_equity_day e WHERE e.user_id = $1 AND e.account_id = $2
), d1 AS (
  SELECT d0.*, $3::numeric + c0 AS b0,
         $3::numeric + greatest(0, coalesce(max(c0 + day_max)
                                  OVER (ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS p0
  FROM d0
), days AS MATERIALIZED (
  SELECT d1.*, row_number() OVER (ORDER BY day) AS rn FROM d1
), run AS (
  SELECT last_at AS exit_date, pnl, b0 + pnl AS balance, greatest(p0, b0 + day_max) AS peak, rn FROM days
), segs AS (
  SELECT greatest(d.p0, d.b0 + x.m) AS peak, greatest(d.p0, d.b0 + x.m) - (d.b0 + x.mn) AS dd
  FROM days d CROSS JOIN LATERAL unnest(d.seg_max, d.seg_min) AS x(m, mn)
), stats AS (
  SELECT (SELECT coalesce(sum(n), 0)::int FROM days) AS total, (SELECT count(*)::int FROM days) AS points,
         coalesce(max(dd), 0) AS max_dd,
         coalesce(max(dd::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         $3::numeric + (SELECT coalesce(sum(pnl), 0) FROM days) AS final
  FROM segs
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $4::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $5) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $5 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct"
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- modules/analytics/queries/equity.query.ts

-- equitySql (all accounts)
WITH run AS MATERIALIZED (
  -- A closed trade may lack an exit date (it is optional): its point is dated at its entry.
  SELECT coalesce(c.exit_date, c.entry_date) AS exit_date, c.pnl, $2::numeric + c.cum AS balance,
         greatest($2::numeric, $2::numeric + max(c.cum) OVER w) AS peak, row_number() OVER w AS rn
  FROM (SELECT t.exit_date, t.entry_date, t.id, t.pnl, sum(t.pnl) OVER w AS cum
        FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
        WINDOW w AS (ORDER BY t.exit_date, t.entry_date, t.id ROWS UNBOUNDED PRECEDING)) c
  WINDOW w AS (ORDER BY c.exit_date, c.entry_date, c.id ROWS UNBOUNDED PRECEDING)
), stats AS (
  -- The percentage is a ratio for display: float8 keeps this pass cheap; amounts stay NUMERIC.
  SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
         coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         $2::numeric + coalesce(sum(pnl), 0) AS final
  FROM run
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $3::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $4) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $4 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct"
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- equitySql (one account, filtered)
WITH run AS MATERIALIZED (
  -- A closed trade may lack an exit date (it is optional): its point is dated at its entry.
  SELECT coalesce(c.exit_date, c.entry_date) AS exit_date, c.pnl, $10::numeric + c.cum AS balance,
         greatest($10::numeric, $10::numeric + max(c.cum) OVER w) AS peak, row_number() OVER w AS rn
  FROM (SELECT t.exit_date, t.entry_date, t.id, t.pnl, sum(t.pnl) OVER w AS cum
        FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL
        WINDOW w AS (ORDER BY t.exit_date, t.entry_date, t.id ROWS UNBOUNDED PRECEDING)) c
  WINDOW w AS (ORDER BY c.exit_date, c.entry_date, c.id ROWS UNBOUNDED PRECEDING)
), stats AS (
  -- The percentage is a ratio for display: float8 keeps this pass cheap; amounts stay NUMERIC.
  SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
         coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
         $10::numeric + coalesce(sum(pnl), 0) AS final
  FROM run
)
, bucketed AS (
  -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
  -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
  SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
    FROM (SELECT run.*, ((run.rn - 1) * $11::bigint / stats.points) AS bucket
            FROM run, stats WHERE stats.points > $12) x
), picked AS (
  SELECT run.* FROM run, stats WHERE stats.points <= $12 OR run.rn = 1 OR run.rn = stats.points
  UNION
  (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
   FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
   ORDER BY b.bucket, b.balance, b.rn)
)
SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
       (p.peak - p.balance)::text AS drawdown,
       CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
       s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct"
FROM picked p CROSS JOIN stats s ORDER BY p.rn;

-- modules/analytics/queries/hours.query.ts

-- hoursFromRollupSql (all accounts)
SELECT 'hour' AS kind, h.hour::text AS key, NULL AS market, sum(h.trades)::int AS n,
       sum(h.closed)::int AS closed, sum(h.wins)::int AS wins, 0 AS losses, '0' AS pnl
FROM analytics_hour_rollup h WHERE h.user_id = $1 GROUP BY h.hour HAVING sum(h.trades) > 0;

-- hoursFromRollupSql (one account, filtered)
SELECT 'hour' AS kind, h.hour::text AS key, NULL AS market, sum(h.trades)::int AS n,
       sum(h.closed)::int AS closed, sum(h.wins)::int AS wins, 0 AS losses, '0' AS pnl
FROM analytics_hour_rollup h WHERE h.user_id = $1 AND h.account_id = $2 AND h.day >= $3::date AND h.day <= $4::date AND h.market = $5 AND h.symbol = $6 AND h.strategy_id = $7 AND h.trade_type = $8 GROUP BY h.hour HAVING sum(h.trades) > 0;

-- hoursFromTradesSql (one account, filtered)
SELECT 'hour' AS kind, extract(hour FROM t.entry_date AT TIME ZONE $4)::int::text AS key, NULL AS market,
       count(*)::int AS n, count(t.pnl)::int AS closed, (count(*) FILTER (WHERE t.result = 'win'))::int AS wins,
       0 AS losses, '0' AS pnl
FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 GROUP BY 2;

-- modules/analytics/queries/plan-targets.query.ts

-- LIST_PLAN_TARGETS
SELECT effective_from::text AS effective_from,
       daily_profit_target::text AS daily_profit_target,
       daily_loss_limit::text AS daily_loss_limit,
       max_trades_per_day,
       win_rate_target::text AS win_rate_target
  FROM risk_profiles
 WHERE account_id = $1 AND user_id = $2
 ORDER BY effective_from NULLS FIRST;

-- modules/analytics/queries/playbooks.query.ts

-- playbookSumsSql (all accounts)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT p.id, p.name,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM playbooks p
  LEFT JOIN trade_playbooks tp ON tp.playbook_id = p.id AND tp.user_id = $1
  LEFT JOIN x0 x ON x.id = tp.trade_id
 WHERE p.user_id = $1
 GROUP BY p.id, p.name
 ORDER BY lower(p.name), p.id;

-- playbookSumsSql (all accounts, converted)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.native_pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.native_pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
     WHERE t.user_id = $1) t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT p.id, p.name,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM playbooks p
  LEFT JOIN trade_playbooks tp ON tp.playbook_id = p.id AND tp.user_id = $1
  LEFT JOIN x0 x ON x.id = tp.trade_id
 WHERE p.user_id = $1
 GROUP BY p.id, p.name
 ORDER BY lower(p.name), p.id;

-- playbookSumsSql (one account, filtered)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL)
SELECT p.id, p.name,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM playbooks p
  LEFT JOIN trade_playbooks tp ON tp.playbook_id = p.id AND tp.user_id = $1
  LEFT JOIN x0 x ON x.id = tp.trade_id
 WHERE p.user_id = $1
 GROUP BY p.id, p.name
 ORDER BY lower(p.name), p.id;

-- tagSumsSql (all accounts)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT g.id, g.name, g.kind, g.color,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM tags g
  LEFT JOIN trade_tags tt ON tt.tag_id = g.id AND tt.user_id = $1
  LEFT JOIN x0 x ON x.id = tt.trade_id
 WHERE g.user_id = $1
 GROUP BY g.id, g.name, g.kind, g.color
 ORDER BY array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name), g.id;

-- tagSumsSql (all accounts, converted)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.native_pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.native_pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
     WHERE t.user_id = $1) t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT g.id, g.name, g.kind, g.color,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM tags g
  LEFT JOIN trade_tags tt ON tt.tag_id = g.id AND tt.user_id = $1
  LEFT JOIN x0 x ON x.id = tt.trade_id
 WHERE g.user_id = $1
 GROUP BY g.id, g.name, g.kind, g.color
 ORDER BY array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name), g.id;

-- tagSumsSql (one account, filtered)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL)
SELECT g.id, g.name, g.kind, g.color,
count(x.id) FILTER (WHERE true)::int AS n,
count(x.id) FILTER (WHERE true AND x.result = 'win')::int AS wins,
coalesce(sum(x.pnl) FILTER (WHERE true), 0)::text AS pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE true), 0)::text AS pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'win'), 0)::text AS win_sum,
coalesce(sum(x.pnl) FILTER (WHERE true AND x.result = 'loss'), 0)::text AS loss_sum,
count(x.r) FILTER (WHERE true)::int AS r_n,
coalesce(sum(x.r) FILTER (WHERE true), 0)::text AS r_sum
  FROM tags g
  LEFT JOIN trade_tags tt ON tt.tag_id = g.id AND tt.user_id = $1
  LEFT JOIN x0 x ON x.id = tt.trade_id
 WHERE g.user_id = $1
 GROUP BY g.id, g.name, g.kind, g.color
 ORDER BY array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name), g.id;

-- ruleSumsSql (all accounts)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT r.id, r.text, p.id AS playbook_id, p.name AS playbook_name,

count(x.id) FILTER (WHERE c.followed)::int AS f_n,
count(x.id) FILTER (WHERE c.followed AND x.result = 'win')::int AS f_wins,
coalesce(sum(x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'win'), 0)::text AS f_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'loss'), 0)::text AS f_loss_sum,
count(x.r) FILTER (WHERE c.followed)::int AS f_r_n,
coalesce(sum(x.r) FILTER (WHERE c.followed), 0)::text AS f_r_sum,

count(x.id) FILTER (WHERE NOT c.followed)::int AS b_n,
count(x.id) FILTER (WHERE NOT c.followed AND x.result = 'win')::int AS b_wins,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'win'), 0)::text AS b_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'loss'), 0)::text AS b_loss_sum,
count(x.r) FILTER (WHERE NOT c.followed)::int AS b_r_n,
coalesce(sum(x.r) FILTER (WHERE NOT c.followed), 0)::text AS b_r_sum
  FROM playbook_rules r
  JOIN playbooks p ON p.id = r.playbook_id AND p.user_id = $1
  LEFT JOIN trade_rule_checks c ON c.rule_id = r.id AND c.user_id = $1
  LEFT JOIN x0 x ON x.id = c.trade_id
 WHERE r.user_id = $1
 GROUP BY r.id, r.text, r.position, p.id, p.name
 ORDER BY lower(p.name), p.id, r.position, r.id;

-- ruleSumsSql (all accounts, converted)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.native_pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.native_pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
     WHERE t.user_id = $1) t
 WHERE t.user_id = $1 AND t.pnl IS NOT NULL)
SELECT r.id, r.text, p.id AS playbook_id, p.name AS playbook_name,

count(x.id) FILTER (WHERE c.followed)::int AS f_n,
count(x.id) FILTER (WHERE c.followed AND x.result = 'win')::int AS f_wins,
coalesce(sum(x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'win'), 0)::text AS f_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'loss'), 0)::text AS f_loss_sum,
count(x.r) FILTER (WHERE c.followed)::int AS f_r_n,
coalesce(sum(x.r) FILTER (WHERE c.followed), 0)::text AS f_r_sum,

count(x.id) FILTER (WHERE NOT c.followed)::int AS b_n,
count(x.id) FILTER (WHERE NOT c.followed AND x.result = 'win')::int AS b_wins,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'win'), 0)::text AS b_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'loss'), 0)::text AS b_loss_sum,
count(x.r) FILTER (WHERE NOT c.followed)::int AS b_r_n,
coalesce(sum(x.r) FILTER (WHERE NOT c.followed), 0)::text AS b_r_sum
  FROM playbook_rules r
  JOIN playbooks p ON p.id = r.playbook_id AND p.user_id = $1
  LEFT JOIN trade_rule_checks c ON c.rule_id = r.id AND c.user_id = $1
  LEFT JOIN x0 x ON x.id = c.trade_id
 WHERE r.user_id = $1
 GROUP BY r.id, r.text, r.position, p.id, p.name
 ORDER BY lower(p.name), p.id, r.position, r.id;

-- ruleSumsSql (one account, filtered)
WITH x0 AS MATERIALIZED (
SELECT t.id, t.pnl, t.result, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r
  FROM trades t
 WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL)
SELECT r.id, r.text, p.id AS playbook_id, p.name AS playbook_name,

count(x.id) FILTER (WHERE c.followed)::int AS f_n,
count(x.id) FILTER (WHERE c.followed AND x.result = 'win')::int AS f_wins,
coalesce(sum(x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE c.followed), 0)::text AS f_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'win'), 0)::text AS f_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE c.followed AND x.result = 'loss'), 0)::text AS f_loss_sum,
count(x.r) FILTER (WHERE c.followed)::int AS f_r_n,
coalesce(sum(x.r) FILTER (WHERE c.followed), 0)::text AS f_r_sum,

count(x.id) FILTER (WHERE NOT c.followed)::int AS b_n,
count(x.id) FILTER (WHERE NOT c.followed AND x.result = 'win')::int AS b_wins,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl,
coalesce(sum(x.pnl * x.pnl) FILTER (WHERE NOT c.followed), 0)::text AS b_pnl_squares,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'win'), 0)::text AS b_win_sum,
coalesce(sum(x.pnl) FILTER (WHERE NOT c.followed AND x.result = 'loss'), 0)::text AS b_loss_sum,
count(x.r) FILTER (WHERE NOT c.followed)::int AS b_r_n,
coalesce(sum(x.r) FILTER (WHERE NOT c.followed), 0)::text AS b_r_sum
  FROM playbook_rules r
  JOIN playbooks p ON p.id = r.playbook_id AND p.user_id = $1
  LEFT JOIN trade_rule_checks c ON c.rule_id = r.id AND c.user_id = $1
  LEFT JOIN x0 x ON x.id = c.trade_id
 WHERE r.user_id = $1
 GROUP BY r.id, r.text, r.position, p.id, p.name
 ORDER BY lower(p.name), p.id, r.position, r.id;

-- modules/analytics/queries/positions.query.ts

-- openPositionsSql (all accounts, converted)
SELECT t.symbol, t.trade_type AS "tradeType", min(t.market) AS market, sum(t.quantity)::text AS quantity,
       round(sum(t.entry_price * t.quantity * t.fx_factor) / sum(t.quantity), 12)::text AS "avgEntry",
       count(*)::int AS "numTrades",
       sum(t.entry_price * t.quantity * t.multiplier * t.fx_factor)::text AS exposure, string_agg(DISTINCT CASE WHEN t.fx_factor IS NULL
                 THEN t.currency || '→' || $4::text || ' ' || t.fx_day END, '; ') AS missing
FROM (WITH fx_f AS MATERIALIZED (
   SELECT x.fx_currency, x.fx_day,
          CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
     FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
             FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
            WHERE t.user_id = $1) x
 )
 SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
        t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
   FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
   JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
  WHERE t.user_id = $1) t WHERE t.user_id = $1 AND t.exit_price IS NULL
GROUP BY t.symbol, t.trade_type
ORDER BY sum(t.entry_price * t.quantity * t.multiplier * t.fx_factor) DESC NULLS LAST, t.symbol, t.trade_type;

-- openPositionsSql (one account, filtered)
SELECT t.symbol, t.trade_type AS "tradeType", min(t.market) AS market, sum(t.quantity)::text AS quantity,
       round(sum(t.entry_price * t.quantity) / sum(t.quantity), 12)::text AS "avgEntry",
       count(*)::int AS "numTrades",
       sum(t.entry_price * t.quantity * t.multiplier)::text AS exposure
FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.exit_price IS NULL
GROUP BY t.symbol, t.trade_type
ORDER BY sum(t.entry_price * t.quantity * t.multiplier) DESC NULLS LAST, t.symbol, t.trade_type;

-- modules/analytics/queries/range.query.ts

-- rangeSql (all accounts, one day, converted)
SELECT count(*)::int AS n, count(pnl)::int AS closed, (count(*) - count(pnl))::int AS open,
       (count(*) FILTER (WHERE result = 'win'))::int AS wins,
       (count(*) FILTER (WHERE result = 'loss'))::int AS losses,
       coalesce(sum(pnl), 0)::text AS pnl,
       coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text AS "winSum",
       coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "lossSum",
       coalesce(max(pnl) FILTER (WHERE result = 'win'), 0)::text AS "largestWin",
       coalesce(min(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "largestLoss",
       (min(entry_date) AT TIME ZONE $3)::date::text AS "firstDay",
       min(entry_date) AS "firstEntry"
FROM (WITH fx_f AS MATERIALIZED (
   SELECT x.fx_currency, x.fx_day,
          CASE WHEN x.fx_currency = $5 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $5::char(3), x.fx_day) END AS factor
     FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
             FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
            WHERE t.user_id = $1 AND t.entry_date >= ($2::date::timestamp AT TIME ZONE $3) AND t.entry_date < (($4::date + 1)::timestamp AT TIME ZONE $3)) x
 )
 SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
        t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
   FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
   JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
  WHERE t.user_id = $1 AND t.entry_date >= ($2::date::timestamp AT TIME ZONE $3) AND t.entry_date < (($4::date + 1)::timestamp AT TIME ZONE $3)) t WHERE t.user_id = $1 AND t.entry_date >= ($2::date::timestamp AT TIME ZONE $3) AND t.entry_date < (($4::date + 1)::timestamp AT TIME ZONE $3);

-- rangeSql (one account, filtered, a report window)
SELECT count(*)::int AS n, count(pnl)::int AS closed, (count(*) - count(pnl))::int AS open,
       (count(*) FILTER (WHERE result = 'win'))::int AS wins,
       (count(*) FILTER (WHERE result = 'loss'))::int AS losses,
       coalesce(sum(pnl), 0)::text AS pnl,
       coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text AS "winSum",
       coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "lossSum",
       coalesce(max(pnl) FILTER (WHERE result = 'win'), 0)::text AS "largestWin",
       coalesce(min(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "largestLoss",
       (min(entry_date) AT TIME ZONE $4)::date::text AS "firstDay",
       min(entry_date) AS "firstEntry"
FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.entry_date >= $6::timestamptz AND t.entry_date < $7::timestamptz AND t.market = $8 AND t.symbol = $9 AND t.strategy_id = $10 AND t.trade_type = $11;

-- modules/analytics/queries/scatter.query.ts

-- scatterSql (all accounts)
SELECT t.id AS "tradeId", t.symbol, t.pnl::text AS pnl, t.scatter_risk AS risk, t.scatter_reward AS reward,
       t.duration_hours AS hours
FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
ORDER BY t.entry_date DESC, t.id DESC LIMIT $2;

-- scatterSql (one account, filtered)
SELECT t.id AS "tradeId", t.symbol, t.pnl::text AS pnl, t.scatter_risk AS risk, t.scatter_reward AS reward,
       t.duration_hours AS hours
FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL
ORDER BY t.entry_date DESC, t.id DESC LIMIT $10;

-- modules/analytics/queries/scope.query.ts

-- SCOPE_INFO
SELECT (SELECT initial_balance::text FROM trading_accounts WHERE id = $2 AND user_id = $1) AS balance,
       (SELECT coalesce(json_object_agg(id, name), '{}') FROM strategies WHERE user_id = $1) AS strategies,
       (SELECT coalesce(sum(n), 0)::int FROM analytics_equity_day WHERE account_id = $2 AND user_id = $1) AS closed,
       (SELECT CASE WHEN count(DISTINCT currency) = 1 THEN min(currency) END FROM trading_accounts
         WHERE user_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)) AS currency;

-- modules/analytics/queries/streak-days.query.ts

-- streakDaysSql (one account)
WITH cut AS (
  SELECT coalesce((SELECT (t.entry_date AT TIME ZONE $5)::date
                     FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.pnl IS NOT NULL
                   ORDER BY t.entry_date DESC, t.id DESC OFFSET $3::int LIMIT 1), '-infinity'::date) AS day
)
SELECT coalesce((SELECT json_agg(json_build_array(d.nz, d.lead_sign, d.lead_len, d.trail_sign, d.trail_len,
                                    d.best_win, d.worst_loss, d.day < cut.day) ORDER BY d.day)
                 FROM analytics_streak_day d, cut WHERE d.user_id = $1 AND d.account_id = $2), '[]') AS days,
       coalesce((SELECT string_agg(CASE sign(t.pnl) WHEN 1 THEN '+' WHEN -1 THEN '-' ELSE '0' END, ''
                                   ORDER BY t.entry_date, t.id)
                 FROM trades t, cut WHERE t.user_id = $1 AND t.account_id = $2 AND t.pnl IS NOT NULL
                   AND t.entry_date >= (cut.day::timestamp AT TIME ZONE $5)), '') AS signs,
       coalesce((SELECT json_agg(json_build_object('tradeId', l.id, 'entryDate', l.entry_date,
                                                   'pnl', l.pnl::text)
                                 ORDER BY l.entry_date, l.id)
                 FROM (SELECT t.id, t.entry_date, t.pnl FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.pnl IS NOT NULL
                       ORDER BY t.entry_date DESC, t.id DESC LIMIT $4::int) l), '[]') AS recent;

-- streakDaysSql (one account, from and to)
WITH cut AS (
  SELECT coalesce((SELECT (t.entry_date AT TIME ZONE $4)::date
                     FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.pnl IS NOT NULL
                   ORDER BY t.entry_date DESC, t.id DESC OFFSET $6::int LIMIT 1), '-infinity'::date) AS day
)
SELECT coalesce((SELECT json_agg(json_build_array(d.nz, d.lead_sign, d.lead_len, d.trail_sign, d.trail_len,
                                    d.best_win, d.worst_loss, d.day < cut.day) ORDER BY d.day)
                 FROM analytics_streak_day d, cut WHERE d.user_id = $1 AND d.account_id = $2 AND d.day >= $8::date AND d.day <= $9::date), '[]') AS days,
       coalesce((SELECT string_agg(CASE sign(t.pnl) WHEN 1 THEN '+' WHEN -1 THEN '-' ELSE '0' END, ''
                                   ORDER BY t.entry_date, t.id)
                 FROM trades t, cut WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.pnl IS NOT NULL
                   AND t.entry_date >= (cut.day::timestamp AT TIME ZONE $4)), '') AS signs,
       coalesce((SELECT json_agg(json_build_object('tradeId', l.id, 'entryDate', l.entry_date,
                                                   'pnl', l.pnl::text)
                                 ORDER BY l.entry_date, l.id)
                 FROM (SELECT t.id, t.entry_date, t.pnl FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.pnl IS NOT NULL
                       ORDER BY t.entry_date DESC, t.id DESC LIMIT $7::int) l), '[]') AS recent;

-- modules/analytics/queries/streaks.query.ts

-- streaksSql (all accounts)
WITH seq AS MATERIALIZED (
  SELECT t.id, t.entry_date, t.pnl, sign(t.pnl)::int AS sg, row_number() OVER w AS rn
  FROM trades t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
  WINDOW w AS (ORDER BY t.entry_date, t.id)
), numbered AS (
  SELECT rn, sg, sum(starts) OVER (ORDER BY entry_date, id ROWS UNBOUNDED PRECEDING) AS run
  FROM (SELECT rn, sg, entry_date, id,
               CASE WHEN sg = lag(sg) OVER (ORDER BY entry_date, id) THEN 0 ELSE 1 END AS starts
        FROM seq WHERE sg <> 0) nz
), runs AS (
  SELECT run, min(sg) AS sign, count(*)::int AS count, min(rn)::int AS "firstRn", max(rn)::int AS "lastRn"
  FROM numbered GROUP BY run
), total AS (SELECT count(*) AS n FROM seq)
SELECT coalesce((SELECT max(count) FROM runs WHERE sign > 0), 0) AS "bestWin",
       coalesce((SELECT max(count) FROM runs WHERE sign < 0), 0) AS "worstLoss",
       coalesce((SELECT json_agg(x ORDER BY x.run)
                   FROM (SELECT * FROM runs ORDER BY run DESC LIMIT $2::int + 1) x), '[]') AS islands,
       coalesce((SELECT json_agg(json_build_object('tradeId', id, 'entryDate', entry_date, 'pnl', pnl::text,
                                                   'rn', rn) ORDER BY rn)
                 FROM seq, total WHERE rn > total.n - $2::int), '[]') AS recent;

-- streaksSql (one account, filtered)
WITH seq AS MATERIALIZED (
  SELECT t.id, t.entry_date, t.pnl, sign(t.pnl)::int AS sg, row_number() OVER w AS rn
  FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL
  WINDOW w AS (ORDER BY t.entry_date, t.id)
), numbered AS (
  SELECT rn, sg, sum(starts) OVER (ORDER BY entry_date, id ROWS UNBOUNDED PRECEDING) AS run
  FROM (SELECT rn, sg, entry_date, id,
               CASE WHEN sg = lag(sg) OVER (ORDER BY entry_date, id) THEN 0 ELSE 1 END AS starts
        FROM seq WHERE sg <> 0) nz
), runs AS (
  SELECT run, min(sg) AS sign, count(*)::int AS count, min(rn)::int AS "firstRn", max(rn)::int AS "lastRn"
  FROM numbered GROUP BY run
), total AS (SELECT count(*) AS n FROM seq)
SELECT coalesce((SELECT max(count) FROM runs WHERE sign > 0), 0) AS "bestWin",
       coalesce((SELECT max(count) FROM runs WHERE sign < 0), 0) AS "worstLoss",
       coalesce((SELECT json_agg(x ORDER BY x.run)
                   FROM (SELECT * FROM runs ORDER BY run DESC LIMIT $10::int + 1) x), '[]') AS islands,
       coalesce((SELECT json_agg(json_build_object('tradeId', id, 'entryDate', entry_date, 'pnl', pnl::text,
                                                   'rn', rn) ORDER BY rn)
                 FROM seq, total WHERE rn > total.n - $10::int), '[]') AS recent;

-- modules/analytics/queries/tags.query.ts

-- tagsSql (all accounts, rollup)
SELECT x.tag AS key, sum(x.trades)::int AS n, sum(x.closed)::int AS closed, sum(x.wins)::int AS wins,
       sum(x.pnl)::text AS pnl
FROM (SELECT r.tag, r.trades, r.closed, r.wins, r.pnl FROM analytics_tag_rollup r WHERE r.user_id = $1) x GROUP BY x.tag HAVING sum(x.trades) > 0 ORDER BY x.tag;

-- tagsSql (all accounts, converted)
SELECT x.tag AS key, sum(x.trades)::int AS n, sum(x.closed)::int AS closed, sum(x.wins)::int AS wins,
       sum(x.pnl)::text AS pnl
FROM (SELECT tag, 1 AS trades, (t.pnl IS NOT NULL)::int AS closed, coalesce(t.result = 'win', false)::int AS wins,
           coalesce(t.pnl, 0) AS pnl
  FROM (WITH fx_f AS MATERIALIZED (
   SELECT x.fx_currency, x.fx_day,
          CASE WHEN x.fx_currency = $2 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $2::char(3), x.fx_day) END AS factor
     FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date AS fx_day
             FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
            WHERE t.user_id = $1) x
 )
 SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
        t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
   FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
   JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $3)::date
  WHERE t.user_id = $1) t CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag
  WHERE t.user_id = $1) x GROUP BY x.tag HAVING sum(x.trades) > 0 ORDER BY x.tag;

-- tagsSql (one account, filtered)
SELECT x.tag AS key, sum(x.trades)::int AS n, sum(x.closed)::int AS closed, sum(x.wins)::int AS wins,
       sum(x.pnl)::text AS pnl
FROM (SELECT tag, 1 AS trades, (t.pnl IS NOT NULL)::int AS closed, coalesce(t.result = 'win', false)::int AS wins,
           coalesce(t.pnl, 0) AS pnl
  FROM trades t CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag
  WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9) x GROUP BY x.tag HAVING sum(x.trades) > 0 ORDER BY x.tag;

-- modules/analytics/queries/top-trades.query.ts

-- topTradesSql (all accounts, converted)
WITH c AS MATERIALIZED (
       SELECT t.id, t.pnl, t.entry_date FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $3 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $3::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $4)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $4)::date
     WHERE t.user_id = $1) t WHERE t.user_id = $1 AND t.pnl IS NOT NULL
     ), ranked AS (
       (SELECT 'best' AS side, c.id, row_number() OVER (ORDER BY c.pnl DESC, c.entry_date DESC, c.id) AS ord
          FROM c ORDER BY c.pnl DESC, c.entry_date DESC, c.id LIMIT $2)
       UNION ALL
       (SELECT 'worst', c.id, row_number() OVER (ORDER BY c.pnl ASC, c.entry_date DESC, c.id)
          FROM c ORDER BY c.pnl ASC, c.entry_date DESC, c.id LIMIT $2)
     )
     SELECT r.side, t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId",
t.symbol, t.market, t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice",
t.quantity, t.multiplier, t.fees, t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate",
t.exit_date AS "exitDate", t.notes, t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt",
t.updated_at AS "updatedAt" FROM ranked r JOIN trades t ON t.id = r.id AND t.user_id = $1
      ORDER BY r.side, r.ord;

-- topTradesSql (one account, filtered)
   (SELECT 'best' AS side, t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId",
t.symbol, t.market, t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice",
t.quantity, t.multiplier, t.fees, t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate",
t.exit_date AS "exitDate", t.notes, t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt",
t.updated_at AS "updatedAt" FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL
     ORDER BY t.pnl DESC, t.entry_date DESC, t.id LIMIT $10)
   UNION ALL
   (SELECT 'worst' AS side, t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId",
t.symbol, t.market, t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice",
t.quantity, t.multiplier, t.fees, t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate",
t.exit_date AS "exitDate", t.notes, t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt",
t.updated_at AS "updatedAt" FROM trades t WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.pnl IS NOT NULL
     ORDER BY t.pnl ASC, t.entry_date DESC, t.id LIMIT $10);
