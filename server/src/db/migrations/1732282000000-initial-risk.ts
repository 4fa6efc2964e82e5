import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ROLLUP_REBUILD_BY_PNL_SIGN, ROLLUP_STATEMENT_BY_PNL_SIGN } from './history/rollup-by-pnl-sign';
import { ROLLUP_REBUILD_ON_STOP_LOSS, ROLLUP_STATEMENT_ON_STOP_LOSS } from './history/rollup-r-on-stop-loss';

/**
 * Risk on the initial stop (issue 33 item 1). A trade keeps the stop and target it was planned
 * with (`initial_stop`, `planned_target`); `stop_loss` stays the current stop, free to move.
 * R = net pnl ÷ (|entry − initial stop| × quantity × multiplier): the rollups (r_n, r_sum, r_sq) and
 * the Risk-vs-Reward scatter's risk read the initial stop. A trade without one has no R and no
 * scatter risk (null): the "2% of entry without a stop" of spec section 5 invented a risk and is gone.
 *
 * Existing trades: initial_stop := stop_loss. Nothing the journal knew said otherwise (the stop
 * was edited in place), so every figure stays as it was on the day of this migration; the
 * rollups need no rebuild (R is the same number). docs/positions.md "R and the initial stop".
 */
export class InitialRisk1732282000000 implements MigrationInterface {
  name = 'InitialRisk1732282000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE trades
        ADD COLUMN initial_stop numeric(30,12) CHECK (initial_stop > 0),
        ADD COLUMN planned_target numeric(30,12) CHECK (planned_target > 0)`);
    await q.query(
      `COMMENT ON COLUMN trades.initial_stop IS 'The stop as set at entry: the basis of R (stop_loss is the current stop)'`,
    );
    await q.query(`COMMENT ON COLUMN trades.planned_target IS 'The target as planned at entry'`);
    // The rollup triggers compare stop_loss, not initial_stop, until the functions below are loaded:
    // this UPDATE changes no bucket (and R would be the same anyway).
    await q.query(`UPDATE trades SET initial_stop = stop_loss WHERE stop_loss IS NOT NULL`);
    await q.query(ROLLUP_STATEMENT_BY_PNL_SIGN);
    await q.query(ROLLUP_REBUILD_BY_PNL_SIGN);
    await this.scatterRisk(
      q,
      'CASE WHEN initial_stop IS NOT NULL THEN quantity * multiplier * abs(entry_price - initial_stop) END',
      'Money at risk for the scatter chart: |entry - initial stop| x quantity x multiplier; null without an initial stop',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await this.scatterRisk(
      q,
      'quantity * multiplier * CASE WHEN stop_loss IS NOT NULL THEN abs(entry_price - stop_loss) ELSE entry_price * 0.02 END',
      'Money at risk for the scatter chart: |entry - stop loss| (or 2% of entry without a stop) x quantity x multiplier',
    );
    await q.query(ROLLUP_STATEMENT_ON_STOP_LOSS);
    await q.query(ROLLUP_REBUILD_ON_STOP_LOSS);
    await q.query(`ALTER TABLE trades DROP COLUMN initial_stop, DROP COLUMN planned_target`);
    await q.query(`SELECT analytics_rollup_rebuild(id) FROM users`);
  }

  /** PostgreSQL 15 cannot change a generated column's expression in place (ScatterMoneyColumns). */
  private async scatterRisk(q: QueryRunner, expression: string, comment: string) {
    await q.query(`DROP INDEX trades_closed_entry_idx`);
    await q.query(`ALTER TABLE trades DROP COLUMN scatter_risk`);
    await q.query(
      `ALTER TABLE trades ADD COLUMN scatter_risk float8 GENERATED ALWAYS AS ((${expression})::float8) STORED`,
    );
    await q.query(`COMMENT ON COLUMN trades.scatter_risk IS '${comment}'`);
    await q.query(`CREATE INDEX trades_closed_entry_idx ON trades (account_id, entry_date, id)
      INCLUDE (pnl, user_id, symbol, scatter_risk, scatter_reward, duration_hours) WHERE pnl IS NOT NULL`);
  }
}
