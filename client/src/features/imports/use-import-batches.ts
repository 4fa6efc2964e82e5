// The batches over GraphQL: the history, a started batch polled until it settles, and undo. A
// finished import or an undo changes trades, so exactly the trade-derived cache entries go
// (evictTradeDerived) and the dashboard and trades list refetch what they show.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  ImportBatchesDocument,
  ImportBatchProgressDocument,
  type ImportBatchItemFragment,
  type ImportBatchRowFragment,
} from '../../__generated__/graphql';
import { useImportBatchesQuery, useUndoImportMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';

export type ImportBatchItem = ImportBatchItemFragment;
export type ImportBatchRow = ImportBatchRowFragment;

const SETTLED = new Set(['done', 'failed', 'undone']);
export const isSettled = (status: string) => SETTLED.has(status);

export function useImportHistory() {
  const { data, dataState, loading, error } = useImportBatchesQuery({ fetchPolicy: 'cache-and-network' });
  const batches = dataState === 'complete' ? data.importBatches : [];
  return { batches, loading: loading && dataState !== 'complete', error };
}

/** Polls one batch every `intervalMs` until it is done, failed or undone; then calls onSettled once. */
export function useBatchProgress(id: string | null, intervalMs: number, onSettled: (batch: ImportBatchItem) => void) {
  const client = useApolloClient();
  // Kept with the id it belongs to, so another batch never shows the previous one's figures.
  const [latest, setLatest] = useState<ImportBatchItem | null>(null);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const { data } = await client.query({
          query: ImportBatchProgressDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        });
        if (stopped) return;
        const current = data?.importBatch ?? null;
        setLatest(current);
        if (current && isSettled(current.status)) {
          if (current.status === 'done') evictTradeDerived(client.cache, current.accountId);
          void client.refetchQueries({ include: [ImportBatchesDocument] });
          settledRef.current(current);
          return;
        }
      } catch {
        // A lost poll (server restarting) is not the batch's fate: ask again on the next tick.
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, id, intervalMs]);

  return latest && latest.id === id ? latest : null;
}

export function useUndoImport(): [(batch: ImportBatchRow) => Promise<void>, { loading: boolean }] {
  const [mutate, { loading }] = useUndoImportMutation();
  const undo = useCallback(
    async (batch: ImportBatchRow) => {
      await mutate({ variables: { id: batch.id }, update: (cache) => evictTradeDerived(cache, batch.accountId) });
    },
    [mutate],
  );
  return [undo, { loading }];
}

/** A newly queued batch belongs at the top of the history. */
export function useRefetchHistory() {
  const client = useApolloClient();
  return useCallback(
    () => void client.refetchQueries({ include: [ImportBatchesDocument] }).catch(() => undefined),
    [client],
  );
}
