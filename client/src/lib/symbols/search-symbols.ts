import type { Market } from '../../__generated__/graphql';
import { SYMBOL_CATALOGUE } from './catalogue';

/** Spec section 8: symbol search results are capped at 50 (only when a term is typed). */
export const SYMBOL_SEARCH_LIMIT = 50;

/** 'favorites' shows only starred symbols; 'az' shows the whole market sorted A-Z. */
export type SymbolSortMode = 'favorites' | 'az';

export interface SymbolSearchOptions {
  /** The starred symbols (localStorage `favoriteSymbols`); shared by all markets. */
  favorites: readonly string[];
  mode: SymbolSortMode;
}

/**
 * The symbols the picker lists for one market. Favorites are matched against this market's
 * catalogue, so a starred EURUSD never shows up under stocks. Favorites keep the catalogue's
 * most-traded-first order; A-Z sorts alphabetically. A typed term filters by case-insensitive
 * substring and caps the list at SYMBOL_SEARCH_LIMIT; an empty term lists everything.
 */
export function searchSymbols(market: Market, term: string, { favorites, mode }: SymbolSearchOptions): string[] {
  const catalogue = SYMBOL_CATALOGUE[market] ?? [];
  let symbols: string[];
  if (mode === 'favorites') {
    const starred = new Set(favorites.map((symbol) => symbol.toUpperCase()));
    symbols = catalogue.filter((symbol) => starred.has(symbol));
  } else {
    // Code-point order: symbols are uppercase ASCII, and this is the same in every browser locale.
    symbols = [...catalogue].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  const needle = term.trim().toUpperCase();
  if (needle === '') return symbols;
  return symbols.filter((symbol) => symbol.includes(needle)).slice(0, SYMBOL_SEARCH_LIMIT);
}

/**
 * The symbol Enter picks from the listed results: an exact match, then a symbol starting with the
 * term, then one containing it — within each, favourites first, then the catalogue's
 * most-traded-first order. So "btc" picks BTCUSD, not the alphabetically first BTCEUR.
 */
export function bestSymbolMatch(
  market: Market,
  term: string,
  results: readonly string[],
  favorites: readonly string[],
): string | null {
  const needle = term.trim().toUpperCase();
  if (results.length === 0) return null;
  if (needle === '') return results[0];
  const catalogue = SYMBOL_CATALOGUE[market] ?? [];
  const starred = new Set(favorites.map((s) => s.toUpperCase()));
  const rank = (symbol: string) => [
    symbol === needle ? 0 : symbol.startsWith(needle) ? 1 : 2,
    starred.has(symbol) ? 0 : 1,
    catalogue.indexOf(symbol) === -1 ? Number.MAX_SAFE_INTEGER : catalogue.indexOf(symbol),
  ];
  return [...results].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
  })[0];
}
