import { act, render, screen } from '@testing-library/react';
import { BOOT_LOG, LoadingSplash } from '../LoadingSplash';
import { stageAfterSplash } from '../PostLoginSequence';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LoadingSplash (spec section 4 / 9 constants)', () => {
  it('grows 2% every 30 ms, shows a boot line every 400 ms and completes 500 ms after 100%', () => {
    const onComplete = jest.fn();
    render(<LoadingSplash onComplete={onComplete} />);
    const bar = screen.getByRole('progressbar');
    act(() => jest.advanceTimersByTime(300));
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    act(() => jest.advanceTimersByTime(100)); // 400 ms
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1100)); // 1500 ms: 50 steps
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(BOOT_LOG.length * 400));
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(BOOT_LOG.length);
  });
});

describe('post-login sequence', () => {
  it('shows the setup prompt only for a user with zero accounts, and waits for the list', () => {
    expect(stageAfterSplash(0)).toBe('setup');
    expect(stageAfterSplash(2)).toBe('intro');
    expect(stageAfterSplash(undefined)).toBe('awaiting-accounts');
  });
});
