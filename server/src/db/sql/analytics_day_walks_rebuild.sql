CREATE OR REPLACE FUNCTION public.analytics_day_walks_rebuild(uid uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE tz text := coalesce((SELECT timezone FROM users WHERE id = uid), 'UTC'); k record;
      BEGIN
        DELETE FROM analytics_equity_day WHERE user_id = uid;
        DELETE FROM analytics_streak_day WHERE user_id = uid;
        FOR k IN SELECT DISTINCT account_id, coalesce((exit_date AT TIME ZONE tz)::date, 'infinity'::date) AS day
                 FROM trades WHERE user_id = uid AND pnl IS NOT NULL LOOP
          PERFORM analytics_equity_day_build(k.account_id, uid, k.day, tz);
        END LOOP;
        FOR k IN SELECT DISTINCT account_id, (entry_date AT TIME ZONE tz)::date AS day
                 FROM trades WHERE user_id = uid AND pnl IS NOT NULL LOOP
          PERFORM analytics_streak_day_build(k.account_id, uid, k.day, tz);
        END LOOP;
      END $function$
