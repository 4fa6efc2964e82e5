import { dailySummaryMail, exactMoney, riskAlertMail, winRateText } from '../notification-mails';

describe('notification mails', () => {
  test('money is printed exactly: grouped, at least two decimals, never rounded', () => {
    expect(exactMoney('-1312.5', 'USD')).toBe('-1,312.50 USD');
    expect(exactMoney('0.125', 'EUR')).toBe('0.125 EUR');
    expect(exactMoney('1234567.00000000', 'JPY')).toBe('1,234,567.00 JPY');
    expect(exactMoney('-0', 'USD')).toBe('0.00 USD');
  });

  test('a drawdown alert names the rule with its amount and mode, the floor, the balance and the account', () => {
    const mail = riskAlertMail({
      accountName: 'Topstep 50K',
      currency: 'USD',
      day: '2026-03-09',
      rule: 'max_drawdown',
      level: 'warning',
      limit: '48000',
      current: '48150.25',
      distance: '150.25',
      drawdown: { amount: '2000', mode: 'trailing_eod' },
    });
    expect(mail.subject).toBe('Candlog: maximum drawdown warning on Topstep 50K');
    expect(mail.text.split('\n').slice(0, 7)).toEqual([
      'Your account "Topstep 50K" is close to (within 20 % of) its maximum drawdown on trading day 2026-03-09.',
      '',
      'Account: Topstep 50K',
      'Rule: Maximum drawdown of 2,000.00 USD (trailing on the end-of-day balance)',
      'Limit: the balance may not fall to 48,000.00 USD',
      'Current: the balance is 48,150.25 USD',
      'Left before the limit: 150.25 USD',
    ]);
  });

  test('a summary lists the breaches with their time; the win rate over closed trades', () => {
    expect(winRateText(2, 3)).toBe('66.67');
    expect(winRateText(0, 0)).toBeNull();
    const mail = dailySummaryMail({
      accountName: 'Main',
      currency: 'USD',
      day: '2026-03-09',
      endedAt: '2026-03-09 17:00 America/New_York',
      trades: 7,
      closed: 6,
      wins: 2,
      pnl: '-412.3',
      breaches: [
        { rule: 'max_trades_per_day', at: '14:02 America/New_York' },
        { rule: 'daily_loss_limit', at: '15:40 America/New_York' },
      ],
    });
    expect(mail.text).toContain(
      'Trades: 7 entered, 6 closed\nNet P&L: -412.30 USD\nWin rate: 33.33 % (2 of 6 closed trades)',
    );
    expect(mail.text).toContain(
      'Rules breached:\n  - Maximum trades per day at 14:02 America/New_York\n  - Daily loss limit at 15:40 America/New_York',
    );
  });
});
