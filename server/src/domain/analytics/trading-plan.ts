import { D } from '../decimal';

/** Daily figures the plan and the alerts are evaluated from (spec section 9 constants). */
export interface DailyFigures {
  date: string;
  dailyPnl: number;
  totalTrades: number;
  closedTrades: number;
  winRate: number;
  rrRatio: number | null;
  /** The exact day's pnl (NUMERIC text) for alert texts; dailyPnl is only compared. */
  dailyPnlText?: string;
}

export const PLAN = { profitTarget: 500, lossLimit: -300, maxTrades: 5, winRate: 60 } as const;
/** The four targets; an account's risk profile sets its own (issue 32), the spec's PLAN otherwise. */
export interface PlanTargets {
  profitTarget: number;
  /** Negative: the day's P&L must stay above it. */
  lossLimit: number;
  maxTrades: number;
  winRate: number;
}
export const PLANNED_SETUPS = ['Breakout', 'Trend Following', 'Support/Resistance'];
/** The win-rate objective counts as met with fewer closed trades than this. */
const WIN_RATE_MIN_CLOSED = 3;

export interface PlanObjective {
  key: 'profitTarget' | 'lossLimit' | 'maxTrades' | 'winRate';
  label: string;
  target: number;
  actual: number;
  met: boolean;
  progress: number;
}

const clampPercent = (x: number) => Math.max(0, Math.min(100, x));

export function evaluateTradingPlan(d: DailyFigures, plan: PlanTargets = PLAN) {
  const objectives: PlanObjective[] = [
    {
      key: 'profitTarget',
      label: 'Daily Profit Target',
      target: plan.profitTarget,
      actual: d.dailyPnl,
      met: d.dailyPnl >= plan.profitTarget,
      progress: clampPercent((d.dailyPnl / plan.profitTarget) * 100),
    },
    {
      key: 'lossLimit',
      label: 'Daily Loss Limit',
      target: plan.lossLimit,
      actual: d.dailyPnl,
      met: d.dailyPnl > plan.lossLimit,
      progress: d.dailyPnl >= 0 ? 0 : clampPercent((d.dailyPnl / plan.lossLimit) * 100),
    },
    {
      key: 'maxTrades',
      label: 'Max Trades',
      target: plan.maxTrades,
      actual: d.totalTrades,
      met: d.totalTrades <= plan.maxTrades,
      progress: clampPercent((d.totalTrades / plan.maxTrades) * 100),
    },
    {
      key: 'winRate',
      label: 'Win Rate Target',
      target: plan.winRate,
      actual: d.winRate,
      met: d.closedTrades < WIN_RATE_MIN_CLOSED || d.winRate >= plan.winRate,
      progress: clampPercent((d.winRate / plan.winRate) * 100),
    },
  ];
  const metCount = objectives.filter((o) => o.met).length;
  return {
    date: d.date,
    objectives,
    metCount,
    overallPercent: (metCount / objectives.length) * 100,
    plannedSetups: [...PLANNED_SETUPS],
  };
}

export type AlertLevel = 'success' | 'danger' | 'warning' | 'info';
export interface Alert {
  id: string;
  level: AlertLevel;
  title: string;
  message: string;
}

/**
 * An amount as alert texts show it: the account's currency and thousands separators
 * ("€12,345.67"), formatted from the exact decimal text (Intl formats numeric strings without a
 * float, so no digit is lost). Without one currency (all accounts, mixed currencies) no symbol.
 */
export function alertMoney(amount: string, currency: string | null): string {
  const text = amount.replace(/^-/, '');
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const exact = text as unknown as number; // Intl.NumberFormat v3: a decimal string is formatted exactly
  if (currency) {
    try {
      return new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency }).format(exact);
    } catch {
      return `${new Intl.NumberFormat('en-US', options).format(exact)} ${currency}`;
    }
  }
  return new Intl.NumberFormat('en-US', options).format(exact);
}

/**
 * The two alert rules an account's risk profile restates (issue 32): "Daily pnl below −500" is the
 * daily loss limit, "More than 20 trades in a day" the maximum trades per day. The spec's numbers
 * until the account has a profile of its own that sets them; the texts never change.
 */
export interface AlertThresholds {
  /** Negative decimal text: the danger alert when the day's P&L is below it (compared exactly). */
  dailyLoss: string;
  /** The overtrading warning when the day has more trades than this. */
  maxTrades: number;
}
export const SPEC_ALERT_THRESHOLDS: AlertThresholds = { dailyLoss: '-500', maxTrades: 20 };

/** The spec's alert-rule table, in its order; ids are stable per rule and day. */
export function evaluateAlerts(
  d: DailyFigures,
  currency: string | null = null,
  thresholds: AlertThresholds = SPEC_ALERT_THRESHOLDS,
): Alert[] {
  const alerts: Alert[] = [];
  const add = (rule: string, level: AlertLevel, title: string, message: string) =>
    alerts.push({ id: `${rule}:${d.date}`, level, title, message });
  const money = (x: number) => alertMoney(d.dailyPnlText ?? String(x), currency);
  if (d.dailyPnl > 1000) add('big-profit', 'success', 'Great Day!', `Daily P&L is up ${money(d.dailyPnl)}.`);
  if (new D(d.dailyPnlText ?? d.dailyPnl).lessThan(thresholds.dailyLoss))
    add(
      'big-loss',
      'danger',
      'Daily Loss Warning',
      `Daily P&L is down ${money(d.dailyPnl)}. Consider stopping for today.`,
    );
  if (d.closedTrades >= 5 && d.winRate < 40)
    add(
      'low-win-rate',
      'warning',
      'Low Win Rate',
      `Win rate is ${d.winRate.toFixed(1)}% over ${d.closedTrades} closed trades today.`,
    );
  if (d.closedTrades >= 5 && d.winRate > 70)
    add(
      'high-win-rate',
      'success',
      'Excellent Win Rate',
      `Win rate is ${d.winRate.toFixed(1)}% over ${d.closedTrades} closed trades today.`,
    );
  if (d.totalTrades > thresholds.maxTrades)
    add('overtrading', 'warning', 'Overtrading', `${d.totalTrades} trades today. Slow down and stick to your plan.`);
  if (d.closedTrades >= 3 && d.rrRatio !== null && d.rrRatio < 1)
    add('low-rr', 'warning', 'Poor Risk/Reward', `Average win is ${d.rrRatio.toFixed(2)}× the average loss.`);
  if (d.closedTrades >= 3 && d.rrRatio !== null && d.rrRatio > 2)
    add('high-rr', 'success', 'Strong Risk/Reward', `Average win is ${d.rrRatio.toFixed(2)}× the average loss.`);
  if (d.totalTrades === 0) add('no-trades', 'info', 'No Trades Today', 'No trades recorded today.');
  return alerts;
}
