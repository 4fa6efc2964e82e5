// The missed trades' mutations, each owning its cache update (docs/ARCHITECTURE.md):
// - create and update may add a row or move it (its time orders the list, its playbook filters
//   it): the list's query is refetched by its document, awaited, so the server's order holds;
// - delete evicts the entity: lists drop the reference with no round trip;
// - every one changes the playbooks' "missed" counts: that root field is evicted, so the cards
//   showing it refetch once (and the Playbooks screen reads fresh counts when it mounts again).
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { MissedTradesScreenDocument, type MissedTradeInput } from '../../__generated__/graphql';
import {
  useCreateMissedTradeMutation,
  useDeleteMissedTradeMutation,
  useUpdateMissedTradeMutation,
} from '../../__generated__/hooks';
import { evictEntity } from '../../apollo/evict-entity';

function evictCounts(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'missedTradeCounts' });
  cache.gc();
}

const refetchList = { refetchQueries: [MissedTradesScreenDocument], awaitRefetchQueries: true };

export function useCreateMissedTrade() {
  const [mutate, { loading }] = useCreateMissedTradeMutation(refetchList);
  const create = useCallback(
    async (input: MissedTradeInput) => {
      await mutate({ variables: { input }, update: evictCounts });
    },
    [mutate],
  );
  return [create, { loading }] as const;
}

export function useUpdateMissedTrade() {
  const [mutate, { loading }] = useUpdateMissedTradeMutation(refetchList);
  const update = useCallback(
    async (id: string, input: MissedTradeInput) => {
      await mutate({ variables: { id, input }, update: evictCounts });
    },
    [mutate],
  );
  return [update, { loading }] as const;
}

export function useDeleteMissedTrade() {
  const [mutate, { loading }] = useDeleteMissedTradeMutation();
  const remove = useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update(cache) {
          evictEntity(cache, 'MissedTrade', id);
          evictCounts(cache);
        },
      });
    },
    [mutate],
  );
  return [remove, { loading }] as const;
}
