// Spec "Login / Register screen". Kept free of Apollo, formik and charts: it is the first paint.
import { useState } from 'react';
import { Wordmark } from '../../components/Wordmark';
import { DecorativeChart } from './DecorativeChart';
import { LoginForm } from './LoginForm';
import './login.css';

export const TAGLINE = 'The professional trading journal';
type Tab = 'login' | 'register';

function BetaNotice() {
  return (
    <div className="beta-notice" role="note">
      <span className="badge badge--warning">Private Beta</span>
      <p>Registration is not yet open. Beta testers will get free lifetime access to premium features.</p>
    </div>
  );
}

export default function LoginPage() {
  const [tab, setTab] = useState<Tab>('login');
  const [error, setError] = useState('');
  const select = (next: Tab) => {
    setTab(next);
    setError(''); // spec: switching tabs clears the error message
  };
  return (
    <div className="login-page">
      <div className="login-page__chart">
        <DecorativeChart />
      </div>
      <main className="login-card">
        <div className="login-brand">
          <Wordmark size="xlarge" as="h1" />
          <p className="login-tagline">{TAGLINE}</p>
        </div>
        <BetaNotice />
        <div role="tablist" aria-label="Sign in or register" className="tabs">
          {(['login', 'register'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-selected={tab === t}
              aria-controls={`panel-${t}`}
              className="tabs__tab"
              onClick={() => select(t)}
            >
              {t === 'login' ? 'Login' : 'Register'}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
          {tab === 'login' ? (
            <LoginForm error={error} setError={setError} />
          ) : (
            <div className="register-soon">
              <h2>Registration coming soon</h2>
              <p>
                Candlog is in private beta. Registration is not yet open; beta testers will get free lifetime access to
                premium features.
              </p>
            </div>
          )}
        </div>
      </main>
      <footer className="login-footer">
        <Wordmark size="small" /> <span>Decode Your Trading</span>
      </footer>
    </div>
  );
}
