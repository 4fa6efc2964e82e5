import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { AllAccountsReportDocument, ReportCurrenciesDocument } from '../../../__generated__/graphql';
import { NotificationsProvider } from '../../../components/Notifications';
import { CurrentAccountContext } from '../../../accounts/current-account';
import ReportsPage from '../ReportsPage';
import { EMPTY_RANGE, periodDays } from '../report-range';

// All accounts, a USD and a EUR one, a EUR/USD rate missing (issue 15): the server refuses the
// report's sums (CONFLICT naming the rate); the screen says so and still shows the per-currency figures.
const CONFLICT =
  'Some exchange rates are missing, so the accounts are not added up. Missing: EUR→USD 2026-04-01 – 2026-04-02.';
const figures = (currency: string, totalPnl: string) => ({
  __typename: 'CurrencyFigures',
  currency,
  totalPnl,
  totalTrades: 2,
  winRate: 50,
});

it('a missing rate over all accounts: the notice and the per-currency figures, not a load error', async () => {
  const days = periodDays('monthly', EMPTY_RANGE, undefined);
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: AllAccountsReportDocument, variables: { period: 'monthly', from: null, to: null } },
          result: { errors: [new GraphQLError(CONFLICT, { extensions: { code: 'CONFLICT' } })] },
        },
        {
          request: { query: ReportCurrenciesDocument, variables: days },
          result: {
            data: {
              analytics: {
                __typename: 'Analytics',
                currencySummary: {
                  __typename: 'CurrencySummary',
                  baseCurrency: 'USD',
                  converted: null,
                  currencies: [figures('EUR', '52.76'), figures('USD', '50.37')],
                  missingRates: [{ __typename: 'MissingRate', currency: 'EUR', from: '2026-04-01', to: '2026-04-02' }],
                  notice: 'Some exchange rates are missing, so the accounts are not added up.',
                },
              },
            },
          },
        },
      ]}
    >
      <NotificationsProvider>
        <CurrentAccountContext.Provider value={{ accountId: null, account: null, setAccountId: () => undefined }}>
          <ReportsPage />
        </CurrentAccountContext.Provider>
      </NotificationsProvider>
    </MockedProvider>,
  );
  expect(await screen.findByText(/The totals of accounts in different currencies are not shown/)).toHaveTextContent(
    'EUR→USD 2026-04-01 – 2026-04-02',
  );
  expect(screen.queryByText(/Could not load the report/)).toBeNull();
  expect(await screen.findByText('+€52.76')).toBeInTheDocument();
  expect(screen.getByText('+$50.37')).toBeInTheDocument();
});
