// The Access Tokens tab's list: each token with its scope, dates and Revoke button.
import type { AccessTokenRowFragment, AccessTokenScope } from '../../__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { isExpired } from './access-token-expiry';

const SCOPE_LABELS: Record<AccessTokenScope, string> = { READ: 'Read', READ_WRITE: 'Read & write' };

export function AccessTokenList({
  tokens,
  onRevoke,
}: {
  tokens: readonly AccessTokenRowFragment[];
  onRevoke(token: AccessTokenRowFragment): void;
}) {
  return (
    <ul className="st-rules" aria-label="Your access tokens">
      {tokens.map((t) => (
        <li key={t.id} className="st-rule st-account">
          <div className="st-rule__text">
            <strong>{t.name}</strong> <span className="badge">{SCOPE_LABELS[t.scope]}</span>{' '}
            {isExpired(t.expiresAt) && <span className="badge badge--warning">Expired</span>}
            <div className="st-muted num">
              Created {formatDateTime(t.createdAt)} · Last used {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'never'}{' '}
              · Expires {t.expiresAt ? formatDateTime(t.expiresAt) : 'never'}
            </div>
          </div>
          <button type="button" className="btn btn--danger" aria-label={`Revoke ${t.name}`} onClick={() => onRevoke(t)}>
            Revoke
          </button>
        </li>
      ))}
    </ul>
  );
}
