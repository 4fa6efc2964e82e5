import { parseLocalDate } from '../../../domain/analytics/local-date';
import { parseReportPeriod, reportWindow } from '../../../domain/analytics/report-period';
import {
  evaluateAlerts,
  evaluateTradingPlan,
  PLAN,
  SPEC_ALERT_THRESHOLDS,
  type AlertThresholds,
  type DailyFigures,
  type PlanTargets,
} from '../../../domain/analytics/trading-plan';
import { dec, mean, ratio, winRate, winRateExcludingBreakeven } from '../../../domain/decimal';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import type { AnalyticsCore } from '../analytics-core';
import { queryPlanTargets } from '../queries/plan-targets.query';
import { queryRange } from '../queries/range.query';

// Figures over a range of days (range.query.ts): one local day (the daily card, trading plan,
// alerts) or a report's period.

export async function daily(core: AnalyticsCore, scope: AnalyticsScope, date?: string | null) {
  const day = date ? parseLocalDate(date, 'date') : core.today(scope);
  const base = await core.convertedTo(scope);
  const r = await core.checked(scope, `day:${day}`, () => queryRange(core.sql(scope), scope, day, day, base));
  const avgWin = mean(r.winSum, r.wins);
  const avgLoss = mean(r.lossSum, r.losses);
  return {
    date: day,
    dailyPnl: dec(r.pnl),
    winRate: winRate(r.wins, r.closed),
    winRateExcludingBreakeven: winRateExcludingBreakeven(r.wins, r.losses),
    rrRatio: r.wins > 0 ? ratio(avgWin, avgLoss) : null,
    totalTrades: r.n,
    closedTrades: r.closed,
    openTrades: r.open,
    winningTrades: r.wins,
    losingTrades: r.losses,
    avgWin,
    avgLoss,
    largestWin: dec(r.largestWin),
    largestLoss: dec(r.largestLoss),
  };
}

async function dailyFigures(core: AnalyticsCore, scope: AnalyticsScope, date?: string | null): Promise<DailyFigures> {
  const d = await daily(core, scope, date);
  return {
    date: d.date,
    dailyPnl: Number(d.dailyPnl),
    dailyPnlText: String(d.dailyPnl),
    totalTrades: d.totalTrades,
    closedTrades: d.closedTrades,
    winRate: d.winRate,
    rrRatio: d.rrRatio,
  };
}

/**
 * One account's plan targets on `day` from the risk profile version in force (the newest one
 * starting on or before it); a rule left unused there, all accounts, or no profile: the spec's.
 */
async function profileOn(core: AnalyticsCore, scope: AnalyticsScope, day: string) {
  if (!scope.accountId) return null;
  const accountId = scope.accountId;
  const rows = await core.memoized(scope, 'plan-targets', () =>
    queryPlanTargets(core.sql(scope), accountId, scope.viewer.id),
  );
  return rows.filter((r) => r.effective_from === null || r.effective_from <= day).pop() ?? rows[0] ?? null;
}

async function planTargets(core: AnalyticsCore, scope: AnalyticsScope, day: string): Promise<PlanTargets> {
  const v = await profileOn(core, scope, day);
  if (!v) return PLAN;
  return {
    profitTarget: v.daily_profit_target !== null ? Number(v.daily_profit_target) : PLAN.profitTarget,
    lossLimit: v.daily_loss_limit !== null ? -Number(v.daily_loss_limit) : PLAN.lossLimit,
    maxTrades: v.max_trades_per_day ?? PLAN.maxTrades,
    winRate: v.win_rate_target !== null ? Number(v.win_rate_target) : PLAN.winRate,
  };
}

export async function tradingPlan(core: AnalyticsCore, scope: AnalyticsScope, date?: string | null) {
  const figures = await dailyFigures(core, scope, date);
  return evaluateTradingPlan(figures, await planTargets(core, scope, figures.date));
}

/**
 * The alert rules' thresholds on `day` (issue 32): the account's profile's daily loss limit and
 * maximum trades per day where it sets them; all accounts, no profile, or a rule unused: the spec's.
 */
async function alertThresholds(core: AnalyticsCore, scope: AnalyticsScope, day: string): Promise<AlertThresholds> {
  const v = await profileOn(core, scope, day);
  if (!v) return SPEC_ALERT_THRESHOLDS;
  return {
    dailyLoss: v.daily_loss_limit !== null ? `-${v.daily_loss_limit}` : SPEC_ALERT_THRESHOLDS.dailyLoss,
    maxTrades: v.max_trades_per_day ?? SPEC_ALERT_THRESHOLDS.maxTrades,
  };
}

export async function alerts(core: AnalyticsCore, scope: AnalyticsScope, date?: string | null) {
  const [figures, info] = await Promise.all([dailyFigures(core, scope, date), core.info(scope)]);
  return evaluateAlerts(figures, info.currency, await alertThresholds(core, scope, figures.date));
}

/**
 * Report statistics over the period's exact window (reportWindow: a preset ends now and reaches
 * back 1 day, 7 days, 1 month or 1 year to the minute). Spec: profit factor here is average win /
 * |average loss|; the dashboard's gross profit / |gross loss| is beside it (issue 27 item 11).
 */
export async function report(
  core: AnalyticsCore,
  scope: AnalyticsScope,
  period: string,
  from?: string | null,
  to?: string | null,
) {
  const p = parseReportPeriod(period);
  const window = reportWindow(p, core.now(), scope.viewer.timezone, from, to);
  const base = await core.convertedTo(scope);
  // A custom range is whole local days: the day range is the same window, and keeps its index plan.
  const exact = p === 'custom' ? null : window;
  const r = await core.checked(scope, `report:${window.start}:${window.end}`, () =>
    queryRange(core.sql(scope), scope, window.from, window.to, base, exact),
  );
  const averageWin = mean(r.winSum, r.wins);
  const averageLoss = mean(r.lossSum, r.losses);
  return {
    period: p,
    from: window.from ?? r.firstDay ?? window.to,
    to: window.to,
    start: window.start ?? (r.firstEntry ? new Date(r.firstEntry).toISOString() : window.end),
    end: window.end,
    grossProfitFactor: ratio(r.winSum, r.lossSum),
    totalPnl: dec(r.pnl),
    winRate: winRate(r.wins, r.closed),
    winRateExcludingBreakeven: winRateExcludingBreakeven(r.wins, r.losses),
    totalTrades: r.n,
    wins: r.wins,
    losses: r.losses,
    profitFactor: r.losses === 0 ? null : ratio(averageWin, averageLoss),
    averageWin,
    averageLoss,
  };
}
