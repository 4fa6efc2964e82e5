CREATE OR REPLACE FUNCTION public.analytics_rollup_apply(t trades, s integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE
        lt timestamp;
        r numeric := CASE WHEN t.pnl IS NOT NULL AND t.stop_loss IS NOT NULL AND t.stop_loss <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.stop_loss) * t.quantity * t.multiplier), 12) END;
        hold numeric := CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END;
      BEGIN
        -- Trades removed by their account's cascade: the account's rollup rows went with it.
        IF s < 0 AND NOT EXISTS (SELECT 1 FROM trading_accounts WHERE id = t.account_id) THEN RETURN; END IF;
        SELECT t.entry_date AT TIME ZONE coalesce((SELECT timezone FROM users WHERE id = t.user_id), 'UTC') INTO lt;
        INSERT INTO analytics_day_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
            pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
          VALUES (t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, lt::date,
            s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl < 0, false)::int,
            s * coalesce(t.pnl = 0, false)::int, s * coalesce(t.pnl, 0), s * CASE WHEN t.pnl > 0 THEN t.pnl ELSE 0 END,
            s * CASE WHEN t.pnl < 0 THEN t.pnl ELSE 0 END, s * coalesce(t.pnl * t.pnl, 0),
            s * (r IS NOT NULL)::int, s * coalesce(r, 0), s * coalesce(r * r, 0),
            s * CASE WHEN t.pnl > 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl > 0 AND hold IS NOT NULL, false)::int,
            s * CASE WHEN t.pnl < 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl < 0 AND hold IS NOT NULL, false)::int,
            s * CASE WHEN t.pnl = 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl = 0 AND hold IS NOT NULL, false)::int)
          ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
            trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
            losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
            win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
            r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
            hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
            hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
            hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n;
        INSERT INTO analytics_hour_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, hour, trades, closed, wins)
          VALUES (t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, extract(hour FROM lt),
                  s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int)
          ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
            trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins;
        IF cardinality(t.emotional_tags) > 0 THEN
          INSERT INTO analytics_tag_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, tag, trades, closed, wins, pnl)
            SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, tag,
                   s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl, 0)
            FROM unnest(t.emotional_tags) AS tag
            ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
              trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl;
        END IF;
      END $function$
