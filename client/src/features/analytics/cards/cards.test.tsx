import '../../../components/charts/testing/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { installResizeObserver } from '../../../components/charts/testing/resize-observer';
import { DURATION_EMPTY, DurationCard } from './DurationCard';
import { EdgeCard } from './EdgeCard';
import { GroupBreakdownCard } from './GroupBreakdownCard';
import { HourWinRateCard } from './HourWinRateCard';
import { MonthlyPnlCard } from './MonthlyPnlCard';
import { StreakCards } from './StreakCards';
import { TopSymbolsTable } from './TopSymbolsTable';

beforeAll(() => installResizeObserver(640, 240));

describe('StreakCards', () => {
  it('shows current, best win and worst loss streaks', () => {
    render(<StreakCards loading={false} streaks={{ current: -3, bestWinStreak: 7, worstLossStreak: 4 }} />);
    expect(screen.getByRole('region', { name: 'Current Streak' })).toHaveTextContent('3 losses');
    expect(screen.getByRole('region', { name: 'Best Win Streak' })).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Worst Loss Streak' })).toHaveTextContent('4');
  });
});

describe('MonthlyPnlCard', () => {
  it('draws one bar per month labelled MM/YY and reads a bar from the keyboard', async () => {
    const rows = [
      { month: '2025-12', pnl: '-250.00', trades: 4 },
      { month: '2026-01', pnl: '1200.50', trades: 9 },
      { month: '2026-02', pnl: '0', trades: 0 },
    ];
    render(<MonthlyPnlCard rows={rows} currency="USD" loading={false} />);
    const chart = await screen.findByRole('group', { name: /Monthly P&L/ });
    expect(chart.querySelectorAll('[data-testid="bar"]')).toHaveLength(3);
    for (const label of ['12/25', '01/26', '02/26']) expect(within(chart).getByText(label)).toBeInTheDocument();
    fireEvent.focus(chart);
    expect(screen.getByRole('tooltip')).toHaveTextContent('02/26');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('01/26P&L+$1,200.50Trades9');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('-$250.00');
  });
  it('has an empty state without trades', () => {
    render(<MonthlyPnlCard rows={[{ month: '2026-01', pnl: '0', trades: 0 }]} currency="USD" loading={false} />);
    expect(screen.getByText('No closed trades in the last 12 months')).toBeInTheDocument();
  });
});

describe('TopSymbolsTable', () => {
  it('colours the win rate green at 50% or above only', () => {
    const rows = [
      { rank: 1, symbol: 'AAPL', market: 'stocks' as const, trades: 10, winRate: 50, totalPnl: '900.00' },
      { rank: 2, symbol: 'BTCUSD', market: 'crypto' as const, trades: 8, winRate: 49.9, totalPnl: '-20.00' },
    ];
    render(<TopSymbolsTable rows={rows} currency="USD" loading={false} />);
    const rates = screen.getAllByTestId('symbol-win-rate');
    expect(rates[0]).toHaveTextContent('50.0%');
    expect(rates[0]).toHaveClass('profit');
    expect(rates[1]).not.toHaveClass('profit');
    expect(screen.getAllByTestId('symbol-row')[0]).toHaveTextContent('1AAPL');
  });
});

describe('HourWinRateCard', () => {
  it('draws 24 cells in their bands with the legend', () => {
    const rows = [
      { hour: 9, trades: 10, winRate: 72 },
      { hour: 10, trades: 5, winRate: 55 },
      { hour: 14, trades: 4, winRate: 25 },
      { hour: 15, trades: 0, winRate: null },
    ];
    const { container } = render(<HourWinRateCard rows={rows} loading={false} />);
    const cells = container.querySelectorAll('.hour-cell');
    expect(cells).toHaveLength(24);
    expect(cells[9]).toHaveAttribute('data-band', '70');
    expect(cells[10]).toHaveAttribute('data-band', '50');
    expect(cells[14]).toHaveAttribute('data-band', 'lt30');
    expect(cells[15]).toHaveAttribute('data-band', 'empty');
    expect(cells[9]).toHaveTextContent('72%');
    const legend = screen.getByRole('list', { name: 'Win rate bands' });
    expect(legend).toHaveTextContent('<3030-5050-6060-70>70');
  });
});

describe('DurationCard', () => {
  it('shows the spec empty state without exit dates', () => {
    render(<DurationCard rows={[]} currency="USD" loading={false} />);
    expect(screen.getByText(DURATION_EMPTY)).toHaveTextContent('No data available - add exit dates to your trades');
  });
  it('draws one mark per trade, shaped by result (one path per result)', async () => {
    const rows = [
      { tradeId: '1', symbol: 'AAPL', hours: 2, pnl: '50.00', result: 'win' as const },
      { tradeId: '2', symbol: 'TSLA', hours: 30, pnl: '-80.00', result: 'loss' as const },
    ];
    render(<DurationCard rows={rows} currency="USD" loading={false} />);
    const chart = await screen.findByRole('group', { name: /Trade duration/ });
    const marks = chart.querySelectorAll('[data-testid="marks"]');
    expect([...marks].map((m) => m.getAttribute('data-result'))).toEqual(['win', 'loss']);
    expect(marks[0].getAttribute('d')).not.toBe(marks[1].getAttribute('d'));
  });
});

describe('EdgeCard', () => {
  it('reads expectancy, win rate with CI, average R and SQN with reliability', () => {
    render(
      <EdgeCard
        currency="USD"
        loading={false}
        expectancy={{
          trades: 36,
          value: '12.40',
          ciLow: '-3.10',
          ciHigh: '27.90',
          winRate: 58.3,
          winRateCiLow: 41.2,
          winRateCiHigh: 73.4,
          winRateExcludingBreakeven: 61.8,
        }}
        rMultiples={{ trades: 20, tradesWithoutR: 3, basis: 'INITIAL_STOP', averageR: 0.42, sqn: 1.8, reliable: false }}
      />,
    );
    expect(screen.getByText('+$12.40 per trade')).toBeInTheDocument();
    expect(screen.getByText('95% CI -$3.10 to +$27.90 · Not yet distinguishable from zero')).toBeInTheDocument();
    expect(screen.getByText('58% (95% CI 41–73%, 36 trades)')).toBeInTheDocument();
    expect(screen.getByTestId('win-rate-excl-breakeven')).toHaveTextContent('excl. breakeven 61.8%');
    expect(screen.getByText('+0.42R')).toBeInTheDocument();
    expect(screen.getByText('1.80 (below average)')).toBeInTheDocument();
    expect(screen.getByText('⚠ Not reliable yet: fewer than 30 trades')).toBeInTheDocument();
  });
});

describe('GroupBreakdownCard', () => {
  it('switches between emotional tag, strategy and market', () => {
    render(
      <GroupBreakdownCard
        currency="USD"
        loading={false}
        byEmotionalTag={[{ key: 'anxious', pnl: '-300.00', trades: 6, winRate: 33.3 }]}
        byStrategy={[{ key: 'Breakout', pnl: '150.00', trades: 4, winRate: 75 }]}
        byMarket={[{ key: 'forex', pnl: '90.00', trades: 3, winRate: 66.7 }]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('anxious');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('-$300.00');
    fireEvent.click(screen.getByRole('tab', { name: 'Strategy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Breakout');
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('forex');
  });
});

describe('WeekdayCard', () => {
  it('shows seven days from Sunday with trades and win rate under each bar', async () => {
    const { WeekdayCard } = await import('./WeekdayCard');
    render(
      <WeekdayCard
        currency="USD"
        loading={false}
        rows={[
          { weekday: 1, pnl: '120.00', trades: 4, winRate: 75 },
          { weekday: 5, pnl: '-30.00', trades: 2, winRate: 0 },
        ]}
      />,
    );
    const chart = await screen.findByRole('group', { name: /day of week/ });
    expect(chart.querySelectorAll('[data-testid="bar"]')).toHaveLength(7);
    const labels = [...chart.querySelectorAll('.chart-axis text')].map((t) => t.textContent).slice(-7);
    expect(labels).toEqual(['Sun0 tr—', 'Mon4 tr75%', 'Tue0 tr—', 'Wed0 tr—', 'Thu0 tr—', 'Fri2 tr0%', 'Sat0 tr—']);
  });
});
