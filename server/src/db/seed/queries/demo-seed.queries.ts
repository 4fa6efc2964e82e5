import { sqlBuilder } from '../../sql-statement';

/** Serialises concurrent seeders (two processes starting at once) on one advisory lock ($1). */
export const LOCK_DEMO_SEED = `SELECT pg_advisory_xact_lock($1)`;

/** The demo user by email, created or reset (its id stays, so sessions survive a restart). */
export const UPSERT_DEMO_USER = `
  INSERT INTO users (email, username, password_hash, timezone, timezone_set, is_demo, created_at)
  VALUES ($1, $2, $3, $4, true, true, $5)
  ON CONFLICT (email) DO UPDATE
     SET username = EXCLUDED.username, password_hash = EXCLUDED.password_hash,
         timezone = EXCLUDED.timezone, timezone_set = true, is_demo = true, updated_at = now()
  RETURNING id`;

/**
 * The demo user's tables emptied before the seed writes them again, in this order. Trades go with
 * their accounts (ON DELETE CASCADE); revisions and tokens reference the user only.
 */
export const DEMO_TABLES = [
  'trade_revisions',
  'password_reset_tokens',
  'trades',
  'trading_accounts',
  'strategies',
  'fx_rates',
] as const;

export const deleteDemoUserRows = sqlBuilder(
  (table: (typeof DEMO_TABLES)[number]) => `DELETE FROM ${table} WHERE user_id = $1`,
  () => Object.fromEntries(DEMO_TABLES.map((table) => [table, [table]])),
);

export const INSERT_DEMO_STRATEGIES = `
  INSERT INTO strategies (user_id, name, created_at)
  SELECT $1, unnest($2::text[]), $3
  RETURNING id, name`;

export const INSERT_DEMO_ACCOUNTS = `
  INSERT INTO trading_accounts (user_id, strategy_id, name, description, currency, initial_balance, created_at,
                                updated_at)
  SELECT $1, s, n, d, c, b, at, at
    FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::timestamptz[])
         AS a(s, n, d, c, b, at)
  RETURNING id, currency`;

/** Demo trades keep their stop where it was set at entry: the initial stop is the stop loss. */
export const INSERT_DEMO_TRADES = `
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
      fees, stop_loss, pnl, result, entry_date, exit_date, notes, tags)`;

export const INSERT_DEMO_FX_RATES = `
  INSERT INTO fx_rates (user_id, day, base, quote, rate)
  SELECT $1, day, base, quote, rate
    FROM unnest($2::date[], $3::text[], $4::text[], $5::numeric[]) AS r(day, base, quote, rate)`;
