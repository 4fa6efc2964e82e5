// Starred symbols, kept in localStorage under favoriteSymbols (spec section 3) as a JSON array.
import { useCallback, useState } from 'react';

export const FAVORITES_KEY = 'favoriteSymbols';

export function readFavorites(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFavorite(favorites: readonly string[], symbol: string): string[] {
  return favorites.includes(symbol) ? favorites.filter((s) => s !== symbol) : [...favorites, symbol];
}

export function useFavoriteSymbols(): [string[], (symbol: string) => void] {
  const [favorites, setFavorites] = useState(readFavorites);
  const toggle = useCallback((symbol: string) => {
    setFavorites((prev) => {
      const next = toggleFavorite(prev, symbol);
      localStorage.setItem(FAVORITES_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [favorites, toggle];
}
