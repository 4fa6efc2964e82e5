-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

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
