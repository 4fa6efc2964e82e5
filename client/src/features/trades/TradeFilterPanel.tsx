// Filter panel: every value goes to the server (nothing is filtered in the browser). The symbol
// box waits for a pause in typing before it changes the URL, so each keystroke is not a query.
import { useEffect, useId, useState } from 'react';
import { useTradeFilterStrategiesQuery } from '../../__generated__/hooks';
import { MARKETS, TRADE_RESULTS, TRADE_TYPES, hasActiveFilters, type TradeListFilters } from './trade-list-params';

const SYMBOL_DEBOUNCE_MS = 300;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface TradeFilterPanelProps {
  filters: TradeListFilters;
  /** Only the fields that changed: the page applies them to the latest URL. */
  onChange(patch: Partial<TradeListFilters>): void;
}

export function TradeFilterPanel({ filters, onChange }: TradeFilterPanelProps) {
  const id = useId();
  const { data, dataState } = useTradeFilterStrategiesQuery();
  const strategies = dataState === 'complete' ? data.strategies : [];
  const [symbol, setSymbol] = useState(filters.symbol);
  // Phones: the fields fold away behind a toggle so the table stays in view.
  const [expanded, setExpanded] = useState(false);
  const activeCount = Object.values(filters).filter((v) => v.trim() !== '').length;

  // The URL is the source of truth: follow it when it changes (back button, Clear), in the same render.
  const [urlSymbol, setUrlSymbol] = useState(filters.symbol);
  if (urlSymbol !== filters.symbol) {
    setUrlSymbol(filters.symbol);
    setSymbol(filters.symbol);
  }
  useEffect(() => {
    if (symbol.trim() === filters.symbol) return undefined;
    const timer = setTimeout(() => onChange({ symbol: symbol.trim() }), SYMBOL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [symbol, filters.symbol, onChange]);

  const set = <K extends keyof TradeListFilters>(key: K, value: TradeListFilters[K]) =>
    onChange({ [key]: value } as Partial<TradeListFilters>);

  return (
    <form
      className={`tr-filters${expanded ? '' : ' tr-filters--collapsed'}`}
      role="search"
      aria-label="Filter trades"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="tr-filters__head">
        <span className="tr-filters__title">Filters</span>
        <button
          type="button"
          className="link-button tr-filters__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Hide filters' : `Show filters${activeCount ? ` (${activeCount} active)` : ''}`}
        </button>
        {(hasActiveFilters(filters) || symbol) && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSymbol('');
              onChange({ symbol: '', market: '', strategyId: '', tradeType: '', result: '', from: '', to: '' });
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-symbol`}>Symbol</label>
        <input
          className="input"
          id={`${id}-symbol`}
          type="search"
          placeholder="e.g. EURUSD"
          value={symbol}
          autoComplete="off"
          onChange={(e) => setSymbol(e.target.value)}
        />
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-market`}>Market</label>
        <select
          className="select"
          id={`${id}-market`}
          value={filters.market}
          onChange={(e) => set('market', e.target.value as TradeListFilters['market'])}
        >
          <option value="">All markets</option>
          {MARKETS.map((m) => (
            <option key={m} value={m}>
              {capitalize(m)}
            </option>
          ))}
        </select>
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-strategy`}>Strategy</label>
        <select
          className="select"
          id={`${id}-strategy`}
          value={filters.strategyId}
          onChange={(e) => set('strategyId', e.target.value)}
        >
          <option value="">All strategies</option>
          {strategies.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-type`}>Trade type</label>
        <select
          className="select"
          id={`${id}-type`}
          value={filters.tradeType}
          onChange={(e) => set('tradeType', e.target.value as TradeListFilters['tradeType'])}
        >
          <option value="">All types</option>
          {TRADE_TYPES.map((t) => (
            <option key={t} value={t}>
              {capitalize(t)}
            </option>
          ))}
        </select>
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-result`}>Result</label>
        <select
          className="select"
          id={`${id}-result`}
          value={filters.result}
          onChange={(e) => set('result', e.target.value as TradeListFilters['result'])}
        >
          <option value="">All results</option>
          {TRADE_RESULTS.map((r) => (
            <option key={r} value={r}>
              {capitalize(r)}
            </option>
          ))}
        </select>
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          className="input"
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="tr-field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          className="input"
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
    </form>
  );
}
