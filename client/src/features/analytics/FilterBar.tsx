// Narrows every figure of the page: date range, market, symbol, strategy and trade type. The
// values are the URL's; selects apply at once, the symbol on Enter or when the field loses focus.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { EMPTY_FILTER, MARKETS, TRADE_TYPES, rangeError, type FilterValues } from './filter-params';

interface FilterBarProps {
  values: FilterValues;
  strategies: Array<{ id: string; name: string }>;
  /** Only the fields that changed: the page applies them to the latest URL. */
  onChange(patch: Partial<FilterValues>): void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function FilterBar({ values, strategies, onChange }: FilterBarProps) {
  const [symbol, setSymbol] = useState(values.symbol);
  // Follow the URL when it changes (back button, Clear), in the same render.
  const [urlSymbol, setUrlSymbol] = useState(values.symbol);
  if (urlSymbol !== values.symbol) {
    setUrlSymbol(values.symbol);
    setSymbol(values.symbol);
  }
  const applySymbol = () => {
    const next = symbol.trim().toUpperCase();
    if (next !== values.symbol) onChange({ symbol: next });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    applySymbol();
  };
  const error = rangeError(values);
  const active = Object.values(values).some(Boolean);
  return (
    <form className="filter-bar" onSubmit={onSubmit} aria-label="Analytics filters" role="search">
      <label className="filter-field">
        <span>From</span>
        <input
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </label>
      <label className="filter-field">
        <span>To</span>
        <input
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'filter-range-error' : undefined}
        />
      </label>
      <label className="filter-field">
        <span>Market</span>
        <select value={values.market} onChange={(e) => onChange({ market: e.target.value })}>
          <option value="">All markets</option>
          {MARKETS.map((m) => (
            <option key={m} value={m}>
              {capitalize(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-field">
        <span>Symbol</span>
        <input
          type="search"
          value={symbol}
          placeholder="e.g. EURUSD"
          onChange={(e) => setSymbol(e.target.value)}
          onBlur={applySymbol}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <label className="filter-field">
        <span>Strategy</span>
        <select value={values.strategy} onChange={(e) => onChange({ strategy: e.target.value })}>
          <option value="">All strategies</option>
          {strategies.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-field">
        <span>Trade type</span>
        <select value={values.type} onChange={(e) => onChange({ type: e.target.value })}>
          <option value="">Long & short</option>
          {TRADE_TYPES.map((t) => (
            <option key={t} value={t}>
              {capitalize(t)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="filter-clear" disabled={!active} onClick={() => onChange(EMPTY_FILTER)}>
        Clear filters
      </button>
      {error && (
        <p id="filter-range-error" className="filter-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
