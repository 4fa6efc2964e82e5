/**
 * Time- and money-weighted return and % drawdown of one account over a period of whole days
 * (docs/money.md, "Cash flows and returns"). Balances arrive exact from SQL; the ratio arithmetic here is in
 * doubles because the results are fractions, never money.
 */

/** One day of the period on which the balance moved (days without events change nothing). */
export interface ReturnDay {
  /** Days since the period's first day (0 = the first day). */
  offset: number;
  /** Fᵈ: deposits − withdrawals of the day, counted at the start of the day. */
  externalFlow: string;
  /** Bᵈ: the balance at the end of the day. */
  balanceEnd: string;
}

export interface ReturnsInput {
  /** B₀: the balance at the start of the first day. */
  openingBalance: string;
  /** T: the period's length in days (first and last day included). */
  periodDays: number;
  /** Days with events, in order. */
  days: readonly ReturnDay[];
}

export interface PeriodReturns {
  timeWeightedReturn: number;
  /** Null when the equation has no root (e.g. nothing was ever invested). */
  moneyWeightedReturn: number | null;
  maxDrawdownPct: number;
}

/**
 * TWR = Πᵈ Bᵈ ∕ (Bᵈ⁻¹ + Fᵈ) − 1, its index Iᵈ the running product, and the drawdown
 * maxᵈ (1 − Iᵈ ∕ maxₖ≤ᵈ Iᵏ). A day that starts with no capital (Bᵈ⁻¹ + Fᵈ ≤ 0) has no return
 * (factor 1: the index carries over); a day that loses more than its starting capital ends the
 * index at 0 (−100 %), never below, so a negative balance cannot flip the sign of the product.
 */
export function timeWeighted(input: ReturnsInput): { twr: number; maxDrawdownPct: number } {
  let index = 1;
  let peak = 1;
  let maxDrawdown = 0;
  let previous = Number(input.openingBalance);
  for (const day of input.days) {
    const start = previous + Number(day.externalFlow);
    const end = Number(day.balanceEnd);
    if (start > 0) index *= Math.max(0, end / start);
    previous = end;
    peak = Math.max(peak, index);
    if (peak > 0) maxDrawdown = Math.max(maxDrawdown, 1 - index / peak);
  }
  return { twr: index - 1, maxDrawdownPct: maxDrawdown };
}

/** f(r) = B₀(1+r) + Σᵈ Fᵈ(1+r)^((T−tᵈ)/T) − B_T. */
function mwrEquation(input: ReturnsInput): (r: number) => number {
  const T = input.periodDays;
  const b0 = Number(input.openingBalance);
  const flows = input.days
    .filter((d) => Number(d.externalFlow) !== 0)
    .map((d) => ({ amount: Number(d.externalFlow), weight: (T - d.offset) / T }));
  const bT = input.days.length ? Number(input.days[input.days.length - 1].balanceEnd) : b0;
  return (r) => b0 * (1 + r) + flows.reduce((sum, f) => sum + f.amount * Math.pow(1 + r, f.weight), 0) - bT;
}

/** Candidate bracket ends for r (just above −100 % to +10⁶ %): the roots lie between sign changes. */
const GRID = [-0.999999, -0.99, -0.9, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 1, 2, 5, 10, 100, 1e3, 1e4];

/** Bisection to 1e-12 on a bracket where f changes sign. */
function bisect(f: (r: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    const fmid = f(mid);
    if (fmid === 0) return mid;
    if (Math.sign(fmid) === Math.sign(flo)) {
      lo = mid;
      flo = fmid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The period rate r (not annualised) solving B₀(1+r) + Σᵈ Fᵈ(1+r)^((T−tᵈ)/T) = B_T, by
 * bisection on each grid interval where the equation changes sign; with several roots, the one
 * nearest 0. Null when no interval changes sign (no root in (−1, 10⁴]).
 */
export function moneyWeighted(input: ReturnsInput): number | null {
  // Nothing invested: every r (or none) solves the equation, so there is no rate to report.
  if (Number(input.openingBalance) === 0 && input.days.every((d) => Number(d.externalFlow) === 0)) return null;
  const f = mwrEquation(input);
  const roots: number[] = [];
  for (let i = 0; i < GRID.length - 1; i++) {
    const [lo, hi] = [GRID[i], GRID[i + 1]];
    const [flo, fhi] = [f(lo), f(hi)];
    if (!Number.isFinite(flo) || !Number.isFinite(fhi)) continue;
    if (flo === 0) roots.push(lo);
    else if (Math.sign(flo) !== Math.sign(fhi) && fhi !== 0) roots.push(bisect(f, lo, hi));
  }
  const last = GRID[GRID.length - 1];
  if (f(last) === 0) roots.push(last);
  if (!roots.length) return null;
  return roots.reduce((best, r) => (Math.abs(r) < Math.abs(best) ? r : best));
}

export function periodReturns(input: ReturnsInput): PeriodReturns {
  const { twr, maxDrawdownPct } = timeWeighted(input);
  return { timeWeightedReturn: twr, moneyWeightedReturn: moneyWeighted(input), maxDrawdownPct };
}
