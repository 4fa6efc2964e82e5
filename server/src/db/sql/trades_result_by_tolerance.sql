CREATE OR REPLACE FUNCTION public.trades_result_by_tolerance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      DECLARE tol numeric;
      BEGIN
        -- Net pnl within ± the user's breakeven tolerance (inclusive) is a breakeven (issue 33 item 2).
        SELECT s.breakeven_tolerance INTO tol FROM user_settings s WHERE s.user_id = NEW.user_id;
        tol := coalesce(tol, 0);
        NEW.result := CASE WHEN NEW.pnl > tol THEN 'win' WHEN NEW.pnl < -tol THEN 'loss' ELSE 'breakeven' END;
        RETURN NEW;
      END $function$
