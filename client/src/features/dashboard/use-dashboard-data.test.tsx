import { renderHook } from '@testing-library/react';
import { isTabHidden, POLL_INTERVAL_MS, useVisibleInterval } from './use-dashboard-data';

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
