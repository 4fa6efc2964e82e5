import type { SqlReader } from '../../../db/read-routing';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import { allAccountsScope, filteredAccountScope } from '../../figure-scope/scope-examples';
import { equityResult, equityTail, type EquityResult, type EquityRow } from './equity.query';

export interface AccountsEquity extends EquityResult {
  /** The balance before the first point: initial balances, flows and P&L before it (converted). */
  initialBalance: string;
  /** (currency, days) with no rate to the target currency: the curve cannot be drawn. */
  missingRates: Array<{ currency: string; from: string; to: string }>;
}

/**
 * The money walk over all the viewer's accounts (issue 27): each account's initial balance (first in
 * the walk, at the rate of its opening day: creation or first event, whichever is earlier), its cash
 * flows (deposits and interest in, withdrawals and fees out) and the closed trades the filter's market
 * / symbol / strategy / type select, each event converted to `target` at the factor of its local day
 * (fx_factor, one per (currency, day) as in the converted summary; 1 in the target currency). Points
 * are the closed trades and the flows in exit / occurrence order; a date filter clips the points to
 * its local days (event day: exit day for a trade, as the balance curve dates it), the balance before
 * it carries in. Everything is summed exact; drawdown is taken on that balance.
 */
function walk(scope: AnalyticsScope, target: string) {
  const { from, to, window, ...tradeFilter } = scope.filter ?? {};
  const s = new ScopeSql({ ...scope, accountId: null, filter: tradeFilter });
  const tz = s.tz;
  const cur = s.param(target);
  const lo = s.param(from ?? null);
  const hi = s.param(to ?? null);
  // A report's exact window (issue 27 item 10) clips the points to its instants as well.
  const since = s.param(window?.start ?? null);
  const until = s.param(window?.end ?? null);
  const inRange = (day: string) =>
    `(${lo}::date IS NULL OR ${day} >= ${lo}::date) AND (${hi}::date IS NULL OR ${day} <= ${hi}::date)
     AND (${since}::timestamptz IS NULL OR c.at >= ${since}::timestamptz)
     AND (${until}::timestamptz IS NULL OR c.at < ${until}::timestamptz)`;
  const cte = `WITH tr AS (
       SELECT t.account_id, coalesce(t.exit_date, t.entry_date) AS at, 1 AS ord, t.id, t.pnl AS amount,
              coalesce(t.exit_date, t.entry_date) AS rated_at
         FROM trades t WHERE ${s.where} AND t.pnl IS NOT NULL
     ), fl AS (
       SELECT f.account_id, f.occurred_at AS at, 0 AS ord, f.id,
              CASE WHEN f.kind IN ('deposit', 'interest') THEN f.amount ELSE -f.amount END AS amount,
              f.occurred_at AS rated_at
         FROM cash_flows f WHERE f.user_id = $1
     ), op AS (
       -- Every initial balance starts the walk, at the rate of its account's opening day.
       SELECT a.id AS account_id, '-infinity'::timestamptz AS at, -1 AS ord, a.id, a.initial_balance AS amount,
              least(a.created_at, (SELECT min(tr.at) FROM tr WHERE tr.account_id = a.id),
                    (SELECT min(fl.at) FROM fl WHERE fl.account_id = a.id)) AS rated_at
         FROM trading_accounts a WHERE a.user_id = $1
     ), ev AS MATERIALIZED (
       SELECT e.at, e.ord, e.id, e.amount, a.currency, (e.rated_at AT TIME ZONE ${tz})::date AS day
         FROM (SELECT * FROM op UNION ALL SELECT * FROM fl UNION ALL SELECT * FROM tr) e
         JOIN trading_accounts a ON a.id = e.account_id AND a.user_id = $1
     ), f AS MATERIALIZED (
       SELECT x.currency, x.day,
              CASE WHEN x.currency = ${cur} THEN 1::numeric ELSE fx_factor($1, x.currency, ${cur}::char(3), x.day)
                   END AS factor
         FROM (SELECT DISTINCT currency, day FROM ev) x
     ), c AS MATERIALIZED (
       SELECT ev.at, ev.ord, ev.id, ev.day, ev.amount * f.factor AS v,
              sum(ev.amount * f.factor) OVER (ORDER BY ev.at, ev.ord, ev.id ROWS UNBOUNDED PRECEDING) AS cum
         FROM ev JOIN f ON f.currency = ev.currency AND f.day = ev.day
     ), shown AS (
       SELECT * FROM c WHERE c.ord >= 0 AND ${inRange('c.day')}
     ), start AS (
       -- Before the first point; no point: everything up to the range's end (the balance then).
       SELECT coalesce((SELECT cum - v FROM shown ORDER BY at, ord, id LIMIT 1),
                       (SELECT cum FROM c WHERE (${hi}::date IS NULL OR c.day <= ${hi}::date)
                           AND (${until}::timestamptz IS NULL OR c.at < ${until}::timestamptz)
                         ORDER BY at DESC, ord DESC, id DESC LIMIT 1), 0) AS v
     )`;
  return { s, cte };
}

const MISSING_SQL = `(SELECT json_agg(json_build_object('currency', currency, 'from', lo::text, 'to', hi::text)
                     ORDER BY currency)
     FROM (SELECT currency, min(day) AS lo, max(day) AS hi FROM f WHERE factor IS NULL GROUP BY currency) m)`;

/** What the printer builds the walk with: all accounts unfiltered, and under every filter. */
const walkExamples = () => [walk(allAccountsScope(), 'EUR'), walk(filteredAccountScope(), 'EUR')];

/** The walk's points (its CTEs `cte`), start and missing rates; `buckets`, `limit`: placeholders. */
export const accountsEquitySql = sqlBuilder(
  (cte: string, buckets: string, limit: string) =>
    `${cte}, run AS MATERIALIZED (
       SELECT shown.at AS exit_date, shown.v AS pnl, shown.cum AS balance,
              greatest((SELECT v FROM start), max(shown.cum) OVER w) AS peak, row_number() OVER w AS rn
         FROM shown WINDOW w AS (ORDER BY shown.at, shown.ord, shown.id ROWS UNBOUNDED PRECEDING)
     ), stats AS (
       SELECT count(*)::int AS total, count(*)::int AS points, coalesce(max(peak - balance), 0) AS max_dd,
              coalesce(max((peak - balance)::float8 / peak::float8 * 100) FILTER (WHERE peak > 0), 0) AS max_pct,
              coalesce((SELECT balance FROM run ORDER BY rn DESC LIMIT 1), (SELECT v FROM start)) AS final
         FROM run
     )${equityTail(buckets, limit, `, (SELECT v FROM start)::text AS start, ${MISSING_SQL} AS missing`)}`,
  () => {
    const [all, filtered] = walkExamples();
    return {
      'all accounts': [all.cte, all.s.param(249), all.s.param(500)],
      filtered: [filtered.cte, filtered.s.param(249), filtered.s.param(500)],
    };
  },
);

/** Without points: the balance before the range's end and the missing rates. */
export const accountsEquityEmptySql = sqlBuilder(
  (cte: string) => `${cte} SELECT ${MISSING_SQL} AS missing, (SELECT v FROM start)::text AS start`,
  () => {
    const [all, filtered] = walkExamples();
    return { 'all accounts': [all.cte], filtered: [filtered.cte] };
  },
);

/**
 * One statement when the curve has points (the walk, the start and any missing rate in each row);
 * a second, small one only when it has none (the balance then, or the missing rates).
 */
export async function queryAccountsEquity(
  db: SqlReader,
  scope: AnalyticsScope,
  target: string,
  maxPoints: number,
): Promise<AccountsEquity> {
  const { s, cte } = walk(scope, target);
  const buckets = s.param(Math.max(1, Math.floor((maxPoints - 2) / 2)));
  const limit = s.param(maxPoints);
  const rows: Array<EquityRow & { start: string | null; missing: AccountsEquity['missingRates'] | null }> =
    await db.query(accountsEquitySql(cte, buckets, limit), s.params);
  if (rows.length > 0) {
    const missing = rows[0].missing ?? [];
    if (missing.length) return { ...equityResult([], '0'), initialBalance: '0', missingRates: missing };
    const start = rows[0].start ?? '0';
    return { ...equityResult(rows, start), initialBalance: start, missingRates: [] };
  }
  const empty = walk(scope, target);
  const [meta]: Array<{ start: string | null; missing: AccountsEquity['missingRates'] | null }> = await db.query(
    accountsEquityEmptySql(empty.cte),
    empty.s.params,
  );
  const start = meta.missing?.length ? '0' : (meta.start ?? '0');
  return { ...equityResult([], start), initialBalance: start, missingRates: meta.missing ?? [] };
}
