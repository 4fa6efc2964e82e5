import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ReportCurrenciesDocument } from '../../../__generated__/graphql';
import { ReportCurrencies } from '../ReportCurrencies';

const figures = (currency: string, totalPnl: string, totalTrades: number) => ({
  __typename: 'CurrencyFigures',
  currency,
  totalPnl,
  totalTrades,
  winRate: 50,
});
const answer = (summary: object) => ({
  request: { query: ReportCurrenciesDocument, variables: { from: '2026-03-01', to: '2026-03-31' } },
  result: {
    data: { analytics: { __typename: 'Analytics', currencySummary: { __typename: 'CurrencySummary', ...summary } } },
  },
});
const show = (summary: object) =>
  render(
    <MockedProvider mocks={[answer(summary)]}>
      <ReportCurrencies from="2026-03-01" to="2026-03-31" />
    </MockedProvider>,
  );
const perCurrency = [figures('EUR', '52.76', 3), figures('USD', '50.37', 1)];

it('shows each currency and the total converted to the base currency', async () => {
  show({
    baseCurrency: 'USD',
    converted: figures('USD', '118.58', 4),
    currencies: perCurrency,
    missingRates: [],
    notice: null,
  });
  expect(await screen.findByText('Total in USD')).toBeInTheDocument();
  expect(screen.getByText('+$118.58')).toBeInTheDocument();
  expect(screen.getByText('+€52.76')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('with a rate missing: per-currency figures and the notice, no total', async () => {
  show({
    baseCurrency: 'USD',
    converted: null,
    currencies: perCurrency,
    missingRates: [{ __typename: 'MissingRate', currency: 'EUR', from: '2026-02-20', to: '2026-02-20' }],
    notice: 'Some exchange rates are missing, so the accounts are not added up.',
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Some exchange rates are missing, so the accounts are not added up. Missing: EUR 2026-02-20 – 2026-02-20',
  );
  expect(screen.getByText('+$50.37')).toBeInTheDocument();
  expect(screen.queryByText(/Total in/)).toBeNull();
});
