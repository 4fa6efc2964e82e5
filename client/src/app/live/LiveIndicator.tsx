import { useLiveState } from '../../session/live-status';
import './live-indicator.css';

/** "Live" while changes arrive pushed; "Reconnecting…" while the screens fall back to polling. */
export function LiveIndicator() {
  const state = useLiveState();
  if (state === 'off') return null;
  const live = state === 'live';
  return (
    <span
      className={`live-indicator live-indicator--${state}`}
      role="status"
      title={
        live ? 'Updates arrive as they happen' : 'Updates are checked every 30 s until the live connection is back'
      }
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
