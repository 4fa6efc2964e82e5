import { Router } from 'express';
import type { RiskRulesDraft } from '../domain/risk/risk-rules';
import type { RiskHistory } from '../domain/risk/risk-history';
import type { RiskProfile } from '../modules/risk/risk.service';
import type { RiskStatus } from '../domain/risk/risk-status';
import type { AppServices } from '../app-services';
import { ValidationError } from '../errors';
import { viewerOf } from './rest-errors';
import { bodyOf, optBoolean, optDecimal, optText, queryText, type Body } from './request-body';

/** A nested object of the contract ({amount, mode, …}); null or missing = the rule is not used. */
function nested(body: Body, key: string): Body | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new ValidationError({ [key]: `${key} must be an object or null` });
  return v as Body;
}

function optInt(body: Body, key: string): number | null {
  const v = body[key];
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
  throw new ValidationError({ [key]: `${key} must be a whole number` });
}

export function rulesDraftOf(body: Body): RiskRulesDraft {
  const dd = nested(body, 'max_drawdown');
  const hours = nested(body, 'trading_hours');
  const cutoff = nested(body, 'day_cutoff');
  return {
    dailyLossLimit: optDecimal(body, 'daily_loss_limit'),
    maxDrawdown: dd && {
      amount: optDecimal(dd, 'amount'),
      mode: optText(dd, 'mode'),
      lockAtInitial: optBoolean(dd, 'lock_at_initial') ?? false,
    },
    profitTarget: optDecimal(body, 'profit_target'),
    dailyProfitTarget: optDecimal(body, 'daily_profit_target'),
    winRateTarget: optDecimal(body, 'win_rate_target'),
    minTradingDays: optInt(body, 'min_trading_days'),
    consistencyPct: optDecimal(body, 'consistency_pct'),
    maxPositionSize: optDecimal(body, 'max_position_size'),
    maxTradesPerDay: optInt(body, 'max_trades_per_day'),
    tradingHours: hours && { from: optText(hours, 'from'), to: optText(hours, 'to') },
    dayCutoff: cutoff && { time: optText(cutoff, 'time'), zone: optText(cutoff, 'zone') },
  };
}

export function riskRulesJson(p: RiskProfile) {
  const r = p.rules;
  return {
    account_id: p.accountId,
    effective_from: p.effectiveFrom,
    is_default: p.isDefault,
    daily_loss_limit: r.dailyLossLimit,
    max_drawdown: r.maxDrawdown && {
      amount: r.maxDrawdown.amount,
      mode: r.maxDrawdown.mode,
      lock_at_initial: r.maxDrawdown.lockAtInitial,
    },
    profit_target: r.profitTarget,
    daily_profit_target: r.dailyProfitTarget,
    win_rate_target: r.winRateTarget,
    min_trading_days: r.minTradingDays,
    consistency_pct: r.consistencyPct,
    max_position_size: r.maxPositionSize,
    max_trades_per_day: r.maxTradesPerDay,
    trading_hours: r.tradingHours,
    day_cutoff: r.dayCutoff,
  };
}

export function riskStatusJson(s: RiskStatus) {
  return {
    day: s.day,
    status: s.status,
    balance: s.balance,
    open_positions: s.openPositions,
    open_positions_valued_at: 'entry_price',
    rules: s.rules.map((r) => ({
      rule: r.rule,
      kind: r.kind,
      limit: r.limit,
      current: r.current,
      distance: r.distance,
      distance_pct: r.distancePct,
      status: r.status,
      breached_at: r.breachedAt ? r.breachedAt.toISOString() : null,
      trade_id: r.tradeId,
    })),
  };
}

export function riskHistoryJson(h: RiskHistory) {
  return {
    passed: h.passed,
    trading_days: h.tradingDays,
    total_pnl: h.totalPnl,
    profit_target_met: h.profitTargetMet,
    min_trading_days_met: h.minTradingDaysMet,
    best_day_pct: h.bestDayPct,
    consistency_met: h.consistencyMet,
    days: h.days.map((d) => ({
      day: d.day,
      status: d.status,
      pnl: d.pnl,
      trades: d.trades,
      balance: d.balance,
      rules_from: d.rulesFrom,
      breaches: d.breaches.map((b) => ({ rule: b.rule, at: b.at.toISOString(), trade_id: b.tradeId })),
    })),
  };
}

/** /api/accounts/:id/risk-rules, risk-status, risk-history and risk-replay (issue 32); money as decimal strings. */
export function riskRouter(services: AppServices): Router {
  const router = Router();
  router.get('/:id/risk-rules', async (req, res) => {
    res.json(riskRulesJson(await services.risk.profile(viewerOf(req), req.params.id)));
  });
  router.put('/:id/risk-rules', async (req, res) => {
    const profile = await services.risk.setRules(viewerOf(req), req.params.id, rulesDraftOf(bodyOf(req)));
    res.json(riskRulesJson(profile));
  });
  router.get('/:id/risk-status', async (req, res) => {
    res.json(riskStatusJson(await services.risk.status(viewerOf(req), req.params.id)));
  });
  router.get('/:id/risk-history', async (req, res) => {
    const range = { from: queryText(req, 'from'), to: queryText(req, 'to') };
    res.json(riskHistoryJson(await services.risk.history(viewerOf(req), req.params.id, range)));
  });
  router.post('/:id/risk-replay', async (req, res) => {
    const body = bodyOf(req);
    const rules = nested(body, 'rules');
    if (!rules) throw new ValidationError({ rules: 'rules is required' });
    const range = { from: queryText(req, 'from'), to: queryText(req, 'to') };
    res.json(riskHistoryJson(await services.risk.replay(viewerOf(req), req.params.id, rulesDraftOf(rules), range)));
  });
  return router;
}
