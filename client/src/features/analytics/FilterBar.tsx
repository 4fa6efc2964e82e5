// Narrows every figure of the page: date range, market, symbol, strategy and trade type. The
// values are the URL's; selects apply at once, the symbol on Enter or when the field loses focus.
// Built from the shared filter set (components/filters/), like the trades list's panel.
import { FilterDateRange, FilterSelect, FilterSet, FilterSymbol } from '../../components/filters/FilterSet';
import { useSymbolDraft } from '../../components/filters/use-symbol-draft';
import { EMPTY_FILTER, MARKETS, TRADE_TYPES, rangeError, type FilterValues } from './filter-params';

interface FilterBarProps {
  values: FilterValues;
  strategies: Array<{ id: string; name: string }>;
  /** Only the fields that changed: the page applies them to the latest URL. */
  onChange(patch: Partial<FilterValues>): void;
}

const CLASSES = { field: 'filter-field' };
const RANGE_ERROR_ID = 'filter-range-error';
const upperCased = (s: string) => s.trim().toUpperCase();

export function FilterBar({ values, strategies, onChange }: FilterBarProps) {
  const symbol = useSymbolDraft(values.symbol, (next) => onChange({ symbol: next }), { normalize: upperCased });
  const error = rangeError(values);
  const active = Object.values(values).some(Boolean);
  return (
    <FilterSet label="Analytics filters" className="filter-bar" classes={CLASSES} onSubmit={symbol.apply}>
      <FilterDateRange
        from={values.from}
        to={values.to}
        onChange={onChange}
        error={error ? { id: RANGE_ERROR_ID } : null}
      />
      <FilterSelect
        label="Market"
        allLabel="All markets"
        value={values.market}
        choices={MARKETS}
        onChange={(market) => onChange({ market })}
      />
      <FilterSymbol draft={symbol.draft} onDraft={symbol.setDraft} onBlur={symbol.apply} spellCheck={false} />
      <FilterSelect
        label="Strategy"
        allLabel="All strategies"
        value={values.strategy}
        choices={strategies}
        onChange={(strategy) => onChange({ strategy })}
      />
      <FilterSelect
        label="Trade type"
        allLabel="Long & short"
        value={values.type}
        choices={TRADE_TYPES}
        onChange={(type) => onChange({ type })}
      />
      <button type="button" className="filter-clear" disabled={!active} onClick={() => onChange(EMPTY_FILTER)}>
        Clear filters
      </button>
      {error && (
        <p id={RANGE_ERROR_ID} className="filter-error" role="alert">
          {error}
        </p>
      )}
    </FilterSet>
  );
}
