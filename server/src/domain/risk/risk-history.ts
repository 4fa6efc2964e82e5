import { D } from '../decimal';
import { versionAt, walkRisk, type JudgedDay, type RiskInput } from './risk-engine';

export interface RiskHistory {
  days: JudgedDay[];
  /** Would this history have passed: no breach on any day, and every objective set reached. */
  passed: boolean;
  tradingDays: number;
  totalPnl: string;
  profitTargetMet: boolean | null;
  minTradingDaysMet: boolean | null;
  /** The best day's share of the total profit, in percent (null without a profit). */
  bestDayPct: string | null;
  consistencyMet: boolean | null;
}

/**
 * Every day judged by the rules in force that day (or, for a replay, by one hypothetical
 * profile from the start); `from` / `to` (YYYY-MM-DD, inclusive) only filter the days listed,
 * the walk always starts at the account's beginning (balances and peaks need it).
 */
export function riskHistory(input: RiskInput, now: Date, from?: string, to?: string): RiskHistory {
  const { v, day } = versionAt(now, input.versions, input.userZone);
  const walk = walkRisk(input, day);
  const rules = v.rules;
  const total = new D(walk.totalPnl);
  const tradingDays = walk.days.filter((d) => d.trades > 0 || d.closed > 0).length;
  const best = walk.days.reduce((m, d) => (new D(d.pnl).greaterThan(m) ? new D(d.pnl) : m), new D(0));
  const bestDayPct = total.greaterThan(0) ? best.div(total).times(100).toDecimalPlaces(2) : null;
  const profitTargetMet = rules.profitTarget === null ? null : total.greaterThanOrEqualTo(rules.profitTarget);
  const minTradingDaysMet = rules.minTradingDays === null ? null : tradingDays >= rules.minTradingDays;
  const consistencyMet =
    rules.consistencyPct === null ? null : bestDayPct === null || bestDayPct.lessThanOrEqualTo(rules.consistencyPct);
  const passed =
    walk.days.every((d) => d.breaches.length === 0) &&
    profitTargetMet !== false &&
    minTradingDaysMet !== false &&
    consistencyMet !== false;
  return {
    days: walk.days.filter((d) => (!from || d.day >= from) && (!to || d.day <= to)),
    passed,
    tradingDays,
    totalPnl: walk.totalPnl,
    profitTargetMet,
    minTradingDaysMet,
    bestDayPct: bestDayPct ? bestDayPct.toFixed() : null,
    consistencyMet,
  };
}
