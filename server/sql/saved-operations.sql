-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/saved-operations/queries/saved-operations.queries.ts

-- LIST_SAVED_OPERATIONS
SELECT id, name, query, variables, updated_at AS "updatedAt"
  FROM saved_operations
 WHERE user_id = $1
 ORDER BY lower(name), name;

-- SAVE_OPERATION
INSERT INTO saved_operations (user_id, name, query, variables)
SELECT $1, $2, $3, $4
 WHERE (SELECT count(*) FROM saved_operations WHERE user_id = $1 AND name <> $2) < $5
ON CONFLICT ON CONSTRAINT saved_operations_name_key
DO UPDATE SET query = EXCLUDED.query, variables = EXCLUDED.variables, updated_at = now()
RETURNING id, name, query, variables, updated_at AS "updatedAt";

-- DELETE_SAVED_OPERATION
DELETE FROM saved_operations WHERE id = $1 AND user_id = $2 RETURNING id;
