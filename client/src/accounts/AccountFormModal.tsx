// Create / Edit trading account (spec "Account modals"); the balance is locked on edit.
import { useFormik } from 'formik';
import type { AccountListItemFragment } from '../__generated__/graphql';
import { saveErrorReason } from '../apollo/save-error';
import { FormField } from '../components/FormField';
import { Modal } from '../components/Modal';
import { ModalActions } from '../components/ModalActions';
import { useNotify } from '../components/Notifications';
import {
  ACCOUNT_MESSAGES,
  accountFormSchema,
  CURRENCIES,
  emptyAccountForm,
  NAME_MAX_LENGTH,
  toCreateAccountInput,
  toUpdateAccountInput,
  type AccountFormValues,
} from './account-form';
import { useCreateAccount, useUpdateAccount } from './use-account-mutations';

interface Props {
  account?: AccountListItemFragment | null;
  onClose(): void;
}

export default function AccountFormModal({ account, onClose }: Props) {
  const editing = !!account;
  const notify = useNotify();
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();

  const formik = useFormik<AccountFormValues>({
    initialValues: account
      ? {
          name: account.name,
          description: account.description ?? '',
          currency: account.currency,
          initialBalance: account.initialBalance,
          strategy: account.strategy?.name ?? '',
        }
      : emptyAccountForm(),
    validationSchema: accountFormSchema(editing ? 'edit' : 'create'),
    onSubmit: async (values) => {
      try {
        if (account) {
          await updateAccount(account.id, toUpdateAccountInput(values));
        } else {
          // Spec: a new account becomes the current one (useCreateAccount selects it).
          await createAccount(toCreateAccountInput(values));
        }
        onClose();
      } catch (error) {
        console.error(error);
        // Keep the spec's alert; add the server's reason beside the field it concerns.
        const { fieldErrors } = saveErrorReason(error);
        const known = Object.keys(fieldErrors).filter((f) => f in values);
        if (known.length) formik.setErrors(Object.fromEntries(known.map((f) => [f, fieldErrors[f]])));
        notify(editing ? ACCOUNT_MESSAGES.updateFailed : ACCOUNT_MESSAGES.createFailed);
      }
    },
  });
  const err = (field: keyof AccountFormValues) =>
    (formik.touched[field] || formik.submitCount > 0) && formik.errors[field];

  return (
    <Modal
      title={editing ? 'Edit Trading Account' : 'Create Trading Account'}
      onClose={onClose}
      dismissible={!formik.isSubmitting}
    >
      <form onSubmit={formik.handleSubmit} noValidate>
        <div className="form-grid">
          <FormField label="Account Name" error={err('name')} className="span-2">
            <input
              className="input"
              {...formik.getFieldProps('name')}
              maxLength={NAME_MAX_LENGTH}
              data-autofocus
              placeholder="e.g. Main Futures Account"
            />
          </FormField>
          <FormField label="Description" className="span-2">
            <textarea className="textarea" rows={2} {...formik.getFieldProps('description')} />
          </FormField>
          <FormField label="Currency" error={err('currency')}>
            <select className="select" {...formik.getFieldProps('currency')}>
              {/* An account created over the API may use another currency: show it, never a silent USD. */}
              {[
                ...CURRENCIES,
                ...(CURRENCIES.includes(formik.values.currency as never) ? [] : [formik.values.currency]),
              ].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="Initial Balance"
            error={editing ? null : err('initialBalance')}
            hint={editing ? ACCOUNT_MESSAGES.balanceLocked : undefined}
          >
            <input
              className="input num"
              type="number"
              min={0}
              step={100}
              inputMode="decimal"
              disabled={editing}
              name="initialBalance"
              value={formik.values.initialBalance}
              onBlur={formik.handleBlur}
              onChange={(e) => formik.setFieldValue('initialBalance', e.target.value)}
            />
          </FormField>
          <FormField label="Strategy" className="span-2" hint="One strategy per account; every trade in it uses it.">
            <input className="input" {...formik.getFieldProps('strategy')} placeholder="e.g. Breakout" />
          </FormField>
        </div>
        <ModalActions
          label={editing ? 'Save Changes' : 'Create Account'}
          busyLabel="Saving..."
          busy={formik.isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
