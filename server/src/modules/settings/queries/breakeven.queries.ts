/** User $1's breakeven tolerance; no row until the user first saves a Settings tab (then money 0). */
export const GET_BREAKEVEN = `
  SELECT breakeven_mode AS mode, breakeven_tolerance::text AS value
    FROM user_settings
   WHERE user_id = $1`;

/**
 * Takes user $1's zone lock exclusively until the transaction ends: the trades trigger
 * (trades_result_by_tolerance, after trades_analytics_zone_guard's shared lock) then never reads
 * a tolerance this transaction is about to replace.
 */
export const LOCK_USER_TRADES = `SELECT pg_advisory_xact_lock(analytics_zone_lock_key($1::uuid))`;

/** Saves user $1's tolerance: mode $2, value $3. */
export const SAVE_BREAKEVEN = `
  INSERT INTO user_settings (user_id, breakeven_mode, breakeven_tolerance)
  VALUES ($1, $2, $3::numeric)
  ON CONFLICT (user_id) DO UPDATE
     SET breakeven_mode = EXCLUDED.breakeven_mode, breakeven_tolerance = EXCLUDED.breakeven_tolerance,
         updated_at = now()
  RETURNING breakeven_mode AS mode, breakeven_tolerance::text AS value`;

/** A closed trade's result under tolerance $2: db/sql/trades_result_by_tolerance.sql's rule. */
const RESULT_UNDER_TOLERANCE = `CASE WHEN t.pnl > $2::numeric THEN 'win' WHEN t.pnl < -$2::numeric THEN 'loss'
         ELSE 'breakeven' END`;

/**
 * Re-classifies user $1's closed trades under tolerance $2 (money): only the rows whose result
 * changes are written, and the rollup triggers move each between its buckets. Answers the count.
 */
export const RECLASSIFY_RESULTS = `
  WITH c AS (
    UPDATE trades t
       SET result = ${RESULT_UNDER_TOLERANCE}
     WHERE t.user_id = $1 AND t.pnl IS NOT NULL AND t.result <> ${RESULT_UNDER_TOLERANCE}
    RETURNING 1)
  SELECT count(*)::int AS n FROM c`;
