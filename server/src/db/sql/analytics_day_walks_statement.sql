CREATE OR REPLACE FUNCTION public.analytics_day_walks_statement()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM analytics_day_walks_refresh((SELECT array_agg(n::trades) FROM new_rows n));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM analytics_day_walks_refresh((SELECT array_agg(o::trades) FROM old_rows o));
        ELSE
          PERFORM analytics_day_walks_refresh((
            SELECT array_agg(v::trades) FROM new_rows n JOIN old_rows o ON o.id = n.id
            CROSS JOIN LATERAL (VALUES (n::trades), (o::trades)) AS x(v)
            WHERE (n.pnl, n.entry_date, n.exit_date, n.account_id, n.user_id) IS DISTINCT FROM (o.pnl, o.entry_date, o.exit_date, o.account_id, o.user_id)));
        END IF;
        RETURN NULL;
      END $function$
