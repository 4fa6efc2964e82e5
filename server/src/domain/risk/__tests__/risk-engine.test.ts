import { walkRisk, type RiskFlow, type RiskInput, type RiskTrade, type RiskVersion } from '../risk-engine';
import { DEFAULT_RISK_RULES, type RiskRules } from '../risk-rules';
import { riskHistory } from '../risk-history';
import { riskStatus } from '../risk-status';
import { tradingDayOf } from '../trading-day';

/** No rule but the ones a test sets (the defaults would judge every fixture too). */
const NONE: RiskRules = {
  ...DEFAULT_RISK_RULES,
  dailyLossLimit: null,
  dailyProfitTarget: null,
  winRateTarget: null,
  maxTradesPerDay: null,
};
const rules = (r: Partial<RiskRules>): RiskVersion[] => [{ effectiveFrom: null, rules: { ...NONE, ...r } }];

let seq = 0;
/** A trade entered and closed at `at` (UTC) with `pnl`. */
const closed = (at: string, pnl: string, quantity = '1'): RiskTrade => {
  const when = new Date(at);
  return { id: `t${++seq}`, entryAt: when, exitAt: when, pnl, quantity };
};
const deposit = (at: string, amount: string): RiskFlow => ({ at: new Date(at), amount, external: true });
const withdrawal = (at: string, amount: string): RiskFlow => ({
  at: new Date(at),
  amount: `-${amount}`,
  external: true,
});

function input(trades: RiskTrade[], flows: RiskFlow[], versions: RiskVersion[], initialBalance = '10000'): RiskInput {
  return { initialBalance, trades, flows, versions, userZone: 'UTC' };
}
const FAR = '2099-01-01';
const summary = (i: RiskInput) =>
  walkRisk(i, FAR).days.map((d) => ({
    day: d.day,
    balance: d.balance,
    floor: d.floor,
    status: d.status,
    breaches: d.breaches.map((b) => `${b.rule}@${b.tradeId ?? 'flow'}`),
  }));

describe('max drawdown, day by day', () => {
  it('static: the floor is the initial balance − amount, moved by deposits and withdrawals', () => {
    seq = 0;
    const trades = [
      closed('2024-03-04T10:00:00Z', '500'), // t1 10500
      closed('2024-03-04T11:00:00Z', '-300'), // t2 10200
      closed('2024-03-05T10:00:00Z', '-800'), // t3 after the deposit: 11400
      closed('2024-03-05T11:00:00Z', '-400'), // t4 11000 = the moved floor → breach
      closed('2024-03-06T10:00:00Z', '100'), // t5 after the withdrawal: 10600
    ];
    const flows = [deposit('2024-03-05T08:00:00Z', '2000'), withdrawal('2024-03-06T08:00:00Z', '500')];
    expect(
      summary(input(trades, flows, rules({ maxDrawdown: { amount: '1000', mode: 'static', lockAtInitial: false } }))),
    ).toEqual([
      { day: '2024-03-04', balance: '10200', floor: '9000', status: 'ok', breaches: [] },
      { day: '2024-03-05', balance: '11000', floor: '11000', status: 'breached', breaches: ['max_drawdown@t4'] },
      { day: '2024-03-06', balance: '10600', floor: '10500', status: 'warning', breaches: [] },
    ]);
  });

  // The same trades and flows for both trailing modes: intraday peaks (from the closed-trade
  // sequence) and end-of-day peaks part ways.
  const trailingTrades = () => {
    seq = 0;
    return [
      closed('2024-03-04T10:00:00Z', '600'), // t1 10600
      closed('2024-03-04T11:00:00Z', '400'), // t2 11000: the intraday peak
      closed('2024-03-04T12:00:00Z', '-700'), // t3 10300: the day's close
      closed('2024-03-05T10:00:00Z', '200'), // t4 after a 1000 withdrawal: 9500
      closed('2024-03-05T11:00:00Z', '-500'), // t5 9000
      closed('2024-03-06T10:00:00Z', '-600'), // t6 8400
      closed('2024-03-06T11:00:00Z', '-100'), // t7 8300
    ];
  };
  const trailingFlows = [withdrawal('2024-03-05T08:00:00Z', '1000')];

  it('trailing on intraday peak equity: the peak after t2 (11000), less the withdrawal, breaks at t5', () => {
    const i = input(
      trailingTrades(),
      trailingFlows,
      rules({
        maxDrawdown: { amount: '1000', mode: 'trailing_intraday', lockAtInitial: false },
      }),
    );
    expect(summary(i)).toEqual([
      { day: '2024-03-04', balance: '10300', floor: '10000', status: 'ok', breaches: [] },
      // Peak 11000 − 1000 withdrawn = 10000, floor 9000: t4 (9500) holds, t5 (9000) reaches it.
      { day: '2024-03-05', balance: '9000', floor: '9000', status: 'breached', breaches: ['max_drawdown@t5'] },
      { day: '2024-03-06', balance: '8300', floor: '9000', status: 'breached', breaches: ['max_drawdown@t6'] },
    ]);
  });

  it('trailing on end-of-day balance: the peak is the close of day 1 (10300), so t5 holds and t7 breaks', () => {
    const i = input(
      trailingTrades(),
      trailingFlows,
      rules({
        maxDrawdown: { amount: '1000', mode: 'trailing_eod', lockAtInitial: false },
      }),
    );
    expect(summary(i)).toEqual([
      // During day 1 the end-of-day peak is still the initial balance.
      { day: '2024-03-04', balance: '10300', floor: '9000', status: 'ok', breaches: [] },
      { day: '2024-03-05', balance: '9000', floor: '8300', status: 'ok', breaches: [] },
      { day: '2024-03-06', balance: '8300', floor: '8300', status: 'breached', breaches: ['max_drawdown@t7'] },
    ]);
  });

  it('the lock: the trailing floor stops at the initial balance (moved by a deposit)', () => {
    seq = 0;
    const trades = [
      closed('2024-03-04T10:00:00Z', '1500'), // t1 11500: floor would be 10500, locked at 10000
      closed('2024-03-04T11:00:00Z', '500'), // t2 12000
      closed('2024-03-05T10:00:00Z', '-1900'), // t3 after a 500 deposit: 10600
      closed('2024-03-05T11:00:00Z', '-100'), // t4 10500 = initial + deposit → breach
    ];
    const flows = [deposit('2024-03-05T08:00:00Z', '500')];
    const dd = (lockAtInitial: boolean) =>
      rules({ maxDrawdown: { amount: '1000', mode: 'trailing_intraday', lockAtInitial } });
    expect(summary(input(trades, flows, dd(true)))).toEqual([
      { day: '2024-03-04', balance: '12000', floor: '10000', status: 'ok', breaches: [] },
      { day: '2024-03-05', balance: '10500', floor: '10500', status: 'breached', breaches: ['max_drawdown@t4'] },
    ]);
    // Unlocked, the floor trails to 12500 − 1000 = 11500: t3 already breaks it.
    expect(summary(input(trades, flows, dd(false)))[1]).toMatchObject({
      floor: '11500',
      breaches: ['max_drawdown@t3'],
    });
  });

  it('a fee moves the balance like a loss (it can breach, with no trade); it does not move the floor', () => {
    seq = 0;
    const trades = [closed('2024-03-04T10:00:00Z', '-900')];
    const flows: RiskFlow[] = [{ at: new Date('2024-03-04T12:00:00Z'), amount: '-100', external: false }];
    expect(
      summary(input(trades, flows, rules({ maxDrawdown: { amount: '1000', mode: 'static', lockAtInitial: false } }))),
    ).toEqual([
      { day: '2024-03-04', balance: '9000', floor: '9000', status: 'breached', breaches: ['max_drawdown@flow'] },
    ]);
  });
});

describe('the trading day cut-off', () => {
  it.each([
    ['2024-03-08T21:59:00Z', '2024-03-08'], // Friday 16:59 EST
    ['2024-03-08T22:00:00Z', '2024-03-09'], // 17:00 EST: the next day
    ['2024-03-11T20:59:00Z', '2024-03-11'], // Monday 16:59 EDT (after the change on 10 March)
    ['2024-03-11T21:00:00Z', '2024-03-12'], // 17:00 EDT: an hour earlier in UTC than in winter
    ['2024-03-11T21:30:00Z', '2024-03-12'], // 17:30 EDT (16:30 had the offset not changed)
    ['2024-11-01T21:30:00Z', '2024-11-02'], // 17:30 EDT
    ['2024-11-04T21:30:00Z', '2024-11-04'], // 16:30 EST (after the change on 3 November)
  ])('%s closes on trading day %s at 17:00 New York', (at, day) => {
    expect(tradingDayOf(new Date(at), '17:00', 'America/New_York')).toBe(day);
  });

  it('midnight is the calendar day in the zone', () => {
    expect(tradingDayOf(new Date('2024-03-11T03:30:00Z'), '00:00', 'America/New_York')).toBe('2024-03-10');
  });

  it('judges the daily loss per trading day across the DST change', () => {
    seq = 0;
    // 16:30 and 17:30 New York on the first Monday of summer time: two trading days at 17:00.
    const trades = [closed('2024-03-11T20:30:00Z', '-200'), closed('2024-03-11T21:30:00Z', '-200')];
    const ny = rules({ dailyLossLimit: '300', dayCutoff: { time: '17:00', zone: 'America/New_York' } });
    expect(summary(input(trades, [], ny)).map((d) => [d.day, d.breaches])).toEqual([
      ['2024-03-11', []],
      ['2024-03-12', []],
    ]);
    // Closing at midnight UTC, both are one day and the second reaches −400.
    expect(summary(input(trades, [], rules({ dailyLossLimit: '300' })))).toMatchObject([
      { day: '2024-03-11', breaches: ['daily_loss_limit@t2'] },
    ]);
  });
});

describe('the other rules', () => {
  it('max trades, position size and trading hours break at the trade that oversteps', () => {
    seq = 0;
    const at = (h: number) => `2024-03-04T${String(h).padStart(2, '0')}:00:00Z`;
    const trades = [
      closed(at(15), '10', '2'), // 10:00 New York (EST)
      closed(at(16), '10', '5'), // t2: 5 > 4
      closed(at(17), '10'), // t3: the third trade of a day allowing 2
      closed(at(18), '10'),
      closed(at(22), '10'), // t5: 17:00 New York, outside 09:30–16:00
    ];
    const i = input(
      trades,
      [],
      rules({
        maxTradesPerDay: 2,
        maxPositionSize: '4',
        tradingHours: { from: '09:30', to: '16:00' },
        dayCutoff: { time: '00:00', zone: 'America/New_York' },
      }),
    );
    expect(summary(i)[0].breaches).toEqual(['max_position_size@t2', 'max_trades_per_day@t3', 'trading_hours@t5']);
  });

  it('earlier days keep the rules they were judged by', () => {
    seq = 0;
    const trades = [closed('2024-03-05T10:00:00Z', '-200'), closed('2024-03-06T10:00:00Z', '-200')];
    const versions: RiskVersion[] = [
      { effectiveFrom: null, rules: { ...NONE, dailyLossLimit: '300' } },
      { effectiveFrom: '2024-03-06', rules: { ...NONE, dailyLossLimit: '100' } },
    ];
    const days = walkRisk(input(trades, [], versions), FAR).days;
    expect(days.map((d) => [d.day, d.rulesFrom, d.status])).toEqual([
      ['2024-03-05', null, 'ok'],
      ['2024-03-06', '2024-03-06', 'breached'],
    ]);
  });

  it('history: profit target, minimum trading days and consistency decide whether it passed', () => {
    seq = 0;
    const trades = [
      closed('2024-03-04T10:00:00Z', '600'),
      closed('2024-03-05T10:00:00Z', '300'),
      closed('2024-03-06T10:00:00Z', '100'),
    ];
    const now = new Date('2024-03-07T12:00:00Z');
    const judged = (r: Partial<RiskRules>) => riskHistory(input(trades, [], rules(r)), now);
    expect(judged({ profitTarget: '1000', minTradingDays: 3 })).toMatchObject({
      passed: true,
      tradingDays: 3,
      totalPnl: '1000',
      bestDayPct: '60',
    });
    expect(judged({ profitTarget: '1000.01' }).passed).toBe(false);
    expect(judged({ minTradingDays: 4 }).passed).toBe(false);
    expect(judged({ consistencyPct: '50' })).toMatchObject({ passed: false, consistencyMet: false });
    expect(judged({ consistencyPct: '60' })).toMatchObject({ passed: true, consistencyMet: true });
  });

  it('status: distance in money and percent, warning within 20 %, the defaults reproduce the trading plan', () => {
    seq = 0;
    const trades = [
      closed('2024-03-04T10:00:00Z', '-100'),
      closed('2024-03-04T11:00:00Z', '-150'),
      { id: 'open', entryAt: new Date('2024-03-04T12:00:00Z'), exitAt: null, pnl: null, quantity: '3' },
    ];
    const s = riskStatus(input(trades, [], []), new Date('2024-03-04T13:00:00Z'));
    expect(s).toMatchObject({ day: '2024-03-04', status: 'warning', balance: '9750', openPositions: 1 });
    expect(s.rules.map((r) => [r.rule, r.limit, r.current, r.distance, r.distancePct, r.status])).toEqual([
      ['daily_loss_limit', '300', '-250', '50', '16.67', 'warning'],
      ['max_trades_per_day', '5', '3', '2', '40', 'ok'],
      ['daily_profit_target', '500', '-250', '750', '150', 'open'],
      ['win_rate_target', '60', '0', '0', '0', 'met'], // fewer than 3 closed trades
    ]);
  });
});
