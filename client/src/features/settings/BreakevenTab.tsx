// Breakeven tolerance (issue 33 item 2): net P&L within ± this amount counts as a breakeven, so a
// trade closed $0.40 up after $4 of fees is not a win. Money only: ticks need a tick size per
// instrument, which Candlog does not keep yet (the server refuses them with that reason).
import { useFormik } from 'formik';
import { useId } from 'react';
import { useNotify } from '../../components/Notifications';
import { useBreakevenToleranceQuery } from '../../__generated__/hooks';
import { saveErrorReason } from '../../apollo/save-error';
import { breakevenSchema, toleranceText, type BreakevenFormValues } from './breakeven-form';
import { useSaveBreakeven } from './use-save-breakeven';

export function BreakevenTab() {
  const { data, error } = useBreakevenToleranceQuery();
  const saved = data?.settings?.breakeven;
  if (error && !saved)
    return (
      <p role="alert" className="form-error">
        The breakeven tolerance could not be loaded.
      </p>
    );
  if (!saved?.value) return <p className="st-muted">Loading…</p>;
  // A new value from the server starts the form afresh.
  return <BreakevenForm key={saved.value} initial={saved.value} />;
}

function BreakevenForm({ initial }: { initial: string }) {
  const id = useId();
  const notify = useNotify();
  const save = useSaveBreakeven();
  const formik = useFormik<BreakevenFormValues>({
    initialValues: { value: initial },
    validationSchema: breakevenSchema,
    onSubmit: async ({ value }) => {
      try {
        const { reclassifiedTrades } = await save(toleranceText(value));
        notify(
          `Breakeven tolerance saved; ${reclassifiedTrades} ${reclassifiedTrades === 1 ? 'trade' : 'trades'} re-classified.`,
          'success',
        );
      } catch (e) {
        const reason = saveErrorReason(e).fieldErrors;
        const message = reason.value ?? reason.mode;
        if (message) formik.setFieldError('value', message);
        else notify('The breakeven tolerance could not be saved.', 'error');
      }
    },
  });
  const problem = formik.touched.value || formik.submitCount > 0 ? formik.errors.value : undefined;
  return (
    <form className="st-form" onSubmit={formik.handleSubmit} noValidate>
      <h2 className="st-panel__title">Breakeven</h2>
      <p className="st-muted">
        A closed trade whose net P&amp;L (after fees) is within ± this amount counts as a breakeven, not a win or a
        loss. In each account&apos;s own currency; 0 means only an exact 0 is a breakeven. Saving re-classifies your
        closed trades.
      </p>
      <div className="st-grid">
        <div className="st-field">
          <label htmlFor={`${id}-value`}>Breakeven tolerance (money)</label>
          <input
            className="input"
            id={`${id}-value`}
            name="value"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={formik.values.value}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          />
          {problem ? (
            <p id={`${id}-error`} role="alert" className="form-error">
              {problem}
            </p>
          ) : (
            <p id={`${id}-hint`} className="st-muted">
              Ticks are not offered yet: Candlog keeps no tick size per instrument.
            </p>
          )}
        </div>
      </div>
      <div className="st-actions">
        <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
          Save Tolerance
        </button>
      </div>
    </form>
  );
}
