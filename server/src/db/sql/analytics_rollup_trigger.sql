CREATE OR REPLACE FUNCTION public.analytics_rollup_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_rollup_apply(OLD, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analytics_rollup_apply(NEW, 1); END IF;
        RETURN NULL;
      END $function$
