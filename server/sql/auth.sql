-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/auth/queries/password-reset.queries.ts

-- INSERT_RESET_TOKEN
INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
SELECT id, $2, $3 FROM users WHERE email = $1 AND NOT is_demo
RETURNING user_id;

-- RESET_TOKEN_OWNER
SELECT u.email
  FROM password_reset_tokens t
  JOIN users u ON u.id = t.user_id
 WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now();

-- SPEND_RESET_TOKEN
UPDATE password_reset_tokens SET used_at = now()
 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
RETURNING user_id;

-- SPEND_USER_RESET_TOKENS
UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL;

-- modules/auth/queries/sessions.queries.ts

-- DELETE_DEAD_SESSIONS
DELETE FROM sessions WHERE user_id = $1
    AND (expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day');

-- INSERT_SESSION
INSERT INTO sessions (user_id, device, created_at, last_seen_at, expires_at)
 VALUES ($1, $2, $3, $3, $4) RETURNING id;

-- SESSION_EXPIRY
SELECT expires_at FROM sessions WHERE id = $1 AND user_id = $2;

-- LIST_LIVE_SESSIONS
SELECT id, device, created_at, last_seen_at FROM sessions
  WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
  ORDER BY id = $2 DESC, last_seen_at DESC, id
  LIMIT 100;

-- REVOKE_SESSION
UPDATE sessions SET revoked_at = now()
  WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id;

-- REVOKE_ALL_SESSIONS
UPDATE sessions SET revoked_at = now()
  WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND id IS DISTINCT FROM $2;

-- MARK_SESSION_SEEN
UPDATE sessions SET last_seen_at = now()
  WHERE id = $1 AND user_id = $2
    AND last_seen_at <= now() - interval '60000 milliseconds';

-- modules/auth/queries/throttle.queries.ts

-- HIT_THROTTLE
INSERT INTO auth_throttle AS t (key_hash, attempts, strikes, window_ends_at)
VALUES ($1, 1, 0, now() + make_interval(secs => $3))
ON CONFLICT (key_hash) DO UPDATE SET
  attempts = CASE WHEN t.window_ends_at > now() THEN t.attempts + 1 ELSE 1 END,
  strikes = CASE WHEN t.window_ends_at > now() THEN t.strikes
                 WHEN t.attempts >= $2 THEN t.strikes + 1 ELSE 0 END,
  window_ends_at = CASE WHEN t.window_ends_at > now() THEN t.window_ends_at
                 ELSE now() + make_interval(secs => least($4::float8, $3::float8 * power(2,
                   CASE WHEN t.attempts >= $2 THEN least(t.strikes + 1, 30) ELSE 0 END))) END
RETURNING attempts, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after;

-- REFUND_THROTTLE
UPDATE auth_throttle SET attempts = greatest(attempts - 1, 0) WHERE key_hash = $1;

-- CLEAR_THROTTLE
DELETE FROM auth_throttle WHERE key_hash = $1;

-- DELETE_EXPIRED_THROTTLES
DELETE FROM auth_throttle WHERE window_ends_at < now() - interval '1 day';
