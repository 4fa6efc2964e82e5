// Security: change password. Checks run in the spec's order before the call; a failure shows
// the server's detail, else 'Failed to change password'; success clears the fields.
import { useId, useState } from 'react';
import {
  EMPTY_PASSWORD_FORM,
  PASSWORD_MESSAGES,
  passwordChangeFailure,
  validatePasswordChange,
  type PasswordChangeForm,
} from './password-change';
import { useChangePassword } from './use-settings-mutations';
import { DeleteMyAccount } from './DeleteMyAccount';

type Message = { kind: 'error' | 'success'; text: string } | null;

const FIELDS: readonly { key: keyof PasswordChangeForm; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

export function SecurityTab() {
  const id = useId();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY_PASSWORD_FORM);
  const [message, setMessage] = useState<Message>(null);
  const [changePassword, { loading }] = useChangePassword();

  const onSubmit = async () => {
    const problem = validatePasswordChange(form);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setMessage(null);
    try {
      await changePassword(form.currentPassword, form.newPassword);
      setForm(EMPTY_PASSWORD_FORM);
      setMessage({ kind: 'success', text: PASSWORD_MESSAGES.success });
    } catch (error) {
      setMessage({ kind: 'error', text: passwordChangeFailure(error) });
    }
  };

  return (
    <>
      <form
        className="st-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <h2 className="st-panel__title">Change Password</h2>
        <p className="st-muted">At least 6 characters.</p>
        <div className="st-stack">
          {FIELDS.map((f) => (
            <div key={f.key} className="st-field">
              <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
              <input
                className="input"
                id={`${id}-${f.key}`}
                type="password"
                required
                autoComplete={f.autoComplete}
                value={form[f.key]}
                aria-invalid={message?.kind === 'error' && !form[f.key] ? true : undefined}
                onChange={(e) => setForm((current) => ({ ...current, [f.key]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        {message && (
          <p role="alert" className={message.kind === 'error' ? 'form-error st-message' : 'form-success st-message'}>
            {message.text}
          </p>
        )}
        <div className="st-actions">
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? 'Changing...' : 'Change Password'}
          </button>
        </div>
      </form>
      <DeleteMyAccount />
    </>
  );
}
