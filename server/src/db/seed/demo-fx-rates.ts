import type { EntityManager } from 'typeorm';
import { INSERT_DEMO_FX_RATES } from './queries/demo-seed.queries';

/**
 * The demo's exchange rates: EUR→USD and USD→JPY for every weekday of its history, so its
 * all-accounts views (USD, EUR and JPY accounts) show converted figures as a trader with a rate
 * table would see them, not the missing-rate notice. ILLUSTRATIVE values, not market data: a
 * slow deterministic wave around 1.08 and 150, four and two decimals like a reference feed. A
 * visitor's own rates for the demo are replaced at every start, like its trades.
 */
export interface DemoFxRate {
  day: string;
  base: string;
  quote: string;
  rate: string;
}

const PAIRS = [
  { base: 'EUR', quote: 'USD', centre: 1.08, decimals: 4 },
  { base: 'USD', quote: 'JPY', centre: 150, decimals: 2 },
] as const;

export function planDemoFxRates(since: Date, now: Date): DemoFxRate[] {
  const rates: DemoFxRate[] = [];
  const first = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  for (let t = first, k = 0; t <= now.getTime(); t += 24 * 3600_000, k++) {
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0 || weekday === 6) continue; // no fixing at weekends: the Friday rate carries forward
    const day = new Date(t).toISOString().slice(0, 10);
    for (const pair of PAIRS) {
      const rate = pair.centre * (1 + 0.02 * Math.sin(k / 11) + 0.005 * Math.sin(k / 3));
      rates.push({ day, base: pair.base, quote: pair.quote, rate: rate.toFixed(pair.decimals) });
    }
  }
  return rates;
}

export async function insertDemoFxRates(manager: EntityManager, userId: string, rates: DemoFxRate[]): Promise<void> {
  await manager.query(INSERT_DEMO_FX_RATES, [
    userId,
    rates.map((r) => r.day),
    rates.map((r) => r.base),
    rates.map((r) => r.quote),
    rates.map((r) => r.rate),
  ]);
}
