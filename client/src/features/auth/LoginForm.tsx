import { useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { loginErrorMessage, validateLogin, type LoginErrors } from './login-validation';

const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', autoComplete: 'username' },
  { name: 'password', label: 'Password', autoComplete: 'current-password' },
] as const;

/** One labelled input of the login form, its message tied to it for screen readers. */
function LoginField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  error,
}: {
  /** Also the input's type. */
  name: 'email' | 'password';
  label: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const id = `login-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

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
        {LOGIN_FIELDS.map((f) => (
          <LoginField
            key={f.name}
            {...f}
            value={f.name === 'email' ? email : password}
            onChange={f.name === 'email' ? setEmail : setPassword}
            error={fieldErrors[f.name]}
          />
        ))}
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
