// "Sign out everywhere else": every session but this one ends; the list keeps only this device.
import { useCallback } from 'react';
import { useRevokeOtherSessionsMutation } from '../../__generated__/hooks';

export function useRevokeOtherSessions(): [() => Promise<number>, { loading: boolean }] {
  const [mutate, { loading }] = useRevokeOtherSessionsMutation();
  const revokeOthers = useCallback(async () => {
    const { data } = await mutate({
      update: (cache) => {
        cache.modify({
          fields: {
            sessions: (rows: readonly { __ref: string }[], { readField }) =>
              rows.filter((row) => readField<boolean>('current', row)),
          },
        });
        cache.gc();
      },
    });
    return data?.revokeOtherSessions ?? 0;
  }, [mutate]);
  return [revokeOthers, { loading }];
}
