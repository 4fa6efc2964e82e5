// Tags or a playbook on many trades at once (POST /api/trades/bulk-tags' GraphQL twin). The
// answer is only a count, so the trade lists and every figure derived from the trades' tags and
// playbooks (the Playbooks screen's, analytics) are evicted for each account touched: the table's
// pages on screen refetch once and show the new tags. Other tabs hear the server's live event.
import { useCallback } from 'react';
import type { BulkTagsInput } from '../../__generated__/graphql';
import { useBulkTagTradesMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

export function useBulkTagTrades(): [
  (input: BulkTagsInput, accountIds: Iterable<string>) => Promise<number>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useBulkTagTradesMutation();
  const bulkTag = useCallback(
    async (input: BulkTagsInput, accountIds: Iterable<string>) => {
      const accounts = [...new Set(accountIds)];
      const result = await mutate({
        variables: { input },
        update(cache) {
          if (!accounts.length) evictTradeDerived(cache, null);
          for (const accountId of accounts) evictTradeDerived(cache, accountId);
        },
      });
      return result.data?.bulkTagTrades.updated ?? 0;
    },
    [mutate],
  );
  return [bulkTag, { loading }];
}
