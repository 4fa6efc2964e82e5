/** The Settings tabs of user $1; no row until the user first saves one (each tab NULL until saved). */
export const GET_USER_SETTINGS = `
  SELECT trading_rules, goals, notifications
    FROM user_settings
   WHERE user_id = $1`;

/** Replaces user $1's trading rules with $2 (a jsonb list of {id, text}). */
export const SAVE_TRADING_RULES = `
  INSERT INTO user_settings (user_id, trading_rules)
  VALUES ($1, $2::jsonb)
  ON CONFLICT (user_id) DO UPDATE
     SET trading_rules = EXCLUDED.trading_rules, updated_at = now()
  RETURNING trading_rules`;

/**
 * Merges the goals sent ($2, jsonb) into user $1's goals; a user who never saved them starts from
 * the defaults ($3), so a partial save keeps the other goals at their default.
 */
export const SAVE_GOALS = `
  INSERT INTO user_settings (user_id, goals)
  VALUES ($1, $3::jsonb || $2::jsonb)
  ON CONFLICT (user_id) DO UPDATE
     SET goals = COALESCE(user_settings.goals, $3::jsonb) || $2::jsonb, updated_at = now()
  RETURNING goals`;

/** Merges the notification choices sent ($2) into user $1's, from the defaults ($3) when never saved. */
export const SAVE_NOTIFICATIONS = `
  INSERT INTO user_settings (user_id, notifications)
  VALUES ($1, $3::jsonb || $2::jsonb)
  ON CONFLICT (user_id) DO UPDATE
     SET notifications = COALESCE(user_settings.notifications, $3::jsonb) || $2::jsonb, updated_at = now()
  RETURNING notifications`;
