CREATE OR REPLACE FUNCTION public.executions_unlink_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        DELETE FROM trade_executions te USING old_rows o WHERE te.execution_id = o.id;
        RETURN NULL;
      END $function$
