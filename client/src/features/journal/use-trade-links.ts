// The selected trade's tags, playbook and rule checks: saving changes the trade in place (the
// normalized cache merges the answer); a new tag adds a row to the tag list, refetched, awaited.
import { useCallback } from 'react';
import { JournalTradeLinksDocument, type TagKind, type TradeInput } from '../../__generated__/graphql';
import { useCreateJournalTagMutation, useSaveTradeLinksMutation } from '../../__generated__/hooks';

export function useSaveTradeLinks() {
  const [mutate, { loading }] = useSaveTradeLinksMutation();
  const save = useCallback(
    (id: string, input: Pick<TradeInput, 'tagIds' | 'playbookId' | 'ruleChecks'>) =>
      mutate({ variables: { id, input } }),
    [mutate],
  );
  return [save, { loading }] as const;
}

export function useCreateJournalTag() {
  const [mutate] = useCreateJournalTagMutation({
    refetchQueries: [JournalTradeLinksDocument],
    awaitRefetchQueries: true,
  });
  return useCallback(
    async (name: string, kind: TagKind) =>
      (await mutate({ variables: { input: { name, kind } } })).data?.createTag ?? null,
    [mutate],
  );
}
