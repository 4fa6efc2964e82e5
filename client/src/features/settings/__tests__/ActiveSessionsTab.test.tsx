import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  ActiveSessionsDocument,
  RevokeOtherSessionsDocument,
  RevokeSessionDocument,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { SessionContext, type SessionValue } from '../../../session/session-context';
import { ActiveSessionsTab } from '../ActiveSessionsTab';

const session = (id: string, device: string, current = false) => ({
  __typename: 'Session' as const,
  id,
  device,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSeenAt: '2026-01-06T23:30:00.000Z',
  current,
});
const THIS = session('s1', 'Chrome on Linux', true);
const PHONE = session('s2', 'Safari on iOS');
const TABLET = session('s3', 'Firefox on Android');

const list = (sessions: unknown[]): MockLink.MockedResponse => ({
  request: { query: ActiveSessionsDocument },
  result: { data: { sessions } },
});

function renderTab(mocks: MockLink.MockedResponse[]) {
  const value = { user: { timezone: 'Asia/Tokyo' } } as unknown as SessionValue;
  render(
    <SessionContext.Provider value={value}>
      <MockedProvider mocks={mocks}>
        <ActiveSessionsTab />
      </MockedProvider>
    </SessionContext.Provider>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');

describe('ActiveSessionsTab', () => {
  it('lists each session with its device and last seen in the profile’s zone; this one is marked and has no sign-out', async () => {
    renderTab([list([THIS, PHONE])]);
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    const [mine, phone] = rows();
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
    const tokyo = formatDateTime(PHONE.lastSeenAt, 'Asia/Tokyo');
    expect(tokyo).not.toBe(formatDateTime(PHONE.lastSeenAt, 'UTC')); // 23:30 UTC is the next day in Tokyo
    expect(phone).toHaveTextContent(`Last seen ${tokyo}`);
    expect(within(phone).getByRole('button', { name: /^Sign out Safari on iOS/ })).toBeInTheDocument();
  });

  it('signs one other session out after a confirmation; its row leaves the list', async () => {
    const user = userEvent.setup();
    renderTab([
      list([THIS, PHONE, TABLET]),
      { request: { query: RevokeSessionDocument, variables: { id: 's2' } }, result: { data: { revokeSession: 's2' } } },
    ]);
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out session' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('Firefox on Android')).toBeInTheDocument();
  });

  it('signs out everywhere else: only this device stays listed, and the button is disabled then', async () => {
    const user = userEvent.setup();
    renderTab([
      list([THIS, PHONE, TABLET]),
      { request: { query: RevokeOtherSessionsDocument }, result: { data: { revokeOtherSessions: 2 } } },
    ]);
    await screen.findByText('Safari on iOS');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else' });
    expect(dialog).toHaveTextContent('(2)');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('shows the server’s message when a sign-out fails', async () => {
    const user = userEvent.setup();
    renderTab([
      list([THIS, PHONE]),
      {
        request: { query: RevokeSessionDocument, variables: { id: 's2' } },
        result: { errors: [{ message: 'Session not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found');
  });
});
