// Deleting a trade: the mutation, then exactly the trade-derived cache entries are evicted so
// the list, the counts and every figure on screen refetch (no page reload).
import { useCallback } from 'react';
import { useDeleteTradeMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

export function useDeleteTrade(): [(id: string, accountId: string) => Promise<void>, { loading: boolean }] {
  const [mutate, { loading }] = useDeleteTradeMutation();
  const deleteTrade = useCallback(
    async (id: string, accountId: string) => {
      await mutate({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Trade', id }) });
          evictTradeDerived(cache, accountId);
        },
      });
    },
    [mutate],
  );
  return [deleteTrade, { loading }];
}
