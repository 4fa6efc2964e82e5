import type { SqlReader } from '../../../db/read-routing';
import { ScopeSql } from '../../../db/scope-sql';
import { sqlBuilder } from '../../../db/sql-statement';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import { allAccountsSql, filteredAccountSql } from '../../figure-scope/scope-examples';
import { CONVERTED_R_SQL, R_SQL } from '../../figure-scope/queries/trade-values';

/** The sums of a group of closed trades (domain/playbooks/playbook-figures.ts GroupSums), `x` the closed trades. */
const sums = (when = 'true') => `
  count(x.id) FILTER (WHERE ${when})::int AS n,
  count(x.id) FILTER (WHERE ${when} AND x.result = 'win')::int AS wins,
  coalesce(sum(x.pnl) FILTER (WHERE ${when}), 0)::text AS pnl,
  coalesce(sum(x.pnl * x.pnl) FILTER (WHERE ${when}), 0)::text AS pnl_squares,
  coalesce(sum(x.pnl) FILTER (WHERE ${when} AND x.result = 'win'), 0)::text AS win_sum,
  coalesce(sum(x.pnl) FILTER (WHERE ${when} AND x.result = 'loss'), 0)::text AS loss_sum,
  count(x.r) FILTER (WHERE ${when})::int AS r_n,
  coalesce(sum(x.r) FILTER (WHERE ${when}), 0)::text AS r_sum`;

/** The scope's closed trades (id, pnl, R), converted to `base` over accounts in several currencies. */
const closedTrades = (s: ScopeSql, base: string | null) => `
  SELECT t.id, t.pnl, t.result, ${base ? CONVERTED_R_SQL : R_SQL} AS r
    FROM ${base ? `${s.convertedTrades(base)} t` : 'trades t'}
   WHERE ${s.where} AND t.pnl IS NOT NULL`;

const examples = () => ({
  'all accounts': [allAccountsSql(), null] as [ScopeSql, string | null],
  'all accounts, converted': [allAccountsSql(), 'EUR'] as [ScopeSql, string | null],
  'one account, filtered': [filteredAccountSql(), null] as [ScopeSql, string | null],
});

/** Per playbook of the viewer ($1): the sums of its closed trades in the scope (none: zeros). */
export const playbookSumsSql = sqlBuilder(
  (s: ScopeSql, base: string | null) => `
  WITH x0 AS MATERIALIZED (${closedTrades(s, base)})
  SELECT p.id, p.name, ${sums()}
    FROM playbooks p
    LEFT JOIN trade_playbooks tp ON tp.playbook_id = p.id AND tp.user_id = $1
    LEFT JOIN x0 x ON x.id = tp.trade_id
   WHERE p.user_id = $1
   GROUP BY p.id, p.name
   ORDER BY lower(p.name), p.id`,
  examples,
);

/** Per tag of the viewer ($1): the sums of its closed trades in the scope. */
export const tagSumsSql = sqlBuilder(
  (s: ScopeSql, base: string | null) => `
  WITH x0 AS MATERIALIZED (${closedTrades(s, base)})
  SELECT g.id, g.name, g.kind, g.color, ${sums()}
    FROM tags g
    LEFT JOIN trade_tags tt ON tt.tag_id = g.id AND tt.user_id = $1
    LEFT JOIN x0 x ON x.id = tt.trade_id
   WHERE g.user_id = $1
   GROUP BY g.id, g.name, g.kind, g.color
   ORDER BY array_position(ARRAY['setup','mistake','custom'], g.kind), lower(g.name), g.id`,
  examples,
);

/** Per rule of the viewer ($1): the sums of the scope's closed trades where it was followed (f_…) and broken (b_…). */
export const ruleSumsSql = sqlBuilder((s: ScopeSql, base: string | null) => {
  const prefixed = (when: string, p: string) => sums(when).replace(/ AS (\w+)/g, ` AS ${p}_$1`);
  return `
  WITH x0 AS MATERIALIZED (${closedTrades(s, base)})
  SELECT r.id, r.text, p.id AS playbook_id, p.name AS playbook_name,
         ${prefixed('c.followed', 'f')},
         ${prefixed('NOT c.followed', 'b')}
    FROM playbook_rules r
    JOIN playbooks p ON p.id = r.playbook_id AND p.user_id = $1
    LEFT JOIN trade_rule_checks c ON c.rule_id = r.id AND c.user_id = $1
    LEFT JOIN x0 x ON x.id = c.trade_id
   WHERE r.user_id = $1
   GROUP BY r.id, r.text, r.position, p.id, p.name
   ORDER BY lower(p.name), p.id, r.position, r.id`;
}, examples);

export interface SumsRow {
  n: number;
  wins: number;
  pnl: string;
  pnl_squares: string;
  win_sum: string;
  loss_sum: string;
  r_n: number;
  r_sum: string;
}

export async function queryPlaybookSums(db: SqlReader, scope: AnalyticsScope, base: string | null) {
  const s = new ScopeSql(scope);
  return db.query(playbookSumsSql(s, base), s.params) as Promise<Array<SumsRow & { id: string; name: string }>>;
}

export async function queryTagSums(db: SqlReader, scope: AnalyticsScope, base: string | null) {
  const s = new ScopeSql(scope);
  return db.query(tagSumsSql(s, base), s.params) as Promise<
    Array<SumsRow & { id: string; name: string; kind: 'setup' | 'mistake' | 'custom'; color: string }>
  >;
}

export async function queryRuleSums(db: SqlReader, scope: AnalyticsScope, base: string | null) {
  const s = new ScopeSql(scope);
  return db.query(ruleSumsSql(s, base), s.params) as Promise<Array<Record<string, string | number>>>;
}
