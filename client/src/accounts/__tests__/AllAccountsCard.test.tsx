import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { AccountListDocument, AllAccountsMoneyDocument } from '../../__generated__/graphql';
import { AllAccountsCard } from '../AllAccountsCard';

// The dashboard's all-accounts card (issue 15): the server's converted figures in the base
// currency, or the figures per currency with the notice naming the missing rates.

const account = (id: string, currency: string) => ({
  __typename: 'Account' as const,
  id,
  name: `${currency} broker`,
  description: null,
  currency,
  initialBalance: '10000',
  balance: '10000',
  isActive: true,
  strategy: null,
});
const accountsMock = (currencies: string[]) => ({
  request: { query: AccountListDocument },
  result: { data: { accounts: currencies.map((c, i) => account(`a${i}`, c)) } },
});
const figures = (currency: string, totalPnl: string) => ({
  __typename: 'CurrencyFigures' as const,
  currency,
  totalPnl,
});
const series = (currency: string, finalBalance: string) => ({
  __typename: 'BalanceSeries' as const,
  currency,
  finalBalance,
});

function moneyMock(converted: boolean) {
  return {
    request: { query: AllAccountsMoneyDocument },
    result: {
      data: {
        analytics: {
          __typename: 'Analytics' as const,
          moneyCurrency: converted ? 'USD' : null,
          currencySummary: {
            __typename: 'CurrencySummary' as const,
            baseCurrency: 'USD',
            converted: converted ? figures('USD', '1234.56') : null,
            currencies: [figures('EUR', '500'), figures('USD', '690.06')],
            missingRates: converted
              ? []
              : [{ __typename: 'MissingRate' as const, currency: 'EUR', from: '2026-04-01', to: '2026-04-02' }],
            notice: converted
              ? null
              : 'Some exchange rates are missing, so the accounts are not added up: the figures are shown per currency.',
          },
          balanceCurve: {
            __typename: 'BalanceCurve' as const,
            currency: converted ? 'USD' : null,
            converted,
            series: converted ? [series('USD', '21234.56')] : [series('EUR', '10500'), series('USD', '10690.06')],
          },
        },
      },
    },
  };
}

test('accounts in USD and EUR: the total P&L and balance converted to the base currency', async () => {
  render(
    <MockedProvider mocks={[accountsMock(['USD', 'EUR']), moneyMock(true)]}>
      <AllAccountsCard />
    </MockedProvider>,
  );
  expect(await screen.findByText('Total P&L in USD')).toBeInTheDocument();
  expect(screen.getByTestId('all-accounts-pnl')).toHaveTextContent('+$1,234.56');
  expect(screen.getByTestId('all-accounts-balance')).toHaveTextContent('$21,234.56');
  expect(screen.queryByTestId('all-accounts-notice')).toBeNull();
});

test('a missing rate: the figures per currency and the notice naming it, never a sum', async () => {
  render(
    <MockedProvider mocks={[accountsMock(['USD', 'EUR']), moneyMock(false)]}>
      <AllAccountsCard />
    </MockedProvider>,
  );
  expect(await screen.findByTestId('all-accounts-notice')).toHaveTextContent('Missing: EUR 2026-04-01 – 2026-04-02');
  expect(screen.getAllByTestId('all-accounts-pnl').map((n) => n.textContent)).toEqual(['+€500.00', '+$690.06']);
  expect(screen.getAllByTestId('all-accounts-balance')).toHaveLength(2);
  expect(screen.queryByText(/Total P&L/)).toBeNull();
});

test('one currency: no card (nothing to convert)', async () => {
  const { container } = render(
    <MockedProvider mocks={[accountsMock(['USD', 'USD'])]}>
      <AllAccountsCard />
    </MockedProvider>,
  );
  // A fixed window on purpose: this proves the card does NOT appear once the accounts have been
  // answered, and "nothing rendered" has no event to wait for (the mock answers within a tick).
  await new Promise((r) => setTimeout(r, 50));
  expect(container).toBeEmptyDOMElement();
});
