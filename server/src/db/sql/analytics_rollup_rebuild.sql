CREATE OR REPLACE FUNCTION public.analytics_rollup_rebuild(uid uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE tz text := coalesce((SELECT timezone FROM users WHERE id = uid), 'UTC');
      BEGIN
        DELETE FROM analytics_day_rollup WHERE user_id = uid;
        DELETE FROM analytics_hour_rollup WHERE user_id = uid;
        DELETE FROM analytics_tag_rollup WHERE user_id = uid;
        INSERT INTO analytics_day_rollup (account_id, user_id, symbol, market, trade_type, strategy_id, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
            pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, (t.entry_date AT TIME ZONE tz)::date,
            count(*), count(t.pnl), count(*) FILTER (WHERE t.result = 'win'), count(*) FILTER (WHERE t.result = 'loss'), count(*) FILTER (WHERE t.result = 'breakeven'),
            coalesce(sum(t.pnl), 0), coalesce(sum(t.pnl) FILTER (WHERE t.result = 'win'), 0), coalesce(sum(t.pnl) FILTER (WHERE t.result = 'loss'), 0),
            coalesce(sum(t.pnl * t.pnl), 0), count(x.r), coalesce(sum(x.r), 0), coalesce(sum(x.r * x.r), 0),
            coalesce(sum(x.hold) FILTER (WHERE t.result = 'win'), 0), count(x.hold) FILTER (WHERE t.result = 'win'),
            coalesce(sum(x.hold) FILTER (WHERE t.result = 'loss'), 0), count(x.hold) FILTER (WHERE t.result = 'loss'),
            coalesce(sum(x.hold) FILTER (WHERE t.result = 'breakeven'), 0), count(x.hold) FILTER (WHERE t.result = 'breakeven')
          FROM trades t CROSS JOIN LATERAL (SELECT CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold) x
          WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
        INSERT INTO analytics_hour_rollup (account_id, user_id, symbol, market, trade_type, strategy_id, hour, trades, closed, wins)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, extract(hour FROM t.entry_date AT TIME ZONE tz),
                 count(*), count(t.pnl), count(*) FILTER (WHERE t.result = 'win')
          FROM trades t WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
        INSERT INTO analytics_tag_rollup (account_id, user_id, symbol, market, trade_type, strategy_id, tag, trades, closed, wins, pnl)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, tag,
                 count(*), count(t.pnl), count(*) FILTER (WHERE t.result = 'win'), coalesce(sum(t.pnl), 0)
          FROM trades t CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
      END $function$
