// The dashboard's display rules (spec section 2 "Dashboard" and section 9 constants), as pure
// functions so each threshold is tested on its own.

/** 'N Win Streak!' / 'N Loss Streak!' for a signed streak; null when there is none (0). */
export function streakLabel(current: number): string | null {
  if (current > 0) return `${current} Win Streak!`;
  if (current < 0) return `${-current} Loss Streak!`;
  return null;
}

/** Asset performance intensity 0…4 from |pnl| at the thresholds 100, 200, 500 and 1000. */
export const ASSET_INTENSITY_THRESHOLDS = [100, 200, 500, 1000] as const;
export function assetIntensity(pnl: number): 0 | 1 | 2 | 3 | 4 {
  const size = Math.abs(pnl);
  return ASSET_INTENSITY_THRESHOLDS.filter((t) => size >= t).length as 0 | 1 | 2 | 3 | 4;
}

/**
 * Calendar cell colour from the day's pnl: profit thresholds 100, 200, 500 and loss thresholds
 * -100, -200, -500 give levels 1…3 (0 for a smaller, non-zero day); 'none' without trades.
 */
export type CalendarTone = 'none' | 'flat' | `profit-${0 | 1 | 2 | 3}` | `loss-${0 | 1 | 2 | 3}`;
export const CALENDAR_THRESHOLDS = [100, 200, 500] as const;
export function calendarTone(pnl: number, trades: number): CalendarTone {
  if (trades === 0) return 'none';
  if (pnl === 0) return 'flat';
  const level = CALENDAR_THRESHOLDS.filter((t) => Math.abs(pnl) >= t).length as 0 | 1 | 2 | 3;
  return pnl > 0 ? `profit-${level}` : `loss-${level}`;
}

import type { Trend } from '../../components/charts/TrendArrow';
export type { Trend };
export const signTrend = (value: number): Trend => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');
/** Win rate trends up at 50% or more of closed trades. */
export const winRateTrend = (winRate: number, closed: number): Trend =>
  closed === 0 ? 'flat' : winRate >= 50 ? 'up' : 'down';
/** Average win vs |average loss|: up when wins are at least as large as losses. */
export function avgWinLossTrend(avgWin: number, avgLoss: number): Trend {
  if (avgWin === 0 && avgLoss === 0) return 'flat';
  return avgWin >= Math.abs(avgLoss) ? 'up' : 'down';
}
/** Profit factor trends up at 1 or more; null (no losses) is up when there are wins. */
export function profitFactorTrend(pf: number | null | undefined, wins: number): Trend {
  if (pf === null || pf === undefined) return wins > 0 ? 'up' : 'flat';
  return pf >= 1 ? 'up' : 'down';
}
