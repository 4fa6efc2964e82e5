// The account dialogs (create, edit, delete with the password) and the Edit/Delete buttons of an
// account row, shared by the header's switcher and Settings' Trading Accounts tab.
import { lazy, Suspense } from 'react';
import type { AccountListItemFragment } from '../__generated__/graphql';
import { EditIcon, TrashIcon } from '../components/icons';
import './cash-flows.css';

const AccountFormModal = lazy(() => import('./AccountFormModal'));
const DeleteAccountModal = lazy(() => import('./DeleteAccountModal'));
const CashFlowsModal = lazy(() => import('./CashFlowsModal'));

export type AccountDialog =
  { kind: 'create' } | { kind: 'edit' | 'delete' | 'cash'; account: AccountListItemFragment } | null;

export function AccountDialogs(props: {
  dialog: AccountDialog;
  accounts: readonly AccountListItemFragment[];
  onClose: () => void;
}) {
  const { dialog, accounts, onClose } = props;
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'create' && <AccountFormModal onClose={onClose} />}
      {dialog?.kind === 'edit' && <AccountFormModal account={dialog.account} onClose={onClose} />}
      {dialog?.kind === 'cash' && <CashFlowsModal account={dialog.account} onClose={onClose} />}
      {dialog?.kind === 'delete' && (
        <DeleteAccountModal
          account={dialog.account}
          remaining={accounts.filter((a) => a.id !== dialog.account.id)}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}

export function AccountRowActions(props: {
  account: AccountListItemFragment;
  onOpen: (dialog: AccountDialog) => void;
}) {
  const { account, onOpen } = props;
  return (
    <>
      <button
        type="button"
        className="icon-button icon-button--text"
        aria-label={`Cash: deposits and withdrawals of ${account.name}`}
        onClick={() => onOpen({ kind: 'cash', account })}
      >
        Cash
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${account.name}`}
        onClick={() => onOpen({ kind: 'edit', account })}
      >
        <EditIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Delete ${account.name}`}
        onClick={() => onOpen({ kind: 'delete', account })}
      >
        <TrashIcon />
      </button>
    </>
  );
}
