import { compareRule, groupFigures, type GroupSums } from '../../../domain/playbooks/playbook-figures';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import type { AnalyticsCore } from '../analytics-core';
import { queryPlaybookSums, queryRuleSums, queryTagSums, type SumsRow } from '../queries/playbooks.query';

// Issue 30: what each playbook, tag and rule is worth over the scope's closed trades.

const sumsOf = (r: SumsRow): GroupSums => ({
  n: r.n,
  wins: r.wins,
  pnl: r.pnl,
  pnlSquares: r.pnl_squares,
  winSum: r.win_sum,
  lossSum: r.loss_sum,
  rN: r.r_n,
  rSum: r.r_sum,
});

/** The columns prefixed `p_` of a rule row, as a SumsRow. */
const side = (row: Record<string, string | number>, p: 'f' | 'b'): SumsRow =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k.startsWith(`${p}_`))
      .map(([k, v]) => [k.slice(2), v]),
  ) as unknown as SumsRow;

export async function byPlaybook(core: AnalyticsCore, scope: AnalyticsScope) {
  const base = await core.convertedTo(scope);
  const rows = await core.checked(scope, 'by-playbook', () => queryPlaybookSums(core.sql(scope), scope, base));
  return rows.map((r) => ({ playbookId: r.id, name: r.name, figures: groupFigures(sumsOf(r)) }));
}

export async function byTag(core: AnalyticsCore, scope: AnalyticsScope) {
  const base = await core.convertedTo(scope);
  const rows = await core.checked(scope, 'by-user-tag', () => queryTagSums(core.sql(scope), scope, base));
  return rows.map((r) => ({
    tagId: r.id,
    name: r.name,
    kind: r.kind,
    color: r.color,
    figures: groupFigures(sumsOf(r)),
  }));
}

export async function byRule(core: AnalyticsCore, scope: AnalyticsScope) {
  const base = await core.convertedTo(scope);
  const rows = await core.checked(scope, 'by-rule', () => queryRuleSums(core.sql(scope), scope, base));
  return rows.map((r) => {
    const followed = sumsOf(side(r, 'f'));
    const broken = sumsOf(side(r, 'b'));
    return {
      ruleId: String(r.id),
      text: String(r.text),
      playbookId: String(r.playbook_id),
      playbookName: String(r.playbook_name),
      followed: groupFigures(followed),
      broken: groupFigures(broken),
      ...compareRule(followed, broken),
    };
  });
}
