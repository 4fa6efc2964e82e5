import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql } from '../../figure-scope/scope-examples';
import { equityParams, equityResult, equityTail, type EquityResult, type EquityRow } from './equity.query';

/** The walk of queryConvertedEquity: ScopeSql `s`, the base currency's placeholder, then equityParams'. */
export const convertedEquitySql = sqlBuilder(
  (s: ScopeSql, base: string, initial: string, buckets: string, limit: string) =>
    `WITH tr AS MATERIALIZED (
       SELECT t.exit_date, t.entry_date, t.id, t.pnl, a.currency,
              (coalesce(t.exit_date, t.entry_date) AT TIME ZONE ${s.tz})::date AS day
         FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
        WHERE ${s.where} AND t.pnl IS NOT NULL
     ), f AS MATERIALIZED (
       -- Materialized: inlined, fx_factor would run once per trade (100k calls: seconds), not per (currency, day).
       SELECT x.currency, x.day,
              CASE WHEN x.currency = ${base} THEN 1::numeric ELSE fx_factor($1, x.currency, ${base}::char(3), x.day)
                   END AS factor
         FROM (SELECT DISTINCT currency, day FROM tr) x
     ), c AS (
       SELECT tr.exit_date, tr.entry_date, tr.id, tr.pnl * f.factor AS pnl,
              sum(tr.pnl * f.factor) OVER (ORDER BY tr.exit_date, tr.entry_date, tr.id ROWS UNBOUNDED PRECEDING) AS cum
         FROM tr JOIN f ON f.currency = tr.currency AND f.day = tr.day
     ), run AS MATERIALIZED (
       SELECT coalesce(c.exit_date, c.entry_date) AS exit_date, round(c.pnl, 2) AS pnl,
              round(${initial}::numeric + c.cum, 2) AS balance,
              round(greatest(${initial}::numeric, ${initial}::numeric + max(c.cum) OVER w), 2) AS peak,
              row_number() OVER w AS rn
         FROM c WINDOW w AS (ORDER BY c.exit_date, c.entry_date, c.id ROWS UNBOUNDED PRECEDING)
     ), stats AS (
       SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
              coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
              round(${initial}::numeric + coalesce((SELECT sum(pnl) FROM c), 0), 2) AS final
         FROM run
     )${equityTail(buckets, limit)}`,
  () => {
    const s = allAccountsSql();
    return { 'all accounts': [s, s.param('EUR'), ...equityParams(s, '10000', 500)] };
  },
);

/**
 * The equity curve over all accounts when they are in several currencies (issue 15): each closed
 * trade's P&L times fx_factor of its account currency to the base currency on its local exit day
 * (one factor per (currency, day), the converted summary's rule), then the per-trade walk of
 * queryEquity; balances and peaks rounded to the cent. The caller has checked that every rate is
 * known (a NULL factor would drop the trade from the sums).
 */
export async function queryConvertedEquity(
  db: SqlReader,
  scope: AnalyticsScope,
  baseCurrency: string,
  initialBalance: string,
  maxPoints: number,
): Promise<EquityResult> {
  const s = new ScopeSql(scope);
  const base = s.param(baseCurrency);
  const rows: EquityRow[] = await db.query(
    convertedEquitySql(s, base, ...equityParams(s, initialBalance, maxPoints)),

    s.params,
  );
  return equityResult(rows, initialBalance);
}
