import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlFunction } from '../sql-function';

// Columns summed per bucket; the trigger adds a trade's contribution with sign +1 or -1.
const DAY_SUMS = `trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum, pnl_sq, r_n, r_sum, r_sq,
  hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n`;
const DIMS = `account_id, user_id, day, symbol, market, trade_type, strategy_id`;

/** One trade's contribution to every summed column (t = a trades row, s = +1/-1, its local time in lt). */
const DAY_VALUES = `s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl < 0, false)::int, s * coalesce(t.pnl = 0, false)::int,
  s * coalesce(t.pnl, 0), s * CASE WHEN t.pnl > 0 THEN t.pnl ELSE 0 END, s * CASE WHEN t.pnl < 0 THEN t.pnl ELSE 0 END,
  s * coalesce(t.pnl * t.pnl, 0), s * (r IS NOT NULL)::int, s * coalesce(r, 0), s * coalesce(r * r, 0),
  s * CASE WHEN t.pnl > 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl > 0 AND hold IS NOT NULL, false)::int,
  s * CASE WHEN t.pnl < 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl < 0 AND hold IS NOT NULL, false)::int,
  s * CASE WHEN t.pnl = 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl = 0 AND hold IS NOT NULL, false)::int`;

const addAll = (cols: string) =>
  cols
    .split(',')
    .map((c) => c.trim())
    .map((c) => `${c} = x.${c} + EXCLUDED.${c}`)
    .join(', ');

/**
 * Rollups maintained on write, so the dashboard's aggregate figures read a few thousand bucket
 * rows instead of scanning every trade: per account × local entry day (in the owner's zone) ×
 * symbol × market × side × strategy (all the filter dimensions), plus the same by local hour and
 * by emotional tag. Sums are NUMERIC (exact under +/- deltas). A trigger on trades keeps them
 * current; a change of a user's zone rebuilds that user's rows. Also the indexes the per-trade
 * figures walk (equity in exit order, streaks in entry order, best/worst by pnl).
 */
export class AnalyticsRollups1732250000000 implements MigrationInterface {
  name = 'AnalyticsRollups1732250000000';

  async up(q: QueryRunner): Promise<void> {
    const common = `account_id uuid NOT NULL REFERENCES trading_accounts(id) ON DELETE CASCADE,
      user_id uuid NOT NULL, day date NOT NULL, symbol text NOT NULL, market text NOT NULL,
      trade_type text NOT NULL, strategy_id uuid`;
    await q.query(`CREATE TABLE analytics_day_rollup (${common},
      trades int NOT NULL, closed int NOT NULL, wins int NOT NULL, losses int NOT NULL, breakevens int NOT NULL,
      pnl numeric NOT NULL, win_sum numeric NOT NULL, loss_sum numeric NOT NULL, pnl_sq numeric NOT NULL,
      r_n int NOT NULL, r_sum numeric NOT NULL, r_sq numeric NOT NULL,
      hold_win_s numeric NOT NULL, hold_win_n int NOT NULL, hold_loss_s numeric NOT NULL, hold_loss_n int NOT NULL,
      hold_be_s numeric NOT NULL, hold_be_n int NOT NULL,
      CONSTRAINT analytics_day_rollup_key UNIQUE NULLS NOT DISTINCT (account_id, day, symbol, market, trade_type, strategy_id))`);
    await q.query(`CREATE INDEX analytics_day_rollup_user_idx ON analytics_day_rollup (user_id, day)`);
    await q.query(`CREATE TABLE analytics_hour_rollup (${common}, hour smallint NOT NULL,
      trades int NOT NULL, closed int NOT NULL, wins int NOT NULL,
      CONSTRAINT analytics_hour_rollup_key UNIQUE NULLS NOT DISTINCT (account_id, day, hour, symbol, market, trade_type, strategy_id))`);
    await q.query(`CREATE INDEX analytics_hour_rollup_user_idx ON analytics_hour_rollup (user_id, day)`);
    await q.query(`CREATE TABLE analytics_tag_rollup (${common}, tag text NOT NULL,
      trades int NOT NULL, closed int NOT NULL, wins int NOT NULL, pnl numeric NOT NULL,
      CONSTRAINT analytics_tag_rollup_key UNIQUE NULLS NOT DISTINCT (account_id, day, tag, symbol, market, trade_type, strategy_id))`);
    await q.query(`CREATE INDEX analytics_tag_rollup_user_idx ON analytics_tag_rollup (user_id, day)`);

    // R rounded to 12 places so sums of squares keep a bounded scale.
    await q.query(`
      CREATE FUNCTION analytics_rollup_apply(t trades, s int) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        lt timestamp;
        r numeric;
        hold numeric;
      BEGIN
        -- Trades removed by their account's cascade: the account's rollup rows went with it.
        IF s < 0 AND NOT EXISTS (SELECT 1 FROM trading_accounts WHERE id = t.account_id) THEN RETURN; END IF;
        SELECT t.entry_date AT TIME ZONE coalesce((SELECT timezone FROM users WHERE id = t.user_id), 'UTC') INTO lt;
        r := CASE WHEN t.pnl IS NOT NULL AND t.stop_loss IS NOT NULL AND t.stop_loss <> t.entry_price
                  THEN round(t.pnl / (abs(t.entry_price - t.stop_loss) * t.quantity * t.multiplier), 12) END;
        hold := CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END;
        INSERT INTO analytics_day_rollup AS x (${DIMS}, ${DAY_SUMS})
          VALUES (t.account_id, t.user_id, lt::date, t.symbol, t.market, t.trade_type, t.strategy_id, ${DAY_VALUES})
          ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET ${addAll(DAY_SUMS)};
        INSERT INTO analytics_hour_rollup AS x (${DIMS}, hour, trades, closed, wins)
          VALUES (t.account_id, t.user_id, lt::date, t.symbol, t.market, t.trade_type, t.strategy_id, extract(hour FROM lt),
                  s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int)
          ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET ${addAll('trades, closed, wins')};
        IF cardinality(t.emotional_tags) > 0 THEN
          INSERT INTO analytics_tag_rollup AS x (${DIMS}, tag, trades, closed, wins, pnl)
            SELECT t.account_id, t.user_id, lt::date, t.symbol, t.market, t.trade_type, t.strategy_id, tag,
                   s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl, 0)
            FROM unnest(t.emotional_tags) AS tag
            ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET ${addAll('trades, closed, wins, pnl')};
        END IF;
      END $fn$`);
    await q.query(sqlFunction('analytics_rollup_trigger'));
    await q.query(`CREATE TRIGGER trades_analytics_rollup AFTER INSERT OR UPDATE OR DELETE ON trades
      FOR EACH ROW EXECUTE FUNCTION analytics_rollup_trigger()`);

    // A user's zone decides their buckets: rebuild their rows when it changes (and once here).
    await q.query(`
      CREATE FUNCTION analytics_rollup_rebuild(uid uuid) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE t trades;
      BEGIN
        DELETE FROM analytics_day_rollup WHERE user_id = uid;
        DELETE FROM analytics_hour_rollup WHERE user_id = uid;
        DELETE FROM analytics_tag_rollup WHERE user_id = uid;
        FOR t IN SELECT * FROM trades WHERE user_id = uid LOOP
          PERFORM analytics_rollup_apply(t, 1);
        END LOOP;
      END $fn$`);
    await q.query(sqlFunction('analytics_rollup_timezone_trigger'));
    await q.query(`CREATE TRIGGER users_analytics_timezone AFTER UPDATE OF timezone ON users
      FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION analytics_rollup_timezone_trigger()`);
    await q.query(`SELECT analytics_rollup_rebuild(id) FROM users`);

    await q.query(
      `CREATE INDEX trades_closed_exit_idx ON trades (account_id, exit_date, entry_date, id) INCLUDE (pnl, user_id) WHERE pnl IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX trades_closed_entry_idx ON trades (account_id, entry_date, id) INCLUDE (pnl, user_id) WHERE pnl IS NOT NULL`,
    );
    await q.query(`CREATE INDEX trades_account_pnl_idx ON trades (account_id, pnl) WHERE pnl IS NOT NULL`);
    await q.query(`CREATE INDEX trades_user_pnl_idx ON trades (user_id, pnl) WHERE pnl IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP INDEX trades_closed_exit_idx, trades_closed_entry_idx, trades_account_pnl_idx, trades_user_pnl_idx`,
    );
    await q.query(`DROP TRIGGER users_analytics_timezone ON users`);
    await q.query(`DROP TRIGGER trades_analytics_rollup ON trades`);
    await q.query(
      `DROP FUNCTION analytics_rollup_timezone_trigger(), analytics_rollup_rebuild(uuid), analytics_rollup_trigger(), analytics_rollup_apply(trades, int)`,
    );
    await q.query(`DROP TABLE analytics_tag_rollup, analytics_hour_rollup, analytics_day_rollup`);
  }
}
