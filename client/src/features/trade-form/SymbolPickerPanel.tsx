// The symbol picker's open panel: search, sort modes, and the results with their ★ toggles (or
// why there are none, with "Use <typed>").
import type { RefObject } from 'react';
import type { Market } from '../../__generated__/graphql';
import type { SymbolPickerState } from './use-symbol-picker';

export function SymbolPickerPanel({
  id,
  market,
  value,
  picker,
  searchRef,
}: {
  id: string;
  searchRef: RefObject<HTMLInputElement | null>;
  market: Market;
  value: string;
  picker: SymbolPickerState;
}) {
  const { term, mode, results, favorites } = picker;
  return (
    <div id={id} className="symbol-picker__panel">
      <div className="symbol-picker__tools">
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          Search symbols
        </label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          className="input"
          type="search"
          placeholder="Search symbols…"
          value={term}
          onChange={(e) => picker.setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              picker.pickTyped();
            }
          }}
        />
        <div className="symbol-picker__modes" role="group" aria-label="Sort symbols">
          <button
            type="button"
            className="btn"
            aria-pressed={mode === 'favorites'}
            onClick={() => picker.setMode('favorites')}
          >
            ★ Favorites
          </button>
          <button type="button" className="btn" aria-pressed={mode === 'az'} onClick={() => picker.setMode('az')}>
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
            <button type="button" className="btn" onClick={() => picker.pick(term.trim().toUpperCase())}>
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
                  onClick={() => picker.pick(symbol)}
                >
                  {symbol}
                </button>
                <button
                  type="button"
                  className={`icon-button symbol-picker__star${starred ? ' is-starred' : ''}`}
                  aria-pressed={starred}
                  aria-label={`${starred ? 'Remove' : 'Add'} ${symbol} ${starred ? 'from' : 'to'} favorites`}
                  onClick={() => picker.toggleFavorite(symbol)}
                >
                  {starred ? '★' : '☆'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
