import { fireEvent, render, screen } from '@testing-library/react';
import { binPoints } from './bin-points';
import { EquityCurveChart } from './EquityCurveChart';
import { nearestIndex } from './nearest-index';
import { ScatterPlot, type ScatterDatum } from './ScatterPlot';

describe('nearestIndex', () => {
  it('finds the nearest value in a sorted list', () => {
    expect(nearestIndex([], 3)).toBe(-1);
    expect(nearestIndex([1, 5, 9], 6)).toBe(1);
    expect(nearestIndex([1, 5, 9], 8)).toBe(2);
    expect(nearestIndex([1, 5, 9], -4)).toBe(0);
  });
});

describe('binPoints', () => {
  it('counts points into grid cells with their win/loss split', () => {
    const bins = binPoints(
      [
        { x: 0.1, y: 0.1, result: 'win' },
        { x: 0.2, y: 0.2, result: 'loss' },
        { x: 9.9, y: 9.9, result: 'win' },
        { x: 10, y: 10, result: 'breakeven' },
      ],
      [0, 10],
      [0, 10],
      10,
      10,
    );
    expect(bins).toHaveLength(2);
    expect(bins[0]).toMatchObject({ col: 0, row: 0, count: 2, wins: 1, losses: 1 });
    expect(bins[1]).toMatchObject({ col: 9, row: 9, count: 2, wins: 1, losses: 0 });
  });
});

describe('EquityCurveChart', () => {
  const points = [
    { date: '2026-11-01T10:00:00Z', balance: '10500.00', peak: '10500.00', drawdown: '0', drawdownPercent: 0 },
    { date: '2026-11-02T10:00:00Z', balance: '10280.00', peak: '10500.00', drawdown: '220.00', drawdownPercent: -2.1 },
  ];
  it('draws the balance and a dashed peak line, with balance/peak/drawdown in the tooltip', () => {
    render(<EquityCurveChart width={600} height={240} points={points} currency="USD" timeZone="UTC" />);
    expect(screen.getByTestId('peak-line')).toHaveClass('chart-peak');
    expect(screen.getByTestId('balance-line').getAttribute('d')).toMatch(/^M/);
    const surface = screen.getByRole('group', { name: /Equity curve/ });
    fireEvent.focus(surface);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Nov 2, 2026, 10:00Balance/);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Balance$10,280.00Peak$10,500.00Drawdown$220.00 (-2.10%)');
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('ScatterPlot', () => {
  const make = (n: number): ScatterDatum[] =>
    Array.from({ length: n }, (_, i) => ({
      key: String(i),
      x: i % 50,
      y: (i % 7) - 3,
      result: i % 2 ? 'win' : 'loss',
      title: `T${i}`,
      rows: [],
    }));
  const props = {
    width: 500,
    height: 260,
    label: 'test scatter',
    xLabel: 'x',
    yLabel: 'y',
    formatX: String,
    formatY: String,
  };
  // Marks of one result share a path: each mark is one closed "M…Z" figure in it.
  const drawnMarks = () =>
    screen
      .queryAllByTestId('marks')
      .map((path) => [path.getAttribute('data-result'), path.getAttribute('d')!.split('M').length - 1]);
  it('draws one mark per point up to 1,000 points, one path per result', () => {
    render(<ScatterPlot {...props} points={make(1000)} />);
    expect(drawnMarks()).toEqual([
      ['win', 500],
      ['loss', 500],
    ]);
    expect(screen.getAllByTestId('marks').map((p) => p.getAttribute('data-count'))).toEqual(['500', '500']);
  });
  it('bins beyond 1,000 points', () => {
    render(<ScatterPlot {...props} points={make(1001)} />);
    expect(drawnMarks()).toEqual([]);
    const bins = screen.getAllByTestId('bin');
    expect(bins.length).toBeGreaterThan(0);
    expect(bins.length).toBeLessThanOrEqual(40 * 24);
  });
});

describe('axis formats', () => {
  it('writes compact currency ticks without trailing zeros', async () => {
    const { formatCompactMoney, formatAxisPercent } = await import('./axis-format');
    expect(formatCompactMoney(50, 'USD')).toBe('$50');
    expect(formatCompactMoney(-1500, 'USD')).toBe('-$1.5K');
    expect(formatCompactMoney(5_600_000, 'JPY')).toBe('¥5.6M');
    expect(formatAxisPercent(-2.5)).toBe('-2.5%');
  });
});
