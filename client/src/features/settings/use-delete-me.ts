// Leaving for good (issue 35 item 3): the server deletes the user and ends every session; this
// browser then forgets its own (no cache update: the whole signed-in app goes away).
import { useCallback, useContext } from 'react';
import { useDeleteMeMutation } from '../../__generated__/hooks';
import { SessionContext } from '../../session/session-context';

export function useDeleteMe(): [(password: string) => Promise<void>, { loading: boolean }] {
  const [mutate, { loading }] = useDeleteMeMutation();
  // Read without useSession's guard: the Settings tests render the tab without a session provider.
  const logout = useContext(SessionContext)?.logout;
  const deleteMe = useCallback(
    async (password: string) => {
      await mutate({ variables: { password } });
      logout?.();
    },
    [mutate, logout],
  );
  return [deleteMe, { loading }];
}
