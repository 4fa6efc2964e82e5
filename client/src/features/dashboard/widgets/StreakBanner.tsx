import { streakLabel } from '../dashboard-rules';

/** Shown only while the newest trades with a pnl form a streak (count above 0). */
export function StreakBanner({ current }: { current: number }) {
  const label = streakLabel(current);
  if (!label) return null;
  const win = current > 0;
  return (
    <div className={`streak-banner ${win ? 'streak-win' : 'streak-loss'}`} role="status">
      <span aria-hidden="true" className="streak-icon">
        {win ? '▲' : '▼'}
      </span>
      <strong>{label}</strong>
      <span className="streak-note">
        {win ? 'Keep following your plan.' : 'Consider stepping back and reviewing your plan.'}
      </span>
    </div>
  );
}
