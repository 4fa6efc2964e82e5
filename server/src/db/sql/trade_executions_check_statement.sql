CREATE OR REPLACE FUNCTION public.trade_executions_check_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM new_rows n
            LEFT JOIN executions e ON e.id = n.execution_id
            LEFT JOIN trades t ON t.id = n.trade_id
           WHERE e.id IS NULL OR e.account_id IS DISTINCT FROM t.account_id
        ) THEN
          RAISE EXCEPTION 'a trade_executions row names a fill that does not exist or belongs to another account'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'trade_executions_execution_check';
        END IF;
        RETURN NULL;
      END $function$
