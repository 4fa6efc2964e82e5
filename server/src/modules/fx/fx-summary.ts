import { ConflictError } from '../../errors';
import { D, dec, mean, ratio, winRate } from '../../domain/decimal';

/** One (account currency, local exit day) group of the viewer's trades, with its conversion factor. */
export interface CurrencyGroupRow {
  currency: string;
  day: string;
  n: number;
  closed: number;
  wins: number;
  losses: number;
  pnl: string;
  winSum: string;
  lossSum: string;
  /** Amount × factor = amount in the base currency; null when no rate is known up to that day. */
  factor: string | null;
}

export const MISSING_RATES_NOTICE =
  'Some exchange rates are missing, so the accounts are not added up: the figures are shown per currency. ' +
  'Add the rates in Settings → Currencies.';

type Money = InstanceType<typeof D>;

interface Acc {
  n: number;
  closed: number;
  wins: number;
  losses: number;
  pnl: Money;
  winSum: Money;
  lossSum: Money;
}
const empty = (): Acc => ({ n: 0, closed: 0, wins: 0, losses: 0, pnl: new D(0), winSum: new D(0), lossSum: new D(0) });

/** Converted money is rounded to the cent (the base currency's figure), half up. */
const CENTS = 2;

function figures(a: Acc, round: boolean) {
  const money = (x: Money) => dec(round ? x.toDecimalPlaces(CENTS) : x);
  const average = (sum: Money, n: number) => (round ? dec(new D(mean(sum, n)).toDecimalPlaces(CENTS)) : mean(sum, n));
  return {
    totalPnl: money(a.pnl),
    totalTrades: a.n,
    closedTrades: a.closed,
    winningTrades: a.wins,
    losingTrades: a.losses,
    winRate: winRate(a.wins, a.closed),
    grossProfit: money(a.winSum),
    grossLoss: money(a.lossSum),
    averageWin: average(a.winSum, a.wins),
    averageLoss: average(a.lossSum, a.losses),
    profitFactor: ratio(a.winSum, a.lossSum),
  };
}

/**
 * Folds the groups into per-currency figures (exact, in each account's currency) and, when every
 * closed group has a rate, the converted total in the base currency; otherwise `converted` is
 * null and `missingRates` says which currency lacks rates over which days.
 */
export function convertedSummary(baseCurrency: string | null, rows: CurrencyGroupRow[]) {
  const perCurrency = new Map<string, Acc>();
  const total = empty();
  const missing = new Map<string, { currency: string; from: string; to: string; days: number }>();
  for (const r of rows) {
    const acc = perCurrency.get(r.currency) ?? empty();
    perCurrency.set(r.currency, acc);
    for (const target of [acc, total]) {
      target.n += r.n;
      target.closed += r.closed;
      target.wins += r.wins;
      target.losses += r.losses;
    }
    acc.pnl = acc.pnl.plus(r.pnl);
    acc.winSum = acc.winSum.plus(r.winSum);
    acc.lossSum = acc.lossSum.plus(r.lossSum);
    if (r.factor === null) {
      const gap = missing.get(r.currency) ?? { currency: r.currency, from: r.day, to: r.day, days: 0 };
      gap.to = r.day;
      gap.days += 1;
      missing.set(r.currency, gap);
      continue;
    }
    total.pnl = total.pnl.plus(new D(r.pnl).times(r.factor));
    total.winSum = total.winSum.plus(new D(r.winSum).times(r.factor));
    total.lossSum = total.lossSum.plus(new D(r.lossSum).times(r.factor));
  }
  const missingRates = baseCurrency ? [...missing.values()] : [];
  const converted = baseCurrency !== null && missingRates.length === 0;
  return {
    baseCurrency,
    converted: converted ? { currency: baseCurrency, ...figures(total, true) } : null,
    currencies: [...perCurrency.entries()].map(([currency, a]) => ({ currency, ...figures(a, false) })),
    missingRates,
    notice: converted || baseCurrency === null ? null : MISSING_RATES_NOTICE,
  };
}

/**
 * The currency an all-accounts summary's money is converted to: null when its trades are in one
 * currency anyway; a CONFLICT naming the missing rates when one is missing, so a figure is never a
 * sum of different currencies (issue 15).
 */
export function convertedCurrencyOrConflict(summary: ReturnType<typeof convertedSummary>): string | null {
  if (summary.currencies.length < 2) return null;
  if (!summary.converted) {
    const gaps = summary.missingRates.map((m) => `${m.currency}→${summary.baseCurrency} ${m.from} – ${m.to}`);
    throw new ConflictError(`${summary.notice} Missing: ${gaps.join('; ')}.`);
  }
  return summary.converted.currency;
}
