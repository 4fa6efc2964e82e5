/** The job queue's set-up lock ($1: its name): instances starting together create pg-boss's queues in turn. */
export const LOCK_SETUP = `
  SELECT pg_advisory_lock(hashtext($1))`;

/** Releases the set-up lock ($1: its name). */
export const UNLOCK_SETUP = `
  SELECT pg_advisory_unlock(hashtext($1))`;
