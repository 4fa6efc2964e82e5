import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  CreateTradeDocument,
  TradeForEditDocument,
  TradeFormMultipliersDocument,
  UpdateTradeDocument,
  type TradeInput,
} from '../../../__generated__/graphql';
import { NotificationsProvider } from '../../../components/Notifications';
import { CurrentAccountContext } from '../../../accounts/current-account';
import TradeFormModal from '../TradeFormModal';

const saved = {
  __typename: 'Trade',
  id: 't9',
  accountId: 'a1',
  symbol: 'AAPL',
  market: 'stocks',
  origin: 'MANUAL',
  tradeType: 'long',
  entryPrice: '190.5',
  exitPrice: '195',
  quantity: '10',
  multiplier: '1',
  fees: '1',
  stopLoss: null,
  initialStop: null,
  plannedTarget: null,
  pnl: '44',
  result: 'win',
  entryDate: '2026-03-05T14:30:00.000Z',
  exitDate: '2026-03-05T15:30:00.000Z',
  notes: null,
  emotionalTags: ['focused'],
  version: 1,
  executions: [],
};

const fill = (id: string, side: string, quantity: string, price: string, executedAt: string) => ({
  __typename: 'TradeExecution',
  id,
  side,
  quantity,
  fillQuantity: quantity,
  price,
  commission: '0.5',
  fees: '0',
  currency: 'USD',
  fxRate: null as string | null,
  fxRateSource: null as string | null,
  executedAt,
  brokerExecutionId: `X${id}`,
  brokerOrderId: null,
  importFileName: 'fills.csv',
});
const FILLS = [
  fill('e1', 'buy', '6', '190', '2026-03-05T14:30:00.000Z'),
  fill('e2', 'buy', '4', '191.25', '2026-03-05T14:31:05.000Z'),
  fill('e3', 'sell', '10', '195', '2026-03-05T15:30:00.000Z'),
];

function renderModal(mocks: object[], tradeId: string | null = null) {
  const onClose = jest.fn();
  render(
    <MockedProvider
      mocks={
        [
          {
            request: { query: TradeFormMultipliersDocument },
            result: { data: { contractMultipliers: [] } },
            maxUsageCount: 10,
          },
          ...mocks,
        ] as never
      }
    >
      <NotificationsProvider>
        <CurrentAccountContext.Provider
          value={{ accountId: 'a1', account: { id: 'a1', name: 'Main', currency: 'USD' }, setAccountId: jest.fn() }}
        >
          <TradeFormModal tradeId={tradeId} onClose={onClose} />
        </CurrentAccountContext.Provider>
      </NotificationsProvider>
    </MockedProvider>,
  );
  return { onClose };
}

async function fillClosedTrade(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Market'), 'stocks');
  await user.click(screen.getByLabelText('Symbol'));
  await user.type(screen.getByLabelText('Search symbols'), 'aapl');
  await user.click(screen.getByRole('button', { name: 'AAPL' }));
  await user.type(screen.getByLabelText('Quantity'), '10');
  await user.type(screen.getByLabelText('Entry Price'), '190.5');
  await user.type(screen.getByLabelText('Exit Price'), '195');
  await user.type(screen.getByLabelText('Fees'), '1');
  await user.click(screen.getByLabelText('Focused'));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('TradeFormModal', () => {
  it("'Trade is still open' clears and disables the exit fields; changing the market clears the symbol", async () => {
    const user = userEvent.setup();
    renderModal([]);
    await fillClosedTrade(user);
    await user.click(screen.getByLabelText('Trade is still open'));
    expect(screen.getByLabelText('Exit Price')).toBeDisabled();
    expect(screen.getByLabelText('Exit Price')).toHaveValue(null);
    expect(screen.getByLabelText('Exit Date')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Market'), 'crypto');
    expect(screen.getByLabelText('Symbol')).toHaveTextContent('Select symbol');
  });

  it('creates the trade with exact decimal strings and closes', async () => {
    const user = userEvent.setup();
    let sent: TradeInput | undefined;
    const { onClose } = renderModal([
      {
        request: {
          query: CreateTradeDocument,
          variables: (v: { input: TradeInput }) => {
            sent = v.input;
            return true;
          },
        },
        result: { data: { createTrade: saved } },
      },
    ]);
    await fillClosedTrade(user);
    await user.click(screen.getByRole('button', { name: 'Add Trade' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({
      accountId: 'a1',
      market: 'stocks',
      symbol: 'AAPL',
      tradeType: 'long',
      quantity: '10',
      entryPrice: '190.5',
      exitPrice: '195',
      fees: '1',
      emotionalTags: ['focused'],
      result: null,
      exitDate: null,
    });
    expect(sent!.entryDate).toMatch(/:00\.000Z$/);
  });

  it("a failed create shows 'Failed to create trade. Please try again.' in an alert and stays open", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal([
      { request: { query: CreateTradeDocument, variables: () => true }, error: new Error('network down') },
    ]);
    await fillClosedTrade(user);
    await user.click(screen.getByRole('button', { name: 'Add Trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create trade. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Trade' })).toBeInTheDocument();
  });

  it("editing loads the trade; a failed save says 'Failed to save trade. Please try again.'", async () => {
    const user = userEvent.setup();
    renderModal(
      [
        { request: { query: TradeForEditDocument, variables: { id: 't9' } }, result: { data: { trade: saved } } },
        { request: { query: UpdateTradeDocument, variables: () => true }, error: new Error('boom') },
      ],
      't9',
    );
    expect(await screen.findByRole('dialog', { name: 'Edit Trade' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Entry Price')).toHaveValue(190.5));
    expect(screen.getByLabelText('Symbol')).toHaveTextContent('AAPL');
    expect(screen.getByLabelText('Trade is still open')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save trade. Please try again.');
  });

  it('a refused save shows the server reason beside its field, never a raw GraphQL message', async () => {
    const user = userEvent.setup();
    renderModal([
      {
        request: { query: CreateTradeDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Stop loss is too large', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { stopLoss: 'Stop loss is too large' } },
            }),
          ],
        },
      },
    ]);
    await fillClosedTrade(user);
    await user.click(screen.getByRole('button', { name: 'Add Trade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create trade. Please try again.');
    expect(screen.getByLabelText('Stop Loss')).toHaveAccessibleDescription('Stop loss is too large');
  });

  it("an imported trade shows its executions' fields read-only with a note and saves only the journal", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    renderModal(
      [
        {
          request: { query: TradeForEditDocument, variables: { id: 't9' } },
          result: { data: { trade: { ...saved, origin: 'IMPORT', executions: FILLS } } },
        },
        {
          request: { query: UpdateTradeDocument, variables: (v: { input: TradeInput }) => ((sent = v.input), true) },
          result: { data: { updateTrade: { ...saved, origin: 'IMPORT', notes: 'Faded it', version: 2 } } },
        },
      ],
      't9',
    );
    await waitFor(() => expect(screen.getByLabelText('Entry Price')).toHaveValue(190.5));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Imported trade: prices, quantities, dates and fees come from its executions',
    );
    for (const field of [
      'Market',
      'Symbol',
      'Trade Type',
      'Quantity',
      'Entry Price',
      'Exit Price',
      'Fees',
      'Multiplier',
      'Trade is still open',
    ]) {
      expect(screen.getByLabelText(field)).toBeDisabled();
    }
    expect(screen.getByLabelText('Stop Loss')).toBeEnabled();
    const fills = screen.getByRole('table', { name: '3 executions (read-only, in time order)' });
    const rows = within(fills).getAllByTestId('trade-fill');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['buy', 'buy', 'sell']);
    expect(rows[1]).toHaveTextContent('191.25');
    expect(rows[1]).toHaveTextContent('Xe2');
    expect(within(fills).queryByRole('textbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes'), 'Faded it');
    await user.type(screen.getByLabelText('Stop Loss'), '189');
    await user.click(screen.getByRole('button', { name: 'Update Trade' }));
    await waitFor(() =>
      expect(sent).toEqual({
        notes: 'Faded it',
        stopLoss: '189',
        initialStop: null,
        plannedTarget: null,
        emotionalTags: ['focused'],
      }),
    );
  });

  it('an imported trade in another currency shows each fill’s own price and currency and the rate applied (issue 27)', async () => {
    const converted = [
      { ...fill('e1', 'buy', '10', '150', '2024-05-02T14:30:05.000Z'), fxRate: '0.8', fxRateSource: 'BROKER' },
      { ...fill('e2', 'sell', '10', '160', '2024-06-27T15:45:10.000Z'), fxRate: '0.78125', fxRateSource: 'USER' },
    ];
    renderModal(
      [
        {
          request: { query: TradeForEditDocument, variables: { id: 't9' } },
          result: { data: { trade: { ...saved, origin: 'IMPORT', executions: converted } } },
        },
      ],
      't9',
    );
    const fills = await screen.findByRole('table', {
      name: '2 executions (read-only, in time order) · prices in USD, converted to the account currency at the rate shown',
    });
    const rows = within(fills).getAllByTestId('trade-fill');
    expect(rows[0]).toHaveTextContent('150 USD');
    expect(within(rows[0]).getByTestId('trade-fill-rate')).toHaveTextContent('0.8 (broker)');
    expect(within(rows[1]).getByTestId('trade-fill-rate')).toHaveTextContent('0.78125 (your rate)');
  });

  it('a stale edit says why and reloads the trade on request', async () => {
    const user = userEvent.setup();
    renderModal(
      [
        { request: { query: TradeForEditDocument, variables: { id: 't9' } }, result: { data: { trade: saved } } },
        {
          request: { query: UpdateTradeDocument, variables: () => true },
          result: {
            errors: [
              new GraphQLError('This trade was changed elsewhere; reload it and try again', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
        {
          request: { query: TradeForEditDocument, variables: { id: 't9' } },
          result: { data: { trade: { ...saved, entryPrice: '191', version: 2 } } },
        },
      ],
      't9',
    );
    await waitFor(() => expect(screen.getByLabelText('Entry Price')).toHaveValue(190.5));
    await user.click(screen.getByRole('button', { name: 'Update Trade' }));
    await screen.findByText('This trade was changed elsewhere; reload it and try again');
    await user.click(screen.getByRole('button', { name: 'Reload trade' }));
    await waitFor(() => expect(screen.getByLabelText('Entry Price')).toHaveValue(191));
  });

  it('Escape on a changed form asks first; the draft survives and is restored when the form reopens', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal([]);
    await fillClosedTrade(user);
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Quantity')).toHaveValue(10);
    // As if the session expired now: a fresh mount (after signing in again) gets the typed trade back.
    cleanup();
    renderModal([]);
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue(10));
    expect(screen.getByLabelText('Symbol')).toHaveTextContent('AAPL');
    expect(screen.getByText('Restored your unsaved trade.')).toBeInTheDocument();
  });

  // Issue 27 item 6: an unknown futures root no longer saves with 1 in silence.
  it('an unknown futures root (XYZZ6) says no contract size is known and 1 is assumed, until a size is typed', async () => {
    const user = userEvent.setup();
    renderModal([]);
    const warning = 'No contract size known for XYZ — 1 assumed; set it in Settings → Contract multipliers';
    await user.selectOptions(screen.getByLabelText('Market'), 'futures');
    await user.click(screen.getByLabelText('Symbol'));
    await user.type(screen.getByLabelText('Search symbols'), 'XYZZ6{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Multiplier')).toHaveValue(1));
    expect(screen.getByLabelText('Multiplier')).toHaveAccessibleDescription(warning);
    // The trader's own size: no warning.
    await user.clear(screen.getByLabelText('Multiplier'));
    await user.type(screen.getByLabelText('Multiplier'), '20');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    // A root the table knows: none either.
    await user.click(screen.getByLabelText('Symbol'));
    await user.clear(screen.getByLabelText('Search symbols'));
    await user.type(screen.getByLabelText('Search symbols'), 'ES{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Multiplier')).toHaveValue(50));
    expect(screen.queryByText(/No contract size known/)).not.toBeInTheDocument();
  });

  // Issue 27 item 15: forex quantity says "units" and takes lots, converted exactly.
  it('a forex quantity typed in standard lots is sent in units (1.5 lots → 150000), the hint saying so', async () => {
    const user = userEvent.setup();
    let sent: TradeInput | undefined;
    const { onClose } = renderModal([
      {
        request: {
          query: CreateTradeDocument,
          variables: (v: { input: TradeInput }) => {
            sent = v.input;
            return true;
          },
        },
        result: { data: { createTrade: { ...saved, symbol: 'EURUSD', market: 'forex' } } },
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Market'), 'forex');
    await user.click(screen.getByLabelText('Symbol'));
    await user.type(screen.getByLabelText('Search symbols'), 'EURUSD{Enter}');
    await user.type(screen.getByLabelText('Quantity'), '1.5');
    expect(screen.getByLabelText('Lot size')).toHaveValue('units');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(
      'Units of the base currency (1 standard lot = 100,000)',
    );
    await user.selectOptions(screen.getByLabelText('Lot size'), 'standard');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('= 150,000 units');
    await user.type(screen.getByLabelText('Entry Price'), '1.1');
    await user.type(screen.getByLabelText('Exit Price'), '1.1022');
    await user.click(screen.getByRole('button', { name: 'Add Trade' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({ market: 'forex', symbol: 'EURUSD', quantity: '150000' });
  });
});
