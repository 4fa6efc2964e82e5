import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Risk-vs-Reward scatter plotted price distances per unit, so an ES trade risking 10 points
 * ($500 a contract) sat next to a stock risking $10 a share. Risk and reward are now money:
 * the per-unit distance × quantity × multiplier, so every market shares one readable axis.
 * PostgreSQL 15 cannot change a generated column's expression in place (SET EXPRESSION is 17+),
 * so the two columns are dropped and added again, and the index that carries them rebuilt.
 */
export class ScatterMoneyColumns1732264000000 implements MigrationInterface {
  name = 'ScatterMoneyColumns1732264000000';

  async up(q: QueryRunner): Promise<void> {
    await this.redefine(
      q,
      'quantity * multiplier * ',
      'Money at risk for the scatter chart: |entry - stop loss| (or 2% of entry without a stop) x quantity x multiplier',
      'Money reward for the scatter chart: |exit - entry| x quantity x multiplier; null while open',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await this.redefine(
      q,
      '',
      'Risk per unit for the scatter chart: |entry - stop loss|, or 2% of entry without a stop (spec section 5)',
      'Reward per unit for the scatter chart: |exit - entry|; null while open',
    );
  }

  private async redefine(q: QueryRunner, scale: string, riskComment: string, rewardComment: string) {
    await q.query(`DROP INDEX trades_closed_entry_idx`);
    await q.query(`ALTER TABLE trades DROP COLUMN scatter_risk, DROP COLUMN scatter_reward`);
    await q.query(`
      ALTER TABLE trades
        ADD COLUMN scatter_risk float8 GENERATED ALWAYS AS (
          (${scale}CASE WHEN stop_loss IS NOT NULL THEN abs(entry_price - stop_loss) ELSE entry_price * 0.02 END)::float8) STORED,
        ADD COLUMN scatter_reward float8 GENERATED ALWAYS AS ((${scale}abs(exit_price - entry_price))::float8) STORED`);
    await q.query(`COMMENT ON COLUMN trades.scatter_risk IS '${riskComment}'`);
    await q.query(`COMMENT ON COLUMN trades.scatter_reward IS '${rewardComment}'`);
    await q.query(`CREATE INDEX trades_closed_entry_idx ON trades (account_id, entry_date, id)
      INCLUDE (pnl, user_id, symbol, scatter_risk, scatter_reward, duration_hours) WHERE pnl IS NOT NULL`);
  }
}
