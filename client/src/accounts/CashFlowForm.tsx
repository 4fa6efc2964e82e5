// The Cash dialog's add / edit form (its state lives in use-cash-flows-dialog.ts).
import type { CashFlowKind } from '../__generated__/graphql';
import { FormField } from '../components/FormField';
import { CASH_FLOW_KIND_LABELS } from './cash-flow-form';
import type { useCashFlowsDialog } from './use-cash-flows-dialog';

type FormState = ReturnType<typeof useCashFlowsDialog>['form'];

export function CashFlowForm({ form, currency }: { form: FormState; currency: string }) {
  const { values, errors, editing, saving, set, reset, submit } = form;
  return (
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
  );
}
