// Delete a trading account after re-entering the password; on failure the dialog stays open
// with the server's message (spec section 8).
import { useState, type FormEvent } from 'react';
import type { AccountListItemFragment } from '../__generated__/graphql';
import { serverMessage } from '../apollo/server-message';
import { FormField } from '../components/FormField';
import { Modal } from '../components/Modal';
import { ModalActions } from '../components/ModalActions';
import { ACCOUNT_MESSAGES } from './account-form';
import { currentAfterDelete } from './account-state';
import { useDeleteAccount } from './use-account-mutations';
import { useCurrentAccount } from './current-account';

export default function DeleteAccountModal({
  account,
  remaining,
  onClose,
}: {
  account: AccountListItemFragment;
  remaining: readonly { id: string }[];
  onClose(): void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const { accountId, setAccountId } = useCurrentAccount();
  const [deleteAccount, { loading }] = useDeleteAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(ACCOUNT_MESSAGES.passwordRequired);
      return;
    }
    setFieldError('');
    setError('');
    try {
      await deleteAccount(account.id, password);
      setAccountId(currentAfterDelete(remaining, account.id, accountId));
      onClose();
    } catch (err) {
      setError(serverMessage(err) ?? ACCOUNT_MESSAGES.deleteFailed);
    }
  };

  return (
    <Modal title="Delete Trading Account" size="small" onClose={onClose} dismissible={!loading}>
      <form onSubmit={submit} noValidate>
        <p>
          This permanently deletes <strong>{account.name}</strong> and all of its trades. Enter your password to
          confirm.
        </p>
        {error && (
          <div role="alert" className="form-error">
            {error}
          </div>
        )}
        <FormField label="Password" error={fieldError}>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-autofocus
          />
        </FormField>
        <ModalActions label="Delete Account" busyLabel="Deleting..." busy={loading} tone="danger" onCancel={onClose} />
      </form>
    </Modal>
  );
}
