// Saves an account's risk profile (issue 32). The answer is the profile's version, not the
// figures it moves: the status card, the editor and the Trading Plan (its targets come from the
// profile) are refetched, awaited.
import { useCallback } from 'react';
import {
  DashboardLiveDocument,
  DashboardRiskProfileDocument,
  DashboardRiskStatusDocument,
  type RiskRulesInput,
} from '../../__generated__/graphql';
import { useSetRiskRulesMutation } from '../../__generated__/hooks';

export function useSetRiskRules(accountId: string) {
  const [mutate, state] = useSetRiskRulesMutation({
    refetchQueries: [DashboardRiskStatusDocument, DashboardRiskProfileDocument, DashboardLiveDocument],
    awaitRefetchQueries: true,
  });
  const save = useCallback(
    async (input: RiskRulesInput) => (await mutate({ variables: { accountId, input } })).data?.setRiskRules,
    [accountId, mutate],
  );
  return { save, saving: state.loading };
}
