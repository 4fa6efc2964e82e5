// An account's "Cash" dialog (issue 15): deposits, withdrawals, fees and interest — list, add,
// edit, delete. The account balance (switcher, Settings) and the returns follow each change.
import { useContext, useState, type FormEvent } from 'react';
import {
  useAccountCashFlowsQuery,
  useCreateCashFlowMutation,
  useDeleteCashFlowMutation,
  useUpdateCashFlowMutation,
} from '../__generated__/hooks';
import type { AccountListItemFragment, CashFlowItemFragment, CashFlowKind } from '../__generated__/graphql';
import type { ApolloCache } from '@apollo/client';
import { saveErrorReason } from '../apollo/save-error';
import { FormField } from '../components/FormField';
import { EditIcon, TrashIcon } from '../components/icons';
import { Modal } from '../components/Modal';
import { useNotify } from '../components/Notifications';
import { formatLocalDate, formatMoney } from '../lib/format';
import { SessionContext } from '../session/session-context';
import {
  CASH_FLOW_KIND_LABELS,
  cashFlowFormOf,
  checkCashFlowForm,
  dayInZone,
  emptyCashFlowForm,
  toCashFlowInput,
  type CashFlowFormValues,
} from './cash-flow-form';

const REFETCH = ['AccountCashFlows', 'AccountList'];
const OUTFLOWS: readonly CashFlowKind[] = ['withdrawal', 'fee'];

/** Returns and balances of the account are stale after any flow change. */
function evictAccountFigures(cache: ApolloCache, accountId: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Account', id: accountId }), fieldName: 'returns' });
}

export default function CashFlowsModal({ account, onClose }: { account: AccountListItemFragment; onClose(): void }) {
  const zone = useContext(SessionContext)?.user?.timezone ?? 'UTC';
  const notify = useNotify();
  const query = useAccountCashFlowsQuery({ variables: { accountId: account.id } });
  const { loading, error } = query;
  // dataState 'complete' narrows away Apollo's partial-data type (partial data is never asked for).
  const data = query.dataState === 'complete' ? query.data : undefined;
  const options = { refetchQueries: REFETCH, update: (cache: ApolloCache) => evictAccountFigures(cache, account.id) };
  const [createFlow] = useCreateCashFlowMutation(options);
  const [updateFlow] = useUpdateCashFlowMutation(options);
  const [deleteFlow] = useDeleteCashFlowMutation(options);
  const [editing, setEditing] = useState<CashFlowItemFragment | null>(null);
  const [values, setValues] = useState<CashFlowFormValues>(() => emptyCashFlowForm(zone));
  const [errors, setErrors] = useState<Partial<Record<keyof CashFlowFormValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const flows = data?.account?.cashFlows ?? [];
  const currency = data?.account?.currency ?? account.currency;

  const set = (field: keyof CashFlowFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const reset = () => {
    setEditing(null);
    setValues(emptyCashFlowForm(zone));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCashFlowForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = toCashFlowInput(values, zone, editing ?? undefined);
      if (editing) await updateFlow({ variables: { accountId: account.id, id: editing.id, input } });
      else await createFlow({ variables: { accountId: account.id, input } });
      notify(editing ? 'Cash flow updated' : 'Cash flow added', 'success');
      reset();
    } catch (e) {
      const { fieldErrors } = saveErrorReason(e);
      setErrors({
        kind: fieldErrors.kind,
        amount: fieldErrors.amount,
        day: fieldErrors.occurredAt,
        note: fieldErrors.note,
      });
      notify('Failed to save the cash flow');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (flow: CashFlowItemFragment) => {
    try {
      await deleteFlow({ variables: { accountId: account.id, id: flow.id } });
      if (editing?.id === flow.id) reset();
      notify('Cash flow deleted', 'success');
    } catch {
      notify('Failed to delete the cash flow');
    }
  };

  return (
    <Modal title={`Cash — ${account.name}`} size="large" onClose={onClose} dismissible={!saving}>
      <p className="st-muted">
        Balance: <strong className="num">{formatMoney(data?.account?.balance ?? account.balance, currency)}</strong>.
        Deposits and withdrawals move the balance but are not returns; fees and interest count like trading results.
      </p>
      <form onSubmit={submit} noValidate aria-label={editing ? 'Edit cash flow' : 'Add cash flow'}>
        <div className="form-grid">
          <FormField label="Kind" error={errors.kind}>
            <select className="select" value={values.kind} onChange={set('kind')} data-autofocus>
              {(Object.keys(CASH_FLOW_KIND_LABELS) as CashFlowKind[]).map((k) => (
                <option key={k} value={k}>
                  {CASH_FLOW_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={`Amount (${currency})`} error={errors.amount}>
            <input
              className="input num"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={values.amount}
              onChange={set('amount')}
            />
          </FormField>
          <FormField label="Date" error={errors.day}>
            <input className="input" type="date" value={values.day} onChange={set('day')} />
          </FormField>
          <FormField label="Note">
            <input className="input" value={values.note} onChange={set('note')} maxLength={2000} />
          </FormField>
        </div>
        <div className="modal-actions">
          {editing && (
            <button type="button" className="btn btn--ghost" onClick={reset} disabled={saving}>
              Cancel edit
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save Cash Flow' : 'Add Cash Flow'}
          </button>
        </div>
      </form>
      {error && !data ? (
        <p role="alert" className="form-error">
          Cash flows could not be loaded.
        </p>
      ) : loading && !data ? (
        <p className="st-muted">Loading cash flows…</p>
      ) : flows.length === 0 ? (
        <p className="st-muted">No cash flows yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label="Cash flows">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col">Amount</th>
                <th scope="col">Note</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {flows.map((f) => {
                const label = `${CASH_FLOW_KIND_LABELS[f.kind]} of ${formatMoney(f.amount, currency)}`;
                return (
                  <tr key={f.id}>
                    <td>{formatLocalDate(dayInZone(f.occurredAt, zone))}</td>
                    <td>{CASH_FLOW_KIND_LABELS[f.kind]}</td>
                    <td className={`num ${OUTFLOWS.includes(f.kind) ? 'loss' : 'profit'}`}>
                      {OUTFLOWS.includes(f.kind) ? '−' : '+'}
                      {formatMoney(f.amount, currency)}
                    </td>
                    <td>{f.note}</td>
                    <td>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Edit ${label}`}
                        onClick={() => {
                          setEditing(f);
                          setValues(cashFlowFormOf(f, zone));
                          setErrors({});
                        }}
                      >
                        <EditIcon />
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Delete ${label}`}
                        onClick={() => void remove(f)}
                      >
                        <TrashIcon />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={saving}>
          Done
        </button>
      </div>
    </Modal>
  );
}
