// The trade list's filters and sort live in the URL (shareable, survive reload, back button).
// These pure functions translate between URLSearchParams, the UI state and the GraphQL
// variables, rejecting values the server would not accept instead of sending them.
import type {
  Market,
  SortDirection,
  TradeFilter,
  TradeResult,
  TradeSort,
  TradeSortField,
  TradeType,
} from '../../__generated__/graphql';

import { MARKETS, TRADE_RESULTS, TRADE_TYPES } from '../../components/filters/filter-choices';

export { MARKETS, TRADE_RESULTS, TRADE_TYPES };
const SORT_FIELDS: readonly TradeSortField[] = [
  'entryDate',
  'symbol',
  'market',
  'tradeType',
  'entryPrice',
  'exitPrice',
  'quantity',
  'pnl',
  'result',
];

/** The spec's default: newest entry first. */
export const DEFAULT_SORT: TradeSort = { field: 'entryDate', direction: 'desc' };

export interface TradeListFilters {
  symbol: string;
  market: Market | '';
  strategyId: string;
  tradeType: TradeType | '';
  result: TradeResult | '';
  from: string;
  to: string;
}

export const EMPTY_FILTERS: TradeListFilters = {
  symbol: '',
  market: '',
  strategyId: '',
  tradeType: '',
  result: '',
  from: '',
  to: '',
};

// URL parameter names, short and readable: ?market=forex&result=win&sort=pnl&dir=asc
const FILTER_PARAMS: Record<keyof TradeListFilters, string> = {
  symbol: 'symbol',
  market: 'market',
  strategyId: 'strategy',
  tradeType: 'type',
  result: 'result',
  from: 'from',
  to: 'to',
};

const isLocalDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const oneOf = <T extends string>(allowed: readonly T[], v: string | null): T | '' =>
  v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : '';

export function parseFilters(params: URLSearchParams): TradeListFilters {
  const get = (key: keyof TradeListFilters) => params.get(FILTER_PARAMS[key]) ?? '';
  const from = get('from');
  const to = get('to');
  return {
    symbol: get('symbol').trim(),
    market: oneOf(MARKETS, params.get(FILTER_PARAMS.market)),
    strategyId: get('strategyId').trim(),
    tradeType: oneOf(TRADE_TYPES, params.get(FILTER_PARAMS.tradeType)),
    result: oneOf(TRADE_RESULTS, params.get(FILTER_PARAMS.result)),
    from: isLocalDate(from) ? from : '',
    to: isLocalDate(to) ? to : '',
  };
}

export function parseSort(params: URLSearchParams): TradeSort {
  const field = oneOf(SORT_FIELDS, params.get('sort'));
  if (!field) return DEFAULT_SORT;
  const direction: SortDirection = params.get('dir') === 'asc' ? 'asc' : 'desc';
  return { field, direction };
}

/** Writes filters and sort into a copy of `params`; defaults and empty values are left out. */
export function writeListParams(params: URLSearchParams, filters: TradeListFilters, sort: TradeSort): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(FILTER_PARAMS) as (keyof TradeListFilters)[]) {
    const value = filters[key].trim();
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
  }
  if (sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction) {
    next.delete('sort');
    next.delete('dir');
  } else {
    next.set('sort', sort.field);
    next.set('dir', sort.direction);
  }
  return next;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(current: TradeSort, field: TradeSortField): TradeSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/**
 * GraphQL filter for the server: only set fields travel; the symbol is matched by the server
 * (uppercased here, as trades store it). A from/to pair given in the wrong order is swapped so
 * the user gets the range they meant rather than an empty list.
 */
export function toTradeFilter(filters: TradeListFilters): TradeFilter | null {
  const out: TradeFilter = {};
  const symbol = filters.symbol.trim().toUpperCase();
  if (symbol) out.symbol = symbol;
  if (filters.market) out.market = filters.market;
  if (filters.strategyId) out.strategyId = filters.strategyId;
  if (filters.tradeType) out.tradeType = filters.tradeType;
  if (filters.result) out.result = filters.result;
  let { from, to } = filters;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) out.from = from;
  if (to) out.to = to;
  return Object.keys(out).length ? out : null;
}

export const hasActiveFilters = (filters: TradeListFilters): boolean =>
  Object.values(filters).some((v) => v.trim() !== '');
