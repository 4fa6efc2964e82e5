import Decimal from 'decimal.js';
import type { DemoInstrument } from './demo-instruments';
import { seededRandom } from './seeded-random';

/** How strongly the log price is pulled back to its trend line each day. */
const MEAN_REVERSION = 0.02;

/**
 * A seeded daily price path per instrument, indexed by days before today (0 = today): a random
 * walk in log price pulled towards a gentle trend (at most about ±25% over the period), so
 * prices move realistically without wandering to implausible levels over 18 months.
 */
export function buildPricePath(instrument: DemoInstrument, days: number): number[] {
  const rng = seededRandom(`path:${instrument.market}:${instrument.symbol}`);
  const totalTrend = Math.max(-0.25, Math.min(0.25, rng.gaussian() * 0.12));
  const start = Math.log(instrument.startPrice);
  const path = new Array<number>(days + 1);
  let logPrice = start;
  for (let daysAgo = days; daysAgo >= 0; daysAgo--) {
    path[daysAgo] = Math.exp(logPrice);
    const trendLine = start + totalTrend * ((days - daysAgo + 1) / days);
    logPrice += MEAN_REVERSION * (trendLine - logPrice) + instrument.dailyVolatility * rng.gaussian();
  }
  return path;
}

/** Whole ticks of a price (never below one tick: prices are positive). */
export function toTicks(price: number, tick: string): number {
  return Math.max(1, Math.round(price / Number(tick)));
}

/** A price in ticks as an exact decimal string with the tick's decimal places. */
export function ticksToPrice(ticks: number, tick: string): string {
  return new Decimal(ticks).times(tick).toFixed(new Decimal(tick).decimalPlaces());
}
