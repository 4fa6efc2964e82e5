import type { DataSource } from 'typeorm';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import type { CurrencyGroupRow } from '../fx-summary';

/** The groups of ScopeSql `sql`; `baseParam`: the base currency's placeholder. */
export const currencyGroupsSql = sqlBuilder(
  (sql: ScopeSql, baseParam: string) =>
    `WITH g AS (
       SELECT a.currency, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE ${sql.tz})::date AS day,
              count(*)::int AS n, count(t.pnl)::int AS closed,
              (count(*) FILTER (WHERE t.result = 'win'))::int AS wins,
              (count(*) FILTER (WHERE t.result = 'loss'))::int AS losses,
              coalesce(sum(t.pnl), 0) AS pnl,
              coalesce(sum(t.pnl) FILTER (WHERE t.result = 'win'), 0) AS win_sum,
              coalesce(sum(t.pnl) FILTER (WHERE t.result = 'loss'), 0) AS loss_sum
       FROM trades t JOIN trading_accounts a ON a.id = t.account_id AND a.user_id = t.user_id
       WHERE ${sql.where}
       GROUP BY 1, 2)
     SELECT g.currency, g.day::text AS day, g.n, g.closed, g.wins, g.losses,
            g.pnl::text AS pnl, g.win_sum::text AS "winSum", g.loss_sum::text AS "lossSum",
            (CASE WHEN g.closed = 0 THEN 1 ELSE fx_factor($1, g.currency, ${baseParam}::char(3), g.day) END)::text
              AS factor
     FROM g ORDER BY g.currency, g.day`,
  () => {
    const [all, one] = [allAccountsSql(), filteredAccountSql()];
    return { 'all accounts': [all, all.param('EUR')], 'one account, filtered': [one, one.param('EUR')] };
  },
);

/**
 * The scope's trades (all accounts) grouped by account currency and local exit day (entry day
 * while open), with the overall figures' counts and sums and the factor to `base` on that day
 * (fx_factor: the day's rate carried forward, the inverse pair or a cross through EUR; null when
 * none is known). No base currency (no account): 'XXX', which has no rate.
 */
export function queryCurrencyGroups(
  db: DataSource,
  scope: AnalyticsScope,
  base: string | null,
): Promise<CurrencyGroupRow[]> {
  const sql = new ScopeSql(scope, 't');
  return db.query(currencyGroupsSql(sql, sql.param(base ?? 'XXX')), sql.params);
}
