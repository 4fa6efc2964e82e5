// Settings → Access Tokens' mutations, one hook each. A new token joins the list in the server's
// order, so creating refetches it (awaited); a revoked token is evicted and leaves the list with
// no round trip.
import { useCallback } from 'react';
import { AccessTokensDocument, type CreateAccessTokenInput } from '../../__generated__/graphql';
import { useCreateAccessTokenMutation, useRevokeAccessTokenMutation } from '../../__generated__/hooks';
import { evictEntity } from '../../apollo/evict-entity';

/** Creates a token; answers its name and its secret (shown once). */
export function useCreateAccessToken(): [
  (input: CreateAccessTokenInput) => Promise<{ name: string; secret: string } | null>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useCreateAccessTokenMutation();
  const create = useCallback(
    async (input: CreateAccessTokenInput) => {
      const { data } = await mutate({
        variables: { input },
        refetchQueries: [AccessTokensDocument],
        awaitRefetchQueries: true,
      });
      const payload = data?.createAccessToken;
      return payload ? { name: payload.accessToken.name, secret: payload.secret } : null;
    },
    [mutate],
  );
  return [create, { loading }];
}

export function useRevokeAccessToken(): [(id: string) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useRevokeAccessTokenMutation();
  const revoke = useCallback(
    (id: string) => mutate({ variables: { id }, update: (cache) => evictEntity(cache, 'AccessToken', id) }),
    [mutate],
  );
  return [revoke, { loading }];
}
