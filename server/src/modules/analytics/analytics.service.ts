import type { AnalyticsScope } from '../figure-scope/analytics.scope';
import { AnalyticsCore } from './analytics-core';
import * as curves from './figures/curves.figures';
import * as day from './figures/day.figures';
import * as groups from './figures/groups.figures';
import * as playbooks from './figures/playbooks.figures';
import * as streaks from './figures/streaks.figures';
import * as summary from './figures/summary.figures';
import * as trades from './figures/trades.figures';

export { DAY_WALKS_ABOVE, type AnalyticsOptions } from './analytics-core';
export { STREAK_BARS } from './figures/streaks.figures';
export { SCATTER_LIMIT } from './figures/trades.figures';

/**
 * Every analytics figure, computed in PostgreSQL over NUMERIC in the viewer's zone and shaped
 * by pure functions. A full dashboard costs a constant number of statements (10): one scope
 * check, one read of the day rollup, and one each for hours, the day, equity, streaks, top
 * trades, scatter, open positions and tags.
 * Constructed once at start-up (`new AnalyticsService(dataSource)`), which computes every figure
 * afresh; `forRequest()` gives the per-request object (the GraphQL context's `analytics`, like
 * the DataLoaders) that runs each statement once per request, so figures sharing a statement
 * share its result.
 *
 * One method per GraphQL `Analytics` field (the REST routes call the same ones), each handing the
 * request object to its figure family in figures/: summary (totals), groups (by symbol, month,
 * weekday, hour, strategy, market, tag), day (a day, a report's period), curves (equity,
 * balance), streaks, trades (open positions, top trades, scatter). What they share — the
 * ownership check, the memo, the aggregate statement, the conversion — is AnalyticsCore.
 */
export class AnalyticsService extends AnalyticsCore {
  // Methods, not arrow fields: `this` must be the forRequest() object (its memo), not the instance.
  overall(scope: AnalyticsScope) {
    return summary.overall(this, scope);
  }

  /** Issue 30: per playbook, per user tag, per rule (followed vs broken). */
  byPlaybook(scope: AnalyticsScope) {
    return playbooks.byPlaybook(this, scope);
  }

  byUserTag(scope: AnalyticsScope) {
    return playbooks.byTag(this, scope);
  }

  byRule(scope: AnalyticsScope) {
    return playbooks.byRule(this, scope);
  }

  expectancy(scope: AnalyticsScope) {
    return summary.expectancy(this, scope);
  }

  rMultiples(scope: AnalyticsScope) {
    return summary.rMultiples(this, scope);
  }

  holdingTimes(scope: AnalyticsScope) {
    return summary.holdingTimes(this, scope);
  }

  assetPerformance(scope: AnalyticsScope, limit?: number | null) {
    return groups.assetPerformance(this, scope, limit);
  }

  topSymbols(scope: AnalyticsScope, limit?: number | null) {
    return groups.topSymbols(this, scope, limit);
  }

  monthlyPnl(scope: AnalyticsScope, months?: number | null) {
    return groups.monthlyPnl(this, scope, months);
  }

  byWeekday(scope: AnalyticsScope) {
    return groups.byWeekday(this, scope);
  }

  byHour(scope: AnalyticsScope) {
    return groups.byHour(this, scope);
  }

  activityCalendar(scope: AnalyticsScope) {
    return groups.activityCalendar(this, scope);
  }

  weekSummary(scope: AnalyticsScope) {
    return groups.weekSummary(this, scope);
  }

  byStrategy(scope: AnalyticsScope) {
    return groups.byStrategy(this, scope);
  }

  byMarket(scope: AnalyticsScope) {
    return groups.byMarket(this, scope);
  }

  byEmotionalTag(scope: AnalyticsScope) {
    return groups.byEmotionalTag(this, scope);
  }

  daily(scope: AnalyticsScope, date?: string | null) {
    return day.daily(this, scope, date);
  }

  tradingPlan(scope: AnalyticsScope, date?: string | null) {
    return day.tradingPlan(this, scope, date);
  }

  alerts(scope: AnalyticsScope, date?: string | null) {
    return day.alerts(this, scope, date);
  }

  report(scope: AnalyticsScope, period: string, from?: string | null, to?: string | null) {
    return day.report(this, scope, period, from, to);
  }

  equityCurve(scope: AnalyticsScope, initialBalance?: string | null, maxPoints?: number | null) {
    return curves.equityCurve(this, scope, initialBalance, maxPoints);
  }

  balanceCurve(scope: AnalyticsScope, maxPoints?: number | null) {
    return curves.balanceCurve(this, scope, maxPoints);
  }

  streaks(scope: AnalyticsScope) {
    return streaks.streaks(this, scope);
  }

  openPositions(scope: AnalyticsScope) {
    return trades.openPositions(this, scope);
  }

  topTrades(scope: AnalyticsScope, limit?: number | null) {
    return trades.topTrades(this, scope, limit);
  }

  scatter(scope: AnalyticsScope) {
    return trades.scatter(this, scope);
  }
}
