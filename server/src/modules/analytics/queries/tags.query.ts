import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';

export interface TagRow {
  key: string;
  n: number;
  closed: number;
  wins: number;
  pnl: string;
}

/** P&L, trades and wins per emotional tag (a trade with several tags counts in each): the tag rollup, or the trades under a date range. */
export async function queryByTag(db: SqlReader, scope: AnalyticsScope, base: string | null = null): Promise<TagRow[]> {
  // The rollup sums each account in its own currency: across currencies, the converted trades (issue 15).
  const fromRollup = !(scope.filter?.from || scope.filter?.to) && !base;
  const s = new ScopeSql(scope, fromRollup ? 'r' : 't', { rollup: fromRollup });
  const source = fromRollup
    ? `SELECT r.tag, r.trades, r.closed, r.wins, r.pnl FROM analytics_tag_rollup r WHERE ${s.where}`
    : `SELECT tag, 1 AS trades, (t.pnl IS NOT NULL)::int AS closed, coalesce(t.pnl > 0, false)::int AS wins, coalesce(t.pnl, 0) AS pnl
       FROM ${base ? `${s.convertedTrades(base)} t` : 'trades t'} CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag WHERE ${s.where}`;
  return db.query(
    `SELECT x.tag AS key, sum(x.trades)::int AS n, sum(x.closed)::int AS closed, sum(x.wins)::int AS wins, sum(x.pnl)::text AS pnl
     FROM (${source}) x GROUP BY x.tag HAVING sum(x.trades) > 0 ORDER BY x.tag`,
    s.params,
  );
}
