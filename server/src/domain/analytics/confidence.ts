// 95% intervals so a trader sees whether a handful of trades proves anything.

const Z95 = 1.959963984540054;
// Two-sided 97.5% quantiles of Student's t for 1…30 degrees of freedom; the normal beyond.
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export function tQuantile975(degreesOfFreedom: number): number {
  if (degreesOfFreedom < 1) return Number.NaN;
  return degreesOfFreedom <= 30 ? T975[degreesOfFreedom - 1] : Z95;
}

/** Wilson score interval for a proportion, in percent; null without observations. */
export function wilsonInterval(successes: number, n: number): { low: number; high: number } | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half) * 100, high: Math.min(1, centre + half) * 100 };
}

/** Sample standard deviation from n, Σx and Σx²; null under two observations. */
export function sampleStdDev(n: number, sum: number, sumOfSquares: number): number | null {
  if (n < 2) return null;
  const variance = (sumOfSquares - (sum * sum) / n) / (n - 1);
  return Math.sqrt(Math.max(0, variance));
}

/** Half-width of the t interval of a mean; null under two observations. */
export function meanHalfWidth(n: number, sum: number, sumOfSquares: number): number | null {
  const sd = sampleStdDev(n, sum, sumOfSquares);
  return sd === null ? null : (tQuantile975(n - 1) * sd) / Math.sqrt(n);
}

/** Van Tharp's SQN on R-multiples: √min(N,100) × mean(R) / sd(R); null when undefined. */
export function systemQualityNumber(n: number, sumR: number, sumRSquared: number): number | null {
  const sd = sampleStdDev(n, sumR, sumRSquared);
  if (sd === null || sd === 0) return null;
  return (Math.sqrt(Math.min(n, 100)) * (sumR / n)) / sd;
}

export const SQN_RELIABLE_MIN_TRADES = 30;
