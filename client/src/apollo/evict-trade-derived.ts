import type { ApolloCache } from '@apollo/client';

/**
 * After a trade is created, updated or deleted, drop exactly what derives from trades — the
 * account's analytics, balance and trade count, and every cached trade list — so the queries on
 * screen refetch them; nothing else in the cache is touched (no reset, no page reload).
 */
export function evictTradeDerived(cache: ApolloCache, accountId: string | null | undefined): void {
  if (accountId) {
    const id = cache.identify({ __typename: 'Account', id: accountId });
    // returns and cashFlows too: an import's deposits become cash flows, and trades move the returns.
    for (const fieldName of ['analytics', 'balance', 'tradeCount', 'returns', 'cashFlows'])
      cache.evict({ id, fieldName });
  }
  for (const fieldName of ['trades', 'analytics']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
