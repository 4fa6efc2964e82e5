// Trading Accounts: the welcome dialog promises "You can create more trading accounts later in
// Settings", so Settings lists every account and creates, edits and deletes them (delete asks
// for the password) with the same modals as the account switcher.
import { useState } from 'react';
import { formatMoney } from '../../lib/format';
import { useCurrentAccount } from '../../accounts/current-account';
import { AccountDialogs, AccountRowActions, type AccountDialog } from '../../accounts/AccountDialogs';
import { useAccounts } from '../../accounts/use-accounts';

export function AccountsTab() {
  const { accounts, error } = useAccounts();
  const { accountId } = useCurrentAccount();
  const [dialog, setDialog] = useState<AccountDialog>(null);
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Trading Accounts</h2>
      <p className="st-muted">
        Each account keeps its own trades, balance and currency; the switcher in the header chooses the one you work in.
      </p>
      {error && !accounts ? (
        <p role="alert" className="form-error">
          Trading accounts could not be loaded.
        </p>
      ) : !accounts ? (
        <p className="st-muted">Loading trading accounts…</p>
      ) : accounts.length === 0 ? (
        <p className="st-muted">No trading accounts found</p>
      ) : (
        <ul className="st-rules" aria-label="Your trading accounts">
          {accounts.map((a) => (
            <li key={a.id} className="st-rule st-account">
              <div className="st-rule__text">
                <strong>{a.name}</strong> {a.id === accountId && <span className="badge">Current</span>}{' '}
                {!a.isActive && <span className="badge badge--warning">Inactive</span>}
                {a.description && <div className="st-muted">{a.description}</div>}
                <div className="st-muted num">
                  {a.currency} · Balance: {formatMoney(a.balance, a.currency)}
                </div>
              </div>
              <AccountRowActions account={a} onOpen={setDialog} />
            </li>
          ))}
        </ul>
      )}
      <div className="st-actions">
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'create' })}>
          Create New Trading Account
        </button>
      </div>
      <AccountDialogs dialog={dialog} accounts={accounts ?? []} onClose={() => setDialog(null)} />
    </div>
  );
}
