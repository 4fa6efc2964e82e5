import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';

export interface RangeRow {
  n: number;
  closed: number;
  open: number;
  wins: number;
  losses: number;
  pnl: string;
  winSum: string;
  lossSum: string;
  largestWin: string;
  largestLoss: string;
  /** The first local day with a trade in the range (null when empty). */
  firstDay: string | null;
  /** The first entry instant in the range (null when empty). */
  firstEntry: Date | null;
}

/** The range's counts and sums from the trades of ScopeSql `s`, converted to `base` when given. */
export const rangeSql = sqlBuilder(
  (s: ScopeSql, base: string | null) => {
    const source = base ? `${s.convertedTrades(base)} t` : 'trades t';
    return `SELECT count(*)::int AS n, count(pnl)::int AS closed, (count(*) - count(pnl))::int AS open,
            (count(*) FILTER (WHERE result = 'win'))::int AS wins,
            (count(*) FILTER (WHERE result = 'loss'))::int AS losses,
            coalesce(sum(pnl), 0)::text AS pnl,
            coalesce(sum(pnl) FILTER (WHERE result = 'win'), 0)::text AS "winSum",
            coalesce(sum(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "lossSum",
            coalesce(max(pnl) FILTER (WHERE result = 'win'), 0)::text AS "largestWin",
            coalesce(min(pnl) FILTER (WHERE result = 'loss'), 0)::text AS "largestLoss",
            (min(entry_date) AT TIME ZONE ${s.tz})::date::text AS "firstDay",
            min(entry_date) AS "firstEntry"
     FROM ${source} WHERE ${s.where}`;
  },
  () => ({
    'all accounts, one day, converted': [allAccountsSql('t', { from: '2026-01-05', to: '2026-01-05' }), 'EUR'],
    'one account, filtered, a report window': [
      filteredAccountSql('t', { window: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' } }),
      null,
    ],
  }),
);

/**
 * Counts and sums over a range of local days (or a report's exact window) of the scope (an index range on entry_date):
 * the spec's daily stats (from = to) and the report statistics. `from` null: from the start.
 * `base`: over accounts in several currencies, the P&L converted to it (ScopeSql.convertedTrades).
 */
export async function queryRange(
  db: SqlReader,
  scope: AnalyticsScope,
  from: string | null,
  to: string,
  base: string | null = null,
  window: { start: string | null; end: string } | null = null,
): Promise<RangeRow> {
  // A report's exact window replaces the day range (issue 27 item 10).
  const s = new ScopeSql(scope, 't', window ? { window } : { from, to });
  const [row] = await db.query(rangeSql(s, base), s.params);
  return row;
}
