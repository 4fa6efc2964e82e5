// /reset-password?token=…: completes the reset flow the forgot-password dialog starts.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordDocument } from '../../__generated__/graphql';
import { Wordmark } from '../../components/Wordmark';
import { graphqlRequest } from '../../session/graphql-request';
import './login.css';

export const RESET_MESSAGES = {
  missingToken: 'This reset link is incomplete. Request a new one from the login screen.',
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 6 characters',
  done: 'Your password has been reset. You can now sign in.',
  failed: 'This reset link is invalid or has expired.',
} as const;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 6) return setError(RESET_MESSAGES.tooShort);
    if (password !== confirm) return setError(RESET_MESSAGES.mismatch);
    setError('');
    setBusy(true);
    try {
      await graphqlRequest(ResetPasswordDocument, { token, newPassword: password });
      setDone(true);
    } catch (err) {
      setError((err as Error).message || RESET_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <Wordmark size="large" as="h1" />
          <p className="login-tagline">Choose a new password</p>
        </div>
        {!token ? (
          <div role="alert" className="form-error">
            {RESET_MESSAGES.missingToken}
          </div>
        ) : done ? (
          <div role="status" className="form-success">
            {RESET_MESSAGES.done}
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            {error && (
              <div role="alert" className="form-error">
                {error}
              </div>
            )}
            <div className="field">
              <label className="field__label" htmlFor="new-password">
                New password
              </label>
              <input
                id="new-password"
                className="input"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="confirm-password">
                Confirm new password
              </label>
              <input
                id="confirm-password"
                className="input"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
              {busy ? 'Saving...' : 'Reset Password'}
            </button>
          </form>
        )}
        <p className="login-back">
          <Link to="/login">Back to login</Link>
        </p>
      </main>
    </div>
  );
}
