-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/risk/queries/risk.queries.ts

-- LIST_RISK_VERSIONS
SELECT effective_from::text AS effective_from,
       daily_loss_limit::text AS daily_loss_limit,
       max_drawdown_amount::text AS max_drawdown_amount, max_drawdown_mode, max_drawdown_lock,
       profit_target::text AS profit_target, daily_profit_target::text AS daily_profit_target,
       win_rate_target::text AS win_rate_target, min_trading_days, consistency_pct::text AS consistency_pct,
       max_position_size::text AS max_position_size, max_trades_per_day,
       trading_hours_from, trading_hours_to, day_cutoff_time, day_cutoff_zone
  FROM risk_profiles
 WHERE account_id = $1 AND user_id = $2
 ORDER BY effective_from NULLS FIRST;

-- UPSERT_RISK_VERSION
INSERT INTO risk_profiles (
  user_id, account_id, effective_from,
  daily_loss_limit, max_drawdown_amount, max_drawdown_mode, max_drawdown_lock,
  profit_target, daily_profit_target, win_rate_target, min_trading_days, consistency_pct,
  max_position_size, max_trades_per_day, trading_hours_from, trading_hours_to, day_cutoff_time, day_cutoff_zone)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
ON CONFLICT (account_id, effective_from) DO UPDATE SET
  daily_loss_limit = EXCLUDED.daily_loss_limit,
  max_drawdown_amount = EXCLUDED.max_drawdown_amount,
  max_drawdown_mode = EXCLUDED.max_drawdown_mode,
  max_drawdown_lock = EXCLUDED.max_drawdown_lock,
  profit_target = EXCLUDED.profit_target,
  daily_profit_target = EXCLUDED.daily_profit_target,
  win_rate_target = EXCLUDED.win_rate_target,
  min_trading_days = EXCLUDED.min_trading_days,
  consistency_pct = EXCLUDED.consistency_pct,
  max_position_size = EXCLUDED.max_position_size,
  max_trades_per_day = EXCLUDED.max_trades_per_day,
  trading_hours_from = EXCLUDED.trading_hours_from,
  trading_hours_to = EXCLUDED.trading_hours_to,
  day_cutoff_time = EXCLUDED.day_cutoff_time,
  day_cutoff_zone = EXCLUDED.day_cutoff_zone,
  updated_at = now()
 WHERE risk_profiles.user_id = EXCLUDED.user_id;

-- DELETE_LATER_RISK_VERSIONS
DELETE FROM risk_profiles
 WHERE account_id = $1 AND user_id = $2 AND effective_from > $3;

-- LIST_RISK_TRADES
SELECT id, entry_date, exit_date, pnl::text AS pnl, quantity::text AS quantity
  FROM trades
 WHERE account_id = $1 AND user_id = $2
 ORDER BY entry_date, id;

-- LIST_RISK_FLOWS
SELECT occurred_at,
       (CASE WHEN kind IN ('deposit', 'interest') THEN amount ELSE -amount END)::text AS amount,
       kind IN ('deposit', 'withdrawal') AS external
  FROM cash_flows
 WHERE account_id = $1 AND user_id = $2
 ORDER BY occurred_at, id;

-- LOCK_RISK_PROFILE
SELECT pg_advisory_xact_lock(hashtext('risk:' || $1));
