// The settings screen's mutations, one hook each, each owning what follows the call.
import { useCallback } from 'react';
import { useChangePasswordMutation, useUpdateTimezoneMutation } from '../../__generated__/hooks';
import { replaceToken } from '../../session/token-store';

/** Changes the password; the change revoked every earlier token, this tab's too, so it continues with the fresh one. */
export function useChangePassword(): [
  (currentPassword: string, newPassword: string) => Promise<void>,
  { loading: boolean },
] {
  const [mutate, { loading }] = useChangePasswordMutation();
  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string) => {
      const { data } = await mutate({ variables: { currentPassword, newPassword } });
      if (data) replaceToken(data.changePassword.token);
    },
    [mutate],
  );
  return [changePassword, { loading }];
}

/** Saves the viewer's time zone (the normalized User entry updates every screen that reads it). */
export function useUpdateTimezone(): [(timezone: string) => Promise<unknown>, { loading: boolean }] {
  const [mutate, { loading }] = useUpdateTimezoneMutation();
  const updateTimezone = useCallback((timezone: string) => mutate({ variables: { timezone } }), [mutate]);
  return [updateTimezone, { loading }];
}
