// Provides the contract of current-account.tsx: the account chosen in the header's switcher,
// restored from localStorage 'currentAccount' and stored on every switch.
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CURRENT_ACCOUNT_KEY } from '../session/token-store';
import { storeAccountLabel } from './account-label-store';
import { resolveCurrentAccountId } from './account-state';
import { CurrentAccountContext, type CurrentAccountValue } from './current-account';
import { useAccounts } from './use-accounts';

export function CurrentAccountProvider({ children }: { children: ReactNode }) {
  const { accounts, error, settled } = useAccounts();
  const [accountId, setStoredId] = useState<string | null>(() => localStorage.getItem(CURRENT_ACCOUNT_KEY));

  const setAccountId = useCallback((id: string | null) => {
    if (id) localStorage.setItem(CURRENT_ACCOUNT_KEY, id);
    else localStorage.removeItem(CURRENT_ACCOUNT_KEY);
    setStoredId(id);
  }, []);

  // Once the accounts are known, a stored id that no longer exists gives way to the first account
  // (in this render, so no screen renders with the stale id); the device remembers the result.
  // Not while the list reloads: an account created a moment ago may not be in it yet.
  const resolved = accounts && settled ? resolveCurrentAccountId(accounts, accountId) : accountId;
  if (resolved !== accountId) setStoredId(resolved);
  useEffect(() => {
    if (!accounts) return;
    if (accountId) localStorage.setItem(CURRENT_ACCOUNT_KEY, accountId);
    else localStorage.removeItem(CURRENT_ACCOUNT_KEY);
  }, [accounts, accountId]);

  // Spec section 8: an account load failure is logged only.
  useEffect(() => {
    if (error) console.error('Failed to load trading accounts', error);
  }, [error]);

  const found = accounts?.find((a) => a.id === accountId) ?? null;
  useEffect(() => {
    if (found) storeAccountLabel({ id: found.id, name: found.name, currency: found.currency });
  }, [found]);

  const value = useMemo<CurrentAccountValue>(() => {
    return {
      accountId: found ? accountId : null,
      account: found ? { id: found.id, name: found.name, currency: found.currency } : null,
      setAccountId,
      loading: !accounts && !error,
    };
  }, [accounts, found, accountId, setAccountId, error]);
  // Deferred: the list's arrival (or a switch) re-renders every screen that reads the account. A
  // query result re-renders synchronously, in one task however large the tree; the deferred
  // value reaches the consumers in React's interruptible background pass instead (~5 ms slices).
  const shown = useDeferredValue(value);
  return <CurrentAccountContext.Provider value={shown}>{children}</CurrentAccountContext.Provider>;
}
