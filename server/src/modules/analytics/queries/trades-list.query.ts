import type { TradeResult } from '../../../db/entities/trade.entity';
import type { DataSource } from 'typeorm';
import { TradeEntity } from '../../../db/entities/trade.entity';
import type { AnalyticsScope } from '../analytics.scope';
import { ScopeSql } from '../analytics.scope-sql';

const TRADE_COLUMNS = `t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId", t.symbol, t.market,
  t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice", t.quantity, t.multiplier, t.fees,
  t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate", t.exit_date AS "exitDate", t.notes,
  t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

/** Best and worst `limit` closed trades by pnl, as entities so the Trade resolvers apply. One statement. */
export async function queryTopTrades(db: DataSource, scope: AnalyticsScope, limit: number): Promise<{ best: TradeEntity[]; worst: TradeEntity[] }> {
  const s = new ScopeSql(scope);
  const n = s.param(limit);
  const rows: Array<Record<string, unknown> & { side: string }> = await db.query(
    `(SELECT 'best' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl DESC, t.entry_date DESC, t.id LIMIT ${n})
     UNION ALL
     (SELECT 'worst' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl ASC, t.entry_date DESC, t.id LIMIT ${n})`,
    s.params,
  );
  const toEntity = ({ side: _side, ...r }: Record<string, unknown>) => Object.assign(new TradeEntity(), r);
  return { best: rows.filter((r) => r.side === 'best').map(toEntity), worst: rows.filter((r) => r.side === 'worst').map(toEntity) };
}

export interface ScatterRow {
  tradeId: string; symbol: string; pnl: string; result: TradeResult;
  risk: number; reward: number; hours: number | null;
}

/**
 * Scatter inputs (spec section 5) for the newest `limit` closed trades: risk = |entry − stop|,
 * or 2% of entry without a stop; reward = |exit − entry|; hours when both dates are set and the
 * duration is above 0. Capped so a chart never receives a whole history.
 */
export async function queryScatter(db: DataSource, scope: AnalyticsScope, limit: number): Promise<ScatterRow[]> {
  const s = new ScopeSql(scope);
  const n = s.param(limit);
  // The newest rows are picked first and the float columns computed for those only: PostgreSQL
  // would otherwise compute them for every closed trade below the top-N sort (2× the time at 10k).
  return db.query(
    `SELECT t.id AS "tradeId", t.symbol, t.pnl::text AS pnl, t.result,
            (CASE WHEN t.stop_loss IS NOT NULL THEN abs(t.entry_price - t.stop_loss) ELSE t.entry_price * 0.02 END)::float8 AS risk,
            abs(t.exit_price - t.entry_price)::float8 AS reward,
            CASE WHEN t.exit_date > t.entry_date THEN extract(epoch FROM t.exit_date - t.entry_date)::float8 / 3600 END AS hours
     FROM (SELECT t.id, t.symbol, t.pnl, t.result, t.stop_loss, t.entry_price, t.exit_price, t.entry_date, t.exit_date
           FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL AND t.exit_price IS NOT NULL
           ORDER BY t.entry_date DESC, t.id LIMIT ${n}) t
     ORDER BY t.entry_date DESC, t.id`,
    s.params,
  );
}
