import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface EquityPointRow {
  date: Date;
  balance: string;
  peak: string;
  drawdown: string;
  drawdownPercent: number;
}
export interface EquityResult {
  totalPoints: number;
  finalBalance: string;
  maxDrawdown: string;
  maxDrawdownPercent: number;
  points: EquityPointRow[];
}

/**
 * The downsampling and the final select, shared by the per-trade and per-day walks. Expects CTEs
 * `run` (exit_date, pnl, balance, peak, rn: one row per point) and `stats` (points, total,
 * final, max_dd, max_pct). `extraColumns` (", expr AS name", …) are added to every row.
 */
export function equityTail(buckets: string, limit: string, extraColumns = ''): string {
  return `
     , bucketed AS (
       -- Each bucket's lowest and highest balance as window values, not a join back to a GROUP BY:
       -- with a misestimated input (1 row for 100k) the join became a nested loop of minutes.
       SELECT x.*, min(x.balance) OVER (PARTITION BY x.bucket) AS lo, max(x.balance) OVER (PARTITION BY x.bucket) AS hi
         FROM (SELECT run.*, ((run.rn - 1) * ${buckets}::bigint / stats.points) AS bucket
                 FROM run, stats WHERE stats.points > ${limit}) x
     ), picked AS (
       SELECT run.* FROM run, stats WHERE stats.points <= ${limit} OR run.rn = 1 OR run.rn = stats.points
       UNION
       (SELECT DISTINCT ON (b.bucket, b.balance) b.exit_date, b.pnl, b.balance, b.peak, b.rn
        FROM bucketed b WHERE b.balance IN (b.lo, b.hi)
        ORDER BY b.bucket, b.balance, b.rn)
     )
     SELECT p.exit_date AS date, p.balance::text AS balance, p.peak::text AS peak,
            (p.peak - p.balance)::text AS drawdown,
            CASE WHEN p.peak > 0 THEN ((p.balance - p.peak) / p.peak * 100)::float8 ELSE 0 END AS "drawdownPercent",
            s.total, s.final::text AS final, s.max_dd::text AS "maxDd", s.max_pct AS "maxDdPct"${extraColumns}
     FROM picked p CROSS JOIN stats s ORDER BY p.rn`;
}

/** Shapes the rows of a statement ending in equityTail. */
export type EquityRow = EquityPointRow & { total: number; final: string; maxDd: string; maxDdPct: number };

export function equityResult(rows: EquityRow[], initialBalance: string): EquityResult {
  if (rows.length === 0)
    return { totalPoints: 0, finalBalance: initialBalance, maxDrawdown: '0', maxDrawdownPercent: 0, points: [] };
  const first = rows[0];
  return {
    totalPoints: first.total,
    finalBalance: first.final,
    maxDrawdown: first.maxDd,
    maxDrawdownPercent: Math.max(0, first.maxDdPct),
    points: rows.map(({ date, balance, peak, drawdown, drawdownPercent }) => ({
      date,
      balance,
      peak,
      drawdown,
      drawdownPercent,
    })),
  };
}

/** The placeholders of an equity walk after the scope's: initial balance, buckets, point limit. */
export function equityParams(s: ScopeSql, initialBalance: string, maxPoints: number): [string, string, string] {
  const initial = s.param(initialBalance);
  const buckets = s.param(Math.max(1, Math.floor((maxPoints - 2) / 2)));
  return [initial, buckets, s.param(maxPoints)];
}

/** The per-trade walk of queryEquity under the scope's WHERE. */
export const equitySql = sqlBuilder(
  (where: string, initial: string, buckets: string, limit: string) =>
    // Both windows share one ordering (the partial index's), so PostgreSQL sorts at most once.
    `WITH run AS MATERIALIZED (
       -- A closed trade may lack an exit date (it is optional): its point is dated at its entry.
       SELECT coalesce(c.exit_date, c.entry_date) AS exit_date, c.pnl, ${initial}::numeric + c.cum AS balance,
              greatest(${initial}::numeric, ${initial}::numeric + max(c.cum) OVER w) AS peak, row_number() OVER w AS rn
       FROM (SELECT t.exit_date, t.entry_date, t.id, t.pnl, sum(t.pnl) OVER w AS cum
             FROM trades t WHERE ${where} AND t.pnl IS NOT NULL
             WINDOW w AS (ORDER BY t.exit_date, t.entry_date, t.id ROWS UNBOUNDED PRECEDING)) c
       WINDOW w AS (ORDER BY c.exit_date, c.entry_date, c.id ROWS UNBOUNDED PRECEDING)
     ), stats AS (
       -- The percentage is a ratio for display: float8 keeps this pass cheap; amounts stay NUMERIC.
       SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
              coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
              ${initial}::numeric + coalesce(sum(pnl), 0) AS final
       FROM run
     )${equityTail(buckets, limit)}`,
  () => {
    const [all, one] = [allAccountsSql(), filteredAccountSql()];
    return {
      'all accounts': [all.where, ...equityParams(all, '10000', 500)],
      'one account, filtered': [one.where, ...equityParams(one, '10000', 500)],
    };
  },
);

/**
 * Running balance, peak and drawdown over the scope's closed trades in exit order (window
 * functions over NUMERIC), downsampled in SQL: with more points than `maxPoints`, the points are
 * cut into maxPoints/2 equal buckets and each bucket keeps its lowest and highest balance
 * (min-max decimation: every peak and trough survives), plus the first and last point.
 * Max drawdown is taken over every point, before downsampling.
 */
export async function queryEquity(
  db: SqlReader,
  scope: AnalyticsScope,
  initialBalance: string,
  maxPoints: number,
): Promise<EquityResult> {
  const s = new ScopeSql(scope);
  const rows: EquityRow[] = await db.query(
    equitySql(s.where, ...equityParams(s, initialBalance, maxPoints)),

    s.params,
  );
  return equityResult(rows, initialBalance);
}
