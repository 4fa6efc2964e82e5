// The Cash dialog's mutations, one hook each, each owning its cache update. A flow moves the
// account's balance (the account list) and may move its row (the server orders flows by day), so
// every change refetches both lists, awaited; the account's returns derive from the flows and are
// evicted, so the screens showing them refetch.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import {
  useCreateCashFlowMutation,
  useDeleteCashFlowMutation,
  useUpdateCashFlowMutation,
} from '../__generated__/hooks';
import { AccountCashFlowsDocument, AccountListDocument, type CashFlowInput } from '../__generated__/graphql';

const refetchLists = { refetchQueries: [AccountCashFlowsDocument, AccountListDocument], awaitRefetchQueries: true };

/** The account's returns are stale after any flow change. */
function evictFlowDerived(cache: ApolloCache, accountId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Account', id: accountId }), fieldName: 'returns' });
}

export function useCreateCashFlow() {
  const [mutate] = useCreateCashFlowMutation();
  return useCallback(
    (accountId: string, input: CashFlowInput) =>
      mutate({
        variables: { accountId, input },
        ...refetchLists,
        update: (cache) => evictFlowDerived(cache, accountId),
      }),
    [mutate],
  );
}

export function useUpdateCashFlow() {
  const [mutate] = useUpdateCashFlowMutation();
  return useCallback(
    (accountId: string, id: string, input: CashFlowInput) =>
      mutate({
        variables: { accountId, id, input },
        ...refetchLists,
        update: (cache) => evictFlowDerived(cache, accountId),
      }),
    [mutate],
  );
}

export function useDeleteCashFlow() {
  const [mutate] = useDeleteCashFlowMutation();
  return useCallback(
    (accountId: string, id: string) =>
      mutate({ variables: { accountId, id }, ...refetchLists, update: (cache) => evictFlowDerived(cache, accountId) }),
    [mutate],
  );
}
