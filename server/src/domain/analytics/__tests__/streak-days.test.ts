import { foldStreakDays, type StreakDay } from '../streak-days';
import { walkStreaks } from '../streaks';

/** The summary of one day's signs, computed the way the SQL day builder does. */
function summarise(signs: number[]): StreakDay {
  const nonZero = signs.filter((s) => s !== 0);
  const runs: Array<[number, number]> = [];
  for (const s of nonZero) {
    if (runs.length && runs[runs.length - 1][0] === s) runs[runs.length - 1][1]++;
    else runs.push([s, 1]);
  }
  const longest = (sign: number) => Math.max(0, ...runs.filter(([s]) => s === sign).map(([, n]) => n));
  const [lead = [0, 0], trail = [0, 0]] = [runs[0], runs[runs.length - 1]];
  return {
    nz: nonZero.length,
    leadSign: lead[0],
    leadLen: lead[1],
    trailSign: trail[0],
    trailLen: trail[1],
    bestWin: longest(1),
    worstLoss: longest(-1),
  };
}

function perTrade(days: number[][]) {
  const walk = walkStreaks(days.flat());
  return {
    current: walk.length ? walk[walk.length - 1] : 0,
    bestWin: Math.max(0, ...walk),
    worstLoss: Math.max(0, ...walk.map((s) => -s)),
  };
}

describe('foldStreakDays', () => {
  it('joins runs across days: a one-run day extends the run before it, 0 pnl changes nothing', () => {
    const days = [[1, 1, -1, 1], [0, 1], [1, 0, 1], [], [-1, 1, 1, 1, 1, -1], [-1, -1]];
    expect(foldStreakDays(days.map(summarise))).toEqual({ current: -3, bestWin: 4, worstLoss: 3 });
    expect(foldStreakDays(days.map(summarise))).toEqual(perTrade(days));
  });

  it('equals the per-trade walk for pseudo-random days', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < 300; k++) {
      const days = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () =>
        Array.from({ length: Math.floor(rnd() * 6) }, () => [1, 1, -1, -1, 0][Math.floor(rnd() * 5)]),
      );
      expect(foldStreakDays(days.map(summarise))).toEqual(perTrade(days));
    }
  });
});
