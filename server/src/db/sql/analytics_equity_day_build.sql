CREATE OR REPLACE FUNCTION public.analytics_equity_day_build(acc uuid, uid uuid, d date, tz text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE
        r record; n int := 0; cum numeric := 0; hi numeric := 0; lo numeric := 0; last timestamptz;
        maxs numeric[] := '{}'; mins numeric[] := '{}';
      BEGIN
        DELETE FROM analytics_equity_day WHERE account_id = acc AND day = d;
        FOR r IN SELECT t.pnl, coalesce(t.exit_date, t.entry_date) AS at FROM trades t
                 WHERE t.account_id = acc AND t.pnl IS NOT NULL
                   AND ((d = 'infinity' AND t.exit_date IS NULL)
                        OR (t.exit_date >= d::timestamp AT TIME ZONE tz AND t.exit_date < (d + 1)::timestamp AT TIME ZONE tz))
                 ORDER BY t.exit_date, t.entry_date, t.id LOOP
          n := n + 1; cum := cum + r.pnl; last := r.at;
          IF cum > hi THEN
            maxs := maxs || hi; mins := mins || lo; hi := cum; lo := cum;
          ELSIF cum < lo THEN
            lo := cum;
          END IF;
        END LOOP;
        IF n > 0 THEN
          INSERT INTO analytics_equity_day VALUES (acc, uid, d, n, cum, hi, last, maxs || hi, mins || lo);
        END IF;
      END $function$
