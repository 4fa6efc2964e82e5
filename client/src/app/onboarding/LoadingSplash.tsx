// Spec "Loading splash": a fake boot log (a line every 400 ms) and a progress bar that grows
// 2% every 30 ms; 500 ms after reaching 100% it calls onComplete.
import { useEffect, useEffectEvent, useState } from 'react';
import { Wordmark } from '../../components/Wordmark';
import './onboarding.css';

export const SPLASH_STEP_PERCENT = 2;
export const SPLASH_STEP_MS = 30;
export const SPLASH_COMPLETE_DELAY_MS = 500;
export const BOOT_LINE_MS = 400;
export const BOOT_LOG = [
  'Initializing Candlog core…',
  'Connecting to market data…',
  'Loading trading accounts…',
  'Syncing trade history…',
  'Computing performance metrics…',
  'Calibrating risk engine…',
  'System ready.',
];

export function LoadingSplash({ onComplete }: { onComplete(): void }) {
  const [progress, setProgress] = useState(0);
  const [lines, setLines] = useState(1);
  // The latest onComplete, without restarting the timer when the parent re-renders.
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => Math.min(100, p + SPLASH_STEP_PERCENT)), SPLASH_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setLines((n) => Math.min(BOOT_LOG.length, n + 1)), BOOT_LINE_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (progress < 100) return;
    const timer = setTimeout(() => complete(), SPLASH_COMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <div className="splash" role="status" aria-label="Loading Candlog">
      <Wordmark size="large" />
      <div
        className="splash__bar"
        role="progressbar"
        aria-label="Loading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="splash__fill" style={{ width: `${progress}%` }} />
      </div>
      <div className="splash__percent num">{progress}%</div>
      <ol className="splash__log num" aria-hidden="true">
        {BOOT_LOG.slice(0, lines).map((line) => (
          <li key={line}>
            <span className="splash__ok">[ OK ]</span> {line}
          </li>
        ))}
      </ol>
    </div>
  );
}
