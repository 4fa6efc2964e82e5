import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ROLLUP_STATEMENT_ON_STOP_LOSS } from './history/rollup-r-on-stop-loss';

/**
 * The rollups (analytics_day/hour/tag_rollup) were kept by a FOR EACH ROW trigger: two or three
 * INSERT … ON CONFLICT per trade written, 5 s of a 25,000-trade import. They are now kept by
 * statement-level triggers with transition tables: every changed row's signed contribution
 * (+1 for a new version, −1 for an old one), summed per bucket, is added in one INSERT … ON
 * CONFLICT per rollup table. Sums are NUMERIC, so adding the per-bucket total of deltas equals
 * adding them one by one: the rollups stay exact. An UPDATE whose rows change no contributing
 * column (notes, screenshots, version) touches no bucket. Rows deleted by their account's cascade
 * are skipped (the account's rollup rows went with it), as before. The per-row zone guard
 * (AnalyticsZoneChangeLock) is unchanged: it runs before the rows are written, so these
 * triggers, which fire after, read the zone under its lock. The function (db/sql/analytics_rollup_statement.sql)
 * runs one data-modifying CTE per branch: the deltas are computed once and summed per bucket
 * before the three upserts; an UPDATE compares only the columns a contribution depends on.
 */
export class AnalyticsRollupStatement1732271000000 implements MigrationInterface {
  name = 'AnalyticsRollupStatement1732271000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trades_analytics_rollup ON trades`);
    await q.query(ROLLUP_STATEMENT_ON_STOP_LOSS);
    await q.query(`CREATE TRIGGER trades_analytics_rollup_insert AFTER INSERT ON trades
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_statement()`);
    await q.query(`CREATE TRIGGER trades_analytics_rollup_update AFTER UPDATE ON trades
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_statement()`);
    await q.query(`CREATE TRIGGER trades_analytics_rollup_delete AFTER DELETE ON trades
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup_statement()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trades_analytics_rollup_insert ON trades`);
    await q.query(`DROP TRIGGER trades_analytics_rollup_update ON trades`);
    await q.query(`DROP TRIGGER trades_analytics_rollup_delete ON trades`);
    await q.query(`DROP FUNCTION analytics_rollup_statement()`);
    await q.query(`CREATE TRIGGER trades_analytics_rollup AFTER INSERT OR UPDATE OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION analytics_rollup_trigger()`);
  }
}
