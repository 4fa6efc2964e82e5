/** A reset token ($2, hashed; expires $3) for the user of address $1, unless it is the demo user. */
export const INSERT_RESET_TOKEN = `
  INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
  SELECT id, $2, $3 FROM users WHERE email = $1 AND NOT is_demo
  RETURNING user_id`;

/** The address of the user an open reset token (hash $1) belongs to. */
export const RESET_TOKEN_OWNER = `
  SELECT u.email
    FROM password_reset_tokens t
    JOIN users u ON u.id = t.user_id
   WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`;

/**
 * Spends the open token of hash $1 (found by its hash alone: a known unscoped statement of the
 * user-scope audit, matched by its text).
 */
export const SPEND_RESET_TOKEN = `
  UPDATE password_reset_tokens SET used_at = now()
   WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
  RETURNING user_id`;

/** A new password spends every open reset token of user $1. */
export const SPEND_USER_RESET_TOKENS = `
  UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`;
