/** A cash flow's columns, the amount as exact text. */
const COLUMNS = 'id, account_id, kind, amount::text AS amount, occurred_at, note, created_at, updated_at';

/** An account's ($1) flows, owner $2, in the order they happened. */
export const LIST_CASH_FLOWS = `
  SELECT ${COLUMNS}
    FROM cash_flows
   WHERE account_id = $1 AND user_id = $2
   ORDER BY occurred_at, created_at, id`;

export const INSERT_CASH_FLOW = `
  INSERT INTO cash_flows (user_id, account_id, kind, amount, occurred_at, note)
  VALUES ($1, $2, $3, $4, $5, $6)
  RETURNING ${COLUMNS}`;

/** Flow $1 of account $2, owner $3: every field is written (the service merged the unsent ones). */
export const UPDATE_CASH_FLOW = `
  UPDATE cash_flows
     SET kind = $4, amount = $5, occurred_at = $6, note = $7, updated_at = now()
   WHERE id = $1 AND account_id = $2 AND user_id = $3
  RETURNING ${COLUMNS}`;

export const DELETE_CASH_FLOW = `DELETE FROM cash_flows WHERE id = $1 AND account_id = $2 AND user_id = $3`;

export const GET_CASH_FLOW = `
  SELECT ${COLUMNS}
    FROM cash_flows
   WHERE id = $1 AND account_id = $2 AND user_id = $3`;
