// Filter panel: every value goes to the server (nothing is filtered in the browser). The symbol
// box waits for a pause in typing before it changes the URL, so each keystroke is not a query.
// Built from the shared filter set (components/filters/), like the analytics bar.
import { useCallback, useState } from 'react';
import { useTradeFilterStrategiesQuery } from '../../__generated__/hooks';
import { FilterDateRange, FilterSelect, FilterSet, FilterSymbol } from '../../components/filters/FilterSet';
import { useSymbolDraft } from '../../components/filters/use-symbol-draft';
import { MARKETS, TRADE_RESULTS, TRADE_TYPES, hasActiveFilters, type TradeListFilters } from './trade-list-params';

const SYMBOL_DEBOUNCE_MS = 300;
const CLASSES = { field: 'tr-field', input: 'input', select: 'select' };

interface TradeFilterPanelProps {
  filters: TradeListFilters;
  /** Only the fields that changed: the page applies them to the latest URL. */
  onChange(patch: Partial<TradeListFilters>): void;
}

export function TradeFilterPanel({ filters, onChange }: TradeFilterPanelProps) {
  const { data, dataState } = useTradeFilterStrategiesQuery();
  const strategies = dataState === 'complete' ? data.strategies : [];
  const applySymbol = useCallback((symbol: string) => onChange({ symbol }), [onChange]);
  const symbol = useSymbolDraft(filters.symbol, applySymbol, { debounceMs: SYMBOL_DEBOUNCE_MS });
  // Phones: the fields fold away behind a toggle so the table stays in view.
  const [expanded, setExpanded] = useState(false);
  const activeCount = Object.values(filters).filter((v) => v.trim() !== '').length;

  const set =
    <K extends keyof TradeListFilters>(key: K) =>
    (value: string) =>
      onChange({ [key]: value } as Partial<TradeListFilters>);

  return (
    <FilterSet
      label="Filter trades"
      className={`tr-filters${expanded ? '' : ' tr-filters--collapsed'}`}
      classes={CLASSES}
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
        {(hasActiveFilters(filters) || symbol.draft) && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              symbol.setDraft('');
              onChange({ symbol: '', market: '', strategyId: '', tradeType: '', result: '', from: '', to: '' });
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      <FilterSymbol draft={symbol.draft} onDraft={symbol.setDraft} />
      <FilterSelect
        label="Market"
        allLabel="All markets"
        value={filters.market}
        choices={MARKETS}
        onChange={set('market')}
      />
      <FilterSelect
        label="Strategy"
        allLabel="All strategies"
        value={filters.strategyId}
        choices={strategies}
        onChange={set('strategyId')}
      />
      <FilterSelect
        label="Trade type"
        allLabel="All types"
        value={filters.tradeType}
        choices={TRADE_TYPES}
        onChange={set('tradeType')}
      />
      <FilterSelect
        label="Result"
        allLabel="All results"
        value={filters.result}
        choices={TRADE_RESULTS}
        onChange={set('result')}
      />
      <FilterDateRange from={filters.from} to={filters.to} onChange={onChange} />
    </FilterSet>
  );
}
