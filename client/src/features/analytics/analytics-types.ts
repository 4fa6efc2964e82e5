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
export type TradeScatter = ScatterData['scatter'];
export type ScatterResult = 'win' | 'loss' | 'breakeven';
/** One point of a scatter chart (the server sends one column-oriented series for both charts). */
export type RiskRewardRow = {
  tradeId: string;
  symbol: string;
  risk: number;
  reward: number;
  pnl: string;
  result: ScatterResult;
};
export type DurationRow = { tradeId: string; symbol: string; hours: number; pnl: string; result: ScatterResult };

/** A closed trade's result is the sign of its pnl (the server's decimals carry no "-0"). */
export const resultOfPnl = (pnl: string): ScatterResult => {
  if (pnl.startsWith('-')) return 'loss';
  return /[1-9]/.test(pnl) ? 'win' : 'breakeven';
};

/** Risk/reward rows: every trade of the series (entry i of every list is one trade). */
export function toRiskRewardRows(s: TradeScatter): RiskRewardRow[] {
  return s.tradeIds.map((tradeId, i) => ({
    tradeId,
    symbol: s.symbols[i],
    risk: s.risk[i],
    reward: s.reward[i],
    pnl: s.pnl[i],
    result: resultOfPnl(s.pnl[i]),
  }));
}

/** Duration rows: the trades of the series with a duration (hours is null for the others). */
export function toDurationRows(s: TradeScatter): DurationRow[] {
  const rows: DurationRow[] = [];
  s.tradeIds.forEach((tradeId, i) => {
    const hours = s.hours[i];
    if (hours !== null && hours !== undefined)
      rows.push({ tradeId, symbol: s.symbols[i], hours, pnl: s.pnl[i], result: resultOfPnl(s.pnl[i]) });
  });
  return rows;
}
export type ExpectancyData = AnalyticsData['expectancy'];
export type RMultiplesData = AnalyticsData['rMultiples'];
export type GroupRow = AnalyticsData['byMarket'][number];
export type HoldingTimesData = AnalyticsData['holdingTimes'];
export type DrawdownData = AnalyticsData['equityCurve'];
