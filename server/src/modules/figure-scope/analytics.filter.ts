import type { Market, TradeType } from '../../db/entities/trade.entity';
import { ValidationError } from '../../errors';
import { parseLocalDate } from '../../domain/analytics/local-date';
import { isUuid } from '../../domain/validation/uuid';

/**
 * The shared analytics filter, in figure-scope/ below analytics, breakdown and fx (all three read
 * it; none imports another for it): GraphQL's `AnalyticsFilter` input and the REST query parameters
 * (start_date, end_date, market, symbol, strategy_id, trade_type) are both read into it. Dates are
 * calendar days (YYYY-MM-DD) in the viewer's zone, both ends included.
 */
export interface AnalyticsFilter {
  from?: string | null;
  to?: string | null;
  market?: Market | null;
  symbol?: string | null;
  strategyId?: string | null;
  tradeType?: TradeType | null;
  /**
   * Not in the GraphQL input or REST: a report's exact window (domain/analytics/report-period.ts
   * reportWindow), trades entered in [start, end), ISO instants. Set by the reports' code only; the
   * day rollups cannot apply it, so a scope with a window is read from the trades.
   */
  window?: { start: string | null; end: string } | null;
}

/** Rejects a malformed filter with a clear message before any SQL runs. */
export function validateFilter(filter: AnalyticsFilter | null | undefined): AnalyticsFilter {
  const f = filter ?? {};
  if (f.from) parseLocalDate(f.from, 'from');
  if (f.to) parseLocalDate(f.to, 'to');
  if (f.from && f.to && f.to < f.from) throw new ValidationError({ to: 'to cannot be earlier than from' });
  if (f.strategyId && !isUuid(f.strategyId))
    throw new ValidationError({ strategyId: 'strategyId must be a strategy id' });
  return f;
}
