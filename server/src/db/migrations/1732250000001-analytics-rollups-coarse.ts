import type { MigrationInterface, QueryRunner } from 'typeorm';

const R_EXPR = `CASE WHEN t.pnl IS NOT NULL AND t.stop_loss IS NOT NULL AND t.stop_loss <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.stop_loss) * t.quantity * t.multiplier), 12) END`;
const HOLD_EXPR = `CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END`;
const SIDE_DIMS = `account_id, user_id, symbol, market, trade_type, strategy_id`;

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

    await q.query(`
      CREATE OR REPLACE FUNCTION analytics_rollup_apply(t trades, s int) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        lt timestamp;
        r numeric := ${R_EXPR};
        hold numeric := ${HOLD_EXPR};
      BEGIN
        -- Trades removed by their account's cascade: the account's rollup rows went with it.
        IF s < 0 AND NOT EXISTS (SELECT 1 FROM trading_accounts WHERE id = t.account_id) THEN RETURN; END IF;
        SELECT t.entry_date AT TIME ZONE coalesce((SELECT timezone FROM users WHERE id = t.user_id), 'UTC') INTO lt;
        INSERT INTO analytics_day_rollup AS x (${SIDE_DIMS}, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
            pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
          VALUES (t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, lt::date,
            s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl < 0, false)::int,
            s * coalesce(t.pnl = 0, false)::int, s * coalesce(t.pnl, 0), s * CASE WHEN t.pnl > 0 THEN t.pnl ELSE 0 END,
            s * CASE WHEN t.pnl < 0 THEN t.pnl ELSE 0 END, s * coalesce(t.pnl * t.pnl, 0),
            s * (r IS NOT NULL)::int, s * coalesce(r, 0), s * coalesce(r * r, 0),
            s * CASE WHEN t.pnl > 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl > 0 AND hold IS NOT NULL, false)::int,
            s * CASE WHEN t.pnl < 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl < 0 AND hold IS NOT NULL, false)::int,
            s * CASE WHEN t.pnl = 0 THEN coalesce(hold, 0) ELSE 0 END, s * coalesce(t.pnl = 0 AND hold IS NOT NULL, false)::int)
          ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
            trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
            losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
            win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
            r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
            hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
            hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
            hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n;
        INSERT INTO analytics_hour_rollup AS x (${SIDE_DIMS}, hour, trades, closed, wins)
          VALUES (t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, extract(hour FROM lt),
                  s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int)
          ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
            trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins;
        IF cardinality(t.emotional_tags) > 0 THEN
          INSERT INTO analytics_tag_rollup AS x (${SIDE_DIMS}, tag, trades, closed, wins, pnl)
            SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, tag,
                   s, s * (t.pnl IS NOT NULL)::int, s * coalesce(t.pnl > 0, false)::int, s * coalesce(t.pnl, 0)
            FROM unnest(t.emotional_tags) AS tag
            ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
              trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl;
        END IF;
      END $fn$`);

    await q.query(`
      CREATE OR REPLACE FUNCTION analytics_rollup_rebuild(uid uuid) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE tz text := coalesce((SELECT timezone FROM users WHERE id = uid), 'UTC');
      BEGIN
        DELETE FROM analytics_day_rollup WHERE user_id = uid;
        DELETE FROM analytics_hour_rollup WHERE user_id = uid;
        DELETE FROM analytics_tag_rollup WHERE user_id = uid;
        INSERT INTO analytics_day_rollup (${SIDE_DIMS}, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
            pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, (t.entry_date AT TIME ZONE tz)::date,
            count(*), count(t.pnl), count(*) FILTER (WHERE t.pnl > 0), count(*) FILTER (WHERE t.pnl < 0), count(*) FILTER (WHERE t.pnl = 0),
            coalesce(sum(t.pnl), 0), coalesce(sum(t.pnl) FILTER (WHERE t.pnl > 0), 0), coalesce(sum(t.pnl) FILTER (WHERE t.pnl < 0), 0),
            coalesce(sum(t.pnl * t.pnl), 0), count(x.r), coalesce(sum(x.r), 0), coalesce(sum(x.r * x.r), 0),
            coalesce(sum(x.hold) FILTER (WHERE t.pnl > 0), 0), count(x.hold) FILTER (WHERE t.pnl > 0),
            coalesce(sum(x.hold) FILTER (WHERE t.pnl < 0), 0), count(x.hold) FILTER (WHERE t.pnl < 0),
            coalesce(sum(x.hold) FILTER (WHERE t.pnl = 0), 0), count(x.hold) FILTER (WHERE t.pnl = 0)
          FROM trades t CROSS JOIN LATERAL (SELECT ${R_EXPR} AS r, ${HOLD_EXPR} AS hold) x
          WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
        INSERT INTO analytics_hour_rollup (${SIDE_DIMS}, hour, trades, closed, wins)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, extract(hour FROM t.entry_date AT TIME ZONE tz),
                 count(*), count(t.pnl), count(*) FILTER (WHERE t.pnl > 0)
          FROM trades t WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
        INSERT INTO analytics_tag_rollup (${SIDE_DIMS}, tag, trades, closed, wins, pnl)
          SELECT t.account_id, t.user_id, t.symbol, t.market, t.trade_type, t.strategy_id, tag,
                 count(*), count(t.pnl), count(*) FILTER (WHERE t.pnl > 0), coalesce(sum(t.pnl), 0)
          FROM trades t CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag WHERE t.user_id = uid GROUP BY 1, 2, 3, 4, 5, 6, 7;
      END $fn$`);
    await q.query(`SELECT analytics_rollup_rebuild(id) FROM users`);
  }

  async down(): Promise<void> {
    throw new Error('AnalyticsRollupsCoarse cannot be reverted; revert AnalyticsRollups instead (drops every rollup).');
  }
}
