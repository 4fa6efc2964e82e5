// One hook per account mutation, each owning its cache update, whichever dialog saves: a new
// account refetches the account list (awaited: the server orders it), an edited one merges in
// the normalized cache, a deleted one is evicted (account-cache.ts).
import { useCallback } from 'react';
import { useCreateAccountMutation, useDeleteAccountMutation, useUpdateAccountMutation } from '../__generated__/hooks';
import { AccountListDocument, type CreateAccountInput, type UpdateAccountInput } from '../__generated__/graphql';
import { useCurrentAccount } from './current-account';
import { removeAccountFromCache } from './account-cache';

/** Creates an account, adds it to the list and makes it the current one (spec: a new account becomes current). */
export function useCreateAccount() {
  const [mutate] = useCreateAccountMutation();
  const { setAccountId } = useCurrentAccount();
  return useCallback(
    async (input: CreateAccountInput) => {
      const { data } = await mutate({
        variables: { input },
        refetchQueries: [AccountListDocument],
        awaitRefetchQueries: true,
      });
      if (data) setAccountId(data.createAccount.id);
      return data?.createAccount;
    },
    [mutate, setAccountId],
  );
}

/** Updates an account (the normalized cache entry updates every screen that shows it). */
export function useUpdateAccount() {
  const [mutate] = useUpdateAccountMutation();
  return useCallback((id: string, input: UpdateAccountInput) => mutate({ variables: { id, input } }), [mutate]);
}

/** Deletes an account (the password confirms it) and drops it and everything derived from its trades. */
export function useDeleteAccount(): [(id: string, password: string) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useDeleteAccountMutation();
  const deleteAccount = useCallback(
    (id: string, password: string) =>
      mutate({ variables: { id, password }, update: (cache) => removeAccountFromCache(cache, id) }),
    [mutate],
  );
  return [deleteAccount, { loading }];
}
