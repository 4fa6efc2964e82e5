// Current streak, best win streak and worst loss streak.
import { SkeletonBlock } from '../../../components/charts/Panel';
import type { StreakCountsData } from '../analytics-types';

function currentText(current: number): string {
  if (current > 0) return `${current} ${current === 1 ? 'win' : 'wins'}`;
  if (current < 0) return `${-current} ${current === -1 ? 'loss' : 'losses'}`;
  return 'None';
}

export function StreakCards({ streaks, loading }: { streaks?: StreakCountsData; loading: boolean }) {
  const cards: Array<{ label: string; value: string; detail: string; tone: string }> = streaks
    ? [
        {
          label: 'Current Streak',
          value: currentText(streaks.current),
          detail: streaks.current > 0 ? '▲ winning run' : streaks.current < 0 ? '▼ losing run' : 'No run in progress',
          tone: streaks.current > 0 ? 'profit' : streaks.current < 0 ? 'loss' : '',
        },
        { label: 'Best Win Streak', value: `${streaks.bestWinStreak}`, detail: 'wins in a row', tone: 'profit' },
        { label: 'Worst Loss Streak', value: `${streaks.worstLossStreak}`, detail: 'losses in a row', tone: 'loss' },
      ]
    : ['Current Streak', 'Best Win Streak', 'Worst Loss Streak'].map((label) => ({
        label,
        value: '',
        detail: '',
        tone: '',
      }));
  return (
    <div className="streak-cards">
      {cards.map((c) => (
        <section key={c.label} className="stat-card" aria-label={c.label}>
          <h2 className="stat-label">{c.label}</h2>
          {loading || !streaks ? (
            <>
              <SkeletonBlock height={30} width="40%" />
              <SkeletonBlock height={16} width="55%" />
            </>
          ) : (
            <>
              <div className={`stat-value num ${c.tone}`}>{c.value}</div>
              <div className="stat-detail">{c.detail}</div>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
