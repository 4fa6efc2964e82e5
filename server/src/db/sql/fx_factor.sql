CREATE OR REPLACE FUNCTION public.fx_factor(uid uuid, f character, t character, d date)
 RETURNS numeric
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT coalesce(fx_leg(uid, f, t, d), fx_leg(uid, f, 'EUR', d) * fx_leg(uid, 'EUR', t, d))
      $function$
