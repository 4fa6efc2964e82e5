import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';
import type { BucketRow } from '../../../domain/analytics/buckets';
import { CONVERTED_R_SQL, HOLD_SQL, R_SQL } from '../../figure-scope/queries/trade-values';
import type { TotalsRow } from './aggregate.query';

/** The aggregates from the trades of ScopeSql `s`: converted to `base`, or as stored when null. */
export const convertedAggregatesSql = sqlBuilder(
  (s: ScopeSql, base: string | null) => {
    // base null: the trades as stored (a report's exact window, which the day rollup cannot apply).
    const source = base ? `${s.convertedTrades(base)} t` : 'trades t';
    const r = base ? CONVERTED_R_SQL : R_SQL;
    return `WITH c AS MATERIALIZED (
       SELECT t.pnl, t.result, t.symbol, t.market, t.strategy_id, (t.entry_date AT TIME ZONE ${s.tz})::date AS day,
              ${r} AS r, ${HOLD_SQL} AS hold
         FROM ${source} WHERE ${s.where}
     )
     SELECT 'totals' AS kind, '' AS key, NULL AS market, 0 AS n, 0 AS closed, 0 AS wins, 0 AS losses, '0' AS pnl,
         json_build_object(
           'n', count(*), 'closed', count(pnl), 'wins', count(*) FILTER (WHERE result = 'win'),
           'losses', count(*) FILTER (WHERE result = 'loss'),
           'breakevens', count(*) FILTER (WHERE result = 'breakeven'),
           'pnl', coalesce(sum(pnl), 0)::text, 'winSum', coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text,
           'lossSum', coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text,
           'pnlSquares', coalesce(sum(pnl * pnl), 0)::text,
           'rTrades', count(r), 'rSum', coalesce(sum(r), 0)::text, 'rSquares', coalesce(sum(r * r), 0)::text,
           'winHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'win'), 0)::text,
           'winHoldN', count(hold) FILTER (WHERE result = 'win'),
           'lossHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'loss'), 0)::text,
           'lossHoldN', count(hold) FILTER (WHERE result = 'loss'),
           'breakevenHoldSecs', coalesce(sum(hold) FILTER (WHERE result = 'breakeven'), 0)::text,
           'breakevenHoldN', count(hold) FILTER (WHERE result = 'breakeven')
         ) AS totals
       FROM c
     UNION ALL
     SELECT CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(symbol) = 0 THEN 'symbol' ELSE 'strategy' END,
            coalesce(day::text, symbol, strategy_id::text, ''), market,
            count(*)::int, count(pnl)::int, (count(*) FILTER (WHERE result = 'win'))::int,
              (count(*) FILTER (WHERE result = 'loss'))::int,
            coalesce(sum(pnl), 0)::text, NULL
       FROM c GROUP BY GROUPING SETS ((day), (symbol, market), (strategy_id))`;
  },
  () => ({
    'all accounts, converted': [allAccountsSql(), 'EUR'],
    'one account, filtered, as stored': [filteredAccountSql(), null],
  }),
);

/**
 * queryAggregates over all accounts when their trades are in several currencies (issue 15): the
 * same totals and buckets (local entry day, symbol and market, strategy), but from the trades with
 * each P&L converted to `base` at its exit day's factor (ScopeSql.convertedTrades), since the day
 * rollup sums each account in its own currency. R-multiples and holding times are not money and
 * keep the rollups' definitions. With `base` null the same figures from the trades unconverted:
 * for a scope whose filter has a report window (instants the rollup cannot apply).
 */
export async function queryConvertedAggregates(
  db: SqlReader,
  scope: AnalyticsScope,
  base: string | null,
): Promise<{ totals: TotalsRow; buckets: BucketRow[] }> {
  const s = new ScopeSql(scope);
  const rows: Array<Omit<BucketRow, 'kind'> & { kind: string; totals: TotalsRow | null }> = await db.query(
    convertedAggregatesSql(s, base),

    s.params,
  );
  const totals = rows.find((r) => r.kind === 'totals')!.totals!;
  const buckets = rows.filter((r) => r.kind !== 'totals') as unknown as BucketRow[];
  return { totals, buckets };
}
