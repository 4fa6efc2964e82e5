/** User $1's point values by futures root, as exact text. */
export const MULTIPLIER_OVERRIDES = `
  SELECT root, point_value::text AS point_value
    FROM user_contract_multipliers
   WHERE user_id = $1`;
