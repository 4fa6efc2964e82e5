CREATE OR REPLACE FUNCTION public.analytics_zone_trade_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(analytics_zone_lock_key(coalesce(NEW.user_id, OLD.user_id)));
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $function$
