import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { createTypePolicies } from '../../apollo/type-policies';
import { buildLive, buildRecent, buildSeries, buildSummary } from './dashboard-fixtures';
import { isTabHidden, POLL_INTERVAL_MS, useDashboardData, useVisibleInterval } from './use-dashboard-data';

describe('dashboard polling', () => {
  it('polls every 30 s and skips polls while the tab is hidden', () => {
    expect(POLL_INTERVAL_MS).toBe(30_000);
    const spy = jest.spyOn(document, 'visibilityState', 'get');
    spy.mockReturnValue('hidden');
    expect(isTabHidden()).toBe(true);
    spy.mockReturnValue('visible');
    expect(isTabHidden()).toBe(false);
    spy.mockRestore();
  });
});

describe('the dashboard refreshes together (issue 12 item 3)', () => {
  it('one visible-tab clock ticks every query; hidden ticks are skipped', () => {
    jest.useFakeTimers();
    const tick = jest.fn();
    const { unmount } = renderHook(() => useVisibleInterval(tick, POLL_INTERVAL_MS));
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    const spy = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    unmount();
    jest.useRealTimers();
  });
});

/** A link that answers the dashboard queries from the fixtures and counts what reaches the network. */
function countingClient(accountId: string, totalPnls: string[] = ['1520.00']) {
  const sent: string[] = [];
  let summaries = 0;
  const answers: Record<string, () => unknown> = {
    // Each summary fetch answers the next total (the last one repeats): a poll that finds a change.
    DashboardSummary: () => buildSummary(accountId, totalPnls[Math.min(summaries++, totalPnls.length - 1)]),
    DashboardLive: () => buildLive(accountId),
    DashboardRecentTrades: () => buildRecent(['ES', 'NQ']),
    DashboardSeries: () => buildSeries(accountId),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        observer.next({ data: answers[operation.operationName ?? '']() } as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: createTypePolicies() }) });
  return { client, sent };
}

describe('useDashboardData on the network', () => {
  afterEach(() => jest.useRealTimers());

  it('refetches the three cached queries every 30 s while the tab is visible, none while it is hidden', async () => {
    jest.useFakeTimers();
    const { client, sent } = countingClient('a1');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result, unmount } = renderHook(() => useDashboardData('a1'), { wrapper });
    // Settle the first fetch without moving the clock (waitFor would advance the fake timers).
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.live.dataState).toBe('complete');
    const queries = ['DashboardLive', 'DashboardRecentTrades', 'DashboardSummary'];
    expect([...sent].sort()).toEqual(['DashboardLive', 'DashboardRecentTrades', 'DashboardSeries', 'DashboardSummary']);

    // Nothing before the interval ends; then one refetch of each query (the series only when the
    // figures changed: here they did not).
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(sent).toHaveLength(4);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sent.slice(4).sort()).toEqual(queries);

    // Hidden tab: several intervals pass without a request.
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS));
    expect(sent).toHaveLength(7);

    // Visible again: polling resumes at the next tick.
    hidden.mockRestore();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(sent.slice(7).sort()).toEqual(queries);

    // Unmounted (left the dashboard): the clock stops.
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS));
    expect(sent).toHaveLength(10);
  });

  it('loads the series (outside the cache) again when a poll finds the figures changed', async () => {
    jest.useFakeTimers();
    const { client, sent } = countingClient('a1', ['1520.00', '1720.00']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result, unmount } = renderHook(() => useDashboardData('a1'), { wrapper });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.series.dataState).toBe('complete');
    expect(sent.filter((name) => name === 'DashboardSeries')).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(result.current.summary.data?.account?.analytics?.overall?.totalPnl).toBe('1720.00');
    expect(sent.filter((name) => name === 'DashboardSeries')).toHaveLength(2);
    // The next poll finds nothing new: the series are not asked for again.
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(sent.filter((name) => name === 'DashboardSummary')).toHaveLength(3);
    expect(sent.filter((name) => name === 'DashboardSeries')).toHaveLength(2);
    unmount();
  });
});
