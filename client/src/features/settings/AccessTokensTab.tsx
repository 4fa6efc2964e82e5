// Access Tokens: personal tokens for scripts, notebooks and the explorer (docs/analysts.md).
// Created with a name, a scope and an optional expiry; the secret is shown once; listed with
// created / last used / expires; revoked after a confirmation. State: use-access-tokens-tab.ts.
import { AccessTokenForm } from './AccessTokenForm';
import { AccessTokenList } from './AccessTokenList';
import { NewAccessTokenSecret } from './NewAccessTokenSecret';
import { RevokeAccessTokenDialog } from './RevokeAccessTokenDialog';
import { useAccessTokensTab } from './use-access-tokens-tab';

export function AccessTokensTab() {
  const tab = useAccessTokensTab();
  const { tokens, created, problem } = tab;
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Access Tokens</h2>
      <p className="st-muted">
        For scripts, notebooks and the API explorer: send <code>Authorization: Bearer clg_…</code>. A read token can
        only read; no token can manage tokens or change your password.
      </p>
      {created ? (
        <NewAccessTokenSecret name={created.name} secret={created.secret} onDone={tab.closeSecret} />
      ) : (
        <AccessTokenForm form={tab.form} />
      )}
      {problem && (
        <p role="alert" className="form-error st-message">
          {problem}
        </p>
      )}
      {tab.loadError && !tokens ? (
        <p role="alert" className="form-error">
          Access tokens could not be loaded.
        </p>
      ) : !tokens ? (
        <p className="st-muted">Loading access tokens…</p>
      ) : tokens.length === 0 ? (
        <p className="st-muted">No access tokens yet.</p>
      ) : (
        <AccessTokenList tokens={tokens} onRevoke={tab.revoking.ask} />
      )}
      <RevokeAccessTokenDialog revoking={tab.revoking} />
    </div>
  );
}
