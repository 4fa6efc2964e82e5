import { alertMoney, evaluateAlerts } from '../trading-plan';

describe('alert texts in the account currency (issue 12 item 8)', () => {
  const day = {
    date: '2026-03-20',
    dailyPnl: -1234.5,
    dailyPnlText: '-1234.5',
    totalTrades: 2,
    closedTrades: 2,
    winRate: 50,
    rrRatio: null,
  };
  it('uses the currency and thousands separators, from the exact decimal text', () => {
    expect(evaluateAlerts(day, 'EUR')[0].message).toBe('Daily P&L is down €1,234.50. Consider stopping for today.');
    expect(evaluateAlerts({ ...day, dailyPnl: 2500, dailyPnlText: '2500' }, 'JPY')[0].message).toBe(
      'Daily P&L is up ¥2,500.00.',
    );
    expect(alertMoney('9007199254740993.25', 'USD')).toBe('$9,007,199,254,740,993.25');
  });
  it('without one currency (all accounts, mixed) shows no symbol rather than a wrong one', () => {
    expect(evaluateAlerts(day, null)[0].message).toBe('Daily P&L is down 1,234.50. Consider stopping for today.');
  });
});
