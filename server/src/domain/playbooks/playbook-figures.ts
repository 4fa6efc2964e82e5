import { AVERAGE_DP, D, dec, ratio, winRate } from '../decimal';
import { meanHalfWidth, sampleStdDev, tQuantile975, wilsonInterval } from '../analytics/confidence';

/**
 * The figures of a group of closed trades (a playbook, a tag, a rule followed or broken) from the
 * sums SQL computes over NUMERIC (issue 30): win rate with its Wilson 95 % interval, net P&L,
 * profit factor, average R, and expectancy (mean P&L per trade) with its t interval, the same
 * intervals the expectancy card uses (domain/analytics/confidence.ts).
 */
export interface GroupSums {
  n: number;
  wins: number;
  /** Σ pnl, Σ pnl², Σ winning pnl, Σ losing pnl (NUMERIC text). */
  pnl: string;
  pnlSquares: string;
  winSum: string;
  lossSum: string;
  /** Trades with an R (a stop apart from the entry) and Σ R. */
  rN: number;
  rSum: string;
}

export interface Interval<T> {
  low: T;
  high: T;
}

export interface GroupFigures {
  trades: number;
  wins: number;
  /** Percent; null without trades. */
  winRate: number | null;
  winRateInterval: Interval<number> | null;
  netPnl: string;
  /** Net P&L per trade (the cost of a mistake tag, per trade); null without trades. */
  perTrade: string | null;
  profitFactor: number | null;
  rTrades: number;
  averageR: number | null;
  expectancy: string | null;
  expectancyInterval: Interval<string> | null;
}

const round = (x: InstanceType<typeof D>) => x.toDecimalPlaces(AVERAGE_DP).toFixed();

export function groupFigures(s: GroupSums): GroupFigures {
  const expectancy = s.n === 0 ? null : new D(s.pnl).div(s.n);
  const half = meanHalfWidth(s.n, Number(s.pnl), Number(s.pnlSquares));
  return {
    trades: s.n,
    wins: s.wins,
    winRate: s.n === 0 ? null : winRate(s.wins, s.n),
    winRateInterval: wilsonInterval(s.wins, s.n),
    netPnl: dec(s.pnl),
    perTrade: expectancy && round(expectancy),
    profitFactor: ratio(s.winSum, s.lossSum),
    rTrades: s.rN,
    averageR: s.rN === 0 ? null : new D(s.rSum).div(s.rN).toNumber(),
    expectancy: expectancy && round(expectancy),
    expectancyInterval:
      expectancy && half !== null ? { low: round(expectancy.minus(half)), high: round(expectancy.plus(half)) } : null,
  };
}

export interface RuleComparison {
  /** Expectancy followed − expectancy broken; null unless both have trades. */
  difference: string | null;
  /** Welch's t interval of the difference (95 %); null under two trades on either side. */
  differenceInterval: Interval<string> | null;
  /** The interval excludes 0. */
  distinguishable: boolean;
  /** The plain sentence the screens show. */
  verdict: string;
}

const plural = (n: number) => `${n} trade${n === 1 ? '' : 's'}`;
const money = (x: InstanceType<typeof D>) => x.abs().toFixed(2);

/** Followed vs broken: the difference of the two expectancies and whether chance could explain it. */
export function compareRule(followed: GroupSums, broken: GroupSums): RuleComparison {
  const total = followed.n + broken.n;
  if (total === 0)
    return {
      difference: null,
      differenceInterval: null,
      distinguishable: false,
      verdict: 'Not ticked on a closed trade yet',
    };
  if (followed.n === 0 || broken.n === 0) {
    const side = followed.n === 0 ? 'never followed' : 'never broken';
    return {
      difference: null,
      differenceInterval: null,
      distinguishable: false,
      verdict: `${plural(total)}, ${side}: nothing to compare yet`,
    };
  }
  const diff = new D(followed.pnl).div(followed.n).minus(new D(broken.pnl).div(broken.n));
  const sdF = sampleStdDev(followed.n, Number(followed.pnl), Number(followed.pnlSquares));
  const sdB = sampleStdDev(broken.n, Number(broken.pnl), Number(broken.pnlSquares));
  let interval: Interval<InstanceType<typeof D>> | null = null;
  if (sdF !== null && sdB !== null) {
    const vf = (sdF * sdF) / followed.n;
    const vb = (sdB * sdB) / broken.n;
    const se = Math.sqrt(vf + vb);
    // Welch–Satterthwaite degrees of freedom; equal zero variances leave the difference exact.
    const df = se === 0 ? Infinity : (vf + vb) ** 2 / (vf ** 2 / (followed.n - 1) + vb ** 2 / (broken.n - 1));
    const half = (Number.isFinite(df) ? tQuantile975(Math.max(1, Math.floor(df))) : 1.959963984540054) * se;
    interval = { low: diff.minus(half), high: diff.plus(half) };
  }
  const distinguishable = interval !== null && (interval.low.gt(0) || interval.high.lt(0));
  const verdict = !distinguishable
    ? `${plural(total)}: too few to tell`
    : diff.gt(0)
      ? `Following it is worth ${money(diff)} more per trade (${plural(total)})`
      : `Breaking it is worth ${money(diff)} more per trade (${plural(total)})`;
  return {
    difference: round(diff),
    differenceInterval: interval && { low: round(interval.low), high: round(interval.high) },
    distinguishable,
    verdict,
  };
}
