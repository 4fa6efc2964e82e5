// Plain-language readings of the statistical figures (beyond the spec), so a trader sees at a
// glance whether a sample proves anything.
import { formatPnl } from '../../lib/format';
import type { ExpectancyData } from './analytics-types';

/** "58% (95% CI 41–73%, 36 trades)"; null without closed trades. */
export function winRateWithCi(e: ExpectancyData): string | null {
  if (e.winRate === null || e.winRate === undefined || e.trades === 0) return null;
  const ci =
    e.winRateCiLow !== null && e.winRateCiLow !== undefined && e.winRateCiHigh !== null && e.winRateCiHigh !== undefined
      ? `95% CI ${Math.round(e.winRateCiLow)}–${Math.round(e.winRateCiHigh)}%, `
      : '';
  return `${Math.round(e.winRate)}% (${ci}${e.trades} ${e.trades === 1 ? 'trade' : 'trades'})`;
}

/** "95% CI -$3.10 to +$27.90"; null when the interval is undefined (fewer than 2 trades). */
export function expectancyCi(e: ExpectancyData, currency: string): string | null {
  if (e.ciLow === null || e.ciLow === undefined || e.ciHigh === null || e.ciHigh === undefined) return null;
  return `95% CI ${formatPnl(e.ciLow, currency)} to ${formatPnl(e.ciHigh, currency)}`;
}

/** Whether the expectancy interval excludes zero. */
export function edgeVerdict(e: ExpectancyData): string {
  if (e.ciLow === null || e.ciLow === undefined || e.ciHigh === null || e.ciHigh === undefined)
    return 'Too few trades to judge';
  if (Number(e.ciLow) > 0) return 'Positive edge at 95% confidence';
  if (Number(e.ciHigh) < 0) return 'Negative edge at 95% confidence';
  return 'Not yet distinguishable from zero';
}

/** Van Tharp's reading of a System Quality Number. */
export function sqnRating(sqn: number): string {
  if (sqn < 1.6) return 'poor';
  if (sqn < 2) return 'below average';
  if (sqn < 2.5) return 'average';
  if (sqn < 3) return 'good';
  if (sqn < 5) return 'excellent';
  if (sqn < 7) return 'superb';
  return 'exceptional';
}
