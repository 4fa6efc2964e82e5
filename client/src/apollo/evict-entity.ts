import type { ApolloCache } from '@apollo/client';

/**
 * After a delete: drops the entity from the normalized cache. Every cached list that held it
 * drops the dangling reference when read (Apollo filters them), so no list is refetched.
 */
export function evictEntity(cache: ApolloCache, __typename: string, id: string): void {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
}
