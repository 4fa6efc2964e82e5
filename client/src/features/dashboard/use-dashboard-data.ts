// The dashboard's three queries. Live figures poll every 30 s (spec) but skip polls while the
// tab is hidden; everything is refetched when a trade change evicts Account.analytics/trades.
import { useDashboardLiveQuery, useDashboardRecentTradesQuery, useDashboardSummaryQuery } from '../../__generated__/hooks';

export const POLL_INTERVAL_MS = 30_000;
/** The equity card is at most ~900 px wide: 600 points (peaks and troughs kept) draw it faithfully. */
export const EQUITY_MAX_POINTS = 600;

export const isTabHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function useDashboardData(accountId: string) {
  const summary = useDashboardSummaryQuery({ variables: { accountId, maxPoints: EQUITY_MAX_POINTS } });
  const live = useDashboardLiveQuery({
    variables: { accountId },
    pollInterval: POLL_INTERVAL_MS,
    skipPollAttempt: isTabHidden,
  });
  const recent = useDashboardRecentTradesQuery({ variables: { accountId } });
  return { summary, live, recent };
}
