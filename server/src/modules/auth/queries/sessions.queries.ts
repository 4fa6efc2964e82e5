/** The list shows at most this many (the most recently seen); "sign out everywhere else" ends them all. */
export const MAX_LISTED_SESSIONS = 100;

/** last_seen_at is written at most this often per session, so a busy screen's requests do not each write. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** A revoked or expired row is kept this long (then deleted at its user's next sign-in). */
const KEEP_DEAD_ROWS = `interval '1 day'`;

/** $1 user: deletes their sessions revoked or expired more than KEEP_DEAD_ROWS ago. */
export const DELETE_DEAD_SESSIONS = `
      DELETE FROM sessions WHERE user_id = $1
          AND (expires_at < now() - ${KEEP_DEAD_ROWS} OR revoked_at < now() - ${KEEP_DEAD_ROWS})`;

/** $1 user, $2 device label, $3 issued at (created and last seen), $4 expires at. */
export const INSERT_SESSION = `
      INSERT INTO sessions (user_id, device, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $3, $4) RETURNING id`;

/** $1 session, $2 user. */
export const SESSION_EXPIRY = `SELECT expires_at FROM sessions WHERE id = $1 AND user_id = $2`;

/** $1 user's live sessions, $2 (the current one) first, then the most recently seen. */
export const LIST_LIVE_SESSIONS = `
        SELECT id, device, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
          ORDER BY id = $2 DESC, last_seen_at DESC, id
          LIMIT ${MAX_LISTED_SESSIONS}`;

/** Revokes session $1 of user $2 when it is live. */
export const REVOKE_SESSION = `
          UPDATE sessions SET revoked_at = now()
            WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`;

/** Revokes every live session of user $1 but $2 (null: all of them). */
export const REVOKE_ALL_SESSIONS = `
      UPDATE sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND id IS DISTINCT FROM $2`;

/**
 * Marks session $1 of user $2 seen now unless it was within LAST_SEEN_RESOLUTION_MS: conditional,
 * so parallel requests (or instances) write once.
 */
export const MARK_SESSION_SEEN = `
        UPDATE sessions SET last_seen_at = now()
          WHERE id = $1 AND user_id = $2
            AND last_seen_at <= now() - interval '${LAST_SEEN_RESOLUTION_MS} milliseconds'`;
