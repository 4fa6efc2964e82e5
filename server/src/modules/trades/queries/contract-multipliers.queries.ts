export const UPSERT_MULTIPLIER = `
  INSERT INTO user_contract_multipliers (user_id, root, point_value) VALUES ($1, $2, $3)
  ON CONFLICT (user_id, root) DO UPDATE SET point_value = excluded.point_value, updated_at = now()`;

/** Answers the root when user $1 had a value for root $2 (and drops it). */
export const DELETE_MULTIPLIER = `
  WITH d AS (DELETE FROM user_contract_multipliers WHERE user_id = $1 AND root = $2 RETURNING root)
  SELECT root FROM d`;

/** The instruments of user $1's imported futures fills, per account with its strategy. */
export const IMPORTED_FUTURES_INSTRUMENTS = `
  SELECT DISTINCT e.account_id, e.instrument_key, e.symbol, a.strategy_id
    FROM executions e
    JOIN trading_accounts a ON a.id = e.account_id
   WHERE e.user_id = $1 AND e.market = 'futures'`;
