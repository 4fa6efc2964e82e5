// Tags every trade of one import (the bulk API selecting by import batch). The answer is only a
// count: the account's trade lists and figures are evicted, so the screens showing them refetch.
import { useCallback } from 'react';
import { useTagImportBatchMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

export function useTagImportBatch(): [
  (batch: { id: string; accountId: string }, tagId: string) => Promise<number>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useTagImportBatchMutation();
  const tagBatch = useCallback(
    async (batch: { id: string; accountId: string }, tagId: string) => {
      const result = await mutate({
        variables: { input: { importBatchId: batch.id, addTagIds: [tagId] } },
        update: (cache) => evictTradeDerived(cache, batch.accountId),
      });
      return result.data?.bulkTagTrades.updated ?? 0;
    },
    [mutate],
  );
  return [tagBatch, { loading }];
}
