import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * The day summaries (AnalyticsDayWalks) are refreshed once per statement instead of once per row:
 * a multi-row INSERT (demo seeding, imports) rebuilds each touched day once, not once per trade,
 * and an UPDATE that moves neither pnl, dates nor account (notes, tags) rebuilds nothing. Only
 * closed versions of a row count: an open trade has no place in either walk.
 */
export class AnalyticsDayWalksStatement1732250000004 implements MigrationInterface {
  name = 'AnalyticsDayWalksStatement1732250000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trades_analytics_day_walks ON trades`);
    await q.query(`DROP FUNCTION analytics_day_walks_trigger(), analytics_day_walks_touch(trades)`);
    await q.query(`
      CREATE FUNCTION analytics_day_walks_refresh(changed trades[]) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE k record;
      BEGIN
        FOR k IN
          WITH r AS (
            SELECT c.account_id, c.user_id, c.entry_date, c.exit_date,
                   coalesce((SELECT timezone FROM users WHERE id = c.user_id), 'UTC') AS tz
            FROM unnest(changed) c
            -- Trades removed by their account's cascade: the account's day rows went with it.
            WHERE c.pnl IS NOT NULL AND EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = c.account_id)
          )
          SELECT DISTINCT true AS equity, account_id, user_id, tz, coalesce((exit_date AT TIME ZONE tz)::date, 'infinity'::date) AS day FROM r
          UNION
          SELECT DISTINCT false, account_id, user_id, tz, (entry_date AT TIME ZONE tz)::date FROM r
        LOOP
          IF k.equity THEN PERFORM analytics_equity_day_build(k.account_id, k.user_id, k.day, k.tz);
          ELSE PERFORM analytics_streak_day_build(k.account_id, k.user_id, k.day, k.tz);
          END IF;
        END LOOP;
      END $fn$`);
    await q.query(sqlFunction('analytics_day_walks_statement'));
    await q.query(`CREATE TRIGGER trades_analytics_day_walks_insert AFTER INSERT ON trades
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_day_walks_statement()`);
    await q.query(`CREATE TRIGGER trades_analytics_day_walks_update AFTER UPDATE ON trades
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_day_walks_statement()`);
    await q.query(`CREATE TRIGGER trades_analytics_day_walks_delete AFTER DELETE ON trades
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_day_walks_statement()`);
  }

  async down(): Promise<void> {
    throw new Error('AnalyticsDayWalksStatement cannot be reverted; revert AnalyticsDayWalks instead.');
  }
}
