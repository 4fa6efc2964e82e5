import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { AccountReportDocument } from '../../../__generated__/graphql';
import { NotificationsProvider } from '../../../components/Notifications';
import { CurrentAccountContext } from '../../../accounts/current-account';
import ReportsPage from '../ReportsPage';

const report = (period: string, from: string, to: string, totalTrades: number) => ({
  data: {
    account: {
      __typename: 'Account',
      id: 'acc-1',
      currency: 'USD',
      analytics: {
        __typename: 'Analytics',
        report: {
          __typename: 'ReportStats',
          period,
          from,
          to,
          // The exact window (issue 27 item 10): 14:05 UTC, shown in the viewer's zone (none here: UTC in tests).
          start: `${from}T14:05:00.000Z`,
          end: `${to}T14:05:00.000Z`,
          totalPnl: '1234.5',
          winRate: 62.5,
          winRateExcludingBreakeven: 62.5,
          totalTrades,
          wins: 5,
          losses: 3,
          profitFactor: 1.8,
          grossProfitFactor: 3,
          averageWin: '400',
          averageLoss: '-222.22',
        },
      },
    },
  },
});
const reportMock = (
  period: string,
  from: string | null,
  to: string | null,
  result: object,
): MockLink.MockedResponse => ({
  request: { query: AccountReportDocument, variables: { accountId: 'acc-1', period, from, to } },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderReports(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <NotificationsProvider>
        <CurrentAccountContext.Provider
          value={{
            accountId: 'acc-1',
            account: { id: 'acc-1', name: 'Main', currency: 'USD' },
            setAccountId: () => undefined,
          }}
        >
          <ReportsPage />
        </CurrentAccountContext.Provider>
      </NotificationsProvider>
    </MockedProvider>,
  );
}

afterEach(() => {
  (globalThis as { fetch?: unknown }).fetch = undefined;
});

describe('ReportsPage', () => {
  it('shows the monthly report statistics from the server', async () => {
    renderReports([reportMock('monthly', null, null, report('monthly', '2026-02-05', '2026-03-05', 8))]);
    expect(await screen.findByText('+$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('62.5%')).toBeInTheDocument();
    expect(screen.getByText('excl. breakeven 62.5%')).toBeInTheDocument();
    expect(screen.getByText('5W / 3L')).toBeInTheDocument();
    expect(screen.getByText('1.80')).toBeInTheDocument();
    expect(screen.getByText('average win ÷ average loss')).toBeInTheDocument();
    expect(screen.getByText('3.00')).toBeInTheDocument();
    expect(screen.getByText('gross profit ÷ gross loss, as on the dashboard')).toBeInTheDocument();
    expect(screen.getByText(/^Feb 5 \d\d:\d\d – Mar 5 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('applies a custom range only once both dates are set, disabling earlier end days', async () => {
    const user = userEvent.setup();
    const custom = jest.fn(() => report('custom', '2026-01-10', '2026-01-20', 2));
    renderReports([
      reportMock('monthly', null, null, report('monthly', '2026-02-05', '2026-03-05', 8)),
      reportMock('custom', null, null, report('custom', '2020-01-01', '2026-03-05', 40)),
      reportMock('custom', '2026-01-10', '2026-01-20', custom),
    ]);
    await screen.findByText('+$1,234.50');
    await user.click(screen.getByLabelText('Custom'));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    await user.type(start, '2026-01-10');
    expect(end).toHaveAttribute('min', '2026-01-10');
    expect(custom).not.toHaveBeenCalled();
    await user.type(end, '2026-01-20');
    await waitFor(() => expect(custom).toHaveBeenCalled());
    expect(await screen.findByText('Jan 10, 2026 – Jan 20, 2026')).toBeInTheDocument();
  });

  it('says so when the period has no trades to export', async () => {
    const user = userEvent.setup();
    // jsdom has no fetch/Response: a minimal header-only answer, as the server sends for an empty period.
    const headerOnly = 'Date,Symbol,Type,Market,Entry Price,Exit Price,Quantity,P&L,Result,Strategy,Notes\r\n';
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => headerOnly,
      headers: { get: () => null },
    }));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    renderReports([reportMock('monthly', null, null, report('monthly', '2026-02-05', '2026-03-05', 0))]);
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No trades to export for the selected period');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reports/export.csv?period=monthly&account_id=acc-1',
      expect.anything(),
    );
  });

  it("asks the server for the selected period's PDF and says when it fails", async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn(async () => ({
      ok: false,
      status: 422,
      json: async () => ({ detail: 'end_date cannot be earlier than start_date' }),
      headers: { get: () => null },
    }));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    renderReports([reportMock('monthly', null, null, report('monthly', '2026-02-05', '2026-03-05', 8))]);
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('end_date cannot be earlier than start_date');
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/pdf?period=monthly&account_id=acc-1', expect.anything());
  });
});
