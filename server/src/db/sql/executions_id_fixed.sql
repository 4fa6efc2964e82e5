CREATE OR REPLACE FUNCTION public.executions_id_fixed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'an execution''s id does not change' USING ERRCODE = 'foreign_key_violation';
      END $function$
