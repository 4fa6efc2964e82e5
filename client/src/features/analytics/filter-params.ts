// The analytics filter lives in the URL (?from=&to=&market=&symbol=&strategy=&type=) so a view
// can be bookmarked and shared. Unknown or malformed values are ignored, never sent.
import type { AnalyticsFilter, Market, TradeType } from '../../__generated__/graphql';
import { MARKETS, TRADE_TYPES } from '../../components/filters/filter-choices';

export { MARKETS, TRADE_TYPES };

const isLocalDate = (v: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export interface FilterValues {
  from: string;
  to: string;
  market: string;
  symbol: string;
  strategy: string;
  type: string;
}

export const EMPTY_FILTER: FilterValues = { from: '', to: '', market: '', symbol: '', strategy: '', type: '' };

export function readFilterValues(params: URLSearchParams): FilterValues {
  const get = (k: keyof FilterValues) => params.get(k)?.trim() ?? '';
  return {
    from: isLocalDate(get('from')) ? get('from') : '',
    to: isLocalDate(get('to')) ? get('to') : '',
    market: (MARKETS as string[]).includes(get('market')) ? get('market') : '',
    symbol: get('symbol').toUpperCase().slice(0, 32),
    strategy: get('strategy'),
    type: (TRADE_TYPES as string[]).includes(get('type')) ? get('type') : '',
  };
}

/** The GraphQL filter for the values, or null when nothing narrows the view. */
export function toAnalyticsFilter(v: FilterValues): AnalyticsFilter | null {
  const filter: AnalyticsFilter = {};
  if (v.from) filter.from = v.from;
  // An inverted range is refused by the bar; here it is simply not applied.
  if (v.to && !(v.from && v.to < v.from)) filter.to = v.to;
  if (v.market) filter.market = v.market as Market;
  if (v.symbol) filter.symbol = v.symbol;
  if (v.strategy) filter.strategyId = v.strategy;
  if (v.type) filter.tradeType = v.type as TradeType;
  return Object.keys(filter).length ? filter : null;
}

/** Search params for the values, keeping unrelated params as they were. */
export function writeFilterValues(current: URLSearchParams, v: FilterValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(EMPTY_FILTER) as Array<keyof FilterValues>) {
    if (v[key]) next.set(key, v[key]);
    else next.delete(key);
  }
  return next;
}

export const rangeError = (v: FilterValues): string | null =>
  v.from && v.to && v.to < v.from ? 'The end date cannot be earlier than the start date' : null;
