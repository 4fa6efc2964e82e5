/**
 * Inserts the user's strategy $2 unless it exists, answering its id either way. When another
 * transaction inserted the same name a moment before, this snapshot sees neither row: no id.
 */
export const ENSURE_STRATEGY = `
  WITH created AS (
    INSERT INTO strategies (user_id, name) VALUES ($1, $2)
    ON CONFLICT (user_id, name) DO NOTHING
    RETURNING id
  )
  SELECT id FROM created
  UNION ALL
  SELECT id FROM strategies WHERE user_id = $1 AND name = $2
  LIMIT 1`;

export const FIND_STRATEGY_ID = `SELECT id FROM strategies WHERE user_id = $1 AND name = $2`;
