import type { SqlReader } from '../../../db/read-routing';
import { TradeEntity } from '../../../db/entities/trade.entity';
import type { AnalyticsScope } from '../analytics.scope';
import { ScopeSql } from '../analytics.scope-sql';

const TRADE_COLUMNS = `t.id, t.user_id AS "userId", t.account_id AS "accountId", t.strategy_id AS "strategyId", t.symbol, t.market,
  t.trade_type AS "tradeType", t.entry_price AS "entryPrice", t.exit_price AS "exitPrice", t.quantity, t.multiplier, t.fees,
  t.stop_loss AS "stopLoss", t.pnl, t.result, t.entry_date AS "entryDate", t.exit_date AS "exitDate", t.notes,
  t.emotional_tags AS "emotionalTags", t.version, t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;

/** Best and worst `limit` closed trades by pnl, as entities so the Trade resolvers apply. One statement. */
export async function queryTopTrades(
  db: SqlReader,
  scope: AnalyticsScope,
  limit: number,
): Promise<{ best: TradeEntity[]; worst: TradeEntity[] }> {
  const s = new ScopeSql(scope);
  const n = s.param(limit);
  const rows: Array<Record<string, unknown> & { side: string }> = await db.query(
    `(SELECT 'best' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl DESC, t.entry_date DESC, t.id LIMIT ${n})
     UNION ALL
     (SELECT 'worst' AS side, ${TRADE_COLUMNS} FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL ORDER BY t.pnl ASC, t.entry_date DESC, t.id LIMIT ${n})`,
    s.params,
  );
  const toEntity = ({ side: _side, ...r }: Record<string, unknown>) => Object.assign(new TradeEntity(), r);
  return {
    best: rows.filter((r) => r.side === 'best').map(toEntity),
    worst: rows.filter((r) => r.side === 'worst').map(toEntity),
  };
}

export interface ScatterRow {
  tradeId: string;
  symbol: string;
  pnl: string;
  risk: number;
  reward: number;
  hours: number | null;
}

/**
 * Scatter inputs (spec section 5) for the newest `limit` closed trades: risk = |entry − stop|,
 * or 2% of entry without a stop; reward = |exit − entry|; hours (4 decimal places) when both
 * dates are set and the duration is above 0. Capped so a chart never receives a whole history.
 * The three are generated columns carried in trades_closed_entry_idx (migration
 * TradesScatterColumns): for one account this is a backward index-only scan of `limit` entries.
 * pnl is set exactly when the exit price is (domain/trade-pnl.ts).
 */
export async function queryScatter(db: SqlReader, scope: AnalyticsScope, limit: number): Promise<ScatterRow[]> {
  const s = new ScopeSql(scope);
  const n = s.param(limit);
  return db.query(
    `SELECT t.id AS "tradeId", t.symbol, t.pnl::text AS pnl, t.scatter_risk AS risk, t.scatter_reward AS reward, t.duration_hours AS hours
     FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL
     ORDER BY t.entry_date DESC, t.id DESC LIMIT ${n}`,
    s.params,
  );
}
