// Shapes of the dashboard's query results, named for the widgets that render them.
import type {
  DashboardLiveQuery,
  DashboardRecentTradesQuery,
  DashboardSummaryQuery,
} from '../../__generated__/graphql';

export type SummaryAnalytics = NonNullable<DashboardSummaryQuery['account']>['analytics'];
export type LiveAnalytics = NonNullable<DashboardLiveQuery['account']>['analytics'];
export type OverallStatsData = SummaryAnalytics['overall'];
export type WeekSummaryData = SummaryAnalytics['weekSummary'];
export type AssetRow = SummaryAnalytics['assetPerformance'][number];
export type EquityCurveData = SummaryAnalytics['equityCurve'];
export type ActivityCalendarData = SummaryAnalytics['activityCalendar'];
export type DailyStatsData = LiveAnalytics['daily'];
export type OpenPositionsData = LiveAnalytics['openPositions'];
export type TradingPlanData = LiveAnalytics['tradingPlan'];
export type AlertData = LiveAnalytics['alerts'][number];
export type RecentTrade = DashboardRecentTradesQuery['trades']['items'][number];
