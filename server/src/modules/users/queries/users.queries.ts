/**
 * Registers a user unless the address is taken: no row when a parallel registration of the same
 * address got in first (the unique index decides, not a failed INSERT).
 */
export const INSERT_USER = `
  INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3)
  ON CONFLICT (email) DO NOTHING
  RETURNING id`;

/** Every zone PostgreSQL can bucket days in (AT TIME ZONE). */
export const TIME_ZONE_NAMES = `SELECT name FROM pg_timezone_names`;

/**
 * Deletes user $1 and, through every table's ON DELETE CASCADE (accounts, trades, executions, cash
 * flows, imports, sessions, tokens, statements, …), everything they own. Returns the row, so a user
 * deleted by a parallel request answers like a missing one.
 */
export const DELETE_USER = `DELETE FROM users WHERE id = $1 RETURNING id, email, username`;
