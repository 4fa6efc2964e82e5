CREATE OR REPLACE FUNCTION public.analytics_zone_lock_key(uid uuid)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$
        SELECT hashtextextended('analytics_zone:' || uid::text, 0)
      $function$
