import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The initial schema. Money, prices and quantities are NUMERIC (no float anywhere); dates are
 * timestamptz; every table carries user_id (directly or through its account) so the data can
 * be distributed by user later (see ARCHITECTURE.md "Scale-out").
 */
export class InitialSchema1732240000000 implements MigrationInterface {
  name = 'InitialSchema1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        username text NOT NULL,
        password_hash text NOT NULL,
        timezone text NOT NULL DEFAULT 'UTC',
        timezone_set boolean NOT NULL DEFAULT false,
        token_version integer NOT NULL DEFAULT 0,
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await q.query(`
      CREATE TABLE strategies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT strategies_user_name_key UNIQUE (user_id, name)
      )`);
    await q.query(`
      CREATE TABLE trading_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        strategy_id uuid REFERENCES strategies(id) ON DELETE SET NULL,
        name text NOT NULL,
        description text,
        currency char(3) NOT NULL CHECK (currency = upper(currency)),
        initial_balance numeric(24,8) NOT NULL CHECK (initial_balance >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trading_accounts_user_idx ON trading_accounts (user_id, created_at)`);
    await q.query(`
      CREATE TABLE trades (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        strategy_id uuid REFERENCES strategies(id) ON DELETE SET NULL,
        symbol text NOT NULL CHECK (symbol = upper(symbol) AND length(symbol) BETWEEN 1 AND 32),
        market text NOT NULL CHECK (market IN ('forex','crypto','stocks','commodities','indices','futures','options')),
        trade_type text NOT NULL CHECK (trade_type IN ('long','short')),
        entry_price numeric(30,12) NOT NULL CHECK (entry_price > 0),
        exit_price numeric(30,12) CHECK (exit_price > 0),
        quantity numeric(30,12) NOT NULL CHECK (quantity > 0),
        multiplier numeric(20,8) NOT NULL DEFAULT 1 CHECK (multiplier > 0),
        fees numeric(24,8) NOT NULL DEFAULT 0 CHECK (fees >= 0),
        stop_loss numeric(30,12) CHECK (stop_loss > 0),
        pnl numeric,
        result text NOT NULL CHECK (result IN ('win','loss','breakeven','open')),
        entry_date timestamptz NOT NULL,
        exit_date timestamptz,
        notes text,
        emotional_tags text[] NOT NULL DEFAULT '{}' CHECK (emotional_tags <@ ARRAY['confident','fearful','disciplined','impulsive','patient','anxious','focused','distracted']::text[]),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT trades_open_consistent CHECK (
          (exit_price IS NULL AND pnl IS NULL AND result = 'open' AND exit_date IS NULL)
          OR (exit_price IS NOT NULL AND pnl IS NOT NULL AND result <> 'open'))
      )`);
    // The trade list (per account and across a user's accounts), newest first.
    await q.query(`CREATE INDEX trades_account_entry_idx ON trades (account_id, entry_date DESC)`);
    await q.query(`CREATE INDEX trades_user_entry_idx ON trades (user_id, entry_date DESC)`);
    // Open positions.
    await q.query(`CREATE INDEX trades_open_idx ON trades (account_id, symbol, trade_type) WHERE exit_price IS NULL`);
    await q.query(`
      CREATE TABLE trade_revisions (
        id bigserial PRIMARY KEY,
        trade_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        action text NOT NULL CHECK (action IN ('update','delete')),
        changed_by uuid NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now(),
        previous jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX trade_revisions_trade_idx ON trade_revisions (trade_id, changed_at)`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset_tokens, trade_revisions, trades, trading_accounts, strategies, users`);
  }
}
