/**
 * One attempt on key $1 (limit $2 per window of $3 s, at most $4 s). An expired window restarts at
 * 1; it got a strike when it had reached the limit, and the new window is base × 2^strikes
 * (capped). SET expressions read the row's old values.
 */
export const HIT_THROTTLE = `
  INSERT INTO auth_throttle AS t (key_hash, attempts, strikes, window_ends_at)
  VALUES ($1, 1, 0, now() + make_interval(secs => $3))
  ON CONFLICT (key_hash) DO UPDATE SET
    attempts = CASE WHEN t.window_ends_at > now() THEN t.attempts + 1 ELSE 1 END,
    strikes = CASE WHEN t.window_ends_at > now() THEN t.strikes
                   WHEN t.attempts >= $2 THEN t.strikes + 1 ELSE 0 END,
    window_ends_at = CASE WHEN t.window_ends_at > now() THEN t.window_ends_at
                   ELSE now() + make_interval(secs => least($4::float8, $3::float8 * power(2,
                     CASE WHEN t.attempts >= $2 THEN least(t.strikes + 1, 30) ELSE 0 END))) END
  RETURNING attempts, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after`;

export const REFUND_THROTTLE = `UPDATE auth_throttle SET attempts = greatest(attempts - 1, 0) WHERE key_hash = $1`;

export const CLEAR_THROTTLE = `DELETE FROM auth_throttle WHERE key_hash = $1`;

/** Rows whose window ended more than a day ago. */
export const DELETE_EXPIRED_THROTTLES = `DELETE FROM auth_throttle WHERE window_ends_at < now() - interval '1 day'`;
