// Settings → Contract multipliers' mutations, one hook each. Setting a root may add a row and
// resetting one leaves the built-in value or removes the row (a bare answer), so both refetch the
// table, awaited; the trade form reads the same rows (keyed by root) and follows.
import { useCallback } from 'react';
import { ContractMultipliersDocument } from '../../__generated__/graphql';
import { useDeleteContractMultiplierMutation, useSetContractMultiplierMutation } from '../../__generated__/hooks';

const refetch = { refetchQueries: [ContractMultipliersDocument], awaitRefetchQueries: true };

export function useSetContractMultiplier(): [
  (root: string, pointValue: string) => Promise<{ root: string; pointValue: string } | null>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useSetContractMultiplierMutation(refetch);
  const set = useCallback(
    async (root: string, pointValue: string) =>
      (await mutate({ variables: { root, pointValue } })).data?.setContractMultiplier ?? null,
    [mutate],
  );
  return [set, { loading }];
}

export function useDeleteContractMultiplier() {
  const [mutate] = useDeleteContractMultiplierMutation(refetch);
  return useCallback((root: string) => mutate({ variables: { root } }), [mutate]);
}
