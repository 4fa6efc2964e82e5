import { Router, type Request } from 'express';
import type { GroupFigures } from '../domain/playbooks/playbook-figures';
import type { AnalyticsService } from '../modules/analytics/analytics.service';
import { filterFromQuery, queryString } from './analytics.params';
import { requireViewer } from './require-viewer';

/** Money stays a decimal string here (the contract), intervals {low, high}, counts integers. */
export function groupFiguresJson(f: GroupFigures) {
  return {
    trades: f.trades,
    wins: f.wins,
    win_rate: f.winRate,
    win_rate_interval: f.winRateInterval,
    net_pnl: f.netPnl,
    per_trade: f.perTrade,
    profit_factor: f.profitFactor,
    r_trades: f.rTrades,
    average_r: f.averageR,
    expectancy: f.expectancy,
    expectancy_interval: f.expectancyInterval,
  };
}

/** GET /api/analytics/{playbooks,tags,rules} (issue 30): account_id and the usual filters. */
export function playbookFiguresRouter(services: { analytics: AnalyticsService }): Router {
  const router = Router();
  const svc = services.analytics;
  const scopeOf = (req: Request) =>
    svc.scope(requireViewer(req), queryString(req, 'account_id') ?? null, filterFromQuery(req));

  router.get('/playbooks', async (req, res) => {
    const rows = await svc.byPlaybook(scopeOf(req));
    res.json(rows.map((r) => ({ playbook_id: r.playbookId, name: r.name, ...groupFiguresJson(r.figures) })));
  });
  router.get('/tags', async (req, res) => {
    const rows = await svc.byUserTag(scopeOf(req));
    res.json(
      rows.map((r) => ({
        tag_id: r.tagId,
        name: r.name,
        kind: r.kind,
        color: r.color,
        ...groupFiguresJson(r.figures),
      })),
    );
  });
  router.get('/rules', async (req, res) => {
    const rows = await svc.byRule(scopeOf(req));
    res.json(
      rows.map((r) => ({
        rule_id: r.ruleId,
        text: r.text,
        playbook_id: r.playbookId,
        playbook_name: r.playbookName,
        followed: groupFiguresJson(r.followed),
        broken: groupFiguresJson(r.broken),
        difference: r.difference,
        difference_interval: r.differenceInterval,
        distinguishable: r.distinguishable,
        verdict: r.verdict,
      })),
    );
  });
  return router;
}
