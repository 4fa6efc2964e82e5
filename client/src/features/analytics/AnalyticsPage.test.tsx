import '../../components/charts/testing/jsdom-polyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  AnalyticsPageDocument,
  AnalyticsScatterDocument,
  AnalyticsStrategiesDocument,
} from '../../__generated__/graphql';
import { createTypePolicies } from '../../apollo/type-policies';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import { CurrentAccountContext } from '../../accounts/current-account';
import AnalyticsPage, { DRAWDOWN_MAX_POINTS } from './AnalyticsPage';
import { buildAnalytics, buildScatter } from './analytics-fixtures';

beforeAll(() => installResizeObserver(640, 240));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const strategiesMock = {
  request: { query: AnalyticsStrategiesDocument },
  result: { data: { strategies: [{ __typename: 'Strategy', id: '7', name: 'Breakout' }] } },
  maxUsageCount: 5,
};
const analyticsMock = (filter: object | null, data: ReturnType<typeof buildAnalytics>) => [
  {
    request: { query: AnalyticsPageDocument, variables: { accountId: 'a1', filter } },
    result: { data },
  },
  {
    request: {
      query: AnalyticsScatterDocument,
      variables: { accountId: 'a1', filter, maxPoints: DRAWDOWN_MAX_POINTS },
    },
    result: { data: buildScatter('a1') },
  },
];

let client: ReturnType<typeof useApolloClient> | null = null;
const keepClient = (grabbed: typeof client) => {
  client = grabbed;
};
function GrabClient() {
  const grabbed = useApolloClient();
  useEffect(() => keepClient(grabbed), [grabbed]);
  return null;
}

function renderAt(url: string, mocks: object[][]) {
  // A real browser router: the page's URL updates start from the address bar (useUrlParams).
  window.history.replaceState(null, '', url);
  return render(
    <MockedProvider
      mocks={[strategiesMock, ...mocks.flat()] as never}
      cache={new InMemoryCache({ typePolicies: createTypePolicies() })}
    >
      <BrowserRouter>
        <CurrentAccountContext.Provider
          value={{
            accountId: 'a1',
            account: { id: 'a1', name: 'Main', currency: 'USD' },
            setAccountId: () => undefined,
          }}
        >
          <AnalyticsPage />
          <LocationProbe />
          <GrabClient />
        </CurrentAccountContext.Provider>
      </BrowserRouter>
    </MockedProvider>,
  );
}

describe('AnalyticsPage', () => {
  it('renders every card for the unfiltered view', async () => {
    renderAt('/analytics', [analyticsMock(null, buildAnalytics('a1'))]);
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')).toHaveLength(1), { timeout: 4000 });
    expect(screen.getByRole('region', { name: 'Best Win Streak' })).toHaveTextContent('Best Win Streak2wins in a row');
    for (const title of [
      'Monthly P&L',
      'Drawdown',
      'Win/Loss Streaks',
      'Performance by Day of Week',
      'Top 10 Symbols',
      'Top Trades',
      'Risk vs Reward',
      'Win Rate by Hour',
      'Trade Duration vs P&L',
      'Edge',
      'P&L Breakdown',
      'Holding Times',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('No data available - add exit dates to your trades')).toBeInTheDocument();
    expect(screen.getByText('67% (95% CI 21–94%, 3 trades)')).toBeInTheDocument();
    expect(screen.getByText('⚠ Losers are held longer than winners on average')).toBeInTheDocument();
  });

  it('passes the URL filter to the query and writes filter changes back to the URL', async () => {
    renderAt('/analytics?market=forex&symbol=EURUSD&from=2026-01-01', [
      analyticsMock(
        { from: '2026-01-01', market: 'forex', symbol: 'EURUSD' },
        buildAnalytics('a1', '900.00', 'EURUSD'),
      ),
      analyticsMock(
        { from: '2026-01-01', market: 'forex', symbol: 'EURUSD', tradeType: 'short' },
        buildAnalytics('a1', '-40.00', 'EURUSD'),
      ),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')[0]).toHaveTextContent('+$900.00'));
    expect(screen.getByLabelText('Market')).toHaveValue('forex');
    expect(screen.getByLabelText('Symbol')).toHaveValue('EURUSD');
    fireEvent.change(screen.getByLabelText('Trade type'), { target: { value: 'short' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('type=short'));
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')[0]).toHaveTextContent('-$40.00'));
    fireEvent.change(screen.getByLabelText('Strategy'), { target: { value: '' } });
    expect(await screen.findByRole('option', { name: 'Breakout' })).toBeInTheDocument();
  });

  it('refuses an inverted date range with the spec message', async () => {
    renderAt('/analytics?from=2026-03-01&to=2026-02-01', [analyticsMock({ from: '2026-03-01' }, buildAnalytics('a1'))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date cannot be earlier than the start date');
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')).toHaveLength(1));
  });
});

describe('AnalyticsPage after a trade change', () => {
  it('refetches the cards and the (uncached) scatter series when the account analytics are evicted', async () => {
    const first = analyticsMock(null, buildAnalytics('a1', '900.00'));
    const second = [
      { ...analyticsMock(null, buildAnalytics('a1', '1400.00'))[0] },
      { request: first[1].request, result: { data: buildScatter('a1', 'EURUSD', 3) } },
    ];
    renderAt('/analytics', [first, second]);
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')[0]).toHaveTextContent('+$900.00'), {
      timeout: 4000,
    });
    const marks = () =>
      [...screen.getByRole('group', { name: /Risk versus reward/ }).querySelectorAll('[data-testid="marks"]')].reduce(
        (n, path) => n + Number(path.getAttribute('data-count')),
        0,
      );
    await waitFor(() => expect(marks()).toBe(1));
    act(() => evictTradeDerived(client!.cache, 'a1'));
    await waitFor(() => expect(screen.getAllByTestId('symbol-row')[0]).toHaveTextContent('+$1,400.00'));
    await waitFor(() => expect(marks()).toBe(3));
  });
});
