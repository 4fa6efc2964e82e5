import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';

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
