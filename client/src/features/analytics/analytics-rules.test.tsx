import { formatHours, hourBand, HOUR_LEGEND, monthLabel, winRateClass } from './analytics-rules';
import { edgeVerdict, expectancyCi, sqnRating, winRateWithCi } from './edge-text';
import { EMPTY_FILTER, rangeError, readFilterValues, toAnalyticsFilter, writeFilterValues } from './filter-params';

describe('monthLabel', () => {
  it('labels months MM/YY', () => {
    expect(monthLabel('2026-03')).toBe('03/26');
    expect(monthLabel('2025-12')).toBe('12/25');
    expect(monthLabel('2030-01')).toBe('01/30');
  });
});

describe('winRateClass', () => {
  it('is green at 50% or above', () => {
    expect(winRateClass(50)).toBe('profit');
    expect(winRateClass(73.2)).toBe('profit');
    expect(winRateClass(49.99)).toBe('loss');
  });
});

describe('hourBand', () => {
  it.each([
    [null, 0, 'empty'],
    [80, 0, 'empty'],
    [0, 3, 'lt30'],
    [29.9, 3, 'lt30'],
    [30, 3, '30'],
    [40, 3, '40'],
    [49.9, 3, '40'],
    [50, 3, '50'],
    [60, 3, '60'],
    [69.9, 3, '60'],
    [70, 3, '70'],
    [100, 3, '70'],
  ])('win rate %p over %p trades → %p', (rate, trades, band) => {
    expect(hourBand(rate as number | null, trades)).toBe(band);
  });
  it('has the spec legend', () => {
    expect(HOUR_LEGEND.map((l) => l.label)).toEqual(['<30', '30-50', '50-60', '60-70', '>70']);
  });
});

describe('formatHours', () => {
  it('reads minutes, hours and days', () => {
    expect(formatHours(0.5)).toBe('30m');
    expect(formatHours(3.25)).toBe('3.3h');
    expect(formatHours(72)).toBe('3d');
    expect(formatHours(null)).toBe('—');
  });
});

describe('edge text', () => {
  const base = {
    trades: 36,
    value: '12.40',
    ciLow: '-3.10',
    ciHigh: '27.90',
    winRate: 58.3,
    winRateCiLow: 41.2,
    winRateCiHigh: 73.4,
    winRateExcludingBreakeven: 60,
  };
  it('writes the win rate with its interval and sample', () => {
    expect(winRateWithCi(base)).toBe('58% (95% CI 41–73%, 36 trades)');
    expect(winRateWithCi({ ...base, trades: 0, winRate: null })).toBeNull();
  });
  it('writes the expectancy interval and whether it excludes zero', () => {
    expect(expectancyCi(base, 'USD')).toBe('95% CI -$3.10 to +$27.90');
    expect(edgeVerdict(base)).toBe('Not yet distinguishable from zero');
    expect(edgeVerdict({ ...base, ciLow: '1.00' })).toBe('Positive edge at 95% confidence');
    expect(edgeVerdict({ ...base, ciHigh: '-0.01' })).toBe('Negative edge at 95% confidence');
    expect(edgeVerdict({ ...base, ciLow: null, ciHigh: null })).toBe('Too few trades to judge');
  });
  it('rates SQN', () => {
    expect(sqnRating(1.2)).toBe('poor');
    expect(sqnRating(2.7)).toBe('good');
    expect(sqnRating(3.4)).toBe('excellent');
  });
});

describe('filter params', () => {
  it('reads valid values and drops malformed ones', () => {
    const v = readFilterValues(
      new URLSearchParams('from=2026-01-01&to=2026-02-30&market=crypto&symbol= btcusd &strategy=7&type=sideways'),
    );
    expect(v).toEqual({ from: '2026-01-01', to: '', market: 'crypto', symbol: 'BTCUSD', strategy: '7', type: '' });
    expect(readFilterValues(new URLSearchParams('market=bonds')).market).toBe('');
  });
  it('maps to AnalyticsFilter, null when nothing narrows', () => {
    expect(toAnalyticsFilter(EMPTY_FILTER)).toBeNull();
    expect(
      toAnalyticsFilter({
        ...EMPTY_FILTER,
        from: '2026-01-01',
        to: '2026-03-31',
        market: 'forex',
        symbol: 'EURUSD',
        strategy: '3',
        type: 'short',
      }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      market: 'forex',
      symbol: 'EURUSD',
      strategyId: '3',
      tradeType: 'short',
    });
  });
  it('refuses an inverted range', () => {
    const inverted = { ...EMPTY_FILTER, from: '2026-03-01', to: '2026-02-01' };
    expect(rangeError(inverted)).toBe('The end date cannot be earlier than the start date');
    expect(toAnalyticsFilter(inverted)).toEqual({ from: '2026-03-01' });
  });
  it('writes values back, keeping unrelated params', () => {
    const next = writeFilterValues(new URLSearchParams('tab=x&market=forex'), { ...EMPTY_FILTER, symbol: 'AAPL' });
    expect(next.toString()).toBe('tab=x&symbol=AAPL');
  });
});
