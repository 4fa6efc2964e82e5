CREATE OR REPLACE FUNCTION public.analytics_streak_day_build(acc uuid, uid uuid, d date, tz text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      DECLARE
        r record; sg int; n int := 0; nz int := 0; cur_sign int := 0; cur_len int := 0;
        lead_sign int := 0; lead_len int := 0; lead_open boolean := true; bw int := 0; wl int := 0;
      BEGIN
        DELETE FROM analytics_streak_day WHERE account_id = acc AND day = d;
        FOR r IN SELECT t.pnl FROM trades t
                 WHERE t.account_id = acc AND t.pnl IS NOT NULL
                   AND t.entry_date >= d::timestamp AT TIME ZONE tz AND t.entry_date < (d + 1)::timestamp AT TIME ZONE tz
                 ORDER BY t.entry_date, t.id LOOP
          n := n + 1; sg := sign(r.pnl);
          CONTINUE WHEN sg = 0;  -- a 0 pnl neither extends nor breaks a run
          nz := nz + 1;
          IF sg = cur_sign THEN cur_len := cur_len + 1;
          ELSE
            IF cur_sign <> 0 THEN lead_open := false; END IF;
            cur_sign := sg; cur_len := 1;
          END IF;
          IF lead_open THEN lead_sign := sg; lead_len := cur_len; END IF;
          IF sg > 0 THEN bw := greatest(bw, cur_len); ELSE wl := greatest(wl, cur_len); END IF;
        END LOOP;
        IF n > 0 THEN
          INSERT INTO analytics_streak_day VALUES (acc, uid, d, n, nz, lead_sign, lead_len, cur_sign, cur_len, bw, wl);
        END IF;
      END $function$
