import type { DataSource } from 'typeorm';
import type { BreakdownDimension, BreakdownMetric } from '../breakdown.types';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';
import { CONVERTED_R_SQL, HOLD_SQL, R_SQL } from '../../figure-scope/queries/trade-values';
import { DIMENSIONS, JOINS, type Join } from '../breakdown.dimensions';
import { AGGREGATES, METRICS, type Aggregate, type AggregateRow } from '../breakdown.metrics';

export interface GroupRow extends AggregateRow {
  keys: (string | null)[];
  labels: (string | null)[];
}

/** The trade filter's `result`, as a whitelisted condition. */
export const RESULTS = ['win', 'loss', 'breakeven', 'open'] as const;

type Result = (typeof RESULTS)[number];

/**
 * The breakdown's statement over ScopeSql `s`: `accountId` (the scope's, or null) for the ownership
 * check, the trade filter's `result`, the dimensions and the metrics, converted to `base` when given.
 */
export const breakdownSql = sqlBuilder(
  (
    s: ScopeSql,
    accountId: string | null,
    result: Result | null,
    groupBy: BreakdownDimension[],
    metrics: BreakdownMetric[],
    base: string | null,
  ) => {
    const dims = groupBy.map((d) => DIMENSIONS[d]);
    const needed = new Set<Aggregate>(metrics.flatMap((m) => METRICS[m].needs));
    const joins = [...new Set(dims.map((d) => d.join).filter((j): j is Join => Boolean(j)))].map((j) => JOINS[j]);
    const where = result ? `${s.where} AND t.result = ${s.param(result)}` : s.where;
    const tz = s.tz;
    const select = [
      ...dims.map((d, i) => `${d.key} AS k${i}, ${d.labelSql ?? 'NULL::text'} AS l${i}`),
      ...[...needed].map((a) => `${AGGREGATES[a]} AS ${a}`),
    ].join(', ');
    const groupCols = dims.map((_d, i) => `k${i}, l${i}`).join(', ');
    const account = accountId ? s.param(accountId) : null;
    const owned = account
      ? `EXISTS (SELECT 1 FROM trading_accounts WHERE id = ${account}::uuid AND user_id = $1)`
      : 'true';
    return `
     SELECT o.owned, g.* FROM (SELECT ${owned} AS owned) o LEFT JOIN LATERAL (
       SELECT ${select}
       FROM ${base ? `${s.convertedTrades(base)} t` : 'trades t'}
       CROSS JOIN LATERAL (SELECT ${base ? CONVERTED_R_SQL : R_SQL} AS r, ${HOLD_SQL} AS hold,
                                  t.entry_date AT TIME ZONE ${tz} AS local) x
       ${joins.join('\n       ')}
       WHERE ${where}
       GROUP BY ${groupCols}
     ) g ON o.owned`;
  },
  () => ({
    'all accounts, converted, by symbol': [allAccountsSql(), null, null, ['SYMBOL'], ['COUNT', 'NET_PNL'], 'EUR'],
    'one account, filtered, wins by strategy and tag': [
      filteredAccountSql(),
      'account',
      'win',
      ['STRATEGY', 'EMOTIONAL_TAG'],
      ['WIN_RATE', 'AVERAGE_R', 'FEES'],
      null,
    ],
  }),
);

/**
 * One statement: the scope's trades (analytics' WHERE clause: owner, account, local days, market,
 * symbol, strategy, side), each with its R, holding time and local entry time, grouped by the
 * dimensions, with only the aggregates the metrics need. Every fragment is a constant of
 * breakdown.dimensions / breakdown.metrics picked by enum; values are parameters.
 * The grouped rows hang off a one-row ownership check (LEFT JOIN LATERAL), so a missing or
 * foreign account is told apart from an empty one in the same round trip.
 * `base`: all accounts in several currencies, P&L and fees converted to it (ScopeSql.convertedTrades).
 */
export async function queryBreakdown(
  db: DataSource,
  scope: AnalyticsScope,
  result: (typeof RESULTS)[number] | null,
  groupBy: BreakdownDimension[],
  metrics: BreakdownMetric[],
  base: string | null = null,
): Promise<{ accountFound: boolean; groups: GroupRow[] }> {
  const s = new ScopeSql(scope);
  const rows: Array<Record<string, unknown>> = await db.query(
    breakdownSql(s, scope.accountId, result, groupBy, metrics, base),
    s.params,
  );
  const dims = groupBy.map((d) => DIMENSIONS[d]);
  const needed = new Set<Aggregate>(metrics.flatMap((m) => METRICS[m].needs));
  const accountFound = rows[0]?.owned === true;
  // No group at all comes back as the check's row with nulls (the LEFT JOIN): n is then null.
  const groups = rows
    .filter((r) => Object.keys(r).some((k) => k in AGGREGATES && r[k] !== null))
    .map((r) => ({
      ...(Object.fromEntries([...needed].map((a) => [a, r[a]])) as AggregateRow),
      keys: dims.map((_d, i) => (r[`k${i}`] as string | null) ?? null),
      labels: dims.map((_d, i) => (r[`l${i}`] as string | null) ?? null),
    }));
  return { accountFound, groups };
}
