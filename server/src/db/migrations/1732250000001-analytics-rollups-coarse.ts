import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';
import { ROLLUP_REBUILD_ON_STOP_LOSS } from './history/rollup-r-on-stop-loss';

/**
 * Hour and tag rollups keyed by day held about one row per trade (a trader rarely repeats the
 * same day × hour × symbol), so they saved nothing: they are now kept per account × hour (or
 * tag) × symbol × market × side × strategy, without the day. Figures filtered by a date range
 * compute hours and tags from the trades instead (analytics service). The rebuild (zone
 * change, bulk loads) becomes set-based: one GROUP BY per rollup instead of a row loop.
 */
export class AnalyticsRollupsCoarse1732250000001 implements MigrationInterface {
  name = 'AnalyticsRollupsCoarse1732250000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics_hour_rollup, analytics_tag_rollup`);
    const common = `account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE, user_id uuid NOT NULL,
      symbol text NOT NULL, market text NOT NULL, trade_type text NOT NULL, strategy_id uuid`;
    await q.query(`CREATE TABLE analytics_hour_rollup (${common}, hour smallint NOT NULL,
      trades int NOT NULL, closed int NOT NULL, wins int NOT NULL,
      CONSTRAINT analytics_hour_rollup_key UNIQUE NULLS NOT DISTINCT (account_id, hour, symbol, market, trade_type, strategy_id))`);
    await q.query(`CREATE INDEX analytics_hour_rollup_user_idx ON analytics_hour_rollup (user_id)`);
    await q.query(`CREATE TABLE analytics_tag_rollup (${common}, tag text NOT NULL,
      trades int NOT NULL, closed int NOT NULL, wins int NOT NULL, pnl numeric NOT NULL,
      CONSTRAINT analytics_tag_rollup_key UNIQUE NULLS NOT DISTINCT (account_id, tag, symbol, market, trade_type, strategy_id))`);
    await q.query(`CREATE INDEX analytics_tag_rollup_user_idx ON analytics_tag_rollup (user_id)`);

    await q.query(sqlFunction('analytics_rollup_apply'));

    await q.query(ROLLUP_REBUILD_ON_STOP_LOSS);
    await q.query(`SELECT analytics_rollup_rebuild(id) FROM users`);
  }

  async down(): Promise<void> {
    throw new Error('AnalyticsRollupsCoarse cannot be reverted; revert AnalyticsRollups instead (drops every rollup).');
  }
}
