import Decimal from 'decimal.js';

/** Exact decimal arithmetic for shaping SQL sums (precision far above NUMERIC(30,12) products). */
export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const ZERO = /^-?0(\.0+)?$/;

/**
 * A canonical decimal string: no exponent, no trailing zeros ("12.50000" → "12.5"). NUMERIC text
 * from PostgreSQL is already plain, so it only loses its trailing zeros (thousands of chart points
 * per dashboard: no Decimal object each).
 */
export const dec = (x: Decimal.Value): string => {
  if (typeof x === 'string' && PLAIN_DECIMAL.test(x)) {
    const trimmed = x.includes('.') ? x.replace(/0+$/, '').replace(/\.$/, '') : x;
    return trimmed === '-0' ? '0' : trimmed;
  }
  return new D(x).toFixed();
};

/**
 * The sign of a decimal (-1, 0 or 1) as `new D(x).comparedTo(0)` gives it. Plain NUMERIC text (every
 * pnl PostgreSQL sends) is read off the string: a streak walks every trade of its last days, and a
 * Decimal object per trade was most of that walk. Anything else goes through Decimal.
 */
export const signOf = (x: string): number => {
  if (!PLAIN_DECIMAL.test(x)) return new D(x).comparedTo(0);
  if (ZERO.test(x)) return 0;
  return x.charCodeAt(0) === 45 /* - */ ? -1 : 1;
};
/** Money averages are rounded to 8 decimal places (half up), far below a cent. */
export const AVERAGE_DP = 8;
export const mean = (sum: Decimal.Value, n: number) =>
  n === 0 ? '0' : new D(sum).div(n).toDecimalPlaces(AVERAGE_DP).toFixed();

/** wins / closed × 100, 0 without closed trades. */
export const winRate = (wins: number, closed: number) => (closed === 0 ? 0 : (wins / closed) * 100);

/**
 * Win rate without the breakevens: wins / (wins + losses) × 100, the second figure shown beside
 * the spec's win rate (issue 33 item 2). Null when there is neither a win nor a loss.
 */
export const winRateExcludingBreakeven = (wins: number, losses: number) =>
  wins + losses === 0 ? null : (wins / (wins + losses)) * 100;

/** |a / b| as a float ratio, null when b is 0 (profit factor without losses, rr without losses). */
export const ratio = (a: Decimal.Value, b: Decimal.Value) => {
  const den = new D(b).abs();
  return den.isZero() ? null : new D(a).div(den).toNumber();
};
