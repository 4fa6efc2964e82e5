import '../../components/charts/testing/jsdom-polyfills';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AccountBalanceCurveDocument,
  AccountReturnsDocument,
  DashboardLiveDocument,
  DashboardRecentTradesDocument,
  DashboardRiskStatusDocument,
  DashboardSeriesDocument,
  DashboardSummaryDocument,
} from '../../__generated__/graphql';
import { createTypePolicies } from '../../apollo/type-policies';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { CurrentAccountContext } from '../../accounts/current-account';
import DashboardPage from './DashboardPage';
import { buildLive, buildRecent, buildSeries, buildSummary } from './dashboard-fixtures';
import { EQUITY_MAX_POINTS } from './use-dashboard-data';

beforeAll(() => installResizeObserver(800, 260));

function mocksFor(accountId: string, totalPnl: string, symbols: string[]) {
  return [
    {
      request: { query: DashboardSummaryDocument, variables: { accountId } },
      result: { data: buildSummary(accountId, totalPnl) },
    },
    { request: { query: DashboardLiveDocument, variables: { accountId } }, result: { data: buildLive(accountId) } },
    {
      request: { query: DashboardRecentTradesDocument, variables: { accountId } },
      result: { data: buildRecent(symbols) },
    },
    {
      request: { query: AccountReturnsDocument, variables: { accountId } },
      result: { data: buildReturns(accountId) },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: AccountBalanceCurveDocument, variables: { accountId, filter: null, maxPoints: 730 } },
      result: { data: buildBalance(accountId) },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: DashboardSeriesDocument, variables: { accountId, maxPoints: EQUITY_MAX_POINTS } },
      result: { data: buildSeries(accountId) },
    },
    {
      request: { query: DashboardRiskStatusDocument, variables: { accountId } },
      result: { data: buildRisk(accountId) },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** The risk status card (issue 32): the default plan's daily loss limit, within its warning band. */
function buildRisk(accountId: string, lossLimitAlert = true) {
  return {
    settings: {
      __typename: 'UserSettings' as const,
      notifications: { __typename: 'NotificationSettings' as const, lossLimitAlert },
    },
    account: {
      __typename: 'Account' as const,
      id: accountId,
      riskStatus: {
        __typename: 'RiskStatus' as const,
        accountId,
        day: '2024-03-04',
        status: 'warning' as const,
        balance: '9750',
        openPositions: 1,
        openPositionsValuedAt: 'entry price (no price feed: unrealised P&L counts as 0)',
        rules: [
          {
            __typename: 'RiskRuleStatus' as const,
            rule: 'daily_loss_limit',
            kind: 'limit' as const,
            limit: '300',
            current: '-250',
            distance: '50',
            distancePct: '16.67',
            status: 'warning' as const,
            breachedAt: null,
          },
        ],
      },
    },
  };
}

/** Three days: the opening balance, a 1,000 deposit (a marked flow day), then a trading gain. */
function buildBalance(accountId: string) {
  const point = (date: string, balance: string, tradingPnl: string, flow: string, pnl: string) => ({
    __typename: 'BalancePoint' as const,
    date,
    balance,
    tradingPnl,
    flow,
    pnl,
  });
  return {
    account: {
      __typename: 'Account' as const,
      id: accountId,
      analytics: {
        __typename: 'Analytics' as const,
        balanceCurve: {
          __typename: 'BalanceCurve' as const,
          currency: 'USD',
          converted: false,
          notice: null,
          series: [
            {
              __typename: 'BalanceSeries' as const,
              currency: 'USD',
              totalPoints: 3,
              finalBalance: '11520',
              points: [
                point('2026-01-02', '10000', '0', '0', '0'),
                point('2026-01-05', '11000', '0', '1000', '0'),
                point('2026-02-10', '11520', '520', '0', '520'),
              ],
            },
          ],
        },
      },
    },
  };
}

function buildReturns(accountId: string) {
  return {
    account: {
      __typename: 'Account' as const,
      id: accountId,
      returns: {
        __typename: 'AccountReturns' as const,
        currency: 'USD',
        startDate: '2026-01-01',
        endDate: '2026-03-01',
        balanceStart: '10000',
        balanceEnd: '12520',
        netFlows: '1000',
        tradingPnl: '1520',
        timeWeightedReturn: 0.152,
        moneyWeightedReturn: 0.141,
        maxDrawdownPct: 0.04,
      },
    },
  };
}

let client: ReturnType<typeof useApolloClient> | null = null;
const keepClient = (grabbed: typeof client) => {
  client = grabbed;
};
function GrabClient() {
  const grabbed = useApolloClient();
  useEffect(() => keepClient(grabbed), [grabbed]);
  return null;
}

function renderDashboard(accountId: string, mocks: ReturnType<typeof mocksFor>) {
  const account = { id: accountId, name: `Account ${accountId}`, currency: 'USD' };
  const ui = (id: string) => (
    <CurrentAccountContext.Provider
      value={{ accountId: id, account: { ...account, id }, setAccountId: () => undefined }}
    >
      <DashboardPage />
    </CurrentAccountContext.Provider>
  );
  const result = render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: createTypePolicies() })}>
      <MemoryRouter>
        <GrabClient />
        {ui(accountId)}
      </MemoryRouter>
    </MockedProvider>,
  );
  return {
    ...result,
    switchTo: (id: string) =>
      result.rerender(
        <MockedProvider mocks={mocks} cache={client!.cache as InMemoryCache}>
          <MemoryRouter>{ui(id)}</MemoryRouter>
        </MockedProvider>,
      ),
  };
}

describe('DashboardPage', () => {
  it('renders every widget from the three queries', async () => {
    renderDashboard('a1', mocksFor('a1', '1520.00', ['AAPL', 'MSFT']));
    expect(await screen.findByText('3 Win Streak!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('+$1,520.00');
    expect(screen.getByRole('region', { name: 'Win Rate' })).toHaveTextContent('W: 6 / L: 4');
    // The curve comes from its own query (DashboardSeries), which may answer after the figures.
    expect(await screen.findByRole('list', { name: 'Equity curve legend' })).toHaveTextContent(
      'Max drawdown 2.05% ($220.00)',
    );
    expect(await screen.findByText('Auto-updating')).toBeInTheDocument();
    expect(await screen.findByText('No trades today')).toBeInTheDocument();
    expect(await screen.findAllByTestId('recent-trade')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'This Week Summary' })).toHaveTextContent('+$310.00');
    expect(screen.getByRole('group', { name: /Equity curve/ })).toBeInTheDocument();
    // Risk status (issue 32): the distance in money and percent, the state in words.
    const risk = await screen.findByRole('region', { name: 'Risk Status' });
    expect(await within(risk).findByText('$50.00 left (16.7%)')).toBeInTheDocument();
    expect(risk).toHaveTextContent('Daily loss limit');
    expect(risk).toHaveTextContent('1 open position at entry price (no price feed)');
    // The same status raises the loss-limit alert in System Alerts, above the spec's rules.
    const alerts = screen.getByRole('region', { name: 'System Alerts' });
    expect(await within(alerts).findByText('Near Daily Loss Limit')).toBeInTheDocument();
    expect(alerts).toHaveTextContent('$50.00 left before the daily loss limit of -$300.00.');
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-level')),
    ).toEqual(['warning', 'info']);
  });

  it('draws the balance with cash flows beside the trading curve, flow days marked', async () => {
    renderDashboard('a1', mocksFor('a1', '1520.00', ['AAPL']));
    const legend = await screen.findByRole('list', { name: 'Balance legend' });
    expect(legend).toHaveTextContent('Balance $11,520.00');
    expect(legend).toHaveTextContent('Trading P&L +$520.00');
    expect(legend).toHaveTextContent('1 day with cash flows');
    expect(await screen.findAllByTestId('flow-marker')).toHaveLength(1);
    expect(screen.getByTestId('balance-with-flows-line')).toBeInTheDocument();
  });

  it('refetches the figures after a trade change evicts them, without a reload', async () => {
    const mocks = [...mocksFor('a1', '1520.00', ['AAPL']), ...mocksFor('a1', '1720.00', ['NVDA', 'AAPL'])];
    renderDashboard('a1', mocks);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('+$1,520.00'));
    await screen.findAllByTestId('recent-trade');
    act(() => evictTradeDerived(client!.cache, 'a1'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('+$1,720.00'));
    await waitFor(() => expect(screen.getAllByTestId('recent-trade')).toHaveLength(2));
    expect(screen.getAllByTestId('recent-trade')[0]).toHaveTextContent('NVDA');
  });

  it('swaps every figure when the account changes', async () => {
    const { switchTo } = renderDashboard('a1', [
      ...mocksFor('a1', '1520.00', ['AAPL']),
      ...mocksFor('a2', '-75.00', ['GBPJPY']),
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('+$1,520.00'));
    switchTo('a2');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('-$75.00'));
    expect(await screen.findByText('GBPJPY')).toBeInTheDocument();
  });

  it('renders nothing for Daily P&L when the live query fails, and keeps the rest', async () => {
    const mocks = mocksFor('a1', '1520.00', []);
    mocks[1] = { request: mocks[1].request, error: new Error('daily stats failed') } as never;
    renderDashboard('a1', mocks);
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total P&L' })).toHaveTextContent('+$1,520.00'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Daily P&L' })).not.toBeInTheDocument());
    // The other live widgets say they are unavailable (no endless skeleton), and Retry is offered.
    expect(screen.getByRole('alert')).toHaveTextContent("Could not load today's figures");
    for (const name of ['Open Positions', 'Trading Plan', 'System Alerts']) {
      expect(screen.getByRole('region', { name })).toHaveTextContent('Not available: the live figures did not load.');
    }
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
