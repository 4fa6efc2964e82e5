-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/breakdown/queries/breakdown.query.ts

-- breakdownSql (all accounts, converted, by symbol)
   SELECT o.owned, g.* FROM (SELECT true AS owned) o LEFT JOIN LATERAL (
     SELECT t.symbol AS k0, NULL::text AS l0, count(*)::int AS n, coalesce(sum(t.pnl), 0)::text AS pnl
     FROM (WITH fx_f AS MATERIALIZED (
      SELECT x.fx_currency, x.fx_day,
             CASE WHEN x.fx_currency = $3 THEN 1::numeric ELSE fx_factor($1, x.fx_currency, $3::char(3), x.fx_day) END AS factor
        FROM (SELECT DISTINCT a.currency AS fx_currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $2)::date AS fx_day
                FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
               WHERE t.user_id = $1) x
    )
    SELECT t.id, t.user_id, t.account_id, t.strategy_id, t.symbol, t.market, t.origin, t.trade_type, t.entry_price, t.exit_price, t.quantity, t.multiplier, t.stop_loss, t.initial_stop, t.planned_target, t.result, t.entry_date, t.exit_date, t.notes, t.emotional_tags, t.version, t.created_at, t.updated_at, t.pnl * fx_f.factor AS pnl, t.fees * fx_f.factor AS fees,
           t.pnl AS native_pnl, t.fees AS native_fees, a.currency, fx_f.fx_day, fx_f.factor AS fx_factor
      FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      JOIN fx_f ON fx_f.fx_currency = a.currency AND fx_f.fx_day = (coalesce(t.exit_date, t.entry_date) AT TIME ZONE $2)::date
     WHERE t.user_id = $1) t
     CROSS JOIN LATERAL (SELECT CASE WHEN t.native_pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.native_pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold,
                                t.entry_date AT TIME ZONE $2 AS local) x

     WHERE t.user_id = $1
     GROUP BY k0, l0
   ) g ON o.owned;

-- breakdownSql (one account, filtered, wins by strategy and tag)
   SELECT o.owned, g.* FROM (SELECT EXISTS (SELECT 1 FROM trading_accounts WHERE id = $11::uuid AND user_id = $1) AS owned) o LEFT JOIN LATERAL (
     SELECT t.strategy_id::text AS k0, s.name AS l0, tag.tag AS k1, NULL::text AS l1, (count(*) FILTER (WHERE t.result = 'win'))::int AS wins, count(t.pnl)::int AS closed, count(x.r)::int AS r_n, coalesce(sum(x.r), 0)::text AS r_sum, coalesce(sum(t.fees) FILTER (WHERE t.pnl IS NOT NULL), 0)::text AS fees
     FROM trades t
     CROSS JOIN LATERAL (SELECT CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold,
                                t.entry_date AT TIME ZONE $4 AS local) x
     LEFT JOIN strategies s ON s.id = t.strategy_id AND s.user_id = $1
     CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag(tag)
     WHERE t.user_id = $1 AND t.account_id = $2 AND t.entry_date >= ($3::date::timestamp AT TIME ZONE $4) AND t.entry_date < (($5::date + 1)::timestamp AT TIME ZONE $4) AND t.market = $6 AND t.symbol = $7 AND t.strategy_id = $8 AND t.trade_type = $9 AND t.result = $10
     GROUP BY k0, l0, k1, l1
   ) g ON o.owned;
