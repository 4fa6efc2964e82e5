// Spec "Account switcher dropdown": every account with name, description, currency, balance
// and an 'Inactive' badge; edit and delete per account; 'Create New Trading Account'.
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../lib/format';
import { useCurrentAccount } from './current-account';
import { AccountDialogs, AccountRowActions, type AccountDialog } from './AccountDialogs';
import { useAccounts } from './use-accounts';
import './account-switcher.css';

export function AccountSwitcher() {
  const accounts = useAccounts().accounts ?? [];
  const { accountId, setAccountId } = useCurrentAccount();
  const current = accounts.find((a) => a.id === accountId) ?? null;
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const openDialog = (next: AccountDialog) => {
    setOpen(false);
    setDialog(next);
  };

  return (
    <div className="switcher" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="switcher__toggle"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="switcher__label">Trading account</span>
        <span className="switcher__current">{current ? current.name : 'No account'}</span>
        {current && <span className="switcher__balance num">{formatMoney(current.balance, current.currency)}</span>}
        <span aria-hidden="true" className="switcher__caret">
          ▾
        </span>
      </button>
      {open && (
        <div id="account-menu" className="switcher__menu">
          {accounts.length === 0 ? (
            <p className="switcher__empty">No trading accounts found</p>
          ) : (
            <ul className="switcher__list" aria-label="Trading accounts">
              {accounts.map((a) => (
                <li key={a.id} className={`switcher__item${a.id === accountId ? ' switcher__item--current' : ''}`}>
                  <button
                    type="button"
                    className="switcher__select"
                    aria-current={a.id === accountId ? 'true' : undefined}
                    onClick={() => {
                      setAccountId(a.id);
                      setOpen(false);
                    }}
                  >
                    <span className="switcher__name">
                      {a.name} {!a.isActive && <span className="badge badge--warning">Inactive</span>}
                    </span>
                    {a.description && <span className="switcher__desc">{a.description}</span>}
                    <span className="switcher__meta num">
                      {a.currency} · Balance: {formatMoney(a.balance, a.currency)}
                    </span>
                  </button>
                  <AccountRowActions account={a} onOpen={openDialog} />
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn--primary btn--block" onClick={() => openDialog({ kind: 'create' })}>
            Create New Trading Account
          </button>
        </div>
      )}
      <AccountDialogs dialog={dialog} accounts={accounts} onClose={() => setDialog(null)} />
    </div>
  );
}
