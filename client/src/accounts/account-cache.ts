// Cache writes after account mutations, so the switcher and every screen update without a refetch.
import type { ApolloCache } from '@apollo/client';
import { AccountListDocument, type AccountListItemFragment } from '../__generated__/graphql';

export function addAccountToList(cache: ApolloCache, account: AccountListItemFragment): void {
  cache.updateQuery({ query: AccountListDocument }, (data) =>
    data && !data.accounts.some((a) => a.id === account.id) ? { accounts: [...data.accounts, account] } : data,
  );
}

export function removeAccountFromCache(cache: ApolloCache, accountId: string): void {
  cache.updateQuery({ query: AccountListDocument }, (data) =>
    data ? { accounts: data.accounts.filter((a) => a.id !== accountId) } : data,
  );
  cache.evict({ id: cache.identify({ __typename: 'Account', id: accountId }) });
  // Trade lists and all-account figures included the deleted account's trades.
  for (const fieldName of ['trades', 'analytics']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
