// Symbol picker (spec sections 2 and 5): the market's built-in catalogue, case-insensitive
// search capped at 50, favorites (★, localStorage favoriteSymbols) and A-Z sorting.
import { useEffect, useId, useRef, useState } from 'react';
import type { Market } from '../../__generated__/graphql';
import { bestSymbolMatch, searchSymbols, type SymbolSortMode } from '../../lib/symbols/search-symbols';
import { useFavoriteSymbols } from './favorite-symbols';
import './symbol-picker.css';

interface Props {
  id?: string;
  market: Market | '';
  value: string;
  onChange(symbol: string): void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function SymbolPicker({ id, market, value, onChange, disabled, ...aria }: Props) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<SymbolSortMode>('az');
  const [favorites, toggleFavorite] = useFavoriteSymbols();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const results = market ? searchSymbols(market, term, { favorites, mode }) : [];

  return (
    <div
      className="symbol-picker"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          e.nativeEvent.stopImmediatePropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        id={id}
        type="button"
        className="input symbol-picker__trigger"
        disabled={!market || disabled}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        {...aria}
      >
        <span className={value ? 'num' : 'symbol-picker__placeholder'}>
          {value || (market ? 'Select symbol' : 'Select a market first')}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && market && (
        <div id={panelId} className="symbol-picker__panel">
          <div className="symbol-picker__tools">
            <label className="visually-hidden" htmlFor={`${panelId}-search`}>
              Search symbols
            </label>
            <input
              ref={search}
              id={`${panelId}-search`}
              className="input"
              type="search"
              placeholder="Search symbols…"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  const typed = term.trim().toUpperCase();
                  const best = market ? bestSymbolMatch(market, term, results, favorites) : null;
                  if (best) {
                    onChange(best);
                    close();
                  } else if (typed) {
                    onChange(typed);
                    close();
                  }
                }
              }}
            />
            <div className="symbol-picker__modes" role="group" aria-label="Sort symbols">
              <button
                type="button"
                className="btn"
                aria-pressed={mode === 'favorites'}
                onClick={() => setMode('favorites')}
              >
                ★ Favorites
              </button>
              <button type="button" className="btn" aria-pressed={mode === 'az'} onClick={() => setMode('az')}>
                A-Z
              </button>
            </div>
          </div>
          {mode === 'favorites' && results.length === 0 && !term.trim() ? (
            <div className="symbol-picker__empty">
              <strong>No favorites yet</strong>
              <span>Click the ★ to add favorites</span>
            </div>
          ) : results.length === 0 ? (
            <div className="symbol-picker__empty">
              <span>No symbol matches “{term.trim()}”.</span>
              {term.trim() && (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    onChange(term.trim().toUpperCase());
                    close();
                  }}
                >
                  Use {term.trim().toUpperCase()}
                </button>
              )}
            </div>
          ) : (
            <ul className="symbol-picker__list" aria-label={`${market} symbols`}>
              {results.map((symbol) => {
                const starred = favorites.includes(symbol);
                return (
                  <li key={symbol} className="symbol-picker__row">
                    <button
                      type="button"
                      className="symbol-picker__option num"
                      aria-current={symbol === value ? 'true' : undefined}
                      onClick={() => {
                        onChange(symbol);
                        close();
                      }}
                    >
                      {symbol}
                    </button>
                    <button
                      type="button"
                      className={`icon-button symbol-picker__star${starred ? ' is-starred' : ''}`}
                      aria-pressed={starred}
                      aria-label={`${starred ? 'Remove' : 'Add'} ${symbol} ${starred ? 'from' : 'to'} favorites`}
                      onClick={() => toggleFavorite(symbol)}
                    >
                      {starred ? '★' : '☆'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
