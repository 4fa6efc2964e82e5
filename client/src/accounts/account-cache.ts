// The cache after an account is deleted: the account is evicted (the account list drops the
// dangling reference when read, so the switcher and every screen update without a refetch) with
// what derived from its trades.
import type { ApolloCache } from '@apollo/client';

export function removeAccountFromCache(cache: ApolloCache, accountId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Account', id: accountId }) });
  // Trade lists and all-account figures included the deleted account's trades.
  for (const fieldName of ['trades', 'analytics']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
