-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- modules/instruments/queries/multiplier-overrides.queries.ts

-- MULTIPLIER_OVERRIDES
SELECT root, point_value::text AS point_value
  FROM user_contract_multipliers
 WHERE user_id = $1;
