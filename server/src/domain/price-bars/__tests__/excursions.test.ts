import fc from 'fast-check';
import {
  computeExcursions,
  pieceWindow,
  positionPieces,
  positionRisk,
  type ExcursionFill,
  type WindowExtremes,
} from '../excursions';
import { cents, referenceExcursions, type RefBar, type RefFill } from './excursion-reference';

const MINUTE = 60_000;
const ORIGIN = Date.UTC(2026, 2, 14, 13, 30);

/** A random walk of bars on a grid (cents), and a trade of fills inside it. */
const scenario = fc
  .record({
    direction: fc.constantFrom('long' as const, 'short' as const),
    length: fc.constantFrom(1, 5),
    steps: fc.array(fc.record({ move: fc.integer({ min: -40, max: 40 }), up: fc.nat(30), down: fc.nat(30) }), {
      minLength: 5,
      maxLength: 60,
    }),
    entries: fc.array(fc.record({ at: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    exitCuts: fc.array(fc.nat(), { minLength: 0, maxLength: 3 }),
    exitTimes: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    multiplier: fc.constantFrom(1, 50),
  })
  .map(({ direction, length, steps, entries, exitCuts, exitTimes, multiplier }) => {
    const lengthMs = length * MINUTE;
    const span = steps.length * lengthMs;
    let price = 10_000;
    const bars: RefBar[] = steps.map((s, k) => {
      const open = price;
      price = Math.max(100, price + s.move);
      return {
        ts: ORIGIN + k * lengthMs,
        highCents: Math.max(open, price) + s.up,
        lowCents: Math.max(1, Math.min(open, price) - s.down),
      };
    });
    // A price inside a bar, at a time inside it.
    const inBar = (t: number, salt: number) => {
      const bar = bars[Math.min(bars.length - 1, Math.floor((t - ORIGIN) / lengthMs))];
      return bar.lowCents + (salt % (bar.highCents - bar.lowCents + 1));
    };
    const opening = direction === 'long' ? 'buy' : 'sell';
    const closing = direction === 'long' ? 'sell' : 'buy';
    const fills: RefFill[] = [];
    const entryTimes = entries.map((e) => ORIGIN + (e.at % Math.floor(span / 2))).sort((a, b) => a - b);
    entries.forEach((e, i) =>
      fills.push({ at: entryTimes[i], side: opening, quantity: e.quantity, priceCents: inBar(entryTimes[i], e.at) }),
    );
    const total = entries.reduce((n, e) => n + e.quantity, 0);
    // Split the total into up to four exits after the last entry (whole contracts).
    const cuts = [...new Set(exitCuts.map((c) => 1 + (c % total)).filter((c) => c < total))].sort((a, b) => a - b);
    const sizes = [...cuts, total].map((c, i, all) => c - (i ? all[i - 1] : 0));
    const lastEntry = entryTimes[entryTimes.length - 1];
    const exitAt = exitTimes
      .slice(0, sizes.length)
      .map((t) => lastEntry + (t % (ORIGIN + span - lastEntry)))
      .sort((a, b) => a - b);
    sizes.forEach((q, i) =>
      fills.push({ at: exitAt[i], side: closing, quantity: q, priceCents: inBar(exitAt[i], i * 7 + q) }),
    );
    return { direction, lengthMs, bars, fills, multiplier };
  });

/** What the SQL does: the highest high and lowest low of the bars with ts > from and ts + length ≤ to. */
function scanExtremes(bars: readonly RefBar[], lengthMs: number, from: number, to: number): WindowExtremes {
  const inside = bars.filter((b) => b.ts > from && b.ts + lengthMs <= to);
  if (!inside.length) return { high: null, low: null };
  return {
    high: cents(BigInt(Math.max(...inside.map((b) => b.highCents)))),
    low: cents(BigInt(Math.min(...inside.map((b) => b.lowCents)))),
  };
}

const asFill = (f: RefFill): ExcursionFill => ({
  at: f.at,
  side: f.side,
  quantity: String(f.quantity),
  price: cents(BigInt(f.priceCents)),
});

describe('excursions (Tradervue’s method)', () => {
  it('equal an independent per-contract computation on generated bars and fills, partial exits included', () => {
    fc.assert(
      fc.property(scenario, ({ direction, lengthMs, bars, fills, multiplier }) => {
        const { pieces, open } = positionPieces(direction, fills.map(asFill));
        expect(open).toBe('0');
        const extremes = pieces.map(pieceWindow).map((w) => scanExtremes(bars, lengthMs, w.from, w.to));
        const got = computeExcursions(direction, pieces, extremes, String(multiplier), null);
        const want = referenceExcursions(direction, fills, bars, ORIGIN, lengthMs, multiplier);
        expect([got.mae, got.mfe, got.captured]).toEqual([
          cents(want.maeCents),
          cents(want.mfeCents),
          cents(want.capturedCents),
        ]);
        expect(Number(got.mae)).toBeLessThanOrEqual(0);
        expect(Number(got.mfe)).toBeGreaterThanOrEqual(Number(got.captured) > 0 ? Number(got.captured) : 0);
      }),
      { numRuns: 400 },
    );
  });

  it('ignores the entry and exit bars’ extremes beyond the fills', () => {
    // Long 2 @ 100 at 09:30:20 in a bar that fell to 90; out @ 104 at 09:32:40 in a bar that rose to 120.
    const t = (m: number, s: number) => Date.UTC(2026, 2, 14, 9, m, s);
    const bars: RefBar[] = [
      { ts: t(30, 0), highCents: 10_100, lowCents: 9_000 },
      { ts: t(31, 0), highCents: 10_300, lowCents: 9_800 },
      { ts: t(32, 0), highCents: 12_000, lowCents: 10_000 },
    ];
    const fills = [
      { at: t(30, 20), side: 'buy' as const, quantity: '2', price: '100' },
      { at: t(32, 40), side: 'sell' as const, quantity: '2', price: '104' },
    ];
    const { pieces } = positionPieces('long', fills);
    const extremes = pieces.map(pieceWindow).map((w) => scanExtremes(bars, MINUTE, w.from, w.to));
    // Only the 09:31 bar counts: worst 98, best 104 (the exit itself beats that bar's 103).
    expect(computeExcursions('long', pieces, extremes, '1', positionRisk('100', '97', '2', '1'))).toEqual({
      mae: '-4',
      mfe: '8',
      captured: '8',
      exitEfficiency: '1',
      maeR: '-0.6667',
      mfeR: '1.3333',
    });
  });

  it('measures each contract only while it was open (scale in, partial exits)', () => {
    const t = (m: number) => Date.UTC(2026, 2, 14, 9, m, 30);
    const fills: ExcursionFill[] = [
      { at: t(0), side: 'sell', quantity: '1', price: '50' },
      { at: t(2), side: 'sell', quantity: '2', price: '51' },
      { at: t(3), side: 'buy', quantity: '2', price: '49' },
      { at: t(6), side: 'buy', quantity: '1', price: '48' },
    ];
    const { pieces } = positionPieces('short', fills);
    expect(pieces.map((p) => [p.quantity, p.entryPrice, p.exitPrice])).toEqual([
      ['1', '50', '49'],
      ['1', '51', '49'],
      ['1', '51', '48'],
    ]);
  });
});
