import './jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { BrowserRouter, useLocation } from 'react-router-dom';
import {
  DeleteTradeDocument,
  TradeFilterStrategiesDocument,
  TradeListPageDocument,
  TradeListTotalDocument,
} from '../../../__generated__/graphql';
import type { TradeListPageQueryVariables } from '../../../__generated__/graphql';
import { CurrentAccountContext } from '../../../accounts/current-account';
import { TradeModalContext } from '../../../components/trade-modal-context';
import TradesPage from '../TradesPage';

const trade = (id: string, symbol: string, pnl: string | null, result: string) => ({
  __typename: 'Trade',
  id,
  accountId: 'acc-1',
  symbol,
  market: 'forex',
  tradeType: 'long',
  entryPrice: '1.1000',
  exitPrice: pnl ? '1.1050' : null,
  quantity: '1000',
  pnl,
  // R on the initial stop: one trade shows it, the others "—" (open, or no initial stop).
  rMultiple: id === 't1' && pnl ? '1.5' : null,
  result,
  entryDate: '2026-03-05T14:30:00.000Z',
  exitDate: null,
  strategy: { __typename: 'Strategy', id: 's1', name: 'Breakout' },
  playbook: null,
  tags: [],
});
const page = (items: ReturnType<typeof trade>[], total = items.length) => ({
  data: { trades: { __typename: 'TradePage', total, items } },
});

const byDate = [trade('t1', 'EURUSD', '50', 'win'), trade('t2', 'GBPUSD', '-20', 'loss')];
const bySymbolDesc = [trade('t2', 'GBPUSD', '-20', 'loss'), trade('t1', 'EURUSD', '50', 'win')];

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(extraMocks: MockLink.MockedResponse[] = [], openTradeModal = jest.fn(), initialUrl = '/trades') {
  const listMock = (match: (v: TradeListPageQueryVariables) => boolean, result: object) => ({
    request: { query: TradeListPageDocument, variables: match },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  });
  const mocks = [
    ...extraMocks,
    listMock((v) => v.sort?.field === 'entryDate' && v.sort.direction === 'desc' && !v.filter, page(byDate)),
    listMock((v) => v.sort?.field === 'symbol' && v.sort.direction === 'desc', page(bySymbolDesc)),
    listMock((v) => v.filter?.result === 'breakeven', page([])),
    {
      request: { query: TradeListTotalDocument, variables: { accountId: 'acc-1' } },
      result: { data: { trades: { __typename: 'TradePage', total: 250 } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: TradeFilterStrategiesDocument },
      result: { data: { strategies: [{ __typename: 'Strategy', id: 's1', name: 'Breakout' }] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  // A real browser router: the page's URL updates start from the address bar (useUrlParams).
  window.history.replaceState(null, '', initialUrl);
  render(
    <MockedProvider mocks={mocks}>
      <BrowserRouter>
        <CurrentAccountContext.Provider
          value={{
            accountId: 'acc-1',
            account: { id: 'acc-1', name: 'Main', currency: 'USD' },
            setAccountId: () => undefined,
          }}
        >
          <TradeModalContext.Provider value={{ openTradeModal, isOpen: false }}>
            <TradesPage />
            <LocationProbe />
          </TradeModalContext.Provider>
        </CurrentAccountContext.Provider>
      </BrowserRouter>
    </MockedProvider>,
  );
  return { openTradeModal };
}

const symbolsInTable = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2].textContent);

describe('TradesPage', () => {
  it('shows the count, rows newest first, and marks Date as the sorted column', async () => {
    renderPage();
    expect(await screen.findByText('Showing 2 of 250 trades')).toBeInTheDocument();
    // The rows follow the count in React's deferred pass.
    await waitFor(() => expect(symbolsInTable()).toEqual(['EURUSD', 'GBPUSD']));
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Strategy' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    // R on the initial stop; "—" for a trade without one.
    const rCells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[9].textContent);
    expect(rCells).toEqual(['+1.50', '—']);
  });

  it('sorts on the server, toggling asc/desc, and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: {
          query: TradeListPageDocument,
          variables: (v: TradeListPageQueryVariables) => v.sort?.field === 'symbol' && v.sort.direction === 'asc',
        },
        result: page(byDate),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await screen.findByText('EURUSD');
    await user.click(screen.getByRole('button', { name: /Symbol/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?sort=symbol&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Symbol/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Symbol/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?sort=symbol&dir=desc'));
    await waitFor(() => expect(symbolsInTable()).toEqual(['GBPUSD', 'EURUSD']));
  });

  it('filters by result through the server and shows the empty state', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('EURUSD');
    await user.selectOptions(screen.getByLabelText('Result'), 'breakeven');
    expect(
      await screen.findByText('No trades found. Try adjusting your filters or add a new trade.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?result=breakeven');
  });

  it('opens the shell modal to add and to edit a trade', async () => {
    const user = userEvent.setup();
    const { openTradeModal } = renderPage();
    await screen.findByText('EURUSD');
    await user.click(screen.getByRole('button', { name: /Add Trade/ }));
    expect(openTradeModal).toHaveBeenLastCalledWith();
    await user.click(screen.getByRole('button', { name: /Edit trade EURUSD/ }));
    expect(openTradeModal).toHaveBeenLastCalledWith('t1');
  });

  it('asks before deleting; Cancel keeps the trade, Delete sends the mutation', async () => {
    const user = userEvent.setup();
    const deleted = jest.fn(() => ({ data: { deleteTrade: 't2' } }));
    renderPage([{ request: { query: DeleteTradeDocument, variables: { id: 't2' } }, result: deleted }]);
    await screen.findByText('GBPUSD');
    await user.click(screen.getByRole('button', { name: /Delete trade GBPUSD/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete trade' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this trade?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Delete trade GBPUSD/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('restores filters from the URL into the panel', async () => {
    renderPage([], jest.fn(), '/trades?result=breakeven');
    expect(
      await screen.findByText('No trades found. Try adjusting your filters or add a new trade.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Result')).toHaveValue('breakeven');
  });
});
