import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AddFxRateDocument,
  ChangePasswordDocument,
  CurrencySettingsDocument,
  SettingsViewerDocument,
} from '../../../__generated__/graphql';
import { NotificationsProvider } from '../../../components/Notifications';
import SettingsPage from '../SettingsPage';

const viewerMock: MockLink.MockedResponse = {
  request: { query: SettingsViewerDocument },
  result: {
    data: { me: { __typename: 'User', id: 'u1', timezone: 'Europe/Berlin', timezoneSet: true, isDemo: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderSettings(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[viewerMock, ...mocks]}>
      <NotificationsProvider>
        <SettingsPage />
      </NotificationsProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('SettingsPage', () => {
  it('has six keyboard-navigable tabs', async () => {
    const user = userEvent.setup();
    renderSettings();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Trading Goals',
      'Trading Rules',
      'Security',
      'Active Sessions',
      'Notifications',
      'Trading Accounts',
      'Contract Multipliers',
      'Currencies',
      'Access Tokens',
    ]);
    tabs[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Trading Rules' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Trading Rules' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Send me daily trading summary');
  });

  it('saves goals with non-numeric input read as 0 and the win rate capped at 100', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByLabelText('Monthly P&L Target ($)')).toHaveValue(5000);
    expect(screen.getByLabelText('Win Rate Target (%)')).toHaveValue(60);
    await user.clear(screen.getByLabelText('Win Rate Target (%)'));
    await user.type(screen.getByLabelText('Win Rate Target (%)'), '150');
    await user.clear(screen.getByLabelText('Max Daily Loss ($)'));
    await user.click(screen.getByRole('button', { name: 'Save Goals' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Goals saved successfully!');
    expect(JSON.parse(localStorage.getItem('tradingGoals')!)).toEqual({
      monthlyPnlTarget: 5000,
      winRateTarget: 100,
      maxDailyLoss: 0,
      maxDrawdown: 2000,
    });
    expect(screen.getByLabelText('Max Daily Loss ($)')).toHaveValue(0);
  });

  it('adds a rule with Enter only when its trimmed text is not empty, and removes one', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Trading Rules' }));
    const list = screen.getByRole('list', { name: 'Trading rules' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await user.type(screen.getByLabelText('New rule'), '   {Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await user.type(screen.getByLabelText('New rule'), '  No trades after 3pm  {Enter}');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByLabelText('New rule')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove rule: Maximum 3 trades per day' }));
    expect(JSON.parse(localStorage.getItem('tradingRules')!)).toEqual([
      'Always use stop loss',
      'Risk no more than 2% per trade',
      'Take profit at predetermined levels',
      'No trades after 3pm',
    ]);
  });

  it('checks the password form before calling the server, then clears it on success', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('token', 'old-token');
    const changed = jest.fn(() => ({
      data: { changePassword: { __typename: 'AuthPayload' as const, token: 'fresh-token' } },
    }));
    renderSettings([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { currentPassword: 'old-secret', newPassword: 'new-secret' },
        },
        result: changed,
      },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All password fields are required');
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secrex');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(changed).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(changed).toHaveBeenCalledTimes(1);
    // The change revoked the old token: the session continues with the fresh one, where it was.
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server detail when the password change is refused', async () => {
    const user = userEvent.setup();
    renderSettings([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { currentPassword: 'wrong-one', newPassword: 'new-secret' },
        },
        result: {
          errors: [new GraphQLError('Current password is incorrect', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect'));
  });

  it('keeps the notification checkboxes in local storage', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByLabelText('Alert me when I reach my daily loss limit'));
    expect(JSON.parse(localStorage.getItem('notificationSettings')!)).toEqual({
      dailySummary: false,
      dailyLossAlert: true,
    });
  });

  it('shows the saved time zone', async () => {
    renderSettings();
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin'));
  });

  it('Currencies: shows the base currency and rates, and adds a rate by hand', async () => {
    const user = userEvent.setup();
    const settings = (rates: Array<{ date: string; base: string; quote: string; rate: string }>) => ({
      request: { query: CurrencySettingsDocument },
      result: {
        data: {
          baseCurrency: 'USD',
          accounts: [{ __typename: 'Account', id: 'a1', currency: 'USD' }],
          fxRates: rates.map((r) => ({ __typename: 'FxRate', ...r })),
        },
      },
    });
    const added = { date: '2026-03-02', base: 'EUR', quote: 'USD', rate: '1.25' };
    renderSettings([
      settings([]),
      {
        request: { query: AddFxRateDocument, variables: { input: added } },
        result: { data: { addFxRate: { __typename: 'FxRate', ...added, rate: '1.2500000000' } } },
      },
      settings([{ ...added, rate: '1.2500000000' }]),
    ]);
    await user.click(screen.getByRole('tab', { name: 'Currencies' }));
    await waitFor(() => expect(screen.getByLabelText('Base currency')).toHaveValue('USD'));
    await user.type(screen.getByLabelText('Date'), '2026-03-02');
    await user.type(screen.getByLabelText('1 base = rate quote'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate saved');
    expect(await screen.findByText('EUR/USD')).toBeInTheDocument();
    expect(screen.getByText('1.2500000000')).toBeInTheDocument();
  });
});
