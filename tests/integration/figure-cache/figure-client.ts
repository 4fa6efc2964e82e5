/** What the figure-cache tests read: the dashboard-like figure query, raw, with whether it was a cache hit. */
export const FIGURES = `query Figures($accountId: ID!) {
  account(id: $accountId) {
    name
    initialBalance
    balance
    tradeCount
    analytics {
      overall { totalPnl totalTrades closedTrades winRate }
      byHour { hour trades }
      equityCurve(maxPoints: 50) { finalBalance points { date balance drawdown } }
      activityCalendar { days { date pnl trades } }
    }
    returns(startDate: "2024-01-01", endDate: "2025-12-31") { netFlows balanceEnd tradingPnl }
  }
  analytics {
    overall { totalTrades totalPnl }
    currencySummary { baseCurrency converted { currency totalPnl } missingRates { currency from to } }
  }
  baseCurrency
}`;

export interface FigureRead {
  status: number;
  body: string;
  hit: boolean;
}

export async function readFigures(
  baseUrl: string,
  token: string,
  accountId: string,
  query = FIGURES,
): Promise<FigureRead> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables: { accountId } }),
  });
  return { status: res.status, body: await res.text(), hit: res.headers.get('x-figure-cache') === 'hit' };
}
