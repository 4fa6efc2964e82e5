// Log or edit a missed trade (formik + yup): playbook, symbol, time in the profile's zone,
// planned R as exact decimal text, note. The server's field messages land beside their fields.
import { useFormik } from 'formik';
import type { MissedTradeRow_MissedTradeFragment } from '../../__generated__/graphql';
import { saveErrorReason } from '../../apollo/save-error';
import { DateTimeField } from '../../components/date-time-picker/DateTimePicker';
import { zoneTimeLabel } from '../../components/date-time-picker/zoned-time';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { useNotify } from '../../components/Notifications';
import {
  emptyMissedTradeForm,
  missedTradeFormOf,
  missedTradeSchema,
  NOTE_MAX,
  SYMBOL_MAX,
  toMissedTradeInput,
  type MissedTradeFormValues,
} from './missed-trade-form';
import { useCreateMissedTrade, useUpdateMissedTrade } from './use-missed-trade-mutations';

interface Props {
  /** Set: edit this one; unset: log a new one. */
  missedTrade?: MissedTradeRow_MissedTradeFragment | null;
  playbooks: ReadonlyArray<{ id: string; name: string }>;
  /** A new one starts with this playbook (the list's filter). */
  defaultPlaybookId?: string;
  timeZone: string;
  onClose(): void;
}

export function MissedTradeDialog({ missedTrade, playbooks, defaultPlaybookId, timeZone, onClose }: Props) {
  const notify = useNotify();
  const [create] = useCreateMissedTrade();
  const [update] = useUpdateMissedTrade();
  const editing = !!missedTrade;
  const formik = useFormik<MissedTradeFormValues>({
    initialValues: missedTrade
      ? missedTradeFormOf(missedTrade, timeZone)
      : emptyMissedTradeForm(timeZone, defaultPlaybookId),
    validationSchema: missedTradeSchema,
    onSubmit: async (values) => {
      const input = toMissedTradeInput(values, timeZone, missedTrade ?? undefined);
      try {
        if (missedTrade) await update(missedTrade.id, input);
        else await create(input);
        notify(editing ? 'Missed trade saved' : `Missed ${input.symbol} logged`, 'success');
        onClose();
      } catch (error) {
        const { fieldErrors } = saveErrorReason(error);
        const known = Object.keys(fieldErrors).filter((f) => f in values);
        if (known.length) formik.setErrors(Object.fromEntries(known.map((f) => [f, fieldErrors[f]])));
        notify(error instanceof Error && !known.length ? error.message : 'Could not save the missed trade', 'error');
      }
    },
  });
  const err = (field: keyof MissedTradeFormValues) =>
    (formik.touched[field] || formik.submitCount > 0) && formik.errors[field];

  return (
    <Modal
      title={editing ? 'Edit missed trade' : 'Log a missed trade'}
      description="A setup you saw but did not take."
      onClose={onClose}
      dismissible={!formik.isSubmitting}
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={editing ? 'Edit missed trade' : 'Missed trade'}>
        <div className="form-grid">
          <FormField label="Playbook" error={err('playbookId')}>
            <select className="select" {...formik.getFieldProps('playbookId')}>
              <option value="">No playbook</option>
              {playbooks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Symbol" error={err('symbol')}>
            <input
              className="input"
              {...formik.getFieldProps('symbol')}
              maxLength={SYMBOL_MAX}
              autoCapitalize="characters"
              autoComplete="off"
              data-autofocus
              placeholder="e.g. ES"
            />
          </FormField>
          <FormField label="Time" error={err('time')} hint={`In your profile's zone, ${zoneTimeLabel(timeZone)}`}>
            <DateTimeField
              title="Time"
              timeZone={timeZone}
              value={formik.values.time}
              onChange={(v) => {
                void formik.setFieldValue('time', v);
                void formik.setFieldTouched('time', true, false);
              }}
            />
          </FormField>
          <FormField
            label="Planned R"
            error={err('plannedR')}
            hint="What the trade was planned to make, in R (e.g. 2 or 1.5)"
          >
            <input
              className="input num"
              inputMode="decimal"
              autoComplete="off"
              {...formik.getFieldProps('plannedR')}
              placeholder="2"
            />
          </FormField>
          <FormField label="Note" error={err('note')} className="span-2">
            <textarea
              className="textarea"
              rows={3}
              maxLength={NOTE_MAX}
              {...formik.getFieldProps('note')}
              placeholder="Why it was not taken"
            />
          </FormField>
        </div>
        <ModalActions
          label={editing ? 'Save changes' : 'Log missed trade'}
          busyLabel="Saving..."
          busy={formik.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
