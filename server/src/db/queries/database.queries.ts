/** Liveness: the database answers (/healthz). */
export const PING = `SELECT 1`;

/** Start-up takes turns on this session lock: the first instance migrates and seeds, the others wait. */
export const LOCK_MIGRATIONS = `SELECT pg_advisory_lock(hashtext('candlog:migrations'))`;
export const UNLOCK_MIGRATIONS = `SELECT pg_advisory_unlock(hashtext('candlog:migrations'))`;

/** `SET LOCAL statement_timeout` to $1 ms, as a statement that takes a parameter. */
export const SET_LOCAL_STATEMENT_TIMEOUT = `SELECT set_config('statement_timeout', $1, true)`;

/** Whether the embedded cluster already has database $1. */
export const DATABASE_EXISTS = `SELECT 1 FROM pg_database WHERE datname = $1`;
