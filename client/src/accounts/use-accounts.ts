import { NetworkStatus } from '@apollo/client';
import { useAccountListQuery } from '../__generated__/hooks';
import type { AccountListItemFragment } from '../__generated__/graphql';

/**
 * The viewer's trading accounts once fully loaded (undefined while loading), the load error, and
 * whether the list is settled: false while it reloads (a live update refetches it), when a cache
 * write such as a just-created account may not have reached this list yet.
 */
export function useAccounts(): { accounts: AccountListItemFragment[] | undefined; error: unknown; settled: boolean } {
  const result = useAccountListQuery();
  const accounts = result.dataState === 'complete' ? result.data.accounts : undefined;
  return { accounts, error: result.error, settled: result.networkStatus === NetworkStatus.ready };
}
