import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics scatter charts draw the newest 2,000 closed trades' risk, reward and duration.
 * Computed per request (NUMERIC arithmetic, then a heap read of every row) that statement was the
 * slowest of a dashboard load: 4–5 ms at 10k trades. Stored as generated columns and carried in
 * the closed-trades index, it is a backward index-only scan of 2,000 entries (~0.5 ms).
 * They are plots' inputs (float8), never money: pnl stays NUMERIC and is read as text.
 */
export class TradesScatterColumns1732250000006 implements MigrationInterface {
  name = 'TradesScatterColumns1732250000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE trades
        ADD COLUMN scatter_risk float8 GENERATED ALWAYS AS (
          (CASE WHEN stop_loss IS NOT NULL THEN abs(entry_price - stop_loss) ELSE entry_price * 0.02 END)::float8) STORED,
        ADD COLUMN scatter_reward float8 GENERATED ALWAYS AS (abs(exit_price - entry_price)::float8) STORED,
        ADD COLUMN duration_hours float8 GENERATED ALWAYS AS (
          CASE WHEN exit_date > entry_date THEN round((extract(epoch FROM exit_date - entry_date) / 3600)::numeric, 4)::float8 END) STORED`);
    await q.query(
      `COMMENT ON COLUMN trades.scatter_risk IS 'Risk per unit for the scatter chart: |entry - stop loss|, or 2% of entry without a stop (spec section 5)'`,
    );
    await q.query(
      `COMMENT ON COLUMN trades.scatter_reward IS 'Reward per unit for the scatter chart: |exit - entry|; null while open'`,
    );
    await q.query(
      `COMMENT ON COLUMN trades.duration_hours IS 'exit - entry in hours (4 decimal places) when the exit is after the entry; else null'`,
    );
    await q.query(`DROP INDEX trades_closed_entry_idx`);
    await q.query(`CREATE INDEX trades_closed_entry_idx ON trades (account_id, entry_date, id)
      INCLUDE (pnl, user_id, symbol, scatter_risk, scatter_reward, duration_hours) WHERE pnl IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trades_closed_entry_idx`);
    await q.query(
      `CREATE INDEX trades_closed_entry_idx ON trades (account_id, entry_date, id) INCLUDE (pnl, user_id) WHERE pnl IS NOT NULL`,
    );
    await q.query(
      `ALTER TABLE trades DROP COLUMN scatter_risk, DROP COLUMN scatter_reward, DROP COLUMN duration_hours`,
    );
  }
}
