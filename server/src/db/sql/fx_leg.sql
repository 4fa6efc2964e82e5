CREATE OR REPLACE FUNCTION public.fx_leg(uid uuid, f character, t character, d date)
 RETURNS numeric
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT CASE WHEN f = t THEN 1::numeric ELSE coalesce(
          (SELECT r.rate FROM fx_rates r WHERE r.user_id = uid AND r.base = f AND r.quote = t AND r.day <= d
            ORDER BY r.day DESC LIMIT 1),
          (SELECT 1 / r.rate FROM fx_rates r WHERE r.user_id = uid AND r.base = t AND r.quote = f AND r.day <= d
            ORDER BY r.day DESC LIMIT 1)) END
      $function$
