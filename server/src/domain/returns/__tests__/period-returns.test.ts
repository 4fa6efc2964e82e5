import { moneyWeighted, periodReturns, timeWeighted } from '../period-returns';

const day = (offset: number, externalFlow: string, balanceEnd: string) => ({ offset, externalFlow, balanceEnd });

describe('periodReturns', () => {
  it('chains daily ratios around flows: a deposit is not a gain, a later loss is a drawdown', () => {
    // 1000 → +10 % → deposit 1000 at the start of day 2, flat → −10 % on day 3.
    const r = periodReturns({
      openingBalance: '1000',
      periodDays: 3,
      days: [day(0, '0', '1100'), day(1, '1000', '2100'), day(2, '0', '1890')],
    });
    expect(r.timeWeightedReturn).toBeCloseTo(1.1 * 1 * 0.9 - 1, 12);
    expect(r.maxDrawdownPct).toBeCloseTo(0.1, 12);
    // 1000(1+r) + 1000(1+r)^(2/3) = 1890
    const mwr = r.moneyWeightedReturn!;
    expect(1000 * (1 + mwr) + 1000 * Math.pow(1 + mwr, 2 / 3)).toBeCloseTo(1890, 6);
  });

  it('a day without starting capital has no return (factor 1); a wipe-out floors the index at 0', () => {
    expect(timeWeighted({ openingBalance: '0', periodDays: 2, days: [day(0, '0', '5')] }).twr).toBe(0);
    const wiped = timeWeighted({
      openingBalance: '100',
      periodDays: 3,
      days: [day(0, '0', '-20'), day(1, '0', '-10'), day(2, '50', '60')],
    });
    expect(wiped.twr).toBe(-1);
    expect(wiped.maxDrawdownPct).toBe(1);
  });

  it('MWR is null when nothing was invested or no rate solves the equation', () => {
    expect(moneyWeighted({ openingBalance: '0', periodDays: 5, days: [day(2, '0', '10')] })).toBeNull();
    // A negative end from positive capital: no rate above −100 % gets there.
    expect(moneyWeighted({ openingBalance: '100', periodDays: 2, days: [day(1, '0', '-50')] })).toBeNull();
  });
});
