// First-run account setup (spec "Account modals and prompts", "Onboarding"): completion creates
// an account and selects it; skipping only hides the prompt.
import { useFormik } from 'formik';
import { useState } from 'react';
import { number, object, string } from 'yup';
import { saveErrorReason } from '../apollo/save-error';
import { plainDecimal } from '../lib/decimal-text';
import { FormField } from '../components/FormField';
import { Modal } from '../components/Modal';
import { ModalActions } from '../components/ModalActions';
import { Wordmark } from '../components/Wordmark';
import {
  ACCOUNT_MESSAGES,
  balanceFits,
  CURRENCIES,
  DEFAULT_BALANCE,
  DEFAULT_CURRENCY,
  NAME_MAX_LENGTH,
} from './account-form';
import { useCreateAccount } from './use-account-mutations';

export const WELCOME_TITLE = "Let's set up your first trading account";
export const WELCOME_NOTE = 'You can create more trading accounts later in Settings.';

export const firstAccountSchema = object({
  name: string().trim().required(ACCOUNT_MESSAGES.nameRequired).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong),
  initialBalance: number()
    .typeError(ACCOUNT_MESSAGES.balanceMin)
    .required(ACCOUNT_MESSAGES.balanceMin)
    .min(0, ACCOUNT_MESSAGES.balanceMin)
    .test('fits', balanceFits as never),
  currency: string()
    .oneOf([...CURRENCIES])
    .required(ACCOUNT_MESSAGES.currencyRequired),
  description: string(),
});

export default function WelcomeSetupDialog({ onClose }: { onClose(): void }) {
  const createAccount = useCreateAccount();
  const [error, setError] = useState('');
  const formik = useFormik({
    initialValues: { name: '', initialBalance: String(DEFAULT_BALANCE), currency: DEFAULT_CURRENCY, description: '' },
    validationSchema: firstAccountSchema,
    onSubmit: async (v) => {
      setError('');
      try {
        await createAccount({
          name: v.name.trim(),
          initialBalance: plainDecimal(String(v.initialBalance)) ?? String(v.initialBalance).trim(),
          currency: v.currency,
          description: v.description.trim() || null,
          strategy: null,
        });
        onClose();
      } catch (err) {
        // The server's reason beside its field; never a raw GraphQL message (spec: the server detail, else the generic one).
        const { fieldErrors } = saveErrorReason(err);
        const known = Object.keys(fieldErrors).filter((f) => f in v);
        if (known.length) formik.setErrors(Object.fromEntries(known.map((f) => [f, fieldErrors[f]])));
        setError(Object.values(fieldErrors)[0] ?? ACCOUNT_MESSAGES.createFailed);
      }
    },
  });
  const err = (f: keyof typeof formik.values) => (formik.touched[f] || formik.submitCount > 0) && formik.errors[f];
  return (
    <Modal
      title={WELCOME_TITLE}
      onClose={onClose}
      description={
        <>
          Welcome to <Wordmark size="small" />. Create the account your trades will be logged in.
        </>
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        {error && (
          <div role="alert" className="form-error">
            {error}
          </div>
        )}
        <div className="form-grid">
          <FormField label="Account Name" error={err('name')} className="span-2">
            <input
              className="input"
              {...formik.getFieldProps('name')}
              maxLength={NAME_MAX_LENGTH}
              data-autofocus
              placeholder="e.g. Main Account"
            />
          </FormField>
          <FormField label="Initial Balance" error={err('initialBalance')}>
            <input
              className="input num"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              name="initialBalance"
              value={formik.values.initialBalance}
              onBlur={formik.handleBlur}
              onChange={(e) => formik.setFieldValue('initialBalance', e.target.value)}
            />
          </FormField>
          <FormField label="Currency">
            <select className="select" {...formik.getFieldProps('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Description (optional)" className="span-2">
            <textarea className="textarea" rows={2} {...formik.getFieldProps('description')} />
          </FormField>
        </div>
        <p className="field__hint">{WELCOME_NOTE}</p>
        <ModalActions
          label="Create Account"
          busyLabel="Creating..."
          busy={formik.isSubmitting}
          onCancel={onClose}
          cancelLabel="Skip for now"
        />
      </form>
    </Modal>
  );
}
