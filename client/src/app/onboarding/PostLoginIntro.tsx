// The post-login intro: a short welcome card; Enter or the button continues, it also continues
// by itself after a few seconds.
import { useEffect, useEffectEvent, useRef } from 'react';
import { Wordmark } from '../../components/Wordmark';
import { useSession } from '../../session/session-context';
import './onboarding.css';

export const INTRO_AUTO_MS = 3500;

export function PostLoginIntro({ onComplete }: { onComplete(): void }) {
  const { user } = useSession();
  const button = useRef<HTMLButtonElement>(null);
  const autoComplete = useEffectEvent(onComplete);
  useEffect(() => {
    button.current?.focus();
    const timer = setTimeout(() => autoComplete(), INTRO_AUTO_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="intro">
      <div className="intro__card">
        <Wordmark size="xlarge" />
        <h1 className="intro__title">Welcome, {user?.username || 'Trader'}</h1>
        <p className="intro__text">Your journal is ready. Review your edge, log every trade, decode your trading.</p>
        <div className="intro__actions">
          <button ref={button} type="button" className="btn btn--primary" onClick={() => onComplete()}>
            Enter Candlog
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => onComplete()}>
            Skip intro
          </button>
        </div>
      </div>
    </div>
  );
}
