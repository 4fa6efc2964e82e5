import { useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { loginErrorMessage, validateLogin, type LoginErrors } from './login-validation';

export function LoginForm({ error, setError }: { error: string; setError(message: string): void }) {
  const { login } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin({ email, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setError('');
    setBusy(true);
    try {
      await login(email.trim(), password, remember);
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  const useDemo = () => {
    setEmail(DEMO_CREDENTIALS.email);
    setPassword(DEMO_CREDENTIALS.password);
    setFieldErrors({});
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Login">
        {error && (
          <div role="alert" className="form-error">
            {error}
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="login-email">
            Email
          </label>
          <input
            id="login-email"
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!fieldErrors.email}
            aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
          />
          {fieldErrors.email && (
            <span id="login-email-error" className="field__error">
              {fieldErrors.email}
            </span>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="login-password">
            Password
          </label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!fieldErrors.password}
            aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
          />
          {fieldErrors.password && (
            <span id="login-password-error" className="field__error">
              {fieldErrors.password}
            </span>
          )}
        </div>
        <div className="login-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Remember me
          </label>
          <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </button>
        </div>
        <button type="submit" className="btn btn--primary btn--block login-submit" disabled={busy}>
          {busy ? 'Launching System...' : 'Sign In'}
        </button>
        <div className="demo-box">
          <div>
            <div className="demo-box__title">Demo account</div>
            <div className="demo-box__creds num">
              <span>{DEMO_CREDENTIALS.email}</span>
              <span>{DEMO_CREDENTIALS.password}</span>
            </div>
          </div>
          <button type="button" className="btn" onClick={useDemo}>
            Use Demo Account
          </button>
        </div>
      </form>
      {/* Outside the login form: React bubbles a submit through the portal's component tree, so a
        dialog rendered inside the form submitted the login too. */}
      {forgotOpen && <ForgotPasswordDialog initialEmail={email} onClose={() => setForgotOpen(false)} />}
    </>
  );
}
