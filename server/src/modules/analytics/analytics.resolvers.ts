import type { Resolvers } from '../../__generated__/graphql';
import { requireViewer } from '../../graphql/require-viewer';

/**
 * Account.analytics / Query.analytics return a scope; each Analytics field computes its figure
 * through the request's analytics object (ctx.analytics), so figures sharing a statement share it.
 * The Account parent is already the viewer's; the service still checks ownership in SQL.
 */
export const analyticsResolvers: Resolvers = {
  Account: {
    analytics: (account, { filter }, ctx) => ctx.analytics.scope(requireViewer(ctx), account.id, filter),
  },
  Query: {
    analytics: (_root, { filter }, ctx) => ctx.analytics.scope(requireViewer(ctx), null, filter),
  },
  Analytics: {
    overall: (scope, _a, ctx) => ctx.analytics.overall(scope),
    moneyCurrency: (scope, _a, ctx) => ctx.analytics.moneyCurrency(scope),
    daily: (scope, { date }, ctx) => ctx.analytics.daily(scope, date),
    equityCurve: (scope, { initialBalance, maxPoints }, ctx) =>
      ctx.analytics.equityCurve(scope, initialBalance, maxPoints),
    balanceCurve: (scope, { maxPoints }, ctx) => ctx.analytics.balanceCurve(scope, maxPoints),
    openPositions: (scope, _a, ctx) => ctx.analytics.openPositions(scope),
    assetPerformance: (scope, { limit }, ctx) => ctx.analytics.assetPerformance(scope, limit),
    streaks: (scope, _a, ctx) => ctx.analytics.streaks(scope),
    monthlyPnl: (scope, { months }, ctx) => ctx.analytics.monthlyPnl(scope, months),
    byWeekday: (scope, _a, ctx) => ctx.analytics.byWeekday(scope),
    byHour: (scope, _a, ctx) => ctx.analytics.byHour(scope),
    topSymbols: (scope, { limit }, ctx) => ctx.analytics.topSymbols(scope, limit),
    topTrades: (scope, { limit }, ctx) => ctx.analytics.topTrades(scope, limit),
    scatter: (scope, _a, ctx) => ctx.analytics.scatter(scope),
    activityCalendar: (scope, _a, ctx) => ctx.analytics.activityCalendar(scope),
    weekSummary: (scope, _a, ctx) => ctx.analytics.weekSummary(scope),
    tradingPlan: (scope, { date }, ctx) => ctx.analytics.tradingPlan(scope, date),
    alerts: (scope, { date }, ctx) => ctx.analytics.alerts(scope, date),
    expectancy: (scope, _a, ctx) => ctx.analytics.expectancy(scope),
    rMultiples: (scope, _a, ctx) => ctx.analytics.rMultiples(scope),
    byEmotionalTag: (scope, _a, ctx) => ctx.analytics.byEmotionalTag(scope),
    byStrategy: (scope, _a, ctx) => ctx.analytics.byStrategy(scope),
    byMarket: (scope, _a, ctx) => ctx.analytics.byMarket(scope),
    holdingTimes: (scope, _a, ctx) => ctx.analytics.holdingTimes(scope),
    report: (scope, { period, from, to }, ctx) => ctx.analytics.report(scope, period, from, to),
  },
};
