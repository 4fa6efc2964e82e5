// The symbol picker's state: open or closed (closed by a click outside or Escape, focus back on
// the trigger), the search term, the sort mode and favorites, the results, and picking a symbol
// (a listed one, the best match on Enter, or the typed text).
import { useEffect, useState, type RefObject } from 'react';
import type { Market } from '../../__generated__/graphql';
import { bestSymbolMatch, searchSymbols, type SymbolSortMode } from '../../lib/symbols/search-symbols';
import { useFavoriteSymbols } from './favorite-symbols';

/** The elements the picker focuses and watches (the component owns the refs). */
export interface SymbolPickerRefs {
  root: RefObject<HTMLDivElement | null>;
  search: RefObject<HTMLInputElement | null>;
  trigger: RefObject<HTMLButtonElement | null>;
}

export function useSymbolPicker(
  market: Market | '',
  onChange: (symbol: string) => void,
  { root, search, trigger }: SymbolPickerRefs,
) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<SymbolSortMode>('az');
  const [favorites, toggleFavorite] = useFavoriteSymbols();

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, root, search]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const results = market ? searchSymbols(market, term, { favorites, mode }) : [];
  const pick = (symbol: string) => {
    onChange(symbol);
    close();
  };
  /** Enter in the search box: the best match, else the typed text as a symbol. */
  const pickTyped = () => {
    const typed = term.trim().toUpperCase();
    const best = market ? bestSymbolMatch(market, term, results, favorites) : null;
    if (best) pick(best);
    else if (typed) pick(typed);
  };

  return {
    open,
    toggle: () => setOpen((o) => !o),
    close,
    term,
    setTerm,
    mode,
    setMode,
    favorites,
    toggleFavorite,
    results,
    pick,
    pickTyped,
  };
}

export type SymbolPickerState = ReturnType<typeof useSymbolPicker>;
