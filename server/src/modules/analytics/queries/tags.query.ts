import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface TagRow {
  key: string;
  n: number;
  closed: number;
  wins: number;
  pnl: string;
}

/** Per tag from the tag rollup `r` (fromRollup), else from the trades `t` of ScopeSql `s` (converted to `base`). */
export const tagsSql = sqlBuilder(
  (s: ScopeSql, fromRollup: boolean, base: string | null) => {
    const source = fromRollup
      ? `SELECT r.tag, r.trades, r.closed, r.wins, r.pnl FROM analytics_tag_rollup r WHERE ${s.where}`
      : `SELECT tag, 1 AS trades, (t.pnl IS NOT NULL)::int AS closed, coalesce(t.result = 'win', false)::int AS wins,
                coalesce(t.pnl, 0) AS pnl
       FROM ${base ? `${s.convertedTrades(base)} t` : 'trades t'} CROSS JOIN LATERAL unnest(t.emotional_tags) AS tag
       WHERE ${s.where}`;
    return `
     SELECT x.tag AS key, sum(x.trades)::int AS n, sum(x.closed)::int AS closed, sum(x.wins)::int AS wins,
            sum(x.pnl)::text AS pnl
     FROM (${source}) x GROUP BY x.tag HAVING sum(x.trades) > 0 ORDER BY x.tag`;
  },
  () => ({
    'all accounts, rollup': [allAccountsSql('r', { rollup: true }), true, null],
    'all accounts, converted': [allAccountsSql(), false, 'EUR'],
    'one account, filtered': [filteredAccountSql(), false, null],
  }),
);

/**
 * P&L, trades and wins per emotional tag (a trade with several tags counts in each): the tag rollup,
 * or the trades under a date range.
 */
export async function queryByTag(db: SqlReader, scope: AnalyticsScope, base: string | null = null): Promise<TagRow[]> {
  // The rollup sums each account in its own currency: across currencies, the converted trades (issue 15).
  const fromRollup = !(scope.filter?.from || scope.filter?.to) && !base;
  const s = new ScopeSql(scope, fromRollup ? 'r' : 't', { rollup: fromRollup });
  return db.query(tagsSql(s, fromRollup, base), s.params);
}
