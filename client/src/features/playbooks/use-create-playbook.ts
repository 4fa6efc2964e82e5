// A new playbook adds a row to the Playbooks screen's list: the list and its figures are refetched, awaited.
import { useCallback } from 'react';
import {
  AccountPlaybookFiguresDocument,
  AllPlaybookFiguresDocument,
  PlaybooksScreenDocument,
  type PlaybookInput,
} from '../../__generated__/graphql';
import { useCreatePlaybookMutation } from '../../__generated__/hooks';

export function useCreatePlaybook(): [(input: PlaybookInput) => Promise<string | null>, { loading: boolean }] {
  const [mutate, { loading }] = useCreatePlaybookMutation({
    refetchQueries: [PlaybooksScreenDocument, AccountPlaybookFiguresDocument, AllPlaybookFiguresDocument],
    awaitRefetchQueries: true,
  });
  const create = useCallback(
    async (input: PlaybookInput) => (await mutate({ variables: { input } })).data?.createPlaybook.id ?? null,
    [mutate],
  );
  return [create, { loading }];
}
