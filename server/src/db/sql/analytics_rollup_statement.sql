CREATE OR REPLACE FUNCTION public.analytics_rollup_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          WITH c AS (SELECT n.*, 1 AS s FROM new_rows n),
    t AS (
      SELECT t.*, t.entry_date AT TIME ZONE coalesce(u.timezone, 'UTC') AS lt, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold
      FROM c t LEFT JOIN users u ON u.id = t.user_id
      -- Trades removed by their account's cascade: the account's rollup rows went with it.
      WHERE t.s > 0 OR EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = t.account_id)
    ),
    day AS (
      INSERT INTO analytics_day_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
          pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, lt::date,
          sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(result = 'loss', false)::int),
          sum(s * coalesce(result = 'breakeven', false)::int), sum(s * coalesce(pnl, 0)), sum(s * CASE WHEN result = 'win' THEN pnl ELSE 0 END),
          sum(s * CASE WHEN result = 'loss' THEN pnl ELSE 0 END), sum(s * coalesce(pnl * pnl, 0)),
          sum(s * (r IS NOT NULL)::int), sum(s * coalesce(r, 0)), sum(s * coalesce(r * r, 0)),
          sum(s * CASE WHEN result = 'win' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'win' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'loss' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'loss' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'breakeven' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'breakeven' AND hold IS NOT NULL, false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
          losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
          win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
          r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
          hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
          hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
          hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n
        RETURNING 1
    ),
    hour AS (
      INSERT INTO analytics_hour_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, hour, trades, closed, wins)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, extract(hour FROM lt), sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins
        RETURNING 1
    )
    INSERT INTO analytics_tag_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, tag, trades, closed, wins, pnl)
      SELECT account_id, user_id, symbol, market, trade_type, strategy_id, tag, sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(pnl, 0))
      FROM t CROSS JOIN LATERAL unnest(emotional_tags) AS tag GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
        trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl;
        ELSIF TG_OP = 'DELETE' THEN
          WITH c AS (SELECT o.*, -1 AS s FROM old_rows o),
    t AS (
      SELECT t.*, t.entry_date AT TIME ZONE coalesce(u.timezone, 'UTC') AS lt, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold
      FROM c t LEFT JOIN users u ON u.id = t.user_id
      -- Trades removed by their account's cascade: the account's rollup rows went with it.
      WHERE t.s > 0 OR EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = t.account_id)
    ),
    day AS (
      INSERT INTO analytics_day_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
          pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, lt::date,
          sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(result = 'loss', false)::int),
          sum(s * coalesce(result = 'breakeven', false)::int), sum(s * coalesce(pnl, 0)), sum(s * CASE WHEN result = 'win' THEN pnl ELSE 0 END),
          sum(s * CASE WHEN result = 'loss' THEN pnl ELSE 0 END), sum(s * coalesce(pnl * pnl, 0)),
          sum(s * (r IS NOT NULL)::int), sum(s * coalesce(r, 0)), sum(s * coalesce(r * r, 0)),
          sum(s * CASE WHEN result = 'win' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'win' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'loss' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'loss' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'breakeven' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'breakeven' AND hold IS NOT NULL, false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
          losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
          win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
          r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
          hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
          hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
          hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n
        RETURNING 1
    ),
    hour AS (
      INSERT INTO analytics_hour_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, hour, trades, closed, wins)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, extract(hour FROM lt), sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins
        RETURNING 1
    )
    INSERT INTO analytics_tag_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, tag, trades, closed, wins, pnl)
      SELECT account_id, user_id, symbol, market, trade_type, strategy_id, tag, sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(pnl, 0))
      FROM t CROSS JOIN LATERAL unnest(emotional_tags) AS tag GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
        trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl;
        ELSE
          WITH c AS (SELECT n.*, 1 AS s FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.account_id, n.user_id, n.symbol, n.market, n.trade_type, n.strategy_id, n.entry_date, n.exit_date, n.pnl, n.initial_stop, n.entry_price, n.quantity, n.multiplier, n.emotional_tags, n.result) IS DISTINCT FROM (o.account_id, o.user_id, o.symbol, o.market, o.trade_type, o.strategy_id, o.entry_date, o.exit_date, o.pnl, o.initial_stop, o.entry_price, o.quantity, o.multiplier, o.emotional_tags, o.result)
                         UNION ALL SELECT o.*, -1 AS s FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.account_id, n.user_id, n.symbol, n.market, n.trade_type, n.strategy_id, n.entry_date, n.exit_date, n.pnl, n.initial_stop, n.entry_price, n.quantity, n.multiplier, n.emotional_tags, n.result) IS DISTINCT FROM (o.account_id, o.user_id, o.symbol, o.market, o.trade_type, o.strategy_id, o.entry_date, o.exit_date, o.pnl, o.initial_stop, o.entry_price, o.quantity, o.multiplier, o.emotional_tags, o.result)),
    t AS (
      SELECT t.*, t.entry_date AT TIME ZONE coalesce(u.timezone, 'UTC') AS lt, CASE WHEN t.pnl IS NOT NULL AND t.initial_stop IS NOT NULL AND t.initial_stop <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.initial_stop) * t.quantity * t.multiplier), 12) END AS r, CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END AS hold
      FROM c t LEFT JOIN users u ON u.id = t.user_id
      -- Trades removed by their account's cascade: the account's rollup rows went with it.
      WHERE t.s > 0 OR EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = t.account_id)
    ),
    day AS (
      INSERT INTO analytics_day_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
          pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, lt::date,
          sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(result = 'loss', false)::int),
          sum(s * coalesce(result = 'breakeven', false)::int), sum(s * coalesce(pnl, 0)), sum(s * CASE WHEN result = 'win' THEN pnl ELSE 0 END),
          sum(s * CASE WHEN result = 'loss' THEN pnl ELSE 0 END), sum(s * coalesce(pnl * pnl, 0)),
          sum(s * (r IS NOT NULL)::int), sum(s * coalesce(r, 0)), sum(s * coalesce(r * r, 0)),
          sum(s * CASE WHEN result = 'win' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'win' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'loss' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'loss' AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN result = 'breakeven' THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(result = 'breakeven' AND hold IS NOT NULL, false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
          losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
          win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
          r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
          hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
          hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
          hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n
        RETURNING 1
    ),
    hour AS (
      INSERT INTO analytics_hour_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, hour, trades, closed, wins)
        SELECT account_id, user_id, symbol, market, trade_type, strategy_id, extract(hour FROM lt), sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins
        RETURNING 1
    )
    INSERT INTO analytics_tag_rollup AS x (account_id, user_id, symbol, market, trade_type, strategy_id, tag, trades, closed, wins, pnl)
      SELECT account_id, user_id, symbol, market, trade_type, strategy_id, tag, sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(result = 'win', false)::int), sum(s * coalesce(pnl, 0))
      FROM t CROSS JOIN LATERAL unnest(emotional_tags) AS tag GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
        trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl;
        END IF;
        RETURN NULL;
      END $function$
