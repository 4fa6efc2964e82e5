// Shapes of the Analytics query result, named for the cards that render them.
import type { AnalyticsPageQuery, AnalyticsScatterQuery } from '../../__generated__/graphql';

export type AnalyticsData = NonNullable<AnalyticsPageQuery['account']>['analytics'];
export type StreaksData = AnalyticsData['streaks'];
export type MonthlyPnlRow = AnalyticsData['monthlyPnl'][number];
export type WeekdayRow = AnalyticsData['byWeekday'][number];
export type HourRow = AnalyticsData['byHour'][number];
export type SymbolRankRow = AnalyticsData['topSymbols'][number];
export type TopTradesData = AnalyticsData['topTrades'];
export type ScatterData = NonNullable<AnalyticsScatterQuery['account']>['analytics'];
export type RiskRewardSeries = ScatterData['riskReward'];
export type DurationSeries = ScatterData['durationPnl'];
/** One point of a scatter series (the server sends the series column-oriented). */
export type RiskRewardRow = { tradeId: string; symbol: string; risk: number; reward: number; pnl: string; result: RiskRewardSeries['results'][number] };
export type DurationRow = { tradeId: string; symbol: string; hours: number; pnl: string; result: DurationSeries['results'][number] };

/** Rows from the column-oriented risk/reward series: entry i of every list is one trade. */
export function toRiskRewardRows(s: RiskRewardSeries): RiskRewardRow[] {
  return s.tradeIds.map((tradeId, i) => ({ tradeId, symbol: s.symbols[i], risk: s.risk[i], reward: s.reward[i], pnl: s.pnl[i], result: s.results[i] }));
}

/** Rows from the column-oriented duration series: entry i of every list is one trade. */
export function toDurationRows(s: DurationSeries): DurationRow[] {
  return s.tradeIds.map((tradeId, i) => ({ tradeId, symbol: s.symbols[i], hours: s.hours[i], pnl: s.pnl[i], result: s.results[i] }));
}
export type ExpectancyData = AnalyticsData['expectancy'];
export type RMultiplesData = AnalyticsData['rMultiples'];
export type GroupRow = AnalyticsData['byMarket'][number];
export type HoldingTimesData = AnalyticsData['holdingTimes'];
export type DrawdownData = AnalyticsData['equityCurve'];
