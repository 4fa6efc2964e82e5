// The choices every trade filter offers (the trades list's and the analytics page's), in one place.
import type { Market, TradeResult, TradeType } from '../../__generated__/graphql';

export const MARKETS: readonly Market[] = ['forex', 'crypto', 'stocks', 'commodities', 'indices', 'futures', 'options'];
export const TRADE_TYPES: readonly TradeType[] = ['long', 'short'];
export const TRADE_RESULTS: readonly TradeResult[] = ['win', 'loss', 'breakeven', 'open'];

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
