-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/missed-trades/queries/missed-trades.queries.ts

-- LIST_MISSED_TRADES
SELECT id, playbook_id, symbol, occurred_at, planned_r::text AS planned_r, note, created_at
  FROM missed_trades
 WHERE user_id = $1 AND ($2::uuid IS NULL OR playbook_id = $2::uuid)
 ORDER BY occurred_at DESC, id DESC
 LIMIT $3;

-- COUNT_MISSED_TRADES
SELECT playbook_id, count(*)::int AS count
  FROM missed_trades
 WHERE user_id = $1
 GROUP BY playbook_id;

-- INSERT_MISSED_TRADE
INSERT INTO missed_trades (user_id, playbook_id, symbol, occurred_at, planned_r, note)
SELECT $1, $2::uuid, $3, $4, $5, $6
 WHERE $2::uuid IS NULL OR EXISTS (SELECT 1 FROM playbooks WHERE id = $2::uuid AND user_id = $1)
RETURNING id, playbook_id, symbol, occurred_at, planned_r::text AS planned_r, note, created_at;

-- UPDATE_MISSED_TRADE
UPDATE missed_trades
   SET playbook_id = $2::uuid, symbol = $3, occurred_at = $4, planned_r = $5, note = $6
 WHERE id = $7 AND user_id = $1
   AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM playbooks WHERE id = $2::uuid AND user_id = $1))
RETURNING id, playbook_id, symbol, occurred_at, planned_r::text AS planned_r, note, created_at;

-- PLAYBOOK_OWNED
SELECT 1 FROM playbooks WHERE id = $2 AND user_id = $1;

-- DELETE_MISSED_TRADE
DELETE FROM missed_trades WHERE id = $1 AND user_id = $2 RETURNING id;
