import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import type { BucketRow } from '../../../domain/analytics/buckets';

/** Whether the scope has a date range: the hour and tag rollups have no day, so they cannot serve it. */
export const hasDateRange = (scope: AnalyticsScope) => Boolean(scope.filter?.from || scope.filter?.to);

/** Trades, closed trades and wins per local hour: from the hour rollup, or the trades under a date range. */
export async function queryHours(db: SqlReader, scope: AnalyticsScope): Promise<BucketRow[]> {
  if (!hasDateRange(scope)) {
    const s = new ScopeSql(scope, 'h', { rollup: true });
    return db.query(
      `SELECT 'hour' AS kind, h.hour::text AS key, NULL AS market, sum(h.trades)::int AS n, sum(h.closed)::int AS closed,
              sum(h.wins)::int AS wins, 0 AS losses, '0' AS pnl
       FROM analytics_hour_rollup h WHERE ${s.where} GROUP BY h.hour HAVING sum(h.trades) > 0`,
      s.params,
    );
  }
  const s = new ScopeSql(scope);
  return db.query(
    `SELECT 'hour' AS kind, extract(hour FROM t.entry_date AT TIME ZONE ${s.tz})::int::text AS key, NULL AS market,
            count(*)::int AS n, count(t.pnl)::int AS closed, (count(*) FILTER (WHERE t.pnl > 0))::int AS wins, 0 AS losses, '0' AS pnl
     FROM trades t WHERE ${s.where} GROUP BY 2`,
    s.params,
  );
}
