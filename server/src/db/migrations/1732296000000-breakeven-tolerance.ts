import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';
import { ROLLUP_REBUILD_BY_PNL_SIGN, ROLLUP_STATEMENT_BY_PNL_SIGN } from './history/rollup-by-pnl-sign';

/**
 * Breakeven tolerance (issue 33 item 2; docs/positions.md "Breakeven tolerance"). Each user keeps
 * a tolerance (`user_settings.breakeven_mode`, `breakeven_tolerance`; default money 0 = the old
 * rule) and `trades.result` honours it when written; a change of the tolerance re-classifies the
 * user's closed trades in one UPDATE. So every count of wins, losses and breakevens reads
 * `result`: the rollup functions loaded here classify by it (and compare it in the UPDATE
 * trigger, so a re-classification moves the trade between its buckets).
 *
 * Existing trades: every stored result was derived from the sign of pnl, which is what tolerance 0
 * gives, so the rollups hold the same numbers under either rule and need no rebuild.
 */
export class BreakevenTolerance1732296000000 implements MigrationInterface {
  name = 'BreakevenTolerance1732296000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE user_settings
        ADD COLUMN breakeven_mode text NOT NULL DEFAULT 'money' CHECK (breakeven_mode IN ('money', 'ticks')),
        ADD COLUMN breakeven_tolerance numeric(20,8) NOT NULL DEFAULT 0 CHECK (breakeven_tolerance >= 0)`);
    await q.query(
      `COMMENT ON COLUMN user_settings.breakeven_tolerance IS 'Net pnl within ± this (inclusive) is a breakeven; in each trade''s account currency'`,
    );
    await q.query(sqlFunction('analytics_rollup_statement'));
    await q.query(sqlFunction('analytics_rollup_rebuild'));
    // Every writer (the trade form, imports' COPY and rebuild, scripts) gets the same result: the
    // trigger classifies a closed trade's pnl with its user's tolerance. It fires after
    // trades_analytics_zone_guard (names in order), which takes the user's shared zone lock; a
    // tolerance change takes it exclusively (settings/breakeven.ts), so a trade written while the
    // tolerance changes is classified with the tolerance its transaction will see committed.
    await q.query(sqlFunction('trades_result_by_tolerance'));
    await q.query(`CREATE TRIGGER trades_result_tolerance BEFORE INSERT OR UPDATE OF pnl, result ON trades
      FOR EACH ROW WHEN (NEW.pnl IS NOT NULL) EXECUTE FUNCTION trades_result_by_tolerance()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trades_result_tolerance ON trades`);
    await q.query(`DROP FUNCTION trades_result_by_tolerance()`);
    // Back to the sign of pnl: the results first (the new trigger moves the buckets), then the functions.
    await q.query(`UPDATE trades SET result = CASE WHEN pnl > 0 THEN 'win' WHEN pnl < 0 THEN 'loss' ELSE 'breakeven' END
                    WHERE pnl IS NOT NULL AND result <> CASE WHEN pnl > 0 THEN 'win' WHEN pnl < 0 THEN 'loss' ELSE 'breakeven' END`);
    await q.query(ROLLUP_STATEMENT_BY_PNL_SIGN);
    await q.query(ROLLUP_REBUILD_BY_PNL_SIGN);
    await q.query(`ALTER TABLE user_settings DROP COLUMN breakeven_mode, DROP COLUMN breakeven_tolerance`);
  }
}
