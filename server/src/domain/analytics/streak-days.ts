/**
 * Streaks over per-day summaries (analytics_streak_day): each day's runs of equal non-zero pnl
 * signs in entry order, reduced to its leading run, trailing run and longest runs. Folding the
 * days in order gives exactly the per-trade walk's current, best and worst streaks.
 */
export interface StreakDay {
  /** Trades with a non-zero pnl that day. */
  nz: number;
  leadSign: number;
  leadLen: number;
  trailSign: number;
  trailLen: number;
  bestWin: number;
  worstLoss: number;
}

export interface StreakState {
  /** Signed streak after the last trade folded. */
  current: number;
  bestWin: number;
  worstLoss: number;
}

export const EMPTY_STREAK: StreakState = { current: 0, bestWin: 0, worstLoss: 0 };

export function foldStreakDays(days: readonly StreakDay[], start: StreakState = EMPTY_STREAK): StreakState {
  let { current, bestWin, worstLoss } = start;
  const record = (signed: number) => {
    if (signed > 0) bestWin = Math.max(bestWin, signed);
    else worstLoss = Math.max(worstLoss, -signed);
  };
  for (const d of days) {
    if (d.nz === 0) continue;
    bestWin = Math.max(bestWin, d.bestWin);
    worstLoss = Math.max(worstLoss, d.worstLoss);
    // The day's leading run continues the run in progress when the signs agree.
    const lead = Math.sign(current) === d.leadSign ? current + d.leadSign * d.leadLen : d.leadSign * d.leadLen;
    record(lead);
    current = d.leadLen === d.nz ? lead : d.trailSign * d.trailLen;
  }
  return { current, bestWin, worstLoss };
}
