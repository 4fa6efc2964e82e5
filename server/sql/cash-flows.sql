-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/cash-flows/queries/cash-flows.queries.ts

-- LIST_CASH_FLOWS
SELECT id, account_id, kind, amount::text AS amount, occurred_at, note, created_at, updated_at
  FROM cash_flows
 WHERE account_id = $1 AND user_id = $2
 ORDER BY occurred_at, created_at, id;

-- INSERT_CASH_FLOW
INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at, note)
VALUES ($1, $2, $3, $4, $5, $6)
RETURNING id, account_id, kind, amount::text AS amount, occurred_at, note, created_at, updated_at;

-- UPDATE_CASH_FLOW
UPDATE cash_flows
   SET kind = $4, amount = $5, occurred_at = $6, note = $7, updated_at = now()
 WHERE id = $1 AND account_id = $2 AND user_id = $3
RETURNING id, account_id, kind, amount::text AS amount, occurred_at, note, created_at, updated_at;

-- DELETE_CASH_FLOW
DELETE FROM cash_flows WHERE id = $1 AND account_id = $2 AND user_id = $3;

-- GET_CASH_FLOW
SELECT id, account_id, kind, amount::text AS amount, occurred_at, note, created_at, updated_at
  FROM cash_flows
 WHERE id = $1 AND account_id = $2 AND user_id = $3;
