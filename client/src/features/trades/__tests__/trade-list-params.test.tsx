import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  hasActiveFilters,
  parseFilters,
  parseSort,
  toTradeFilter,
  toggleSort,
  writeListParams,
} from '../trade-list-params';

describe('trade list sort', () => {
  it('defaults to entry date descending', () => {
    expect(parseSort(new URLSearchParams(''))).toEqual({ field: 'entryDate', direction: 'desc' });
  });

  it('flips the direction of the sorted column and starts another column ascending', () => {
    const byPnlAsc = toggleSort(DEFAULT_SORT, 'pnl');
    expect(byPnlAsc).toEqual({ field: 'pnl', direction: 'asc' });
    expect(toggleSort(byPnlAsc, 'pnl')).toEqual({ field: 'pnl', direction: 'desc' });
    expect(toggleSort(DEFAULT_SORT, 'entryDate')).toEqual({ field: 'entryDate', direction: 'asc' });
  });

  it('ignores unknown sort fields in the URL (strategy is not sortable)', () => {
    expect(parseSort(new URLSearchParams('sort=strategy&dir=asc'))).toEqual(DEFAULT_SORT);
    expect(parseSort(new URLSearchParams('sort=symbol&dir=sideways'))).toEqual({ field: 'symbol', direction: 'desc' });
  });
});

describe('filters in the URL', () => {
  it('round-trips filters and sort, leaving defaults out', () => {
    const filters = {
      ...EMPTY_FILTERS,
      symbol: 'eurusd',
      market: 'forex' as const,
      result: 'win' as const,
      from: '2026-01-01',
    };
    const params = writeListParams(new URLSearchParams('keep=1'), filters, { field: 'pnl', direction: 'asc' });
    expect(params.toString()).toBe('keep=1&symbol=eurusd&market=forex&result=win&from=2026-01-01&sort=pnl&dir=asc');
    expect(parseFilters(params)).toEqual(filters);
    expect(parseSort(params)).toEqual({ field: 'pnl', direction: 'asc' });
    expect(writeListParams(params, EMPTY_FILTERS, DEFAULT_SORT).toString()).toBe('keep=1');
  });

  it('drops values the server would reject', () => {
    const parsed = parseFilters(
      new URLSearchParams('market=bonds&type=sideways&result=won&from=2026-13-45&to=yesterday'),
    );
    expect(parsed).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(parsed)).toBe(false);
  });
});

describe('filter-to-query mapping', () => {
  it('sends nothing when no filter is set', () => {
    expect(toTradeFilter(EMPTY_FILTERS)).toBeNull();
  });

  it('maps every field, uppercases and trims the symbol', () => {
    expect(
      toTradeFilter({
        symbol: ' btc ',
        market: 'crypto',
        strategyId: '7',
        tradeType: 'short',
        result: 'open',
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    ).toEqual({
      symbol: 'BTC',
      market: 'crypto',
      strategyId: '7',
      tradeType: 'short',
      result: 'open',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('keeps a one-sided date range and swaps a reversed one', () => {
    expect(toTradeFilter({ ...EMPTY_FILTERS, to: '2026-03-01' })).toEqual({ to: '2026-03-01' });
    expect(toTradeFilter({ ...EMPTY_FILTERS, from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('maps each result value including breakeven and open', () => {
    for (const result of ['win', 'loss', 'breakeven', 'open'] as const) {
      expect(toTradeFilter({ ...EMPTY_FILTERS, result })).toEqual({ result });
    }
  });
});
