// Saving the breakeven tolerance. The server re-classifies every closed trade, so every figure
// and trade list derived from trades is dropped (each account's analytics, the trade lists) and
// the tolerance's query is refetched, awaited, before the form says it is saved.
import { useCallback } from 'react';
import { BreakevenToleranceDocument } from '../../__generated__/graphql';
import { useSaveBreakevenToleranceMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

export interface BreakevenSaved {
  reclassifiedTrades: number;
}

export function useSaveBreakeven(): (value: string) => Promise<BreakevenSaved> {
  const [mutate] = useSaveBreakevenToleranceMutation();
  return useCallback(
    async (value: string) => {
      const res = await mutate({
        variables: { input: { mode: 'money', value } },
        refetchQueries: [BreakevenToleranceDocument],
        awaitRefetchQueries: true,
        update(cache) {
          const accounts = Object.keys(cache.extract() as Record<string, unknown>).filter((key) =>
            key.startsWith('Account:'),
          );
          for (const key of accounts) evictTradeDerived(cache, key.slice('Account:'.length));
          evictTradeDerived(cache, null);
        },
      });
      return { reclassifiedTrades: res.data?.saveBreakevenTolerance.reclassifiedTrades ?? 0 };
    },
    [mutate],
  );
}
