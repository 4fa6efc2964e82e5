import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AddFxRateDocument,
  ChangePasswordDocument,
  CurrencySettingsDocument,
  SaveGoalsDocument,
  SaveNotificationSettingsDocument,
  SaveTradingRulesDocument,
  SettingsViewerDocument,
  UserSettingsDocument,
  type SaveGoalsMutationVariables,
  type SaveNotificationSettingsMutationVariables,
  type SaveTradingRulesMutationVariables,
} from '../../../__generated__/graphql';
import { InMemoryCache } from '@apollo/client';
import { createTypePolicies } from '../../../apollo/type-policies';
import { NotificationsProvider } from '../../../components/Notifications';
import SettingsPage from '../SettingsPage';

const viewerMock: MockLink.MockedResponse = {
  request: { query: SettingsViewerDocument },
  result: {
    data: { me: { __typename: 'User', id: 'u1', timezone: 'Europe/Berlin', timezoneSet: true, isDemo: false } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The server has never saved any tab: it answers the spec's defaults.
const goals = {
  __typename: 'TradingGoals',
  monthlyPnlTarget: '5000',
  winRateTarget: '60',
  maxDailyLoss: '500',
  maxDrawdown: '2000',
  saved: false,
};
const notifications = { __typename: 'NotificationSettings', dailySummary: false, lossLimitAlert: true, saved: false };
const DEFAULT_RULE_TEXTS = [
  'Always use stop loss',
  'Maximum 3 trades per day',
  'Risk no more than 2% per trade',
  'Take profit at predetermined levels',
];
const tradingRules = {
  __typename: 'TradingRules',
  saved: false,
  rules: DEFAULT_RULE_TEXTS.map((text, i) => ({ __typename: 'TradingRule', id: `r${i}`, text })),
};
const userSettingsMock: MockLink.MockedResponse = {
  request: { query: UserSettingsDocument },
  result: { data: { settings: { __typename: 'UserSettings', goals, tradingRules, notifications } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
// Saves answer what they were sent, saved (the server's echo).
const saveMocks: MockLink.MockedResponse[] = [
  {
    request: { query: SaveGoalsDocument, variables: () => true },
    result: (v: SaveGoalsMutationVariables) => ({ data: { saveGoals: { ...goals, ...v.input, saved: true } } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SaveTradingRulesDocument, variables: () => true },
    result: (v: SaveTradingRulesMutationVariables) => ({
      data: {
        saveTradingRules: {
          __typename: 'TradingRules',
          saved: true,
          rules: (Array.isArray(v.rules) ? v.rules : [v.rules]).map((r, i) => ({
            __typename: 'TradingRule',
            id: r.id ?? `new${i}`,
            text: r.text,
          })),
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: SaveNotificationSettingsDocument, variables: () => true },
    result: (v: SaveNotificationSettingsMutationVariables) => ({
      data: { saveNotificationSettings: { ...notifications, ...v.input, saved: true } },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderSettings(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider
      mocks={[viewerMock, userSettingsMock, ...saveMocks, ...mocks]}
      cache={new InMemoryCache({ typePolicies: createTypePolicies() })}
    >
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
      'Breakeven',
      'Security',
      'Active Sessions',
      'Notifications',
      'Trading Accounts',
      'Contract Multipliers',
      'Currencies',
      'Access Tokens',
      'Your Data',
    ]);
    tabs[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Trading Rules' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Trading Rules' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
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
    // Each change is saved at once: the add's answer may land after the removal was written to the
    // copy, so wait for the last answer (the server's value wins) rather than read the copy at once.
    const remaining = [
      'Always use stop loss',
      'Risk no more than 2% per trade',
      'Take profit at predetermined levels',
      'No trades after 3pm',
    ];
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('tradingRules')!).map((r: { text: string }) => r.text)).toEqual(remaining),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Trading rules' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent?.replace(/[✓×]/g, '').trim()),
      ).toEqual(remaining),
    );
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

  it('saves the notification checkboxes, the loss-limit alert on by default, with a browser copy', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByLabelText('Alert me when I reach my daily loss limit')).toBeChecked();
    await user.click(screen.getByLabelText('Send me daily trading summary'));
    expect(JSON.parse(localStorage.getItem('notificationSettings')!)).toEqual({
      dailySummary: true,
      dailyLossAlert: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Send me daily trading summary')).toBeChecked());
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
