// Access Tokens: personal tokens for scripts, notebooks and the explorer (docs/analysts.md).
// Created with a name, a scope and an optional expiry; the secret is shown once; listed with
// created / last used / expires; revoked after a confirmation.
import { useId, useState } from 'react';
import type { AccessTokenRowFragment, AccessTokenScope } from '../../__generated__/graphql';
import {
  useAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from '../../__generated__/hooks';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../lib/format';
import { EXPIRY_CHOICES, expiryInstant, isExpired, type ExpiryChoice } from './access-token-expiry';
import { NewAccessTokenSecret } from './NewAccessTokenSecret';

const SCOPE_LABELS: Record<AccessTokenScope, string> = { READ: 'Read', READ_WRITE: 'Read & write' };
const REFETCH = { refetchQueries: ['AccessTokens'], awaitRefetchQueries: true };

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function AccessTokensTab() {
  const id = useId();
  const result = useAccessTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useCreateAccessTokenMutation(REFETCH);
  const [revoke, { loading: revoking }] = useRevokeAccessTokenMutation(REFETCH);
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
      const result = await create({
        variables: { input: { name: name.trim(), scope, expiresAt: expiryInstant(expiry) } },
      });
      const payload = result.data?.createAccessToken;
      if (payload) setCreated({ name: payload.accessToken.name, secret: payload.secret });
      setName('');
    } catch (e) {
      setProblem(errorText(e, 'Failed to create the access token'));
    }
  };

  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { id: toRevoke.id } });
      setToRevoke(null);
    } catch (e) {
      setProblem(errorText(e, 'Failed to revoke the access token'));
      setToRevoke(null);
    }
  };

  const tokens = result.dataState === 'complete' ? result.data.accessTokens : undefined;
  const { error } = result;
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Access Tokens</h2>
      <p className="st-muted">
        For scripts, notebooks and the API explorer: send <code>Authorization: Bearer clg_…</code>. A read token can
        only read; no token can manage tokens or change your password.
      </p>
      {created ? (
        <NewAccessTokenSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />
      ) : (
        <form
          className="st-stack"
          noValidate
          aria-label="Create access token"
          onSubmit={(e) => {
            e.preventDefault();
            void onCreate();
          }}
        >
          <div className="st-field">
            <label htmlFor={`${id}-name`}>Token name</label>
            <input
              className="input"
              id={`${id}-name`}
              maxLength={100}
              value={name}
              placeholder="e.g. Jupyter notebook"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-scope`}>Scope</label>
            <select
              className="input"
              id={`${id}-scope`}
              value={scope}
              onChange={(e) => setScope(e.target.value as AccessTokenScope)}
            >
              <option value="READ">Read</option>
              <option value="READ_WRITE">Read &amp; write</option>
            </select>
          </div>
          <div className="st-field">
            <label htmlFor={`${id}-expiry`}>Expires</label>
            <select
              className="input"
              id={`${id}-expiry`}
              value={expiry}
              onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}
            >
              {EXPIRY_CHOICES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="st-actions">
            <button type="submit" className="btn btn--primary" disabled={creating}>
              {creating ? 'Creating...' : 'Create Token'}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="form-error st-message">
          {problem}
        </p>
      )}
      {error && !tokens ? (
        <p role="alert" className="form-error">
          Access tokens could not be loaded.
        </p>
      ) : !tokens ? (
        <p className="st-muted">Loading access tokens…</p>
      ) : tokens.length === 0 ? (
        <p className="st-muted">No access tokens yet.</p>
      ) : (
        <ul className="st-rules" aria-label="Your access tokens">
          {tokens.map((t) => (
            <li key={t.id} className="st-rule st-account">
              <div className="st-rule__text">
                <strong>{t.name}</strong> <span className="badge">{SCOPE_LABELS[t.scope]}</span>{' '}
                {isExpired(t.expiresAt) && <span className="badge badge--warning">Expired</span>}
                <div className="st-muted num">
                  Created {formatDateTime(t.createdAt)} · Last used{' '}
                  {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'never'} · Expires{' '}
                  {t.expiresAt ? formatDateTime(t.expiresAt) : 'never'}
                </div>
              </div>
              <button
                type="button"
                className="btn btn--danger"
                aria-label={`Revoke ${t.name}`}
                onClick={() => setToRevoke(t)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {toRevoke && (
        <Modal
          title="Revoke access token"
          size="small"
          dismissible={!revoking}
          onClose={() => setToRevoke(null)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setToRevoke(null)} disabled={revoking}>
                Cancel
              </button>
              <button type="button" className="btn btn--danger" onClick={() => void onRevoke()} disabled={revoking}>
                {revoking ? 'Revoking...' : 'Revoke'}
              </button>
            </>
          }
        >
          <p>
            Revoke <strong>{toRevoke.name}</strong>? Scripts using it stop working at once. This cannot be undone.
          </p>
        </Modal>
      )}
    </div>
  );
}
