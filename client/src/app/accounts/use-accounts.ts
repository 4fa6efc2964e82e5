import { useAccountListQuery } from '../../__generated__/hooks';
import type { AccountListItemFragment } from '../../__generated__/graphql';

/** The viewer's trading accounts once fully loaded (undefined while loading), and the load error. */
export function useAccounts(): { accounts: AccountListItemFragment[] | undefined; error: unknown } {
  const result = useAccountListQuery();
  const accounts = result.dataState === 'complete' ? result.data.accounts : undefined;
  return { accounts, error: result.error };
}
