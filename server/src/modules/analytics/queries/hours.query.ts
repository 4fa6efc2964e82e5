import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';
import type { BucketRow } from '../../../domain/analytics/buckets';

/** Whether the scope has a date range: the hour and tag rollups have no day, so they cannot serve it. */
export const hasDateRange = (scope: AnalyticsScope) => Boolean(scope.filter?.from || scope.filter?.to);

/** Per local hour from the hour rollup `h`, under its WHERE (ScopeSql with `rollup`, no date range). */
export const hoursFromRollupSql = sqlBuilder(
  (where: string) => `
       SELECT 'hour' AS kind, h.hour::text AS key, NULL AS market, sum(h.trades)::int AS n,
              sum(h.closed)::int AS closed, sum(h.wins)::int AS wins, 0 AS losses, '0' AS pnl
       FROM analytics_hour_rollup h WHERE ${where} GROUP BY h.hour HAVING sum(h.trades) > 0`,
  () => ({
    'all accounts': [allAccountsSql('h', { rollup: true }).where],
    'one account, filtered': [filteredAccountSql('h', { rollup: true }).where],
  }),
);

/** Per local hour from the trades (a date range, which the hour rollup has no day for). */
export const hoursFromTradesSql = sqlBuilder(
  (s: ScopeSql) => `
     SELECT 'hour' AS kind, extract(hour FROM t.entry_date AT TIME ZONE ${s.tz})::int::text AS key, NULL AS market,
            count(*)::int AS n, count(t.pnl)::int AS closed, (count(*) FILTER (WHERE t.result = 'win'))::int AS wins,
            0 AS losses, '0' AS pnl
     FROM trades t WHERE ${s.where} GROUP BY 2`,
  () => ({ 'one account, filtered': [filteredAccountSql()] }),
);

/** Trades, closed trades and wins per local hour: from the hour rollup, or the trades under a date range. */
export async function queryHours(db: SqlReader, scope: AnalyticsScope): Promise<BucketRow[]> {
  if (!hasDateRange(scope)) {
    const s = new ScopeSql(scope, 'h', { rollup: true });
    return db.query(hoursFromRollupSql(s.where), s.params);
  }
  const s = new ScopeSql(scope);
  return db.query(hoursFromTradesSql(s), s.params);
}
