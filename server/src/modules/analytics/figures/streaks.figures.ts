import { streakBefore, walkStreaks } from '../../../domain/analytics/streaks';
import { foldStreakDays } from '../../../domain/analytics/streak-days';
import { dec, signOf } from '../../../domain/decimal';
import type { AnalyticsScope } from '../../figure-scope/analytics.scope';
import type { AnalyticsCore } from '../analytics-core';
import { queryStreakDays } from '../queries/streak-days.query';
import { queryStreaks } from '../queries/streaks.query';

export const STREAK_BARS = 50;

interface StreakBar {
  tradeId: string;
  entryDate: Date;
  pnl: string;
  streak: number;
}

/**
 * The streak figures with their bars (`recent`) walked only when read: the dashboard's banner asks
 * for `current` alone, and the walk (a Decimal-free sign walk plus 50 bar objects) is then not
 * done. A getter, not a resolver, so every reader (GraphQL's default resolver, JSON.stringify,
 * tests comparing objects) sees the same plain property; the walk runs once however often it is read.
 */
function withLazyBars<T extends object>(figures: T, walk: () => StreakBar[]): T & { readonly recent: StreakBar[] } {
  let bars: StreakBar[] | undefined;
  return Object.defineProperty(figures, 'recent', {
    enumerable: true,
    get: () => (bars ??= walk()),
  }) as T & { readonly recent: StreakBar[] };
}

export async function streaks(core: AnalyticsCore, scope: AnalyticsScope) {
  await core.info(scope);
  if (await core.useDays(scope, true)) return core.memoized(scope, 'streak-days', () => streaksByDay(core, scope));
  const data = await core.memoized(scope, 'streaks', () => queryStreaks(core.sql(scope), scope, STREAK_BARS));
  const last = data.islands[data.islands.length - 1];
  return withLazyBars(
    { current: last ? last.sign * last.count : 0, bestWinStreak: data.bestWin, worstLossStreak: data.worstLoss },
    () => {
      const signs = data.recent.map((b) => signOf(b.pnl));
      const windowStart = data.recent[0]?.rn ?? 1;
      const nonZero = data.recent.filter((_, i) => signs[i] !== 0).map((b) => b.rn);
      const walk = walkStreaks(signs, streakBefore(data.islands, windowStart, nonZero));
      return data.recent.map((b, i) => ({
        tradeId: b.tradeId,
        entryDate: b.entryDate,
        pnl: dec(b.pnl),
        streak: walk[i],
      }));
    },
  );
}

/** Streaks from the day summaries: fold the days, walk the last days' trades from the streak before them. */
async function streaksByDay(core: AnalyticsCore, scope: AnalyticsScope) {
  const data = await queryStreakDays(core.sql(scope), scope, STREAK_BARS);
  const { days } = data;
  const all = foldStreakDays(days);
  return withLazyBars({ current: all.current, bestWinStreak: all.bestWin, worstLossStreak: all.worstLoss }, () => {
    const tailSigns = data.tailSigns();
    const recent = data.recent();
    const before = foldStreakDays(days.filter((d) => d.beforeCut));
    const walk = walkStreaks(tailSigns, before.current);
    // `recent` is the tail's last STREAK_BARS trades: their streaks end the walk.
    const from = tailSigns.length - recent.length;
    return recent.map((b, i) => ({
      tradeId: b.tradeId,
      entryDate: b.entryDate,
      pnl: dec(b.pnl),
      streak: walk[from + i],
    }));
  });
}
