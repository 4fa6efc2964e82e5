import { MISSING_RATES_NOTICE } from '../fx/fx-summary';
import type { BalanceDayRow, BalanceRows } from './queries/balance.query';

export interface BalanceSeries {
  currency: string;
  /** Days with an event before downsampling. */
  totalPoints: number;
  finalBalance: string;
  points: Array<{ date: string; balance: string; tradingPnl: string; flow: string; pnl: string }>;
}

/**
 * At most `maxPoints` days of a walk: the first and last day, every day with a cash flow (the
 * chart marks them), and in each of the buckets the remaining room allows the lowest and highest
 * balance (every peak and trough survives, as in the equity curve's decimation).
 */
export function thinDays(days: BalanceDayRow[], maxPoints: number): BalanceDayRow[] {
  if (days.length <= maxPoints) return days;
  const keep = new Set<number>([0, days.length - 1]);
  days.forEach((d, i) => Number(d.flow) !== 0 && keep.add(i));
  const buckets = Math.max(1, Math.floor((maxPoints - keep.size) / 2));
  const size = Math.ceil(days.length / buckets);
  for (let start = 0; start < days.length; start += size) {
    let lo = start;
    let hi = start;
    for (let i = start; i < Math.min(days.length, start + size); i += 1) {
      if (Number(days[i].balance) < Number(days[lo].balance)) lo = i;
      if (Number(days[i].balance) > Number(days[hi].balance)) hi = i;
    }
    keep.add(lo).add(hi);
  }
  return [...keep].sort((a, b) => a - b).map((i) => days[i]);
}

function series(currency: string, days: BalanceDayRow[], maxPoints: number): BalanceSeries {
  return {
    currency,
    totalPoints: days.length,
    finalBalance: days.length ? days[days.length - 1].balance : '0',
    points: thinDays(days, maxPoints).map((d) => ({
      date: d.day,
      balance: d.balance,
      tradingPnl: d.tradingPnl,
      flow: d.flow,
      pnl: d.pnl,
    })),
  };
}

/**
 * One series in one currency (the account's, the shared one, or the base currency converted);
 * with several currencies and a missing rate, one unconverted series per currency and the notice
 * naming the missing rates: never a sum of different currencies.
 */
export function balanceCurve(rows: BalanceRows, maxPoints: number) {
  const convertedDays = rows.days.filter((d) => d.converted);
  const several = rows.currencies.length > 1;
  if (several && rows.gaps.length === 0 && rows.baseCurrency) {
    return {
      currency: rows.baseCurrency,
      converted: true,
      series: [series(rows.baseCurrency, convertedDays, maxPoints)],
      missingRates: [],
      notice: null,
    };
  }
  const perCurrency = rows.currencies.map((c) =>
    series(
      c,
      rows.days.filter((d) => !d.converted && d.currency === c),
      maxPoints,
    ),
  );
  const missing = rows.gaps.map((g) => `${g.currency}→${rows.baseCurrency} ${g.from} – ${g.to}`).join('; ');
  return {
    currency: several ? null : (rows.currencies[0] ?? null),
    converted: false,
    series: perCurrency,
    missingRates: rows.gaps,
    notice: several ? `${MISSING_RATES_NOTICE} Missing: ${missing}.` : null,
  };
}
