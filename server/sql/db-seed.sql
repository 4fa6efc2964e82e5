-- Printed by `npm run sql:print` from the queries/ folders under server/src; never edit by hand.

-- db/seed/queries/demo-seed.queries.ts

-- LOCK_DEMO_SEED
SELECT pg_advisory_xact_lock($1);

-- UPSERT_DEMO_USER
INSERT INTO users (email, username, password_hash, timezone, timezone_set, is_demo, created_at)
VALUES ($1, $2, $3, $4, true, true, $5)
ON CONFLICT (email) DO UPDATE
   SET username = EXCLUDED.username, password_hash = EXCLUDED.password_hash,
       timezone = EXCLUDED.timezone, timezone_set = true, is_demo = true, updated_at = now()
RETURNING id;

-- deleteDemoUserRows (trade_revisions)
DELETE FROM trade_revisions WHERE user_id = $1;

-- deleteDemoUserRows (password_reset_tokens)
DELETE FROM password_reset_tokens WHERE user_id = $1;

-- deleteDemoUserRows (trades)
DELETE FROM trades WHERE user_id = $1;

-- deleteDemoUserRows (trading_accounts)
DELETE FROM trading_accounts WHERE user_id = $1;

-- deleteDemoUserRows (strategies)
DELETE FROM strategies WHERE user_id = $1;

-- deleteDemoUserRows (fx_rates)
DELETE FROM fx_rates WHERE user_id = $1;

-- INSERT_DEMO_STRATEGIES
INSERT INTO strategies (user_id, name, created_at)
SELECT $1, unnest($2::text[]), $3
RETURNING id, name;

-- INSERT_DEMO_ACCOUNTS
INSERT INTO trading_accounts (user_id, strategy_id, name, description, currency, initial_balance, created_at,
                              updated_at)
SELECT $1, s, n, d, c, b, at, at
  FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::timestamptz[])
       AS a(s, n, d, c, b, at)
RETURNING id, currency;

-- INSERT_DEMO_TRADES
INSERT INTO trades (user_id, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price,
  quantity, multiplier, fees, stop_loss, initial_stop, pnl, result, entry_date, exit_date, notes, emotional_tags,
  created_at, updated_at)
SELECT $1, account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price,
  quantity, multiplier, fees, stop_loss, stop_loss, pnl, result, entry_date, exit_date, notes,
  string_to_array(tags, ','), entry_date, coalesce(exit_date, entry_date)
FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[],
  $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::numeric[], $14::text[],
  $15::timestamptz[], $16::timestamptz[], $17::text[], $18::text[])
  AS t(account_id, strategy_id, symbol, market, trade_type, entry_price, exit_price, quantity, multiplier,
    fees, stop_loss, pnl, result, entry_date, exit_date, notes, tags);

-- INSERT_DEMO_FX_RATES
INSERT INTO fx_rates (user_id, day, base, quote, rate)
SELECT $1, day, base, quote, rate
  FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS r(day, base, quote, rate);
