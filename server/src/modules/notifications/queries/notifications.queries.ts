/** User $1's address, name and zone: who a notification goes to and how it states the day. */
export const GET_NOTIFIED_USER = `
  SELECT id, email, username, timezone, is_demo
    FROM users
   WHERE id = $1`;

/**
 * Records one notification event of user $1 on account $2: kind $3, trading day $4, rule $5,
 * level $6, the figures of its mail $7 (jsonb). Nothing when the event is already recorded (by
 * this instance or another): the returned id is the caller's licence to enqueue its mail.
 */
export const RECORD_NOTIFICATION = `
  INSERT INTO notification_log (user_id, account_id, kind, day, rule, level, detail)
  SELECT $1, a.id, $3, $4::date, $5, $6, $7::jsonb
    FROM trading_accounts a
   WHERE a.id = $2 AND a.user_id = $1
  ON CONFLICT ON CONSTRAINT notification_log_event DO NOTHING
  RETURNING id`;

/**
 * The mail job's claim of notification $1 (user $2): the row, locked, while no mail has gone out
 * for it. A second delivery of the same job (a retry, another instance) finds it locked or sent.
 */
export const CLAIM_NOTIFICATION = `
  SELECT n.id, n.user_id, n.account_id, n.kind, n.day::text AS day, n.rule, n.level, n.detail
    FROM notification_log n
   WHERE n.id = $1 AND n.user_id = $2 AND n.sent_at IS NULL
     FOR UPDATE SKIP LOCKED`;

/** Notification $1 (user $2) is done: its mail went out ('sent') or had nothing to say ('skipped'). */
export const MARK_NOTIFICATION_DONE = `
  UPDATE notification_log
     SET sent_at = now(), outcome = $3
   WHERE id = $1 AND user_id = $2`;

/**
 * The daily summary's candidates: every account of every user whose "Send me daily trading
 * summary" is on, with the user's zone and the day cut-offs of the account's risk profile
 * versions (oldest first; none: midnight in the user's zone). Spans every user by design: it is
 * the scheduler's scan, run by one instance per minute (docs/notifications.md).
 */
export const LIST_DAILY_SUMMARY_ACCOUNTS = `
  SELECT a.user_id, u.timezone, a.id AS account_id,
         coalesce(json_agg(json_build_object(
                    'effectiveFrom', r.effective_from::text, 'time', r.day_cutoff_time, 'zone', r.day_cutoff_zone)
                  ORDER BY r.effective_from NULLS FIRST) FILTER (WHERE r.id IS NOT NULL), '[]') AS cutoffs
    FROM user_settings s
    JOIN users u ON u.id = s.user_id
    JOIN trading_accounts a ON a.user_id = s.user_id
    LEFT JOIN risk_profiles r ON r.account_id = a.id AND r.user_id = a.user_id
   WHERE coalesce((s.notifications ->> 'dailySummary')::boolean, false)
   GROUP BY a.user_id, u.timezone, a.id`;
