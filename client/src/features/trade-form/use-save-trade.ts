// Creating and updating a trade: each mutation with its cache update (evictTradeDerived), so
// every list and figure on screen refetches without a reload, whoever calls it.
import { useCallback } from 'react';
import { useCreateTradeMutation, useUpdateTradeMutation } from '../../__generated__/hooks';
import type { TradeInput } from '../../__generated__/graphql';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

/** Creates a trade; `accountId` is the account it goes to (the one whose figures change). */
export function useCreateTrade() {
  const [mutate] = useCreateTradeMutation();
  return useCallback(
    (accountId: string | null, input: TradeInput) =>
      mutate({ variables: { input }, update: (cache) => evictTradeDerived(cache, accountId) }),
    [mutate],
  );
}

/** Updates trade `id` of `accountId`; `expectedVersion` makes a stale edit fail with a conflict. */
export function useUpdateTrade() {
  const [mutate] = useUpdateTradeMutation();
  return useCallback(
    (trade: { id: string; accountId: string; version: number }, input: TradeInput) =>
      mutate({
        variables: { id: trade.id, input, expectedVersion: trade.version },
        update: (cache) => evictTradeDerived(cache, trade.accountId),
      }),
    [mutate],
  );
}
