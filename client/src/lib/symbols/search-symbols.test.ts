import { SYMBOL_CATALOGUE } from './catalogue';
import { bestSymbolMatch, SYMBOL_SEARCH_LIMIT, searchSymbols } from './search-symbols';

const noFavorites = { favorites: [] as string[], mode: 'az' as const };

describe('SYMBOL_CATALOGUE', () => {
  it('has about 100 forex pairs, 50 crypto pairs and 150 stocks', () => {
    expect(SYMBOL_CATALOGUE.forex.length).toBeGreaterThanOrEqual(95);
    expect(SYMBOL_CATALOGUE.crypto.length).toBeGreaterThanOrEqual(45);
    expect(SYMBOL_CATALOGUE.stocks.length).toBeGreaterThanOrEqual(140);
  });

  it('lists symbols for every market, uppercased, without separators and without duplicates', () => {
    for (const [market, symbols] of Object.entries(SYMBOL_CATALOGUE)) {
      expect(symbols.length).toBeGreaterThan(10);
      expect(new Set(symbols).size).toBe(symbols.length);
      for (const symbol of symbols) expect(`${market}:${symbol}`).toMatch(/^[a-z]+:[A-Z0-9]+$/);
    }
  });

  it('writes forex pairs as two three-letter codes', () => {
    for (const pair of SYMBOL_CATALOGUE.forex) expect(pair).toMatch(/^[A-Z]{6}$/);
  });
});

describe('searchSymbols', () => {
  it('matches a case-insensitive substring', () => {
    const found = searchSymbols('forex', 'jpy', noFavorites);
    expect(found).toContain('USDJPY');
    expect(found).toContain('EURJPY');
    expect(found.every((symbol) => symbol.includes('JPY'))).toBe(true);
  });

  it('caps the results at 50 when a term is typed', () => {
    const found = searchSymbols('forex', 'u', noFavorites);
    const allMatches = SYMBOL_CATALOGUE.forex.filter((pair) => pair.includes('U')).sort();
    expect(allMatches.length).toBeGreaterThan(SYMBOL_SEARCH_LIMIT);
    expect(found).toEqual(allMatches.slice(0, 50));
  });

  it('lists the whole market, uncapped, when no term is typed', () => {
    expect(searchSymbols('stocks', '  ', noFavorites)).toHaveLength(SYMBOL_CATALOGUE.stocks.length);
  });

  it('sorts A-Z in az mode', () => {
    const found = searchSymbols('crypto', '', noFavorites);
    expect(found.slice(0, 3)).toEqual(['AAVEUSD', 'ADAUSD', 'ADAUSDT']);
    expect(found).toEqual([...found].sort());
  });

  it('shows only starred symbols of this market in favorites mode', () => {
    const options = { favorites: ['gbpusd', 'EURUSD', 'AAPL'], mode: 'favorites' as const };
    expect(searchSymbols('forex', '', options)).toEqual(['EURUSD', 'GBPUSD']);
    expect(searchSymbols('forex', 'gbp', options)).toEqual(['GBPUSD']);
    expect(searchSymbols('crypto', '', options)).toEqual([]);
  });

  it('finds nothing for a term that matches no symbol', () => {
    expect(searchSymbols('indices', 'ZZZ', noFavorites)).toEqual([]);
  });
});

describe('the symbol Enter picks (issue 12 item 8)', () => {
  const best = (market: 'crypto' | 'stocks' | 'forex', term: string, favorites: string[] = []) =>
    bestSymbolMatch(market, term, searchSymbols(market, term, { favorites, mode: 'az' }), favorites);
  it('prefers an exact match, then a prefix, then favourites, then the most traded', () => {
    expect(best('crypto', 'btc')).toBe('BTCUSD');
    expect(best('stocks', 'c')).toBe('C');
    expect(best('crypto', 'eth', ['ETHEUR'])).toBe('ETHEUR');
    expect(best('forex', 'jpy')).toBe('USDJPY');
  });
});
