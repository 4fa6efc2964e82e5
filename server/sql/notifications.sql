-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/notifications/queries/notifications.queries.ts

-- GET_NOTIFIED_USER
SELECT id, email, username, timezone, is_demo
  FROM users
 WHERE id = $1;

-- RECORD_NOTIFICATION
INSERT INTO notification_log (user_id, account_id, kind, day, rule, level, detail)
SELECT $1, a.id, $3, $4::date, $5, $6, $7::jsonb
  FROM trading_accounts a
 WHERE a.id = $2 AND a.user_id = $1
ON CONFLICT ON CONSTRAINT notification_log_event DO NOTHING
RETURNING id;

-- CLAIM_NOTIFICATION
SELECT n.id, n.user_id, n.account_id, n.kind, n.day::text AS day, n.rule, n.level, n.detail
  FROM notification_log n
 WHERE n.id = $1 AND n.user_id = $2 AND n.sent_at IS NULL
   FOR UPDATE SKIP LOCKED;

-- MARK_NOTIFICATION_DONE
UPDATE notification_log
   SET sent_at = now(), outcome = $3
 WHERE id = $1 AND user_id = $2;

-- LIST_DAILY_SUMMARY_ACCOUNTS
SELECT a.user_id, u.timezone, a.id AS account_id,
       coalesce(json_agg(json_build_object(
                  'effectiveFrom', r.effective_from::text, 'time', r.day_cutoff_time, 'zone', r.day_cutoff_zone)
                ORDER BY r.effective_from NULLS FIRST) FILTER (WHERE r.id IS NOT NULL), '[]') AS cutoffs
  FROM user_settings s
  JOIN users u ON u.id = s.user_id
  JOIN trading_accounts a ON a.user_id = s.user_id
  LEFT JOIN risk_profiles r ON r.account_id = a.id AND r.user_id = a.user_id
 WHERE coalesce((s.notifications ->> 'dailySummary')::boolean, false)
 GROUP BY a.user_id, u.timezone, a.id;
