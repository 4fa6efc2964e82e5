import { isTabHidden, POLL_INTERVAL_MS } from './use-dashboard-data';

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
