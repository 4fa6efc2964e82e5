-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/strategies/queries/strategies.queries.ts

-- ENSURE_STRATEGY
WITH created AS (
  INSERT INTO strategies (user_id, name) VALUES ($1, $2)
  ON CONFLICT (user_id, name) DO NOTHING
  RETURNING id
)
SELECT id FROM created
UNION ALL
SELECT id FROM strategies WHERE user_id = $1 AND name = $2
LIMIT 1;

-- FIND_STRATEGY_ID
SELECT id FROM strategies WHERE user_id = $1 AND name = $2;
