import fc from 'fast-check';
import { walkRisk, type RiskFlow, type RiskTrade } from '../risk-engine';
import { DEFAULT_RISK_RULES, type DrawdownMode } from '../risk-rules';

/**
 * The engine against an independent computation: whole cents (plain integers, no decimal.js) and
 * a flow-free formulation. Deposits and withdrawals shift balance, peak and floor alike, so they
 * drop out of the comparison "balance ≤ floor" once the balance is read net of the flows so far
 * (the trading equity e = initial + Σ pnl). Then:
 *   static:              e ≤ initial − amount
 *   trailing_intraday:   e ≤ max(initial, max e before) − amount (locked: min(that, initial))
 *   trailing_eod:        e ≤ max(initial, max e at earlier days' closes) − amount (likewise)
 *   daily loss:          the day's running pnl ≤ −limit
 */
interface Day {
  pnls: number[]; // cents
  flowBefore: number; // cents, at the start of the day (0: none)
}

const dayArb = fc.record({
  pnls: fc.array(fc.integer({ min: -60_000, max: 60_000 }), { minLength: 0, maxLength: 6 }),
  flowBefore: fc.oneof(fc.constant(0), fc.integer({ min: -50_000, max: 200_000 })),
});
const cents = (n: number) => (n / 100).toFixed(2);
const INITIAL = 1_000_000; // 10,000.00

function build(days: Day[]): { trades: RiskTrade[]; flows: RiskFlow[]; dayOf: Map<string, number> } {
  const trades: RiskTrade[] = [];
  const flows: RiskFlow[] = [];
  const dayOf = new Map<string, number>();
  days.forEach((d, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + i));
    if (d.flowBefore)
      flows.push({ at: new Date(date.getTime() + 3600_000), amount: cents(d.flowBefore), external: true });
    d.pnls.forEach((p, k) => {
      const at = new Date(date.getTime() + (2 + k) * 3600_000);
      const id = `d${i}t${k}`;
      dayOf.set(id, i);
      trades.push({ id, entryAt: at, exitAt: at, pnl: cents(p), quantity: '1' });
    });
  });
  return { trades, flows, dayOf };
}

/** First breaching trade per day, by the independent formulas. */
function expectedDrawdown(days: Day[], amount: number, mode: DrawdownMode, lock: boolean): Map<number, string> {
  const out = new Map<number, string>();
  let e = INITIAL;
  let peak = INITIAL;
  let eodPeak = INITIAL;
  days.forEach((d, i) => {
    d.pnls.forEach((p, k) => {
      e += p;
      let floor = mode === 'static' ? INITIAL - amount : (mode === 'trailing_intraday' ? peak : eodPeak) - amount;
      if (mode !== 'static' && lock) floor = Math.min(floor, INITIAL);
      if (e <= floor && !out.has(i)) out.set(i, `d${i}t${k}`);
      peak = Math.max(peak, e);
    });
    eodPeak = Math.max(eodPeak, e);
  });
  return out;
}

function expectedDailyLoss(days: Day[], limit: number): Map<number, string> {
  const out = new Map<number, string>();
  days.forEach((d, i) => {
    let run = 0;
    d.pnls.forEach((p, k) => {
      run += p;
      if (run <= -limit && !out.has(i)) out.set(i, `d${i}t${k}`);
    });
  });
  return out;
}

function actual(days: Day[], rules: typeof DEFAULT_RISK_RULES, rule: string): Map<number, string> {
  const { trades, flows, dayOf } = build(days);
  const walk = walkRisk(
    { initialBalance: cents(INITIAL), trades, flows, versions: [{ effectiveFrom: null, rules }], userZone: 'UTC' },
    '2099-01-01',
  );
  const out = new Map<number, string>();
  for (const d of walk.days)
    for (const b of d.breaches) if (b.rule === rule && b.tradeId) out.set(dayOf.get(b.tradeId)!, b.tradeId);
  return out;
}

const NONE = { ...DEFAULT_RISK_RULES, dailyLossLimit: null, maxTradesPerDay: null };

describe('the risk engine agrees with an independent computation', () => {
  it.each([
    ['static', false],
    ['trailing_intraday', false],
    ['trailing_intraday', true],
    ['trailing_eod', false],
    ['trailing_eod', true],
  ] as const)('max drawdown %s (lock %s), with deposits and withdrawals between days', (mode, lock) => {
    fc.assert(
      fc.property(
        fc.array(dayArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 300_000 }),
        (days, amount) => {
          const rules = { ...NONE, maxDrawdown: { amount: cents(amount), mode, lockAtInitial: lock } };
          expect(actual(days, rules, 'max_drawdown')).toEqual(expectedDrawdown(days, amount, mode, lock));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('daily loss limit', () => {
    fc.assert(
      fc.property(
        fc.array(dayArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 150_000 }),
        (days, limit) => {
          const rules = { ...NONE, dailyLossLimit: cents(limit) };
          expect(actual(days, rules, 'daily_loss_limit')).toEqual(expectedDailyLoss(days, limit));
        },
      ),
      { numRuns: 200 },
    );
  });
});
