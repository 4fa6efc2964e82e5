// An account's "Cash" dialog (issue 15): deposits, withdrawals, fees and interest — list, add,
// edit, delete. The account balance (switcher, Settings) and the returns follow each change
// (use-cash-flow-mutations.ts); the dialog's state is use-cash-flows-dialog.ts.
import type { AccountListItemFragment } from '../__generated__/graphql';
import { Modal } from '../components/Modal';
import { formatMoney } from '../lib/format';
import { CashFlowForm } from './CashFlowForm';
import { CashFlowTable } from './CashFlowTable';
import { useCashFlowsDialog } from './use-cash-flows-dialog';

export default function CashFlowsModal({ account, onClose }: { account: AccountListItemFragment; onClose(): void }) {
  const dialog = useCashFlowsDialog(account);
  const { flows, currency, form } = dialog;
  return (
    <Modal title={`Cash — ${account.name}`} size="large" onClose={onClose} dismissible={!form.saving}>
      <p className="st-muted">
        Balance: <strong className="num">{formatMoney(dialog.balance, currency)}</strong>. Deposits and withdrawals move
        the balance but are not returns; fees and interest count like trading results.
      </p>
      <CashFlowForm form={form} currency={currency} />
      {dialog.loadFailed ? (
        <p role="alert" className="form-error">
          Cash flows could not be loaded.
        </p>
      ) : dialog.loading ? (
        <p className="st-muted">Loading cash flows…</p>
      ) : flows.length === 0 ? (
        <p className="st-muted">No cash flows yet.</p>
      ) : (
        <CashFlowTable
          flows={flows}
          currency={currency}
          zone={dialog.zone}
          onEdit={dialog.edit}
          onDelete={(f) => void dialog.remove(f)}
        />
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={form.saving}>
          Done
        </button>
      </div>
    </Modal>
  );
}
