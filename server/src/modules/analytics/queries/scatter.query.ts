import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface ScatterRow {
  tradeId: string;
  symbol: string;
  pnl: string;
  /** Null without an initial stop (issue 33): no risk is invented. */
  risk: number | null;
  reward: number;
  hours: number | null;
}

/** The scatter's rows under the scope's WHERE; `n`: the limit's placeholder. */
export const scatterSql = sqlBuilder(
  (where: string, n: string) => `
     SELECT t.id AS "tradeId", t.symbol, t.pnl::text AS pnl, t.scatter_risk AS risk, t.scatter_reward AS reward,
            t.duration_hours AS hours
     FROM trades t WHERE ${where} AND t.pnl IS NOT NULL
     ORDER BY t.entry_date DESC, t.id DESC LIMIT ${n}`,
  () => {
    const [all, one] = [allAccountsSql(), filteredAccountSql()];
    return { 'all accounts': [all.where, all.param(500)], 'one account, filtered': [one.where, one.param(500)] };
  },
);

/**
 * Scatter inputs (spec section 5) for the newest `limit` closed trades: risk = |entry − initial
 * stop| (null without one: issue 33 replaced the spec's "2% of entry" fallback); reward =
 * |exit − entry|; hours (4 decimal places) when both dates are set and the duration is above 0.
 * Capped so a chart never receives a whole history.
 * The three are generated columns carried in trades_closed_entry_idx (migration
 * TradesScatterColumns): for one account this is a backward index-only scan of `limit` entries.
 * pnl is set exactly when the exit price is (domain/trade-pnl.ts).
 */
export async function queryScatter(db: SqlReader, scope: AnalyticsScope, limit: number): Promise<ScatterRow[]> {
  const s = new ScopeSql(scope);
  return db.query(scatterSql(s.where, s.param(limit)), s.params);
}
