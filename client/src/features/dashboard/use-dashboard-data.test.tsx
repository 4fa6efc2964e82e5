import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { createTypePolicies } from '../../apollo/type-policies';
import { buildLive, buildRecent, buildSummary } from './dashboard-fixtures';
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

/** A link that answers the three dashboard queries from the fixtures and counts what reaches the network. */
function countingClient(accountId: string) {
  const sent: string[] = [];
  const answers: Record<string, () => unknown> = {
    DashboardSummary: () => buildSummary(accountId),
    DashboardLive: () => buildLive(accountId),
    DashboardRecentTrades: () => buildRecent(['ES', 'NQ']),
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

  it('refetches all three queries every 30 s while the tab is visible, none while it is hidden', async () => {
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
    expect([...sent].sort()).toEqual(queries);

    // Nothing before the interval ends; then one refetch of each query.
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(sent).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(sent.slice(3).sort()).toEqual(queries);

    // Hidden tab: several intervals pass without a request.
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS));
    expect(sent).toHaveLength(6);

    // Visible again: polling resumes at the next tick.
    hidden.mockRestore();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(sent.slice(6).sort()).toEqual(queries);

    // Unmounted (left the dashboard): the clock stops.
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS));
    expect(sent).toHaveLength(9);
  });
});
