import '../../../components/charts/testing/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TradeModalContext } from '../../../components/trade-modal-context';
import { ActivityCalendar } from './ActivityCalendar';
import { AssetPerformance } from './AssetPerformance';
import { DailyPnlCard } from './DailyPnlCard';
import { RecentTrades } from './RecentTrades';
import { StatCards } from './StatCards';
import { StreakBanner } from './StreakBanner';
import { SystemAlerts } from './SystemAlerts';
import { TradingPlan } from './TradingPlan';
import type { DailyStatsData, TradingPlanData } from '../dashboard-types';

const daily: DailyStatsData = {
  date: '2026-11-21',
  dailyPnl: '-120.50',
  winRate: 40,
  rrRatio: 0.8,
  totalTrades: 6,
  closedTrades: 5,
  openTrades: 1,
  winningTrades: 2,
  losingTrades: 3,
  avgWin: '80.00',
  avgLoss: '-100.00',
  largestWin: '90.00',
  largestLoss: '-150.00',
};

describe('StreakBanner', () => {
  it('shows the streak wording only above 0', () => {
    const { rerender, container } = render(<StreakBanner current={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('4 Win Streak!');
    rerender(<StreakBanner current={-2} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 Loss Streak!');
    rerender(<StreakBanner current={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('StatCards', () => {
  it('renders the four cards with their trend arrows', () => {
    render(
      <StatCards
        currency="USD"
        loading={false}
        overall={{
          totalPnl: '1234.50',
          winRate: 45,
          winRateExcludingBreakeven: 50,
          closedTrades: 20,
          winningTrades: 9,
          losingTrades: 9,
          averageWin: '300.00',
          averageLoss: '-150.00',
          profitFactor: 1.64,
        }}
      />,
    );
    const total = screen.getByRole('region', { name: 'Total P&L' });
    expect(total).toHaveTextContent('+$1,234.50');
    expect(within(total).getByRole('img')).toHaveAttribute('data-trend', 'up');
    const win = screen.getByRole('region', { name: 'Win Rate' });
    expect(win).toHaveTextContent('45.0%');
    expect(win).toHaveTextContent('W: 9 / L: 9');
    // Two breakevens: the spec's figure counts them, the second one does not.
    expect(within(win).getByTestId('win-rate-excl-breakeven')).toHaveTextContent('excl. breakeven 50.0%');
    expect(within(win).getByRole('img')).toHaveAttribute('data-trend', 'down');
    expect(screen.getByRole('region', { name: 'Avg Win / Loss' })).toHaveTextContent('$300.00 / -$150.00');
    expect(screen.getByRole('region', { name: 'Profit Factor' })).toHaveTextContent('1.64');
  });
});

describe('AssetPerformance', () => {
  it('shows at most 10 assets with the intensity of |pnl|', () => {
    const assets = [50, -150, 250, -700, 1500, 10, 20, 30, 40, 60, 70].map((pnl, i) => ({
      symbol: `SYM${i}`,
      market: 'stocks' as const,
      totalPnl: pnl.toFixed(2),
      totalTrades: 3,
      winRate: 50,
      wins: 1,
      losses: 1,
    }));
    const { container } = render(<AssetPerformance assets={assets} currency="USD" loading={false} />);
    const rows = container.querySelectorAll('.asset-row');
    expect(rows).toHaveLength(10);
    expect([...rows].slice(0, 5).map((r) => r.getAttribute('data-intensity'))).toEqual(['0', '1', '2', '3', '4']);
    expect(rows[1]).toHaveTextContent('-$150.00');
  });
  it('has an empty state', () => {
    render(<AssetPerformance assets={[]} currency="USD" loading={false} />);
    expect(screen.getByText('No closed trades yet')).toBeInTheDocument();
  });
});

describe('ActivityCalendar', () => {
  it('draws 91 cells coloured by the calendar thresholds and reads a day on keyboard focus', () => {
    const calendar = {
      start: '2026-08-23',
      end: '2026-11-21',
      days: [
        { date: '2026-11-21', pnl: '510.00', trades: 2 },
        { date: '2026-11-20', pnl: '-200.00', trades: 1 },
        { date: '2026-11-19', pnl: '99.00', trades: 1 },
      ],
    };
    const { container } = render(
      <MemoryRouter>
        <ActivityCalendar calendar={calendar} currency="USD" loading={false} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('.calendar-cells [role="gridcell"]')).toHaveLength(91);
    const tone = (date: string) => container.querySelector(`[data-date="${date}"]`)?.getAttribute('data-tone');
    expect(tone('2026-11-21')).toBe('profit-3');
    expect(tone('2026-11-20')).toBe('loss-2');
    expect(tone('2026-11-19')).toBe('profit-0');
    expect(tone('2026-11-18')).toBe('none');
    const grid = screen.getByRole('grid');
    fireEvent.focus(grid);
    expect(screen.getByText('Nov 21, 2026: +$510.00, 2 trades')).toBeInTheDocument();
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(screen.getByText('Nov 20, 2026: -$200.00, 1 trade')).toBeInTheDocument();
  });
});

describe('SystemAlerts', () => {
  beforeEach(() => localStorage.clear());
  const alerts = [
    {
      id: 'daily-loss:2026-11-21',
      level: 'danger' as const,
      title: 'Daily loss limit',
      message: 'Daily P&L is below -500',
    },
    { id: 'no-trades:2026-11-21', level: 'info' as const, title: 'No trades today', message: 'Nothing logged yet' },
  ];
  it('lists alerts, dismisses one (remembered) and keeps the footer count in step', () => {
    const { unmount } = render(<SystemAlerts alerts={alerts} daily={daily} currency="USD" loading={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('alert-count')).toHaveTextContent('2');
    expect(screen.getByText(/Today:/).parentElement).toHaveTextContent('Today: 6 trades');
    expect(screen.getByText('-$120.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert: Daily loss limit' }));
    expect(screen.queryByText('Daily loss limit')).not.toBeInTheDocument();
    expect(screen.getByTestId('alert-count')).toHaveTextContent('1');
    unmount();
    render(<SystemAlerts alerts={alerts} daily={daily} currency="USD" loading={false} />);
    expect(screen.queryByText('Daily loss limit')).not.toBeInTheDocument();
  });
  it("shows 'No alerts at the moment' when there are none", () => {
    render(<SystemAlerts alerts={[]} daily={daily} currency="USD" loading={false} />);
    expect(screen.getByText('No alerts at the moment')).toBeInTheDocument();
    expect(screen.getByTestId('alert-count')).toHaveTextContent('0');
  });

  /** A risk status with the daily loss limit and the drawdown limit at the given levels. */
  const riskStatus = (loss: 'ok' | 'warning' | 'breached', drawdown: 'ok' | 'warning' | 'breached') => ({
    __typename: 'RiskStatus' as const,
    accountId: 'a1',
    day: '2026-11-21',
    status: loss === 'breached' || drawdown === 'breached' ? ('breached' as const) : ('warning' as const),
    balance: '49150.25',
    openPositions: 0,
    openPositionsValuedAt: 'entry price',
    rules: [
      {
        __typename: 'RiskRuleStatus' as const,
        rule: 'daily_loss_limit',
        kind: 'limit' as const,
        limit: '1000',
        current: loss === 'breached' ? '-1012.5' : '-850',
        distance: loss === 'breached' ? '-12.5' : '150',
        distancePct: '15',
        status: loss,
        breachedAt: null,
      },
      {
        __typename: 'RiskRuleStatus' as const,
        rule: 'max_drawdown',
        kind: 'limit' as const,
        limit: '49000',
        current: '49150.25',
        distance: '150.25',
        distancePct: '7.51',
        status: drawdown,
        breachedAt: null,
      },
      {
        __typename: 'RiskRuleStatus' as const,
        rule: 'max_trades_per_day',
        kind: 'limit' as const,
        limit: '5',
        current: '6',
        distance: '-1',
        distancePct: '-20',
        status: 'breached' as const,
        breachedAt: null,
      },
    ],
  });

  it("raises the loss-limit alert from the account's risk status: its limit, its figure, breached first", () => {
    render(
      <SystemAlerts
        alerts={alerts}
        daily={daily}
        currency="USD"
        loading={false}
        riskStatus={riskStatus('breached', 'warning')}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Daily Loss Limit Reached',
      'Near Drawdown Limit',
      'Daily loss limit',
      'No trades today',
    ]);
    expect(items[0]).toHaveTextContent("Today's P&L is -$1,012.50; the daily loss limit is -$1,000.00.");
    expect(items[0]).toHaveAttribute('data-level', 'danger');
    expect(items[1]).toHaveTextContent('$150.25 left before the drawdown floor of $49,000.00.');
    expect(screen.getByTestId('alert-count')).toHaveTextContent('4');
    // Dismissed for this level and day; a later level is a new alert.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert: Near Drawdown Limit' }));
    expect(screen.getByTestId('alert-count')).toHaveTextContent('3');
  });

  it("keeps the spec's Daily Loss Warning beside the daily loss limit reached (the spec's texts are the contract)", () => {
    const bigLoss = {
      id: 'big-loss:2026-11-21',
      level: 'danger' as const,
      title: 'Daily Loss Warning',
      message: 'Daily P&L is down $1,012.50. Consider stopping for today.',
    };
    const { unmount } = render(
      <SystemAlerts
        alerts={[bigLoss]}
        daily={daily}
        currency="USD"
        loading={false}
        riskStatus={riskStatus('breached', 'ok')}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Daily Loss Limit Reached',
      'Daily Loss Warning',
    ]);
    expect(screen.getByText('Daily P&L is down $1,012.50. Consider stopping for today.')).toBeInTheDocument();
    unmount();
    render(
      <SystemAlerts
        alerts={[bigLoss]}
        daily={daily}
        currency="USD"
        loading={false}
        riskStatus={riskStatus('breached', 'ok')}
        lossLimitAlert={false}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Daily Loss Warning',
    ]);
  });

  it('the warning band says how much is left; turned off in Settings, no loss-limit alert', () => {
    const { unmount } = render(
      <SystemAlerts
        alerts={[]}
        daily={daily}
        currency="USD"
        loading={false}
        riskStatus={riskStatus('warning', 'ok')}
      />,
    );
    expect(screen.getByText('Near Daily Loss Limit')).toBeInTheDocument();
    expect(screen.getByText('$150.00 left before the daily loss limit of -$1,000.00.')).toBeInTheDocument();
    unmount();
    render(
      <SystemAlerts
        alerts={[]}
        daily={daily}
        currency="USD"
        loading={false}
        riskStatus={riskStatus('breached', 'breached')}
        lossLimitAlert={false}
      />,
    );
    expect(screen.getByText('No alerts at the moment')).toBeInTheDocument();
  });
});

describe('TradingPlan', () => {
  const plan: TradingPlanData = {
    date: '2026-11-21',
    metCount: 3,
    overallPercent: 81.5,
    plannedSetups: ['Breakout', 'Trend Following', 'Support/Resistance'],
    objectives: [
      { key: 'profitTarget', label: 'Profit target', target: 500, actual: 230, met: false, progress: 46 },
      { key: 'lossLimit', label: 'Loss limit', target: -300, actual: 0, met: true, progress: 100 },
      { key: 'maxTrades', label: 'Max trades', target: 5, actual: 2, met: true, progress: 100 },
      { key: 'winRate', label: 'Win rate target', target: 60, actual: 50, met: true, progress: 80 },
    ],
  };
  it('shows the four objectives, the met count out of 4, the overall % and the setups', () => {
    render(<TradingPlan plan={plan} currency="USD" loading={false} />);
    expect(screen.getByText('3/4 met')).toBeInTheDocument();
    expect(screen.getByText('82%')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('objective'));
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Profit target$230.00 / $500.00');
    expect(items[0]).toHaveAttribute('data-met', 'false');
    expect(items[0]).toHaveTextContent('not met');
    expect(items[2]).toHaveTextContent('2 / 5');
    expect(items[3]).toHaveTextContent('50% / 60%');
    for (const setup of plan.plannedSetups) expect(screen.getByText(setup)).toBeInTheDocument();
  });
});

describe('RecentTrades', () => {
  it("shows 'No trades yet' and 'Add Your First Trade' opens the trade modal", () => {
    const openTradeModal = jest.fn();
    render(
      <MemoryRouter>
        <TradeModalContext.Provider value={{ openTradeModal, isOpen: false }}>
          <RecentTrades trades={[]} currency="USD" loading={false} />
        </TradeModalContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByText('No trades yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Trade' }));
    expect(openTradeModal).toHaveBeenCalledWith();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/trades');
  });
  it('lists trades with signed P&L', () => {
    render(
      <MemoryRouter>
        <RecentTrades
          currency="EUR"
          timeZone="UTC"
          loading={false}
          trades={[
            {
              id: '1',
              symbol: 'EURUSD',
              market: 'forex',
              tradeType: 'short',
              entryPrice: '1.08500000',
              exitPrice: '1.08000000',
              pnl: '50.00',
              result: 'win',
              entryDate: '2026-11-20T14:30:00Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('recent-trade');
    expect(row).toHaveTextContent('EURUSD');
    expect(row).toHaveTextContent('SHORT');
    expect(row).toHaveTextContent('1.085');
    expect(row).toHaveTextContent('+€50.00');
    expect(row).toHaveTextContent('Nov 20, 2026, 14:30');
  });
});

describe('DailyPnlCard', () => {
  it('renders nothing when the daily stats failed', () => {
    const { container } = render(<DailyPnlCard failed loading={false} currency="USD" />);
    expect(container).toBeEmptyDOMElement();
  });
  it('shows the day P&L and detail', () => {
    render(<DailyPnlCard daily={daily} failed={false} loading={false} currency="USD" />);
    expect(screen.getByRole('region', { name: 'Daily P&L' })).toHaveTextContent('-$120.50');
    expect(screen.getByText('6 · 5 closed (2 W / 3 L) · 1 open')).toBeInTheDocument();
  });
});
