// The shapes the dashboard's widgets render: each widget's own fragment (widgets/*.graphql).
import type {
  ActivityCalendar_CalendarFragment,
  AssetPerformance_AssetFragment,
  DailyPnlCard_DailyFragment,
  EquityCurveCard_CurveFragment,
  OpenPositions_PositionsFragment,
  RecentTrades_TradeFragment,
  StatCards_OverallFragment,
  SystemAlerts_AlertFragment,
  TradingPlan_PlanFragment,
  WeekSummary_WeekFragment,
} from '../../__generated__/graphql';

export type OverallStatsData = StatCards_OverallFragment;
export type WeekSummaryData = WeekSummary_WeekFragment;
export type AssetRow = AssetPerformance_AssetFragment;
export type EquityCurveData = EquityCurveCard_CurveFragment;
export type ActivityCalendarData = ActivityCalendar_CalendarFragment;
export type DailyStatsData = DailyPnlCard_DailyFragment;
export type OpenPositionsData = OpenPositions_PositionsFragment;
export type TradingPlanData = TradingPlan_PlanFragment;
export type AlertData = SystemAlerts_AlertFragment;
export type RecentTrade = RecentTrades_TradeFragment;
