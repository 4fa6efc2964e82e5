import {
  assetIntensity,
  avgWinLossTrend,
  calendarTone,
  profitFactorTrend,
  streakLabel,
  winRateTrend,
} from './dashboard-rules';
import { buildCalendarGrid } from './calendar-grid';

describe('streakLabel', () => {
  it('words wins and losses and hides a zero streak', () => {
    expect(streakLabel(3)).toBe('3 Win Streak!');
    expect(streakLabel(1)).toBe('1 Win Streak!');
    expect(streakLabel(-4)).toBe('4 Loss Streak!');
    expect(streakLabel(0)).toBeNull();
  });
});

describe('assetIntensity', () => {
  it.each([
    [0, 0],
    [99.99, 0],
    [100, 1],
    [-100, 1],
    [199, 1],
    [200, 2],
    [-499.5, 2],
    [500, 3],
    [999, 3],
    [1000, 4],
    [-25000, 4],
  ])('|%p| → %p', (pnl, level) => {
    expect(assetIntensity(pnl)).toBe(level);
  });
});

describe('calendarTone', () => {
  it('is none without trades and flat on a zero day', () => {
    expect(calendarTone(0, 0)).toBe('none');
    expect(calendarTone(0, 2)).toBe('flat');
  });
  it.each([
    [50, 'profit-0'],
    [100, 'profit-1'],
    [199, 'profit-1'],
    [200, 'profit-2'],
    [499, 'profit-2'],
    [500, 'profit-3'],
    [-50, 'loss-0'],
    [-100, 'loss-1'],
    [-200, 'loss-2'],
    [-500, 'loss-3'],
    [-1500, 'loss-3'],
  ])('pnl %p → %p', (pnl, tone) => {
    expect(calendarTone(pnl, 1)).toBe(tone);
  });
});

describe('trend arrows', () => {
  it('win rate is up at 50% and down below', () => {
    expect(winRateTrend(50, 10)).toBe('up');
    expect(winRateTrend(49.9, 10)).toBe('down');
    expect(winRateTrend(0, 0)).toBe('flat');
  });
  it('avg win/loss compares sizes, profit factor compares to 1', () => {
    expect(avgWinLossTrend(120, -100)).toBe('up');
    expect(avgWinLossTrend(80, -100)).toBe('down');
    expect(profitFactorTrend(1.2, 3)).toBe('up');
    expect(profitFactorTrend(0.8, 3)).toBe('down');
    expect(profitFactorTrend(null, 3)).toBe('up');
  });
});

describe('buildCalendarGrid', () => {
  const grid = buildCalendarGrid('2026-08-23', '2026-11-21', [
    { date: '2026-08-23', pnl: '150.00', trades: 2 },
    { date: '2026-11-20', pnl: '-600.00', trades: 1 },
  ]);
  it('has 13 weeks of 7 days starting on the given Sunday', () => {
    expect(grid.weeks).toHaveLength(13);
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    expect(grid.weeks[0][0].date).toBe('2026-08-23');
    expect(new Date(`${grid.weeks[5][0].date}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(grid.weeks[12][6].date).toBe('2026-11-21');
  });
  it('places each day and marks days after the end as future', () => {
    expect(grid.weeks[0][0]).toMatchObject({ pnl: 150, trades: 2, future: false });
    expect(grid.weeks[12][5]).toMatchObject({ date: '2026-11-20', pnl: -600, trades: 1 });
    expect(buildCalendarGrid('2026-08-23', '2026-11-18', []).weeks[12][6].future).toBe(true);
  });
  it('labels each week column whose month (most of its days) changes, so no month goes unnamed', () => {
    expect(grid.monthLabels).toEqual(['Aug', 'Sep', '', '', '', '', 'Oct', '', '', '', 'Nov', '', '']);
    // Sep 27 – Oct 3 is mostly September; October is named over Oct 4 – 10.
    expect(buildCalendarGrid('2026-09-06', '2026-12-05', []).monthLabels.slice(0, 5)).toEqual([
      'Sep',
      '',
      '',
      '',
      'Oct',
    ]);
    // Issue 12 item 9: opening on Sun Aug 30 (six September days) names September, not August.
    const opening = buildCalendarGrid('2026-08-30', '2026-11-28', []).monthLabels;
    expect(opening[0]).toBe('Sep');
    expect(opening.filter(Boolean)).toEqual(['Sep', 'Oct', 'Nov']);
  });
});
