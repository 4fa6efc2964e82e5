import './jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import {
  JournalTradesDocument,
  SaveJournalEntryDocument,
  TradeAttachmentsDocument,
} from '../../../__generated__/graphql';
import { NotificationsProvider } from '../../../components/Notifications';
import { CurrentAccountContext } from '../../../accounts/current-account';
import { SessionContext, type SessionValue } from '../../../session/session-context';
import JournalPage from '../JournalPage';

const trade = (id: string, symbol: string, notes: string | null, emotionalTags: string[], entryDate: string) => ({
  __typename: 'Trade',
  id,
  accountId: 'acc-1',
  symbol,
  market: 'crypto',
  tradeType: 'short',
  pnl: '12.5',
  result: 'win',
  entryDate,
  notes,
  emotionalTags,
});
const listMock = {
  request: { query: JournalTradesDocument, variables: { accountId: 'acc-1', limit: 100 } },
  result: {
    data: {
      trades: {
        __typename: 'TradePage',
        total: 2,
        items: [
          trade('t1', 'BTCUSD', 'Good entry', ['focused'], '2026-03-05T14:30:00.000Z'),
          // 16:30 UTC on 5 March is 01:30 on 6 March in Tokyo.
          trade('t2', 'ETHUSD', null, [], '2026-03-05T16:30:00.000Z'),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// Each trade's screenshots (none here: the attachments' own tests are in components/attachments).
const noScreenshots = ['t1', 't2'].map((id) => ({
  request: { query: TradeAttachmentsDocument, variables: { tradeId: id } },
  result: { data: { trade: { __typename: 'Trade', id, attachments: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

function renderJournal(mocks: MockLink.MockedResponse[], timezone = 'UTC') {
  const session = { user: { timezone } } as SessionValue;
  render(
    <MockedProvider mocks={[listMock, ...noScreenshots, ...mocks]}>
      <SessionContext.Provider value={session}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={['/journal']}>
            <CurrentAccountContext.Provider
              value={{
                accountId: 'acc-1',
                account: { id: 'acc-1', name: 'Main', currency: 'USD' },
                setAccountId: () => undefined,
              }}
            >
              <JournalPage />
            </CurrentAccountContext.Provider>
          </MemoryRouter>
        </NotificationsProvider>
      </SessionContext.Provider>
    </MockedProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('JournalPage', () => {
  it('prompts until a trade is selected, then loads its notes and tags', async () => {
    const user = userEvent.setup();
    renderJournal([]);
    expect(screen.getByText('Select a trade to add journal notes')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /BTCUSD/ }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Good entry');
    expect(screen.getByRole('button', { name: 'Focused' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fearful' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('group', { name: 'Emotional state' })[0].querySelectorAll('button')).toHaveLength(8);
    expect(screen.getByRole('region', { name: /Screenshots/ })).toHaveTextContent('0/20');
  });

  it('links the trade to its day page: the entry day in the profile’s zone, for the trade’s account', async () => {
    const user = userEvent.setup();
    renderJournal([], 'Asia/Tokyo');
    await user.click(await screen.findByRole('button', { name: /ETHUSD/ }));
    expect(screen.getByRole('link', { name: /Day journal/ })).toHaveAttribute(
      'href',
      '/journal/days/2026-03-06?account=acc-1',
    );
    await user.click(screen.getByRole('button', { name: /BTCUSD/ }));
    expect(screen.getByRole('link', { name: /Day journal/ })).toHaveAttribute(
      'href',
      '/journal/days/2026-03-05?account=acc-1',
    );
  });

  it('keeps an unsaved edit as a draft when switching trades', async () => {
    const user = userEvent.setup();
    renderJournal([]);
    await user.click(await screen.findByRole('button', { name: /BTCUSD/ }));
    await user.type(screen.getByLabelText('Notes'), ' and exit');
    await user.click(screen.getByRole('button', { name: /ETHUSD/ }));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.getByRole('button', { name: /BTCUSD.*Unsaved/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /BTCUSD/ }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Good entry and exit');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Good entry');
  });

  it('saves notes and tags and announces success', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({
      data: {
        updateJournal: {
          __typename: 'Trade',
          id: 't2',
          accountId: 'acc-1',
          notes: 'Patient',
          emotionalTags: ['patient'],
          version: 2,
          updatedAt: '2026-03-06T00:00:00.000Z',
        },
      },
    }));
    renderJournal([
      {
        request: {
          query: SaveJournalEntryDocument,
          variables: { tradeId: 't2', notes: 'Patient', emotionalTags: ['patient'] },
        },
        result: saved,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /ETHUSD/ }));
    await user.type(screen.getByLabelText('Notes'), 'Patient');
    await user.click(screen.getByRole('button', { name: 'Patient' }));
    await user.click(screen.getByRole('button', { name: 'Save Journal Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Journal entry saved successfully!');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('announces a failed save and keeps the draft', async () => {
    const user = userEvent.setup();
    renderJournal([
      {
        request: { query: SaveJournalEntryDocument, variables: { tradeId: 't2', notes: 'x', emotionalTags: [] } },
        error: new Error('network down'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /ETHUSD/ }));
    await user.type(screen.getByLabelText('Notes'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Journal Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save journal entry');
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('x'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
