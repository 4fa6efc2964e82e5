import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { equityResult, equityTail, type EquityResult, type EquityRow } from './equity.query';

/** The per-day walk of queryEquityDays: $1 user, $2 account, $3 initial balance, $4 buckets, $5 point limit. */
export const EQUITY_DAYS = `WITH d0 AS (
       SELECT e.*, sum(e.pnl) OVER (ORDER BY e.day ROWS UNBOUNDED PRECEDING) - e.pnl AS c0
       FROM analytics_equity_day e WHERE e.user_id = $1 AND e.account_id = $2
     ), d1 AS (
       SELECT d0.*, $3::numeric + c0 AS b0,
              $3::numeric + greatest(0, coalesce(max(c0 + day_max)
                                       OVER (ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS p0
       FROM d0
     ), days AS MATERIALIZED (
       SELECT d1.*, row_number() OVER (ORDER BY day) AS rn FROM d1
     ), run AS (
       SELECT last_at AS exit_date, pnl, b0 + pnl AS balance, greatest(p0, b0 + day_max) AS peak, rn FROM days
     ), segs AS (
       SELECT greatest(d.p0, d.b0 + x.m) AS peak, greatest(d.p0, d.b0 + x.m) - (d.b0 + x.mn) AS dd
       FROM days d CROSS JOIN LATERAL unnest(d.seg_max, d.seg_min) AS x(m, mn)
     ), stats AS (
       SELECT (SELECT coalesce(sum(n), 0)::int FROM days) AS total, (SELECT count(*)::int FROM days) AS points,
              coalesce(max(dd), 0) AS max_dd,
              coalesce(max(dd::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
              $3::numeric + (SELECT coalesce(sum(pnl), 0) FROM days) AS final
       FROM segs
     )${equityTail('$4', '$5')}`;

/**
 * The equity curve of a long history, read from analytics_equity_day (one row per exit day of an
 * unfiltered account): one point per day (its closing balance, dated at its last exit), the
 * same finalBalance and totalPoints (closed trades) as the per-trade walk, and the exact same
 * max drawdown (absolute and %). Each day starts at balance b0 with running peak p0; within the
 * day, a stored pair (intraday high m, lowest prefix sum mn before the next high) has peak
 * greatest(p0, b0 + m) and deepest balance b0 + mn — the per-trade maximum over the same points.
 */
export async function queryEquityDays(
  db: SqlReader,
  scope: AnalyticsScope,
  initialBalance: string,
  maxPoints: number,
): Promise<EquityResult> {
  const buckets = Math.max(1, Math.floor((maxPoints - 2) / 2));
  const rows: EquityRow[] = await db.query(EQUITY_DAYS, [
    scope.viewer.id,
    scope.accountId,
    initialBalance,
    buckets,
    maxPoints,
  ]);
  return equityResult(rows, initialBalance);
}
