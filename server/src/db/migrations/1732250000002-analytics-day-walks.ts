import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

/**
 * Per-day summaries of the two ordered walks (equity in exit order, streaks in entry order), kept
 * on write so a long history's walks read days instead of trades, with exactly the same figures.
 *
 * analytics_equity_day — per account × exit day in the owner's zone ('infinity' for closed trades
 * without an exit date, which the exit order puts last): the day's pnl, its highest prefix sum
 * (from 0) and, for every new intraday high, the pair (that high, the lowest prefix sum before
 * the next high). With the balance and running peak at the day's start, those pairs give the
 * day's exact max drawdown (absolute and %): within a pair the peak is fixed, so its lowest
 * point is its deepest drawdown.
 *
 * analytics_streak_day — per account × entry day in the owner's zone: the leading and trailing
 * runs of equal non-zero pnl signs and the longest win and loss runs inside the day. Days combine
 * in entry order (a day made of one run extends the run before it).
 *
 * Each day is recomputed from its trades (an index range read) when a trade of it changes.
 */
export class AnalyticsDayWalks1732250000002 implements MigrationInterface {
  name = 'AnalyticsDayWalks1732250000002';

  async up(q: QueryRunner): Promise<void> {
    const owner = `account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE, user_id uuid NOT NULL, day date NOT NULL`;
    await q.query(`CREATE TABLE analytics_equity_day (${owner}, n int NOT NULL, pnl numeric NOT NULL, day_max numeric NOT NULL,
      last_at timestamptz NOT NULL, seg_max numeric[] NOT NULL, seg_min numeric[] NOT NULL, PRIMARY KEY (account_id, day))`);
    await q.query(`CREATE TABLE analytics_streak_day (${owner}, n int NOT NULL, nz int NOT NULL, lead_sign smallint NOT NULL,
      lead_len int NOT NULL, trail_sign smallint NOT NULL, trail_len int NOT NULL, best_win int NOT NULL, worst_loss int NOT NULL,
      PRIMARY KEY (account_id, day))`);

    await q.query(sqlFunction('analytics_equity_day_build'));
    await q.query(sqlFunction('analytics_streak_day_build'));
    // The days a trade row belongs to (exit day for equity, entry day for streaks), recomputed.
    await q.query(`
      CREATE FUNCTION analytics_day_walks_touch(t trades) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE tz text;
      BEGIN
        -- Trades removed by their account's cascade: the account's day rows went with it.
        IF NOT EXISTS (SELECT 1 FROM trading_accounts WHERE id = t.account_id) THEN RETURN; END IF;
        tz := coalesce((SELECT timezone FROM users WHERE id = t.user_id), 'UTC');
        PERFORM analytics_equity_day_build(t.account_id, t.user_id,
          coalesce((t.exit_date AT TIME ZONE tz)::date, 'infinity'::date), tz);
        PERFORM analytics_streak_day_build(t.account_id, t.user_id, (t.entry_date AT TIME ZONE tz)::date, tz);
      END $fn$`);
    await q.query(`
      CREATE FUNCTION analytics_day_walks_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_day_walks_touch(OLD); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analytics_day_walks_touch(NEW); END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER trades_analytics_day_walks AFTER INSERT OR UPDATE OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION analytics_day_walks_trigger()`);

    // Whole user (bulk loads, a change of zone): every day that holds a closed trade, rebuilt.
    await q.query(sqlFunction('analytics_day_walks_rebuild'));
    await q.query(sqlFunction('analytics_day_walks_timezone_trigger'));
    await q.query(`CREATE TRIGGER users_analytics_day_walks_timezone AFTER UPDATE OF timezone ON users
      FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_day_walks_timezone_trigger()`);
    await q.query(`SELECT analytics_day_walks_rebuild(id) FROM users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER users_analytics_day_walks_timezone ON users`);
    await q.query(`DROP TRIGGER trades_analytics_day_walks ON trades`);
    await q.query(`DROP FUNCTION analytics_day_walks_timezone_trigger(), analytics_day_walks_rebuild(uuid), analytics_day_walks_trigger(),
      analytics_day_walks_touch(trades), analytics_streak_day_build(uuid, uuid, date, text), analytics_equity_day_build(uuid, uuid, date, text)`);
    await q.query(`DROP TABLE analytics_streak_day, analytics_equity_day`);
  }
}
