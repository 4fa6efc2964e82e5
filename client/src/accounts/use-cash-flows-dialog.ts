// The Cash dialog's state: the account's flows, the add / edit form (values, errors, the flow
// being edited) and what saving or deleting a flow does, apart from how the dialog draws them.
import { useContext, useState, type FormEvent } from 'react';
import { useAccountCashFlowsQuery } from '../__generated__/hooks';
import type { AccountListItemFragment, CashFlowItemFragment } from '../__generated__/graphql';
import { saveErrorReason } from '../apollo/save-error';
import { useNotify } from '../components/Notifications';
import { SessionContext } from '../session/session-context';
import {
  cashFlowFormOf,
  checkCashFlowForm,
  emptyCashFlowForm,
  toCashFlowInput,
  type CashFlowFormValues,
} from './cash-flow-form';
import { useCreateCashFlow, useDeleteCashFlow, useUpdateCashFlow } from './use-cash-flow-mutations';

export type CashFlowFormErrors = Partial<Record<keyof CashFlowFormValues, string>>;

export function useCashFlowsDialog(account: AccountListItemFragment) {
  const zone = useContext(SessionContext)?.user?.timezone ?? 'UTC';
  const notify = useNotify();
  const query = useAccountCashFlowsQuery({ variables: { accountId: account.id } });
  // dataState 'complete' narrows away Apollo's partial-data type (partial data is never asked for).
  const data = query.dataState === 'complete' ? query.data : undefined;
  const createFlow = useCreateCashFlow();
  const updateFlow = useUpdateCashFlow();
  const deleteFlow = useDeleteCashFlow();
  const [editing, setEditing] = useState<CashFlowItemFragment | null>(null);
  const [values, setValues] = useState<CashFlowFormValues>(() => emptyCashFlowForm(zone));
  const [errors, setErrors] = useState<CashFlowFormErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: keyof CashFlowFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const reset = () => {
    setEditing(null);
    setValues(emptyCashFlowForm(zone));
    setErrors({});
  };
  const edit = (flow: CashFlowItemFragment) => {
    setEditing(flow);
    setValues(cashFlowFormOf(flow, zone));
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
      if (editing) await updateFlow(account.id, editing.id, input);
      else await createFlow(account.id, input);
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
      await deleteFlow(account.id, flow.id);
      if (editing?.id === flow.id) reset();
      notify('Cash flow deleted', 'success');
    } catch {
      notify('Failed to delete the cash flow');
    }
  };

  return {
    zone,
    flows: data?.account?.cashFlows ?? [],
    currency: data?.account?.currency ?? account.currency,
    balance: data?.account?.balance ?? account.balance,
    loadFailed: Boolean(query.error) && !data,
    loading: query.loading && !data,
    form: { values, errors, editing, saving, set, reset, submit },
    edit,
    remove,
  };
}
