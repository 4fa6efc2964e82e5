// Signs one of the viewer's other sessions out; owns the cache update (the row leaves the list).
import { useCallback } from 'react';
import { useRevokeSessionMutation } from '../../__generated__/hooks';

export function useRevokeSession(): [(id: string) => Promise<void>, { loading: boolean }] {
  const [mutate, { loading }] = useRevokeSessionMutation();
  const revoke = useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Session', id }) });
          cache.gc();
        },
      });
    },
    [mutate],
  );
  return [revoke, { loading }];
}
