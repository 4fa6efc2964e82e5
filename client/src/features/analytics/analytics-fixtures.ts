// An AnalyticsPage query result for component tests (no server involved).
import type { AnalyticsPageQuery, AnalyticsScatterQuery } from '../../__generated__/graphql';

export function buildAnalytics(accountId: string, totalPnl = '900.00', topSymbol = 'EURUSD'): AnalyticsPageQuery {
  const group = (key: string, pnl: string) => ({ __typename: 'GroupStats', key, pnl, trades: 3, winRate: 66.7 });
  const trade = (id: string, pnl: string) => ({
    __typename: 'Trade',
    id,
    symbol: topSymbol,
    market: 'forex',
    tradeType: 'long',
    pnl,
    entryDate: '2026-10-01T09:00:00Z',
  });
  return {
    account: {
      __typename: 'Account',
      id: accountId,
      currency: 'USD',
      analytics: {
        __typename: 'Analytics',
        overall: { __typename: 'OverallStats', totalPnl, closedTrades: 3 },
        streaks: {
          __typename: 'Streaks',
          current: 2,
          bestWinStreak: 2,
          worstLossStreak: 1,
          recent: [
            { __typename: 'StreakBar', tradeId: 's1', entryDate: '2026-10-01T09:00:00Z', pnl: '-100.00', streak: -1 },
            { __typename: 'StreakBar', tradeId: 's2', entryDate: '2026-10-02T09:00:00Z', pnl: '500.00', streak: 1 },
          ],
        },
        monthlyPnl: [
          { __typename: 'MonthlyPnl', month: '2026-09', pnl: '-100.00', trades: 1 },
          { __typename: 'MonthlyPnl', month: '2026-10', pnl: totalPnl, trades: 2 },
        ],
        byWeekday: [{ __typename: 'WeekdayStats', weekday: 4, pnl: totalPnl, trades: 3, winRate: 66.7 }],
        byHour: [{ __typename: 'HourStats', hour: 9, trades: 3, winRate: 66.7 }],
        topSymbols: [
          { __typename: 'SymbolRank', rank: 1, symbol: topSymbol, market: 'forex', trades: 3, winRate: 66.7, totalPnl },
        ],
        topTrades: { __typename: 'TopTrades', best: [trade('b1', '500.00')], worst: [trade('w1', '-100.00')] },
        expectancy: {
          __typename: 'Expectancy',
          trades: 3,
          value: '300.00',
          ciLow: '-400.00',
          ciHigh: '1000.00',
          winRate: 66.7,
          winRateCiLow: 20.8,
          winRateCiHigh: 93.9,
          winRateExcludingBreakeven: 66.7,
        },
        rMultiples: {
          __typename: 'RMultipleStats',
          trades: 2,
          tradesWithoutR: 0,
          basis: 'INITIAL_STOP',
          averageR: 1.5,
          sqn: 1.1,
          reliable: false,
        },
        byEmotionalTag: [group('confident', '500.00')],
        byStrategy: [group('Breakout', totalPnl)],
        byMarket: [group('forex', totalPnl)],
        holdingTimes: { __typename: 'HoldingTimes', winsHours: 4, lossesHours: 9, breakevenHours: null },
      },
    },
  } as unknown as AnalyticsPageQuery;
}

export function buildScatter(accountId: string, symbol = 'EURUSD', points = 1): AnalyticsScatterQuery {
  const ids = Array.from({ length: points });
  return {
    account: {
      __typename: 'Account',
      id: accountId,
      analytics: {
        __typename: 'Analytics',
        equityCurve: {
          __typename: 'EquityCurve',
          maxDrawdown: '100.00',
          maxDrawdownPercent: 1,
          points: [
            { __typename: 'EquityPoint', date: '2026-10-01T09:00:00Z', drawdownPercent: -1 },
            { __typename: 'EquityPoint', date: '2026-10-02T09:00:00Z', drawdownPercent: 0 },
          ],
        },
        scatter: {
          __typename: 'TradeScatter',
          tradeIds: ids.map((_, i) => `b${i}`),
          symbols: ids.map(() => symbol),
          pnl: ids.map(() => '500'),
          risk: ids.map((_, i) => 0.002 * (i + 1)),
          reward: ids.map(() => 0.005),
          hours: ids.map(() => null),
        },
      },
    },
  } as unknown as AnalyticsScatterQuery;
}
