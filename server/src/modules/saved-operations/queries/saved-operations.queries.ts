const COLUMNS = `id, name, query, variables, updated_at AS "updatedAt"`;

export const LIST_SAVED_OPERATIONS = `
  SELECT ${COLUMNS}
    FROM saved_operations
   WHERE user_id = $1
   ORDER BY lower(name), name`;

/**
 * Saves operation $2 of user $1, replacing one of the same name; no row when the user already
 * keeps $5 other operations (the count and the insert are one statement).
 */
export const SAVE_OPERATION = `
  INSERT INTO saved_operations (user_id, name, query, variables)
  SELECT $1, $2, $3, $4
   WHERE (SELECT count(*) FROM saved_operations WHERE user_id = $1 AND name <> $2) < $5
  ON CONFLICT ON CONSTRAINT saved_operations_name_key
  DO UPDATE SET query = EXCLUDED.query, variables = EXCLUDED.variables, updated_at = now()
  RETURNING ${COLUMNS}`;

export const DELETE_SAVED_OPERATION = `DELETE FROM saved_operations WHERE id = $1 AND user_id = $2 RETURNING id`;
