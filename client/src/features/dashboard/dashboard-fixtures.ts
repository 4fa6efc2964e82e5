// Query results for dashboard component tests, built with overrides (no server involved).
import type {
  DashboardLiveQuery,
  DashboardRecentTradesQuery,
  DashboardSeriesQuery,
  DashboardSummaryQuery,
} from '../../__generated__/graphql';

export function buildSummary(accountId: string, totalPnl = '1520.00', current = 3): DashboardSummaryQuery {
  return {
    account: {
      __typename: 'Account',
      id: accountId,
      currency: 'USD',
      analytics: {
        __typename: 'Analytics',
        overall: {
          __typename: 'OverallStats',
          totalPnl,
          winRate: 60,
          winRateExcludingBreakeven: 60,
          closedTrades: 10,
          winningTrades: 6,
          losingTrades: 4,
          averageWin: '400.00',
          averageLoss: '-220.00',
          profitFactor: 2.73,
        },
        streaks: { __typename: 'Streaks', current },
        weekSummary: { __typename: 'WeekSummary', trades: 4, pnl: '310.00', winRate: 75 },
        assetPerformance: [
          {
            __typename: 'AssetPerformance',
            symbol: 'EURUSD',
            market: 'forex',
            totalPnl: '820.00',
            totalTrades: 5,
            winRate: 80,
            wins: 4,
            losses: 1,
          },
        ],
      },
    },
  } as unknown as DashboardSummaryQuery;
}

/** The equity curve and activity calendar (DashboardSeries). */
export function buildSeries(accountId: string): DashboardSeriesQuery {
  return {
    account: {
      __typename: 'Account',
      id: accountId,
      analytics: {
        __typename: 'Analytics',
        equityCurve: {
          __typename: 'EquityCurve',
          initialBalance: '10000.00',
          finalBalance: '11520.00',
          totalPoints: 3,
          maxDrawdown: '220.00',
          maxDrawdownPercent: 2.05,
          points: [
            {
              __typename: 'EquityPoint',
              date: '2026-11-01T10:00:00Z',
              balance: '10500.00',
              peak: '10500.00',
              drawdown: '0',
              drawdownPercent: 0,
            },
            {
              __typename: 'EquityPoint',
              date: '2026-11-02T10:00:00Z',
              balance: '10280.00',
              peak: '10500.00',
              drawdown: '220.00',
              drawdownPercent: -2.05,
            },
            {
              __typename: 'EquityPoint',
              date: '2026-11-03T10:00:00Z',
              balance: '11520.00',
              peak: '11520.00',
              drawdown: '0',
              drawdownPercent: 0,
            },
          ],
        },
        activityCalendar: {
          __typename: 'ActivityCalendar',
          start: '2026-08-23',
          end: '2026-11-21',
          days: [{ __typename: 'CalendarDay', date: '2026-11-03', pnl: '1240.00', trades: 2 }],
        },
      },
    },
  } as unknown as DashboardSeriesQuery;
}

export function buildLive(accountId: string): DashboardLiveQuery {
  return {
    account: {
      __typename: 'Account',
      id: accountId,
      analytics: {
        __typename: 'Analytics',
        daily: {
          __typename: 'DailyStats',
          date: '2026-11-21',
          dailyPnl: '0',
          winRate: 0,
          rrRatio: null,
          totalTrades: 0,
          closedTrades: 0,
          openTrades: 0,
          winningTrades: 0,
          losingTrades: 0,
          avgWin: '0',
          avgLoss: '0',
          largestWin: '0',
          largestLoss: '0',
        },
        openPositions: {
          __typename: 'OpenPositions',
          totalPositions: 1,
          totalExposure: '5400.00',
          byMarket: [{ __typename: 'MarketPositions', market: 'stocks', count: 1, exposure: '5400.00' }],
          aggregated: [
            {
              __typename: 'PositionAggregate',
              symbol: 'AAPL',
              tradeType: 'long',
              market: 'stocks',
              quantity: '30',
              avgEntry: '180.00',
              numTrades: 2,
              exposure: '5400.00',
            },
          ],
        },
        tradingPlan: {
          __typename: 'TradingPlan',
          date: '2026-11-21',
          metCount: 3,
          overallPercent: 75,
          plannedSetups: ['Breakout'],
          objectives: [],
        },
        alerts: [
          {
            __typename: 'Alert',
            id: 'no-trades:2026-11-21',
            level: 'info',
            title: 'No trades today',
            message: 'Nothing logged yet today',
          },
        ],
      },
    },
  } as unknown as DashboardLiveQuery;
}

export function buildRecent(symbols: string[]): DashboardRecentTradesQuery {
  return {
    trades: {
      __typename: 'TradePage',
      items: symbols.map((symbol, i) => ({
        __typename: 'Trade',
        id: `t-${symbol}-${i}`,
        symbol,
        market: 'stocks',
        tradeType: 'long',
        entryPrice: '10',
        exitPrice: '11',
        quantity: '1',
        pnl: '1.00',
        result: 'win',
        entryDate: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00Z`,
      })),
    },
  } as unknown as DashboardRecentTradesQuery;
}
