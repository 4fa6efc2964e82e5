// The explorer's example operations (one click opens them): the questions analysts ask first.
export interface ExampleOperation {
  name: string;
  query: string;
  variables?: string;
}

export const EXAMPLE_OPERATIONS: ExampleOperation[] = [
  {
    name: 'P&L by weekday × hour',
    query: `# Net P&L, trades and win rate per weekday and hour of entry (your time zone): a pivot.
query PnlByWeekdayAndHour($filter: TradeFilter) {
  breakdown(groupBy: [WEEKDAY, HOUR], metrics: [COUNT, NET_PNL, WIN_RATE], filter: $filter, limit: 168) {
    totalGroups
    rows {
      keys { dimension value label }
      count
      netPnl
      winRate
    }
  }
}
`,
    variables: '{\n  "filter": { "from": "2025-01-01" }\n}',
  },
  {
    name: 'P&L by emotional tag',
    query: `# Which moods pay: net P&L, expectancy and win rate per emotional tag, best first.
query PnlByTag {
  breakdown(
    groupBy: [EMOTIONAL_TAG]
    metrics: [COUNT, NET_PNL, WIN_RATE, EXPECTANCY]
    orderBy: { metric: NET_PNL, direction: desc }
  ) {
    rows {
      keys { label }
      count
      netPnl
      winRate
      expectancy
    }
  }
}
`,
  },
  {
    name: 'P&L by strategy',
    query: `# Every strategy's edge: P&L, profit factor, average win / loss and average R.
query PnlByStrategy {
  breakdown(
    groupBy: [STRATEGY]
    metrics: [COUNT, NET_PNL, GROSS_PNL, FEES, PROFIT_FACTOR, AVERAGE_WIN, AVERAGE_LOSS, AVERAGE_R]
    orderBy: { metric: NET_PNL }
  ) {
    rows {
      keys { label }
      count
      netPnl
      grossPnl
      fees
      profitFactor
      averageWin
      averageLoss
      averageR
    }
  }
}
`,
  },
  {
    name: 'Equity series',
    query: `# The equity curve over all accounts (from 10,000), at most 500 points, with drawdowns.
# Accounts in several currencies: converted to moneyCurrency (the base currency); a missing rate is a CONFLICT.
query EquitySeries {
  analytics {
    moneyCurrency
    equityCurve(maxPoints: 500) {
      initialBalance
      finalBalance
      maxDrawdown
      maxDrawdownPercent
      points { date balance drawdown drawdownPercent }
    }
  }
}
`,
  },
  {
    name: 'Paging through trades',
    query: `# Keyset pages, newest first: pass pageInfo.endCursor as "after" for the next page.
query TradesPage($after: String) {
  tradesConnection(first: 25, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node { id symbol market tradeType entryDate pnl result }
    }
  }
}
`,
    variables: '{\n  "after": null\n}',
  },
];
