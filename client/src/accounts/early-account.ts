// The account a screen shows while the account list is still loading: the one stored on this
// device, with its stored name and currency (account-label-store.ts). Its queries are
// the ones boot/start-signed-in.ts already started, so the first figures render as soon as their
// own data is there instead of after the account list as well. Once the list is in, the provider's
// (checked) id and account take over; it is the same id unless the stored one is gone.
import { useCurrentAccount } from './current-account';
import { storedAccountLabel } from './account-label-store';
import { CURRENT_ACCOUNT_KEY } from '../session/token-store';

export function useShownAccount(): ReturnType<typeof useCurrentAccount> & { shownId: string | null } {
  const current = useCurrentAccount();
  const early = current.loading ? localStorage.getItem(CURRENT_ACCOUNT_KEY) : null;
  return {
    ...current,
    account: current.account ?? (current.loading ? storedAccountLabel(early) : null),
    shownId: current.accountId ?? early,
  };
}
