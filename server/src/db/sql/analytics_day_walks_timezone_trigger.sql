CREATE OR REPLACE FUNCTION public.analytics_day_walks_timezone_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM analytics_day_walks_rebuild(NEW.id);
        RETURN NULL;
      END $function$
