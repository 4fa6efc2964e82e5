CREATE OR REPLACE FUNCTION public.analytics_day_walks_refresh(changed trades[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE k record;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('analytics_day_walks:' || a.account_id::text, 0))
        FROM (SELECT DISTINCT c.account_id FROM unnest(changed) c WHERE c.pnl IS NOT NULL ORDER BY 1) a;
        FOR k IN
          WITH r AS (
            SELECT c.account_id, c.user_id, c.entry_date, c.exit_date,
                   coalesce((SELECT timezone FROM users WHERE id = c.user_id), 'UTC') AS tz
            FROM unnest(changed) c
            -- Trades removed by their account's cascade: the account's day rows went with it.
            WHERE c.pnl IS NOT NULL AND EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = c.account_id)
          )
          SELECT DISTINCT true AS equity, account_id, user_id, tz, coalesce((exit_date AT TIME ZONE tz)::date, 'infinity'::date) AS day FROM r
          UNION
          SELECT DISTINCT false, account_id, user_id, tz, (entry_date AT TIME ZONE tz)::date FROM r
        LOOP
          IF k.equity THEN PERFORM analytics_equity_day_build(k.account_id, k.user_id, k.day, k.tz);
          ELSE PERFORM analytics_streak_day_build(k.account_id, k.user_id, k.day, k.tz);
          END IF;
        END LOOP;
      END $function$
