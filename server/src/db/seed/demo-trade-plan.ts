import Decimal from 'decimal.js';
import { computePnl, deriveResult } from '../../domain/trade-pnl';
import type { TradeValues } from '../../domain/validation/trade-rules';
import type { Market, TradeType } from '../entities/trade.entity';
import { computeDemoFees } from './demo-fees';
import { DEMO_INSTRUMENTS, type DemoAccountKey, type DemoInstrument, type DemoSession } from './demo-instruments';
import { pickDemoNote, pickDemoTags, type DemoOutcome } from './demo-journal';
import { buildPricePath, ticksToPrice, toTicks } from './demo-price-paths';
import { seededRandom, type SeededRandom } from './seeded-random';
import { daysBefore, localDateOf, weekdayOf, zonedInstant, type LocalDate } from './zoned-time';

/** About 18 months of history, ending today. */
export const DEMO_HISTORY_DAYS = 548;

/** A planned trade: the values the trade rules produce, plus the demo account it belongs to. */
export interface DemoTradeRow extends TradeValues {
  account: DemoAccountKey;
}

/** Two tilt periods (days ago) in which every closed trade loses: the streak charts show them. */
const LOSING_STREAKS: ReadonlyArray<[from: number, to: number]> = [
  [330, 327],
  [23, 21],
];
const onLosingStreak = (daysAgo: number) => LOSING_STREAKS.some(([from, to]) => daysAgo <= from && daysAgo >= to);
/** A six-week slump (days ago) with few winners, so the equity curve shows a real drawdown. */
const SLUMP: [from: number, to: number] = [250, 208];
const inSlump = (daysAgo: number) => daysAgo <= SLUMP[0] && daysAgo >= SLUMP[1];

/** Entry windows in New York minutes after midnight. */
const SESSION_MINUTES: Record<DemoSession, [number, number]> = {
  us: [9 * 60 + 35, 15 * 60 + 30],
  london: [3 * 60, 11 * 60 + 30],
  tokyo: [19 * 60, 23 * 60 + 30],
  crypto: [0, 24 * 60 - 1],
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function holdingMinutes(rng: SeededRandom, session: DemoSession, entryMinute: number): number {
  if (session === 'crypto') return Math.round(Math.exp(rng.between(Math.log(30), Math.log(4 * 24 * 60))));
  if (rng.chance(session === 'us' ? 0.25 : 0.2)) return rng.int(1, 3) * 24 * 60 + rng.int(-90, 90);
  const sessionEnd = session === 'us' ? 15 * 60 + 58 : entryMinute + 8 * 60;
  return rng.int(8, Math.max(12, sessionEnd - entryMinute));
}

/** Markets other than crypto are closed at the weekend: a close that lands there moves two days on. */
function skipWeekend(exit: Date, market: Market, zone: string): Date {
  if (market === 'crypto') return exit;
  const weekday = weekdayOf(localDateOf(exit, zone));
  return weekday === 0 || weekday === 6 ? new Date(exit.getTime() + 2 * DAY) : exit;
}

function pickOutcome(rng: SeededRandom, daysAgo: number): Exclude<DemoOutcome, 'open'> {
  if (onLosingStreak(daysAgo)) return 'loss';
  if (rng.chance(inSlump(daysAgo) ? 0.25 : 0.58)) return 'win';
  return rng.chance(0.07) ? 'breakeven' : 'loss';
}

/** The exit in ticks: winners run 0.3R–2.1R; most losers hit the stop, without one they run further. */
function exitTicks(
  rng: SeededRandom,
  outcome: DemoOutcome,
  entry: number,
  risk: number,
  direction: number,
  hasStop: boolean,
): number {
  if (outcome === 'breakeven') return entry;
  const rMultiple =
    outcome === 'win'
      ? 0.3 + 1.8 * rng.next() ** 1.4
      : !hasStop
        ? -rng.between(0.6, 2.2)
        : rng.chance(0.7)
          ? -1
          : -rng.between(0.25, 0.9);
  return Math.max(1, entry + direction * Math.round(rMultiple * risk));
}

interface PlanContext {
  now: Date;
  zone: string;
  today: LocalDate;
  paths: Map<DemoInstrument, number[]>;
}

interface Placement {
  instrument: DemoInstrument;
  daysAgo: number;
  entryDate: Date;
  holdMinutes: number;
  forceOpen?: boolean;
  outcome?: DemoOutcome;
}

function buildTrade(ctx: PlanContext, rng: SeededRandom, p: Placement): DemoTradeRow {
  const { instrument, daysAgo } = p;
  const direction = rng.chance(instrument.market === 'forex' ? 0.5 : 0.6) ? 1 : -1;
  const referencePrice = ctx.paths.get(instrument)![daysAgo] * (1 + rng.gaussian() * instrument.dailyVolatility * 0.3);
  const entry = toTicks(referencePrice, instrument.tick);
  const risk = Math.max(4, Math.round(entry * instrument.stopFraction * rng.between(0.7, 1.3)));
  const hasStop = rng.chance(0.85) && entry - risk >= 1;
  const exitDate = skipWeekend(new Date(p.entryDate.getTime() + p.holdMinutes * MINUTE), instrument.market, ctx.zone);
  // Routine trades still running at `now` are open, and some of the last week's are held on.
  const isOpen =
    p.forceOpen ||
    (p.outcome === undefined && (exitDate.getTime() > ctx.now.getTime() - MINUTE || (daysAgo <= 8 && rng.chance(0.3))));
  const outcome: DemoOutcome = isOpen ? 'open' : (p.outcome ?? pickOutcome(rng, daysAgo));
  const quantity = new Decimal(instrument.lot).times(rng.int(instrument.minLots, instrument.maxLots)).toFixed();
  const entryPrice = ticksToPrice(entry, instrument.tick);
  const exitPrice = isOpen
    ? null
    : ticksToPrice(exitTicks(rng, outcome, entry, risk, direction, hasStop), instrument.tick);
  const priced = { quantity, multiplier: instrument.multiplier, entryPrice, exitPrice };
  const fees = outcome === 'breakeven' ? '0.00' : computeDemoFees(instrument.fees, priced);
  const tradeType: TradeType = direction === 1 ? 'long' : 'short';
  const pnl = computePnl({ tradeType, ...priced, fees });
  const onTilt = !isOpen && onLosingStreak(daysAgo);
  return {
    account: instrument.account,
    symbol: instrument.symbol,
    market: instrument.market,
    tradeType,
    entryPrice,
    exitPrice,
    quantity,
    multiplier: instrument.multiplier,
    fees,
    stopLoss: hasStop ? ticksToPrice(entry - direction * risk, instrument.tick) : null,
    pnl,
    result: deriveResult(pnl),
    entryDate: p.entryDate,
    exitDate: isOpen ? null : exitDate,
    notes: pickDemoNote(rng, outcome, onTilt, instrument.symbol),
    emotionalTags: pickDemoTags(rng, outcome, onTilt),
  };
}

function pickWeighted(rng: SeededRandom, instruments: readonly DemoInstrument[]): DemoInstrument {
  let roll = rng.next() * instruments.reduce((sum, i) => sum + i.weight, 0);
  for (const instrument of instruments) if ((roll -= instrument.weight) < 0) return instrument;
  return instruments[instruments.length - 1];
}

/** The routine: 0–3 trades a day per account, inside each instrument's session. */
function plannedDays(ctx: PlanContext, account: DemoAccountKey): DemoTradeRow[] {
  const instruments = DEMO_INSTRUMENTS.filter((i) => i.account === account);
  const rows: DemoTradeRow[] = [];
  for (let daysAgo = DEMO_HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const date = daysBefore(ctx.today, daysAgo);
    const weekend = [0, 6].includes(weekdayOf(date));
    const roll = seededRandom(`day:${account}:${daysAgo}`).next();
    const count = roll < 0.3 ? 0 : roll < 0.72 ? 1 : roll < 0.93 ? 2 : 3;
    for (let slot = 0; slot < count; slot++) {
      const rng = seededRandom(`trade:${account}:${daysAgo}:${slot}`);
      const instrument = pickWeighted(rng, instruments);
      if (weekend && instrument.market !== 'crypto') continue;
      const [from, to] = SESSION_MINUTES[instrument.session];
      const minute = rng.int(from, to);
      const entryDate = zonedInstant(date, minute, ctx.zone);
      if (entryDate.getTime() > ctx.now.getTime() - 2 * MINUTE) continue;
      rows.push(
        buildTrade(ctx, rng, {
          instrument,
          daysAgo,
          entryDate,
          holdMinutes: holdingMinutes(rng, instrument.session, minute),
        }),
      );
    }
  }
  return rows;
}

const instrument = (symbol: string, market: Market) =>
  DEMO_INSTRUMENTS.find((i) => i.symbol === symbol && i.market === market)!;

/**
 * Trades placed relative to "now" so the today / this-week widgets always have something, and
 * a few swing positions still open whatever the day: two crypto trades opened and closed within
 * the part of today that has passed (crypto trades at any hour, so even just after midnight),
 * and long-held positions in crypto, stocks and gold.
 */
function anchoredTrades(ctx: PlanContext): DemoTradeRow[] {
  const startOfToday = zonedInstant(ctx.today, 0, ctx.zone).getTime();
  const elapsed = Math.max(0, ctx.now.getTime() - startOfToday);
  const at = (fraction: number) => new Date(startOfToday + Math.floor(elapsed * fraction));
  const today = (symbol: string, from: number, to: number, outcome: DemoOutcome): Placement => ({
    instrument: instrument(symbol, 'crypto'),
    daysAgo: 0,
    entryDate: at(from),
    holdMinutes: ((to - from) * elapsed) / MINUTE,
    outcome,
  });
  const swing = (symbol: string, market: Market, daysAgo: number): Placement => {
    while ([0, 6].includes(weekdayOf(daysBefore(ctx.today, daysAgo)))) daysAgo++;
    const entryDate = zonedInstant(daysBefore(ctx.today, daysAgo), SESSION_MINUTES.us[0] + 25, ctx.zone);
    return { instrument: instrument(symbol, market), daysAgo, forceOpen: true, holdMinutes: 0, entryDate };
  };
  const placements = [
    today('BTCUSD', 0.1, 0.35, 'win'),
    today('ETHUSD', 0.45, 0.7, 'loss'),
    swing('BTCUSD', 'crypto', 45),
    swing('NVDA', 'stocks', 23),
    swing('XAUUSD', 'commodities', 12),
  ];
  return placements.map((p, slot) => buildTrade(ctx, seededRandom(`anchored:${slot}`), p));
}

/**
 * The demo trader's whole history as rows ready to insert, oldest entry first. Pure: the same
 * `now` and zone always give the same rows; pnl and result come from the domain functions.
 */
export function planDemoTrades(now: Date, zone: string): DemoTradeRow[] {
  const paths = new Map(DEMO_INSTRUMENTS.map((i) => [i, buildPricePath(i, DEMO_HISTORY_DAYS)] as const));
  const ctx: PlanContext = { now, zone, today: localDateOf(now, zone), paths };
  const rows = [
    ...plannedDays(ctx, 'usd'),
    ...plannedDays(ctx, 'eur'),
    ...plannedDays(ctx, 'jpy'),
    ...anchoredTrades(ctx),
  ];
  return rows.sort((a, b) => a.entryDate.getTime() - b.entryDate.getTime());
}
