/**
 * Streak walk (spec section 4): trades with a pnl in ascending entry date; a win extends a
 * positive run or starts +1, a loss extends a negative run or starts -1, a 0 pnl changes nothing.
 */
export function nextStreak(current: number, sign: number): number {
  if (sign > 0) return current > 0 ? current + 1 : 1;
  if (sign < 0) return current < 0 ? current - 1 : -1;
  return current;
}

/** The signed running streak after each sign, starting from `initial`. */
export function walkStreaks(signs: readonly number[], initial = 0): number[] {
  const out: number[] = [];
  let streak = initial;
  for (const sign of signs) {
    streak = nextStreak(streak, sign);
    out.push(streak);
  }
  return out;
}

/** A run of equal non-zero signs, as the SQL island query returns it (rn = position among trades with a pnl). */
export interface StreakIsland {
  sign: number;
  count: number;
  firstRn: number;
  lastRn: number;
}

/**
 * The signed streak just before the trade at position `windowStartRn`: the island holding the
 * last non-zero trade before it, minus that island's members at or after the window start.
 * `nonZeroRnsInWindow` are the positions of the window's non-zero trades.
 */
export function streakBefore(
  islands: readonly StreakIsland[],
  windowStartRn: number,
  nonZeroRnsInWindow: readonly number[],
): number {
  const before = islands.filter((i) => i.firstRn < windowStartRn);
  if (before.length === 0) return 0;
  const island = before.reduce((a, b) => (b.firstRn > a.firstRn ? b : a));
  const inWindow = nonZeroRnsInWindow.filter((rn) => rn >= windowStartRn && rn <= island.lastRn).length;
  return island.sign * (island.count - inWindow);
}
