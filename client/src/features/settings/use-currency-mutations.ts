// Settings → Currencies' mutations, one hook each. None answers the whole picture (a scalar, one
// rate that may replace another, a count), so each refetches the tab's query, awaited.
import { useCallback } from 'react';
import { CurrencySettingsDocument, type FxRateInput } from '../../__generated__/graphql';
import { useAddFxRateMutation, useImportFxRatesMutation, useSetBaseCurrencyMutation } from '../../__generated__/hooks';

const refetch = { refetchQueries: [CurrencySettingsDocument], awaitRefetchQueries: true };

export function useSetBaseCurrency() {
  const [mutate] = useSetBaseCurrencyMutation(refetch);
  return useCallback((currency: string) => mutate({ variables: { currency } }), [mutate]);
}

export function useAddFxRate(): [(input: FxRateInput) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useAddFxRateMutation(refetch);
  const add = useCallback((input: FxRateInput) => mutate({ variables: { input } }), [mutate]);
  return [add, { loading }];
}

export function useImportFxRates(): [(csv: string) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useImportFxRatesMutation(refetch);
  const importRates = useCallback((csv: string) => mutate({ variables: { csv } }), [mutate]);
  return [importRates, { loading }];
}
