/** A missed trade's columns, planned R as exact text. */
const COLUMNS = 'id, playbook_id, symbol, occurred_at, planned_r::text AS planned_r, note, created_at';

/** User $1's missed trades, newest first; $2 a playbook id to narrow to, or NULL for all. */
export const LIST_MISSED_TRADES = `
  SELECT ${COLUMNS}
    FROM missed_trades
   WHERE user_id = $1 AND ($2::uuid IS NULL OR playbook_id = $2::uuid)
   ORDER BY occurred_at DESC, id DESC
   LIMIT $3`;

/**
 * $1 user, $2 playbook (nullable), $3 symbol, $4 time, $5 planned R, $6 note. No row when $2 is not
 * one of the user's playbooks (another user's answers like a missing one).
 */
export const INSERT_MISSED_TRADE = `
  INSERT INTO missed_trades (user_id, playbook_id, symbol, occurred_at, planned_r, note)
  SELECT $1, $2::uuid, $3, $4, $5, $6
   WHERE $2::uuid IS NULL OR EXISTS (SELECT 1 FROM playbooks WHERE id = $2::uuid AND user_id = $1)
  RETURNING ${COLUMNS}`;

/** Missed trade $1 of user $2. */
export const DELETE_MISSED_TRADE = `DELETE FROM missed_trades WHERE id = $1 AND user_id = $2 RETURNING id`;
