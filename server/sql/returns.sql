-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/returns/queries/returns.queries.ts

-- RETURNS_PERIOD
WITH events AS (
  SELECT f.occurred_at AS at,
         CASE f.kind WHEN 'deposit' THEN f.amount WHEN 'withdrawal' THEN -f.amount ELSE 0 END AS external,
         CASE f.kind WHEN 'interest' THEN f.amount WHEN 'fee' THEN -f.amount ELSE 0 END AS own,
         0::numeric AS pnl
    FROM cash_flows f WHERE f.account_id = $1 AND f.user_id = $2
  UNION ALL
  SELECT coalesce(t.exit_date, t.entry_date), 0, t.pnl, t.pnl
    FROM trades t WHERE t.account_id = $1 AND t.user_id = $2 AND t.pnl IS NOT NULL),
bounds AS (
  SELECT ($4::date::timestamp AT TIME ZONE $3) AS t0, (($5::date + 1)::timestamp AT TIME ZONE $3) AS t1
),
opening AS (
  SELECT a.initial_balance
         + coalesce((SELECT sum(e.external + e.own) FROM events e, bounds b WHERE e.at < b.t0), 0) AS b0
    FROM trading_accounts a WHERE a.id = $1 AND a.user_id = $2
),
daily AS (
  SELECT (e.at AT TIME ZONE $3)::date AS day, sum(e.external) AS external, sum(e.external + e.own) AS moved,
         sum(e.pnl) AS pnl
    FROM events e, bounds b WHERE e.at >= b.t0 AND e.at < b.t1 GROUP BY 1
),
walk AS (
  SELECT d.day - $4::date AS "offset", d.external, o.b0 + sum(d.moved) OVER (ORDER BY d.day) AS balance
    FROM daily d, opening o
)
SELECT o.b0::text AS opening,
       coalesce((SELECT sum(external) FROM daily), 0)::text AS net_flows,
       coalesce((SELECT sum(pnl) FROM daily), 0)::text AS trading_pnl,
       (o.b0 + coalesce((SELECT sum(moved) FROM daily), 0))::text AS closing,
       (SELECT json_agg(json_build_object('offset', w."offset", 'external', w.external::text,
                                          'balance', w.balance::text)
                        ORDER BY w."offset")
          FROM walk w) AS days
  FROM opening o;

-- FIRST_BALANCE_DAY
WITH events AS (
  SELECT f.occurred_at AS at,
         CASE f.kind WHEN 'deposit' THEN f.amount WHEN 'withdrawal' THEN -f.amount ELSE 0 END AS external,
         CASE f.kind WHEN 'interest' THEN f.amount WHEN 'fee' THEN -f.amount ELSE 0 END AS own,
         0::numeric AS pnl
    FROM cash_flows f WHERE f.account_id = $1 AND f.user_id = $2
  UNION ALL
  SELECT coalesce(t.exit_date, t.entry_date), 0, t.pnl, t.pnl
    FROM trades t WHERE t.account_id = $1 AND t.user_id = $2 AND t.pnl IS NOT NULL)
SELECT to_char((least(a.created_at, (SELECT min(at) FROM events)) AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS day
  FROM trading_accounts a WHERE a.id = $1 AND a.user_id = $2;
