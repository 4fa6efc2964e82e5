CREATE OR REPLACE FUNCTION public.analytics_rollup_timezone_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM analytics_rollup_rebuild(NEW.id);
        RETURN NULL;
      END $function$
