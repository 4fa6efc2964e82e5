import { computeDemoFees } from '../demo-fees';
import { planDemoTrades } from '../demo-trade-plan';
import { localDateOf, weekdayOf, zonedInstant } from '../zoned-time';

const ZONE = 'America/New_York';

describe('planDemoTrades', () => {
  it('is reproducible: the same moment gives exactly the same rows', () => {
    const now = new Date('2026-02-11T15:00:00Z');
    expect(planDemoTrades(now, ZONE)).toEqual(planDemoTrades(now, ZONE));
  });

  it.each([
    ['just after midnight in New York', '2026-03-04T05:03:00Z'],
    ['late evening in New York', '2026-03-04T03:59:00Z'],
    ['on a Sunday', '2026-03-08T17:00:00Z'],
  ])('never dates a trade after now and closes trades today, %s', (_label, iso) => {
    const now = new Date(iso);
    const rows = planDemoTrades(now, ZONE);
    const latest = Math.max(...rows.map((r) => Math.max(r.entryDate.getTime(), r.exitDate?.getTime() ?? 0)));
    expect(latest).toBeLessThanOrEqual(now.getTime());
    const today = localDateOf(now, ZONE);
    const closedToday = rows.filter(
      (r) => r.exitDate && JSON.stringify(localDateOf(r.exitDate, ZONE)) === JSON.stringify(today),
    );
    expect(closedToday.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps stocks, futures and options off the weekend; crypto trades any day', () => {
    const rows = planDemoTrades(new Date('2026-02-11T15:00:00Z'), ZONE);
    const weekendEntries = rows.filter((r) => [0, 6].includes(weekdayOf(localDateOf(r.entryDate, ZONE))));
    expect(weekendEntries.length).toBeGreaterThan(0);
    expect(new Set(weekendEntries.map((r) => r.market))).toEqual(new Set(['crypto']));
  });

  it('writes prices with the precision of their market', () => {
    const rows = planDemoTrades(new Date('2026-02-11T15:00:00Z'), ZONE);
    const decimals = (price: string) => price.split('.')[1]?.length ?? 0;
    expect(rows.filter((r) => r.symbol === 'EURUSD').every((r) => decimals(r.entryPrice) === 5)).toBe(true);
    expect(rows.filter((r) => r.symbol === 'USDJPY').every((r) => decimals(r.entryPrice) === 3)).toBe(true);
    expect(rows.filter((r) => r.market === 'stocks').every((r) => decimals(r.entryPrice) === 2)).toBe(true);
    expect(rows.filter((r) => r.symbol === 'ES').every((r) => /\.(00|25|50|75)$/.test(r.entryPrice))).toBe(true);
  });
});

describe('zonedInstant', () => {
  it('places New York wall-clock times on both sides of the DST change', () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 6 }, 9 * 60 + 30, ZONE).toISOString()).toBe(
      '2026-03-06T14:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 3, day: 9 }, 9 * 60 + 30, ZONE).toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
  });
});

describe('computeDemoFees', () => {
  const trade = { quantity: '150', multiplier: '1', entryPrice: '100.00', exitPrice: '101.00' };
  it('charges per share with a minimum per side, and only the entry side while open', () => {
    const model = { kind: 'perShare', perShare: '0.005', minimumPerSide: '1.00' } as const;
    expect(computeDemoFees(model, trade)).toBe('2.00');
    expect(computeDemoFees(model, { ...trade, quantity: '400' })).toBe('4.00');
    expect(computeDemoFees(model, { ...trade, exitPrice: null })).toBe('1.00');
  });
  it('charges a notional rate on both legs', () => {
    expect(computeDemoFees({ kind: 'notional', ratePerSide: '0.001' }, trade)).toBe('30.15');
  });
});
