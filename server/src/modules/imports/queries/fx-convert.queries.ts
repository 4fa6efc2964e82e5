/** User $1's factor from each (currency, day) pair ($3, $4) to the account currency $2; null: no rate. */
export const ACCOUNT_FX_FACTORS = `
  SELECT x.c, x.d::text AS d, fx_factor($1, x.c::char(3), $2::char(3), x.d)::text AS f
    FROM unnest($3::text[], $4::date[]) AS x(c, d)`;

/** Account $1's currency and its owner's ($2) zone. */
export const ACCOUNT_MONEY = `
  SELECT a.currency, u.timezone
    FROM trading_accounts a
    JOIN users u ON u.id = a.user_id
   WHERE a.id = $1 AND a.user_id = $2`;
