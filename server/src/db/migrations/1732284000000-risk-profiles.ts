import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Risk profiles per account (issue 32), versioned: an account's first profile judges every day
 * (effective_from NULL); a later change judges from the next trading day on (effective_from
 * set), so earlier days keep the rules they were judged by. One row per account and effective
 * day: a second change on the same day replaces the pending version. Money is NUMERIC; a NULL
 * rule is not used.
 */
export class RiskProfiles1732284000000 implements MigrationInterface {
  name = 'RiskProfiles1732284000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE risk_profiles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
        effective_from date,
        daily_loss_limit numeric(24,8) CHECK (daily_loss_limit > 0),
        max_drawdown_amount numeric(24,8) CHECK (max_drawdown_amount > 0),
        max_drawdown_mode text CHECK (max_drawdown_mode IN ('static','trailing_intraday','trailing_eod')),
        max_drawdown_lock boolean NOT NULL DEFAULT false,
        profit_target numeric(24,8) CHECK (profit_target > 0),
        daily_profit_target numeric(24,8) CHECK (daily_profit_target > 0),
        win_rate_target numeric(5,2) CHECK (win_rate_target > 0 AND win_rate_target <= 100),
        min_trading_days integer CHECK (min_trading_days > 0),
        consistency_pct numeric(5,2) CHECK (consistency_pct > 0 AND consistency_pct <= 100),
        max_position_size numeric(30,12) CHECK (max_position_size > 0),
        max_trades_per_day integer CHECK (max_trades_per_day > 0),
        trading_hours_from text,
        trading_hours_to text,
        day_cutoff_time text,
        day_cutoff_zone text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((max_drawdown_amount IS NULL) = (max_drawdown_mode IS NULL)),
        CHECK ((trading_hours_from IS NULL) = (trading_hours_to IS NULL)),
        CHECK ((day_cutoff_time IS NULL) = (day_cutoff_zone IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX risk_profiles_account_version ON risk_profiles (account_id, effective_from) NULLS NOT DISTINCT`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE risk_profiles`);
  }
}
