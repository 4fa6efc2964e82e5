import type { MigrationInterface, QueryRunner } from 'typeorm';

const R_EXPR = `CASE WHEN t.pnl IS NOT NULL AND t.stop_loss IS NOT NULL AND t.stop_loss <> t.entry_price
  THEN round(t.pnl / (abs(t.entry_price - t.stop_loss) * t.quantity * t.multiplier), 12) END`;
const HOLD_EXPR = `CASE WHEN t.exit_date IS NOT NULL THEN extract(epoch FROM t.exit_date - t.entry_date) END`;
const SIDE_DIMS = `account_id, user_id, symbol, market, trade_type, strategy_id`;
/** The columns a trade's rollup contribution depends on: an UPDATE that changes none of them changes no bucket. */
const CONTRIBUTES = [
  'account_id',
  'user_id',
  'symbol',
  'market',
  'trade_type',
  'strategy_id',
  'entry_date',
  'exit_date',
  'pnl',
  'stop_loss',
  'entry_price',
  'quantity',
  'multiplier',
  'emotional_tags',
];
const changed = `(${CONTRIBUTES.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${CONTRIBUTES.map((c) => `o.${c}`).join(', ')})`;

/**
 * One statement adding every changed row's signed contribution to the three rollups: `rows`
 * yields trades rows plus `s` (+1 a new version, −1 an old one). Data-modifying CTEs run once
 * each, so the deltas are computed once and summed per bucket before the upserts.
 */
function applyDeltas(rows: string): string {
  return `WITH c AS (${rows}),
    t AS (
      SELECT t.*, t.entry_date AT TIME ZONE coalesce(u.timezone, 'UTC') AS lt, ${R_EXPR} AS r, ${HOLD_EXPR} AS hold
      FROM c t LEFT JOIN users u ON u.id = t.user_id
      -- Trades removed by their account's cascade: the account's rollup rows went with it.
      WHERE t.s > 0 OR EXISTS (SELECT 1 FROM trading_accounts a WHERE a.id = t.account_id)
    ),
    day AS (
      INSERT INTO analytics_day_rollup AS x (${SIDE_DIMS}, day, trades, closed, wins, losses, breakevens, pnl, win_sum, loss_sum,
          pnl_sq, r_n, r_sum, r_sq, hold_win_s, hold_win_n, hold_loss_s, hold_loss_n, hold_be_s, hold_be_n)
        SELECT ${SIDE_DIMS}, lt::date,
          sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(pnl > 0, false)::int), sum(s * coalesce(pnl < 0, false)::int),
          sum(s * coalesce(pnl = 0, false)::int), sum(s * coalesce(pnl, 0)), sum(s * CASE WHEN pnl > 0 THEN pnl ELSE 0 END),
          sum(s * CASE WHEN pnl < 0 THEN pnl ELSE 0 END), sum(s * coalesce(pnl * pnl, 0)),
          sum(s * (r IS NOT NULL)::int), sum(s * coalesce(r, 0)), sum(s * coalesce(r * r, 0)),
          sum(s * CASE WHEN pnl > 0 THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(pnl > 0 AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN pnl < 0 THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(pnl < 0 AND hold IS NOT NULL, false)::int),
          sum(s * CASE WHEN pnl = 0 THEN coalesce(hold, 0) ELSE 0 END), sum(s * coalesce(pnl = 0 AND hold IS NOT NULL, false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_day_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins,
          losses = x.losses + EXCLUDED.losses, breakevens = x.breakevens + EXCLUDED.breakevens, pnl = x.pnl + EXCLUDED.pnl,
          win_sum = x.win_sum + EXCLUDED.win_sum, loss_sum = x.loss_sum + EXCLUDED.loss_sum, pnl_sq = x.pnl_sq + EXCLUDED.pnl_sq,
          r_n = x.r_n + EXCLUDED.r_n, r_sum = x.r_sum + EXCLUDED.r_sum, r_sq = x.r_sq + EXCLUDED.r_sq,
          hold_win_s = x.hold_win_s + EXCLUDED.hold_win_s, hold_win_n = x.hold_win_n + EXCLUDED.hold_win_n,
          hold_loss_s = x.hold_loss_s + EXCLUDED.hold_loss_s, hold_loss_n = x.hold_loss_n + EXCLUDED.hold_loss_n,
          hold_be_s = x.hold_be_s + EXCLUDED.hold_be_s, hold_be_n = x.hold_be_n + EXCLUDED.hold_be_n
        RETURNING 1
    ),
    hour AS (
      INSERT INTO analytics_hour_rollup AS x (${SIDE_DIMS}, hour, trades, closed, wins)
        SELECT ${SIDE_DIMS}, extract(hour FROM lt), sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(pnl > 0, false)::int)
        FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT ON CONSTRAINT analytics_hour_rollup_key DO UPDATE SET
          trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins
        RETURNING 1
    )
    INSERT INTO analytics_tag_rollup AS x (${SIDE_DIMS}, tag, trades, closed, wins, pnl)
      SELECT ${SIDE_DIMS}, tag, sum(s), sum(s * (pnl IS NOT NULL)::int), sum(s * coalesce(pnl > 0, false)::int), sum(s * coalesce(pnl, 0))
      FROM t CROSS JOIN LATERAL unnest(emotional_tags) AS tag GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ON CONSTRAINT analytics_tag_rollup_key DO UPDATE SET
        trades = x.trades + EXCLUDED.trades, closed = x.closed + EXCLUDED.closed, wins = x.wins + EXCLUDED.wins, pnl = x.pnl + EXCLUDED.pnl`;
}

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
 * triggers, which fire after, read the zone under its lock.
 */
export class AnalyticsRollupStatement1732271000000 implements MigrationInterface {
  name = 'AnalyticsRollupStatement1732271000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER trades_analytics_rollup ON trades`);
    await q.query(`
      CREATE FUNCTION analytics_rollup_statement() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyDeltas('SELECT n.*, 1 AS s FROM new_rows n')};
        ELSIF TG_OP = 'DELETE' THEN
          ${applyDeltas('SELECT o.*, -1 AS s FROM old_rows o')};
        ELSE
          ${applyDeltas(`SELECT n.*, 1 AS s FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed}
                         UNION ALL SELECT o.*, -1 AS s FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE ${changed}`)};
        END IF;
        RETURN NULL;
      END $fn$`);
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
