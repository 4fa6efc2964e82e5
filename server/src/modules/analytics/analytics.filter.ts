import type { Market, TradeType } from '../../db/entities/trade.entity';

/**
 * The shared analytics filter, owned by this module: GraphQL's `AnalyticsFilter` input and the
 * REST query parameters (start_date, end_date, market, symbol, strategy_id, trade_type) are both
 * read into it. Dates are calendar days (YYYY-MM-DD) in the viewer's zone, both ends included.
 */
export interface AnalyticsFilter {
  from?: string | null;
  to?: string | null;
  market?: Market | null;
  symbol?: string | null;
  strategyId?: string | null;
  tradeType?: TradeType | null;
}
