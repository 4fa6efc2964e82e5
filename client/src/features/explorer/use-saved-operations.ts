// The explorer's saved operations: the list and its two mutations, each owning its cache update.
// Saving replaces an operation of the same name, so the list is refetched (awaited); a deleted
// operation is evicted, and the list drops it without a round trip.
import { useCallback } from 'react';
import {
  useDeleteSavedOperationMutation,
  useSavedOperationsQuery,
  useSaveOperationMutation,
} from '../../__generated__/hooks';
import { SavedOperationsDocument, type SaveOperationInput } from '../../__generated__/graphql';
import { evictEntity } from '../../apollo/evict-entity';

export function useSavedOperations() {
  const saved = useSavedOperationsQuery();
  return { operations: saved.dataState === 'complete' ? saved.data.savedOperations : [], loading: saved.loading };
}

export function useSaveOperation(): [(input: SaveOperationInput) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useSaveOperationMutation();
  const save = useCallback(
    (input: SaveOperationInput) =>
      mutate({ variables: { input }, refetchQueries: [SavedOperationsDocument], awaitRefetchQueries: true }),
    [mutate],
  );
  return [save, { loading }];
}

export function useDeleteSavedOperation() {
  const [mutate] = useDeleteSavedOperationMutation();
  return useCallback(
    (id: string) => mutate({ variables: { id }, update: (cache) => evictEntity(cache, 'SavedOperation', id) }),
    [mutate],
  );
}
