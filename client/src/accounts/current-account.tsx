// Contract shared by every screen: the trading account chosen in the header's switcher.
// The provider (CurrentAccountProvider.tsx, mounted by the app shell) restores it from
// localStorage 'currentAccount' and stores switches.
import { createContext, useContext } from 'react';

export interface AccountSummary {
  id: string;
  name: string;
  currency: string;
}

export interface CurrentAccountValue {
  accountId: string | null;
  account: AccountSummary | null;
  setAccountId(id: string | null): void;
  /** True while the accounts list is still loading (accountId is null then without meaning "none"). */
  loading?: boolean;
}

export const CurrentAccountContext = createContext<CurrentAccountValue>({
  accountId: null,
  account: null,
  setAccountId: () => undefined,
});

export const useCurrentAccount = (): CurrentAccountValue => useContext(CurrentAccountContext);
