// The dashboard's queries. They refresh together, on one 30 s clock (spec: stats polling)
// that skips ticks while the tab is hidden, so Recent Trades, the stat cards and the curve never
// disagree with Open Positions; everything is also refetched when a trade change evicts
// Account.analytics/trades.
import { useEffect, useEffectEvent, useRef } from 'react';
import { isLive } from '../../session/live-status';
import {
  useDashboardLiveQuery,
  useDashboardRecentTradesQuery,
  useDashboardSeriesQuery,
  useDashboardSummaryQuery,
} from '../../__generated__/hooks';
import { NARROW_SCREEN_MAX_POINTS, NARROW_SCREEN_MAX_WIDTH } from '../../components/charts/series-points';

export const POLL_INTERVAL_MS = 30_000;
/** The equity card is at most ~900 px wide: 600 points (peaks and troughs kept) draw it faithfully (fewer on a phone: equityMaxPoints). */
export const EQUITY_MAX_POINTS = 600;

let equityPoints: number | undefined;

/**
 * EQUITY_MAX_POINTS, or NARROW_SCREEN_MAX_POINTS on a phone. Decided once per page load, so the
 * start-up prefetch (boot/start-signed-in.ts) and the screen ask for the same variables.
 */
export function equityMaxPoints(): number {
  equityPoints ??=
    typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches
      ? NARROW_SCREEN_MAX_POINTS
      : EQUITY_MAX_POINTS;
  return equityPoints;
}

export const isTabHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Calls `tick` every `ms` while the tab is visible; the latest `tick` is used. */
export function useVisibleInterval(tick: () => void, ms: number): void {
  const latest = useEffectEvent(tick);
  useEffect(() => {
    const id = setInterval(() => {
      if (!isTabHidden()) latest();
    }, ms);
    return () => clearInterval(id);
  }, [ms]);
}

export function useDashboardData(accountId: string) {
  const summary = useDashboardSummaryQuery({ variables: { accountId } });
  const live = useDashboardLiveQuery({ variables: { accountId } });
  const recent = useDashboardRecentTradesQuery({ variables: { accountId } });
  // The equity curve and the calendar skip the normalized cache (dashboard-summary.graphql), so
  // no cache eviction reaches them: they load again whenever the summary's figures change (a
  // trade change, a live update or a poll that found something new), never on an unchanged poll.
  const series = useDashboardSeriesQuery({
    variables: { accountId, maxPoints: equityMaxPoints() },
    fetchPolicy: 'no-cache',
  });
  const figures = summary.dataState === 'complete' ? summary.data.account?.analytics : undefined;
  const lastFigures = useRef<unknown>(null);
  const refetchSeries = useEffectEvent(() => void series.refetch().catch(() => undefined));
  useEffect(() => {
    if (!figures) return;
    if (lastFigures.current && lastFigures.current !== figures) refetchSeries();
    lastFigures.current = figures;
  }, [figures]);
  // One clock for all three (not a pollInterval per query): a trade added elsewhere shows in
  // Open Positions, Recent Trades and the figures at the same tick. Skipped while the live
  // socket pushes changes (app/live): polling is the fallback when it is down.
  useVisibleInterval(() => {
    if (isLive()) return;
    void live.refetch().catch(() => undefined);
    void recent.refetch().catch(() => undefined);
    void summary.refetch().catch(() => undefined);
  }, POLL_INTERVAL_MS);
  return { summary, live, recent, series };
}
