// Settings → Access Tokens' state: the list, the create form, the secret shown once, and the
// token waiting for its revoke confirmation, apart from how the tab draws them.
import { useState } from 'react';
import type { AccessTokenRowFragment, AccessTokenScope } from '../../__generated__/graphql';
import { useAccessTokensQuery } from '../../__generated__/hooks';
import { expiryInstant, type ExpiryChoice } from './access-token-expiry';
import { useCreateAccessToken, useRevokeAccessToken } from './use-access-token-mutations';

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useAccessTokensTab() {
  const result = useAccessTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useCreateAccessToken();
  const [revoke, { loading: revoking }] = useRevokeAccessToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('READ');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90d');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessTokenRowFragment | null>(null);

  const onCreate = async () => {
    if (!name.trim()) {
      setProblem('Name is required');
      return;
    }
    setProblem(null);
    try {
      const token = await create({ name: name.trim(), scope, expiresAt: expiryInstant(expiry) });
      if (token) setCreated(token);
      setName('');
    } catch (e) {
      setProblem(errorText(e, 'Failed to create the access token'));
    }
  };

  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke(toRevoke.id);
      setToRevoke(null);
    } catch (e) {
      setProblem(errorText(e, 'Failed to revoke the access token'));
      setToRevoke(null);
    }
  };

  return {
    tokens: result.dataState === 'complete' ? result.data.accessTokens : undefined,
    loadError: result.error,
    form: { name, setName, scope, setScope, expiry, setExpiry, creating, onCreate },
    problem,
    created,
    closeSecret: () => setCreated(null),
    revoking: { token: toRevoke, ask: setToRevoke, cancel: () => setToRevoke(null), confirm: onRevoke, busy: revoking },
  };
}

export type AccessTokenForm = ReturnType<typeof useAccessTokensTab>['form'];
export type AccessTokenRevoking = ReturnType<typeof useAccessTokensTab>['revoking'];
