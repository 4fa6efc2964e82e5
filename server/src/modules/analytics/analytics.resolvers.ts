import type { Resolvers } from '../../__generated__/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireViewer } from '../../graphql/require-viewer';
import type { AnalyticsService } from './analytics.service';

const service = (ctx: GraphQLContext): AnalyticsService => ctx.services.analytics;

/**
 * Account.analytics / Query.analytics return a scope; each Analytics field computes its figure
 * through the service, memoized in ctx.requestCache so figures sharing a statement share it.
 * The Account parent is already the viewer's; the service still checks ownership in SQL.
 */
export const analyticsResolvers: Resolvers = {
  Account: {
    analytics: (account, { filter }, ctx) => service(ctx).scope(requireViewer(ctx), account.id, filter),
  },
  Query: {
    analytics: (_root, { filter }, ctx) => service(ctx).scope(requireViewer(ctx), null, filter),
  },
  Analytics: {
    overall: (scope, _a, ctx) => service(ctx).overall(scope, ctx.requestCache),
    daily: (scope, { date }, ctx) => service(ctx).daily(scope, date, ctx.requestCache),
    equityCurve: (scope, { initialBalance, maxPoints }, ctx) =>
      service(ctx).equityCurve(scope, initialBalance, maxPoints, ctx.requestCache),
    openPositions: (scope, _a, ctx) => service(ctx).openPositions(scope, ctx.requestCache),
    assetPerformance: (scope, { limit }, ctx) => service(ctx).assetPerformance(scope, limit, ctx.requestCache),
    streaks: (scope, _a, ctx) => service(ctx).streaks(scope, ctx.requestCache),
    monthlyPnl: (scope, { months }, ctx) => service(ctx).monthlyPnl(scope, months, ctx.requestCache),
    byWeekday: (scope, _a, ctx) => service(ctx).byWeekday(scope, ctx.requestCache),
    byHour: (scope, _a, ctx) => service(ctx).byHour(scope, ctx.requestCache),
    topSymbols: (scope, { limit }, ctx) => service(ctx).topSymbols(scope, limit, ctx.requestCache),
    topTrades: (scope, { limit }, ctx) => service(ctx).topTrades(scope, limit, ctx.requestCache),
    scatter: (scope, _a, ctx) => service(ctx).scatter(scope, ctx.requestCache),
    activityCalendar: (scope, _a, ctx) => service(ctx).activityCalendar(scope, ctx.requestCache),
    weekSummary: (scope, _a, ctx) => service(ctx).weekSummary(scope, ctx.requestCache),
    tradingPlan: (scope, { date }, ctx) => service(ctx).tradingPlan(scope, date, ctx.requestCache),
    alerts: (scope, { date }, ctx) => service(ctx).alerts(scope, date, ctx.requestCache),
    expectancy: (scope, _a, ctx) => service(ctx).expectancy(scope, ctx.requestCache),
    rMultiples: (scope, _a, ctx) => service(ctx).rMultiples(scope, ctx.requestCache),
    byEmotionalTag: (scope, _a, ctx) => service(ctx).byEmotionalTag(scope, ctx.requestCache),
    byStrategy: (scope, _a, ctx) => service(ctx).byStrategy(scope, ctx.requestCache),
    byMarket: (scope, _a, ctx) => service(ctx).byMarket(scope, ctx.requestCache),
    holdingTimes: (scope, _a, ctx) => service(ctx).holdingTimes(scope, ctx.requestCache),
    report: (scope, { period, from, to }, ctx) => service(ctx).report(scope, period, from, to, ctx.requestCache),
  },
};
