import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Day summaries are rebuilt from the trades (delete + insert), not adjusted by deltas, so two
 * transactions writing trades of the same account must not rebuild concurrently: the second
 * would not see the first's uncommitted trade and would collide on the day's key. Each refresh
 * now takes a transaction-level advisory lock per account first (in account order, so two
 * refreshes never wait on each other crosswise); in READ COMMITTED the rebuild's queries then
 * see the other transaction's committed trades.
 */
export class AnalyticsDayWalksLock1732250000005 implements MigrationInterface {
  name = 'AnalyticsDayWalksLock1732250000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION analytics_day_walks_refresh(changed trades[]) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE k record;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('analytics_day_walks:' || a.account_id::text, 0))
        FROM (SELECT DISTINCT c.account_id FROM unnest(changed) c WHERE c.pnl IS NOT NULL ORDER BY 1) a;
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
  }

  async down(): Promise<void> {
    throw new Error('AnalyticsDayWalksLock cannot be reverted; revert AnalyticsDayWalks instead.');
  }
}
