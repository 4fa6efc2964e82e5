import { Router } from 'express';
import type { AppServices } from '../app-services';
import { ValidationError } from '../errors';
import type { Saved } from '../modules/settings/settings.service';
import type {
  NotificationSettings,
  TradingGoals,
  TradingRule,
  TradingRuleDraft,
} from '../modules/settings/settings-rules';
import { viewerOf } from './rest-errors';
import { bodyOf, optBoolean, optDecimal, type Body } from './request-body';

// Goals stay decimal strings here ("5000", "62.5"): money is exact on the wire too.
const goalsJson = (g: Saved<TradingGoals>) => ({
  monthly_pnl_target: g.monthlyPnlTarget,
  win_rate_target: g.winRateTarget,
  max_daily_loss: g.maxDailyLoss,
  max_drawdown: g.maxDrawdown,
  saved: g.saved,
});

const rulesJson = (r: Saved<{ rules: TradingRule[] }>) => ({
  rules: r.rules.map(({ id, text }) => ({ id, text })),
  saved: r.saved,
});

const notificationsJson = (n: Saved<NotificationSettings>) => ({
  daily_summary: n.dailySummary,
  loss_limit_alert: n.lossLimitAlert,
  saved: n.saved,
});

/** `rules`: a list of texts, or of {id, text} (the id of a current rule keeps it). */
function ruleDraftsOf(body: Body): TradingRuleDraft[] {
  const list = body.rules;
  if (!Array.isArray(list)) throw new ValidationError({ rules: 'rules must be a list of rules' });
  return list.map((item: unknown, i) => {
    if (typeof item === 'string') return { text: item };
    if (item && typeof item === 'object' && typeof (item as Body).text === 'string') {
      const id = (item as Body).id;
      if (id !== undefined && id !== null && typeof id !== 'string')
        throw new ValidationError({ rules: `Rule ${i + 1}: id must be a string` });
      return { id: id ?? null, text: (item as { text: string }).text };
    }
    throw new ValidationError({ rules: `Rule ${i + 1} must be a text or an object with a text` });
  });
}

/** /api/settings/*: the spec's Trading Rules, Trading Goals and Notifications, per user (issue 30 item 3). */
export function settingsRouter(services: AppServices): Router {
  const router = Router();
  router.get('/trading-rules', async (req, res) => {
    res.json(rulesJson(await services.settings.tradingRules(viewerOf(req))));
  });
  router.put('/trading-rules', async (req, res) => {
    const drafts = ruleDraftsOf(bodyOf(req));
    res.json(rulesJson(await services.settings.saveTradingRules(viewerOf(req), drafts)));
  });
  router.get('/goals', async (req, res) => {
    res.json(goalsJson(await services.settings.goals(viewerOf(req))));
  });
  router.put('/goals', async (req, res) => {
    const body = bodyOf(req);
    const draft = {
      monthlyPnlTarget: optDecimal(body, 'monthly_pnl_target'),
      winRateTarget: optDecimal(body, 'win_rate_target'),
      maxDailyLoss: optDecimal(body, 'max_daily_loss'),
      maxDrawdown: optDecimal(body, 'max_drawdown'),
    };
    res.json(goalsJson(await services.settings.saveGoals(viewerOf(req), draft)));
  });
  // The breakeven tolerance (issue 33 item 2): {mode, value}, value a decimal string.
  router.get('/breakeven', async (req, res) => {
    res.json(await services.settings.breakeven(viewerOf(req)));
  });
  router.put('/breakeven', async (req, res) => {
    const body = bodyOf(req);
    const mode = body.mode;
    if (mode !== undefined && mode !== null && typeof mode !== 'string')
      throw new ValidationError({ mode: 'mode must be "money" or "ticks"' });
    const saved = await services.settings.saveBreakeven(viewerOf(req), { mode, value: optDecimal(body, 'value') });
    res.json({ mode: saved.mode, value: saved.value, reclassified_trades: saved.reclassified });
  });
  router.get('/notifications', async (req, res) => {
    res.json(notificationsJson(await services.settings.notifications(viewerOf(req))));
  });
  router.put('/notifications', async (req, res) => {
    const body = bodyOf(req);
    const draft = {
      dailySummary: optBoolean(body, 'daily_summary'),
      lossLimitAlert: optBoolean(body, 'loss_limit_alert'),
    };
    res.json(notificationsJson(await services.settings.saveNotifications(viewerOf(req), draft)));
  });
  return router;
}
