CREATE OR REPLACE FUNCTION public.analytics_zone_change_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_advisory_xact_lock(analytics_zone_lock_key(NEW.id));
        RETURN NEW;
      END $function$
