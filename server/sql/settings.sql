-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/settings/queries/breakeven.queries.ts

-- GET_BREAKEVEN
SELECT breakeven_mode AS mode, breakeven_tolerance::text AS value
  FROM user_settings
 WHERE user_id = $1;

-- LOCK_USER_TRADES
SELECT pg_advisory_xact_lock(analytics_zone_lock_key($1::uuid));

-- SAVE_BREAKEVEN
INSERT INTO user_settings (user_id, breakeven_mode, breakeven_tolerance)
VALUES ($1, $2, $3::numeric)
ON CONFLICT (user_id) DO UPDATE
   SET breakeven_mode = EXCLUDED.breakeven_mode, breakeven_tolerance = EXCLUDED.breakeven_tolerance,
       updated_at = now()
RETURNING breakeven_mode AS mode, breakeven_tolerance::text AS value;

-- RECLASSIFY_RESULTS
WITH c AS (
  UPDATE trades t
     SET result = CASE WHEN t.pnl > $2::numeric THEN 'win' WHEN t.pnl < -$2::numeric THEN 'loss'
       ELSE 'breakeven' END
   WHERE t.user_id = $1 AND t.pnl IS NOT NULL AND t.result <> CASE WHEN t.pnl > $2::numeric THEN 'win' WHEN t.pnl < -$2::numeric THEN 'loss'
       ELSE 'breakeven' END
  RETURNING 1)
SELECT count(*)::int AS n FROM c;

-- modules/settings/queries/settings.queries.ts

-- GET_USER_SETTINGS
SELECT trading_rules, goals, notifications
  FROM user_settings
 WHERE user_id = $1;

-- SAVE_TRADING_RULES
INSERT INTO user_settings (user_id, trading_rules)
VALUES ($1, $2::jsonb)
ON CONFLICT (user_id) DO UPDATE
   SET trading_rules = EXCLUDED.trading_rules, updated_at = now()
RETURNING trading_rules;

-- SAVE_GOALS
INSERT INTO user_settings (user_id, goals)
VALUES ($1, $3::jsonb || $2::jsonb)
ON CONFLICT (user_id) DO UPDATE
   SET goals = COALESCE(user_settings.goals, $3::jsonb) || $2::jsonb, updated_at = now()
RETURNING goals;

-- SAVE_NOTIFICATIONS
INSERT INTO user_settings (user_id, notifications)
VALUES ($1, $3::jsonb || $2::jsonb)
ON CONFLICT (user_id) DO UPDATE
   SET notifications = COALESCE(user_settings.notifications, $3::jsonb) || $2::jsonb, updated_at = now()
RETURNING notifications;
