/** A missed trade's columns, planned R as exact text. */
const COLUMNS = 'id, playbook_id, symbol, occurred_at, planned_r::text AS planned_r, note, created_at';

/** User $1's missed trades, newest first; $2 a playbook id to narrow to, or NULL for all. */
export const LIST_MISSED_TRADES = `
  SELECT ${COLUMNS}
    FROM missed_trades
   WHERE user_id = $1 AND ($2::uuid IS NULL OR playbook_id = $2::uuid)
   ORDER BY occurred_at DESC, id DESC
   LIMIT $3`;

/** How many missed trades user $1 logged per playbook (a NULL playbook_id: those without one). */
export const COUNT_MISSED_TRADES = `
  SELECT playbook_id, count(*)::int AS count
    FROM missed_trades
   WHERE user_id = $1
   GROUP BY playbook_id`;

/**
 * $1 user, $2 playbook (nullable), $3 symbol, $4 time, $5 planned R, $6 note. No row when $2 is not
 * one of the user's playbooks (another user's answers like a missing one).
 */
export const INSERT_MISSED_TRADE = `
  INSERT INTO missed_trades (user_id, playbook_id, symbol, occurred_at, planned_r, note)
  SELECT $1, $2::uuid, $3, $4, $5, $6
   WHERE $2::uuid IS NULL OR EXISTS (SELECT 1 FROM playbooks WHERE id = $2::uuid AND user_id = $1)
  RETURNING ${COLUMNS}`;

/**
 * Replaces missed trade $7 of user $1 with $2 … $6 (as INSERT_MISSED_TRADE). No row when $7 is not
 * the user's, or $2 is not one of the user's playbooks (PLAYBOOK_OWNED tells the two apart).
 */
export const UPDATE_MISSED_TRADE = `
  UPDATE missed_trades
     SET playbook_id = $2::uuid, symbol = $3, occurred_at = $4, planned_r = $5, note = $6
   WHERE id = $7 AND user_id = $1
     AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM playbooks WHERE id = $2::uuid AND user_id = $1))
  RETURNING ${COLUMNS}`;

/** Whether playbook $2 is user $1's. */
export const PLAYBOOK_OWNED = `SELECT 1 FROM playbooks WHERE id = $2 AND user_id = $1`;

/** Missed trade $1 of user $2. */
export const DELETE_MISSED_TRADE = `DELETE FROM missed_trades WHERE id = $1 AND user_id = $2 RETURNING id`;
