import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsScope, filteredAccountScope } from '../../figure-scope/scope-examples';

/** One local day of a balance walk, NUMERIC as text. */
export interface BalanceDayRow {
  /** The account currency of a per-currency walk, or the base currency of the converted one. */
  currency: string;
  converted: boolean;
  day: string;
  /** Balance at the end of the day: initial balance + flows + realised P&L to date. */
  balance: string;
  /** Realised P&L from the first shown day to the end of this day. */
  tradingPnl: string;
  /** The day's cash flows: deposits − withdrawals + interest − fees. */
  flow: string;
  /** The day's realised P&L. */
  pnl: string;
}

export interface BalanceGapRow {
  currency: string;
  from: string;
  to: string;
  days: number;
}

export interface BalanceRows {
  /** The per-currency walks, then (several currencies, every rate known) the converted one. */
  days: BalanceDayRow[];
  /** (currency, day) groups with no rate to the base currency on or before the day. */
  gaps: BalanceGapRow[];
  baseCurrency: string | null;
  currencies: string[];
}

/** The parameters of the balance statement: $1 (the user) and the zone from ScopeSql, then account, from, to. */
function balanceParams(scope: AnalyticsScope) {
  // None of ScopeSql's trade filters apply to a balance.
  const s = new ScopeSql({ ...scope, accountId: null, filter: {} });
  const account = scope.accountId ? s.param(scope.accountId) : null;
  const tz = s.tz;
  const from = s.param(scope.filter?.from ?? null);
  const to = s.param(scope.filter?.to ?? null);
  return { s, placeholders: { account, tz, from, to } };
}

/** The balance walks of queryBalanceDays; `account` null: every account of user $1. */
export const balanceDaysSql = sqlBuilder(
  ({ account, tz, from, to }: ReturnType<typeof balanceParams>['placeholders']) => {
    const onAccount = (alias: string) => (account ? ` AND ${alias}.account_id = ${account}` : '');
    return `WITH acc AS (
       SELECT a.id, a.currency, a.initial_balance, (a.created_at AT TIME ZONE ${tz})::date AS created_day
         FROM trading_accounts a WHERE a.user_id = $1${account ? ` AND a.id = ${account}` : ''}
     ), ev AS (
       SELECT t.account_id, (coalesce(t.exit_date, t.entry_date) AT TIME ZONE ${tz})::date AS day,
              t.pnl, 0::numeric AS flow, 0::numeric AS opening
         FROM trades t WHERE t.user_id = $1${onAccount('t')} AND t.pnl IS NOT NULL
       UNION ALL
       SELECT f.account_id, (f.occurred_at AT TIME ZONE ${tz})::date, 0,
              CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END, 0
         FROM cash_flows f WHERE f.user_id = $1${onAccount('f')}
     ), opened AS (
       SELECT acc.id AS account_id,
              least(acc.created_day, (SELECT min(ev.day) FROM ev WHERE ev.account_id = acc.id)) AS day,
              0::numeric AS pnl, 0::numeric AS flow, acc.initial_balance AS opening
         FROM acc
     ), base AS (
       SELECT coalesce(u.base_currency, (SELECT a.currency FROM trading_accounts a WHERE a.user_id = u.id
                                          ORDER BY a.created_at, a.id LIMIT 1)) AS code
         FROM users u WHERE u.id = $1
     ), g AS MATERIALIZED (
       SELECT acc.currency, x.day, sum(x.pnl) AS pnl, sum(x.flow) AS flow, sum(x.opening) AS opening
         FROM (SELECT * FROM ev UNION ALL SELECT * FROM opened) x JOIN acc ON acc.id = x.account_id
        GROUP BY 1, 2
     ), several AS (
       SELECT count(DISTINCT currency) > 1 AS yes FROM acc
     ), rated AS (
       SELECT g.*, CASE WHEN g.currency = base.code THEN 1::numeric ELSE fx_factor($1, g.currency, base.code,
         g.day) END AS factor
         FROM g, base, several WHERE several.yes
     ), walks AS (
       SELECT currency, false AS converted, day, flow, pnl,
              sum(opening + flow + pnl) OVER (PARTITION BY currency ORDER BY day) AS balance,
              coalesce(sum(pnl) FILTER (WHERE ${from}::date IS NULL OR day >= ${from}::date)
                         OVER (PARTITION BY currency ORDER BY day), 0) AS trading_pnl
         FROM g
       UNION ALL
       SELECT (SELECT code FROM base), true, day, round(flow, 2), round(pnl, 2),
              round(sum(moved) OVER (ORDER BY day), 2),
              round(coalesce(sum(pnl) FILTER (WHERE ${from}::date IS NULL OR day >= ${from}::date)
                               OVER (ORDER BY day), 0), 2)
         FROM (SELECT day, sum(flow * factor) AS flow, sum(pnl * factor) AS pnl,
                      sum((opening + flow + pnl) * factor) AS moved
                 FROM rated GROUP BY day) c
        WHERE NOT EXISTS (SELECT 1 FROM rated WHERE factor IS NULL)
     ), shown AS (
       SELECT * FROM walks
        WHERE (${from}::date IS NULL OR day >= ${from}::date) AND (${to}::date IS NULL OR day <= ${to}::date)
     )
     SELECT (SELECT json_agg(json_build_object('currency', currency, 'converted', converted, 'day', day::text,
                     'balance', balance::text, 'tradingPnl', trading_pnl::text, 'flow', flow::text, 'pnl', pnl::text)
                     ORDER BY converted, currency, day) FROM shown) AS days,
            (SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text,
                                               'days', n) ORDER BY currency)
               FROM (SELECT currency, min(day) AS lo, max(day) AS hi, count(*)::int AS n FROM rated
                      WHERE factor IS NULL GROUP BY currency) m) AS gaps,
            (SELECT code FROM base) AS base,
            (SELECT array_agg(DISTINCT currency ORDER BY currency) FROM acc) AS currencies`;
  },
  () => ({
    'all accounts': [balanceParams(allAccountsScope()).placeholders],
    'one account, from and to': [balanceParams(filteredAccountScope()).placeholders],
  }),
);

/**
 * The balance of the scope's account(s) per local day in the viewer's zone, in SQL over NUMERIC:
 * every account's initial balance (on its opening day: its creation or first event, whichever is
 * earlier), its cash flows (by occurred_at) and its realised P&L (by exit time, the entry time of
 * a closed trade without an exit date, as the equity curve dates it). One walk per account
 * currency; with several currencies also one walk in the base currency (the user's setting, else
 * the first account's), each (currency, day) group times fx_factor of that day (the same rule as
 * the converted summary), rounded to the cent. A balance is the account's, so the trade filters
 * (market, symbol, strategy, type) do not narrow it; from/to clip the shown days (the balance
 * before `from` carries in, tradingPnl counts from `from`).
 */
export async function queryBalanceDays(db: SqlReader, scope: AnalyticsScope): Promise<BalanceRows> {
  const { s, placeholders } = balanceParams(scope);
  const [row]: Array<{
    days: BalanceDayRow[] | null;
    gaps: BalanceGapRow[] | null;
    base: string | null;
    currencies: string[] | null;
  }> = await db.query(
    balanceDaysSql(placeholders),

    s.params,
  );
  return {
    days: row.days ?? [],
    gaps: row.gaps ?? [],
    baseCurrency: row.base,
    currencies: row.currencies ?? [],
  };
}
