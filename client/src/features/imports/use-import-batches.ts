// The batches over GraphQL: the history, a started batch followed until it settles (pushed over
// the live socket, polled while it is down), and undo. A
// finished import or an undo changes trades, so exactly the trade-derived cache entries go
// (evictTradeDerived) and the dashboard and trades list refetch what they show.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  ImportBatchesDocument,
  ImportBatchProgressDocument,
  ImportProgressDocument,
  type ImportBatchItemFragment,
  type ImportBatchRowFragment,
  type ImportProgressSubscription,
} from '../../__generated__/graphql';
import { useImportBatchesQuery, useRetryImportMutation, useUndoImportMutation } from '../../__generated__/hooks';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';
import { liveSubscribe, useLiveState } from '../../session/live-status';

export type ImportBatchItem = ImportBatchItemFragment;
export type ImportBatchRow = ImportBatchRowFragment;

const SETTLED = new Set(['done', 'failed', 'undone']);
export const isSettled = (status: string) => SETTLED.has(status);

export function useImportHistory() {
  const { data, dataState, loading, error } = useImportBatchesQuery({ fetchPolicy: 'cache-and-network' });
  const batches = dataState === 'complete' ? data.importBatches : [];
  return { batches, loading: loading && dataState !== 'complete', error };
}

/**
 * Follows one batch until it is done, failed or undone, then calls onSettled once. While the live
 * socket is up the server pushes the batch as it advances (importProgress, after one read for
 * what happened before the subscription started); while it is down, the batch is polled every
 * `intervalMs`. Switching either way as the socket comes and goes.
 */
export function useBatchProgress(id: string | null, intervalMs: number, onSettled: (batch: ImportBatchItem) => void) {
  const client = useApolloClient();
  const live = useLiveState();
  // Kept with the id it belongs to, so another batch never shows the previous one's figures.
  const [latest, setLatest] = useState<ImportBatchItem | null>(null);
  const settledRef = useRef(onSettled);
  const settledId = useRef<string | null>(null);
  useEffect(() => {
    settledRef.current = onSettled;
  });

  useEffect(() => {
    // Between two follows of one batch (a retry queues the same id again) it may settle again.
    if (!id) {
      settledId.current = null;
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | null = null;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribe = null;
    };
    /** Shows the batch; true once it has settled (and onSettled has run, once per batch). */
    const show = (current: ImportBatchItem | null): boolean => {
      if (stopped) return true;
      setLatest(current);
      if (!current || !isSettled(current.status)) return false;
      stop();
      if (settledId.current !== current.id) {
        settledId.current = current.id;
        if (current.status === 'done') evictTradeDerived(client.cache, current.accountId);
        void client.refetchQueries({ include: [ImportBatchesDocument] });
        settledRef.current(current);
      }
      return true;
    };
    const read = async () => {
      const { data } = await client.query({
        query: ImportBatchProgressDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.importBatch ?? null;
    };
    const tick = async () => {
      try {
        if (show(await read())) return;
      } catch {
        // A lost poll (server restarting) is not the batch's fate: ask again on the next tick.
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };

    const subscribe = live === 'live' ? liveSubscribe() : null;
    if (!subscribe) {
      void tick();
      return stop;
    }
    unsubscribe = subscribe<ImportProgressSubscription>(
      ImportProgressDocument,
      { batchId: id },
      {
        next: ({ data }) => {
          if (data?.importProgress) show(data.importProgress);
        },
        // Refused or cut off: poll instead (the socket's own loss also switches via the live state).
        error: () => {
          unsubscribe = null;
          if (!stopped) void tick();
        },
        complete: () => undefined,
      },
    );
    // The batch may have advanced, or ended, before the subscription started.
    read()
      .then(show)
      .catch(() => undefined);
    return stop;
  }, [client, id, intervalMs, live]);

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

/** Queues again a batch that failed on the server (retryable); answers the queued batch. */
export function useRetryImport(): [(batchId: string) => Promise<ImportBatchRow | null>, { loading: boolean }] {
  const [mutate, { loading }] = useRetryImportMutation();
  const retry = useCallback(
    async (batchId: string) => {
      const { data } = await mutate({ variables: { id: batchId }, refetchQueries: [ImportBatchesDocument] });
      return data?.retryImport ?? null;
    },
    [mutate],
  );
  return [retry, { loading }];
}

/** A newly queued batch belongs at the top of the history. */
export function useRefetchHistory() {
  const client = useApolloClient();
  return useCallback(
    () => void client.refetchQueries({ include: [ImportBatchesDocument] }).catch(() => undefined),
    [client],
  );
}
