// The shapes the Analytics cards render: each card's own fragment (cards/*.graphql).
import type {
  AnalyticsScatterQuery,
  DrawdownCard_CurveFragment,
  EdgeCard_ExpectancyFragment,
  EdgeCard_RMultiplesFragment,
  GroupBreakdownCard_GroupFragment,
  HoldingTimesCard_TimesFragment,
  HourWinRateCard_HourFragment,
  MonthlyPnlCard_MonthFragment,
  StreakBarsCard_BarFragment,
  StreakCards_StreaksFragment,
  TopSymbolsTable_SymbolFragment,
  TopTradesCard_TradeFragment,
  WeekdayCard_DayFragment,
} from '../../__generated__/graphql';

export type StreakCountsData = StreakCards_StreaksFragment;
export type StreakBarRow = StreakBarsCard_BarFragment;
export type MonthlyPnlRow = MonthlyPnlCard_MonthFragment;
export type WeekdayRow = WeekdayCard_DayFragment;
export type HourRow = HourWinRateCard_HourFragment;
export type SymbolRankRow = TopSymbolsTable_SymbolFragment;
export type TopTradeRow = TopTradesCard_TradeFragment;
export type TopTradesData = { best: TopTradeRow[]; worst: TopTradeRow[] };
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

/**
 * Risk/reward rows: the trades of the series with an initial stop (entry i of every list is one
 * trade). Risk is the initial risk; a trade without an initial stop has none (null) and is left
 * out — counted by `withoutInitialStop`, never given an invented risk.
 */
export function toRiskRewardRows(s: TradeScatter): RiskRewardRow[] {
  const rows: RiskRewardRow[] = [];
  s.tradeIds.forEach((tradeId, i) => {
    const risk = s.risk[i];
    if (risk !== null && risk !== undefined)
      rows.push({
        tradeId,
        symbol: s.symbols[i],
        risk,
        reward: s.reward[i],
        pnl: s.pnl[i],
        result: resultOfPnl(s.pnl[i]),
      });
  });
  return rows;
}

/** The series' trades without an initial stop (no risk, so no point on the risk/reward chart). */
export const withoutInitialStop = (s: TradeScatter): number => s.risk.filter((r) => r === null).length;

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
export type ExpectancyData = EdgeCard_ExpectancyFragment;
export type RMultiplesData = EdgeCard_RMultiplesFragment;
export type GroupRow = GroupBreakdownCard_GroupFragment;
export type HoldingTimesData = HoldingTimesCard_TimesFragment;
export type DrawdownData = DrawdownCard_CurveFragment;
