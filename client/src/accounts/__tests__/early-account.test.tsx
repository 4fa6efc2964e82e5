// The heading's account name and currency come from this device while the account list loads
// (so a phone paints them at once), and only for the stored account.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CurrentAccountContext, type CurrentAccountValue } from '../current-account';
import { storeAccountLabel } from '../account-label-store';
import { clearSessionOnLogout, CURRENT_ACCOUNT_KEY } from '../../session/token-store';
import { useShownAccount } from '../early-account';

function shown(value: CurrentAccountValue) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CurrentAccountContext.Provider value={value}>{children}</CurrentAccountContext.Provider>
  );
  return renderHook(() => useShownAccount(), { wrapper }).result.current;
}

const loading: CurrentAccountValue = { accountId: null, account: null, setAccountId: () => undefined, loading: true };

beforeEach(() => localStorage.clear());

test('while the list loads, the stored account is shown with its stored name and currency', () => {
  localStorage.setItem(CURRENT_ACCOUNT_KEY, 'acc-1');
  storeAccountLabel({ id: 'acc-1', name: 'Futures', currency: 'EUR' });
  expect(shown(loading)).toMatchObject({ shownId: 'acc-1', account: { name: 'Futures', currency: 'EUR' } });
});

test("another account's label, or a malformed one, is not used", () => {
  localStorage.setItem(CURRENT_ACCOUNT_KEY, 'acc-2');
  storeAccountLabel({ id: 'acc-1', name: 'Futures', currency: 'EUR' });
  expect(shown(loading)).toMatchObject({ shownId: 'acc-2', account: null });
  localStorage.setItem('currentAccountLabel', '{not json');
  expect(shown(loading).account).toBeNull();
});

test('once the list is in, the provider account wins, and logout forgets the label', () => {
  localStorage.setItem(CURRENT_ACCOUNT_KEY, 'acc-1');
  storeAccountLabel({ id: 'acc-1', name: 'Old name', currency: 'EUR' });
  const loaded = {
    ...loading,
    loading: false,
    accountId: 'acc-1',
    account: { id: 'acc-1', name: 'New', currency: 'USD' },
  };
  expect(shown(loaded).account).toEqual({ id: 'acc-1', name: 'New', currency: 'USD' });
  clearSessionOnLogout();
  expect(shown(loading).account).toBeNull();
});
