import { D, dec } from '../decimal';
import type { RiskRuleName } from '../risk/risk-engine';
import type { DrawdownMode } from '../risk/risk-rules';

/**
 * The texts of the two mails Settings → Notifications turns on (issue 32 item 4). Pure: the
 * service hands over figures as exact decimal text; every amount is printed from that text with
 * no digit lost (at least two decimals, more when the figure has them) and its currency code.
 */
export interface MailText {
  subject: string;
  text: string;
}

export const RULE_LABELS: Record<RiskRuleName, string> = {
  daily_loss_limit: 'Daily loss limit',
  max_drawdown: 'Maximum drawdown',
  max_trades_per_day: 'Maximum trades per day',
  max_position_size: 'Maximum position size',
  trading_hours: 'Trading hours',
  consistency: 'Consistency',
  profit_target: 'Profit target',
  min_trading_days: 'Minimum trading days',
  daily_profit_target: 'Daily profit target',
  win_rate_target: 'Win rate target',
};

const MODE_LABELS: Record<DrawdownMode, string> = {
  static: 'static, from the initial balance',
  trailing_intraday: 'trailing on the intraday peak',
  trailing_eod: 'trailing on the end-of-day balance',
};

/** "-1,312.5" + "USD" → "-1,312.50 USD": the exact amount, grouped, never rounded. */
export function exactMoney(amount: string, currency: string): string {
  const plain = dec(amount);
  const negative = plain.startsWith('-');
  const [int, frac = ''] = plain.replace(/^-/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${frac.padEnd(2, '0')} ${currency}`;
}

export interface RiskAlertFacts {
  accountName: string;
  currency: string;
  /** The trading day the alert belongs to. */
  day: string;
  rule: 'daily_loss_limit' | 'max_drawdown';
  level: 'warning' | 'breached';
  /** As the risk status states them: the loss limit (positive) or the drawdown floor (a balance). */
  limit: string;
  /** The day's P&L, or the balance. */
  current: string;
  /** Money left before the limit (≤ 0 once breached). */
  distance: string;
  /** The drawdown rule as set (amount and mode), for its mail. */
  drawdown?: { amount: string; mode: DrawdownMode } | null;
}

export function riskAlertMail(f: RiskAlertFacts): MailText {
  const label = RULE_LABELS[f.rule];
  const money = (x: string) => exactMoney(x, f.currency);
  const what = f.level === 'breached' ? 'reached' : 'is close to (within 20 % of)';
  const subject =
    f.level === 'breached'
      ? `Candlog: ${label.toLowerCase()} reached on ${f.accountName}`
      : `Candlog: ${label.toLowerCase()} warning on ${f.accountName}`;
  const lines =
    f.rule === 'daily_loss_limit'
      ? [
          `Rule: ${label}`,
          `Limit: a loss of ${money(f.limit)} in one trading day`,
          `Current: the day's P&L is ${money(f.current)}`,
          `Left before the limit: ${money(D.max(f.distance, 0).toFixed())}`,
        ]
      : [
          `Rule: ${label}${f.drawdown ? ` of ${money(f.drawdown.amount)} (${MODE_LABELS[f.drawdown.mode]})` : ''}`,
          `Limit: the balance may not fall to ${money(f.limit)}`,
          `Current: the balance is ${money(f.current)}`,
          `Left before the limit: ${money(D.max(f.distance, 0).toFixed())}`,
        ];
  const text = [
    `Your account "${f.accountName}" ${what} its ${label.toLowerCase()} on trading day ${f.day}.`,
    '',
    `Account: ${f.accountName}`,
    ...lines,
    '',
    'You receive this mail because "Alert me when I reach my daily loss limit" is on in Settings → Notifications.',
  ].join('\n');
  return { subject, text };
}

export interface DailySummaryFacts {
  accountName: string;
  currency: string;
  day: string;
  /** When and where the day ended ("17:00 America/New_York"). */
  endedAt: string;
  /** Trades entered that day; closed: trades closed that day; wins among them. */
  trades: number;
  closed: number;
  wins: number;
  /** Net P&L (after fees) of the trades closed that day, exact text. */
  pnl: string;
  breaches: { rule: RiskRuleName; at: string }[];
}

/** Win rate of the day's closed trades in percent, two decimals (null without closed trades). */
export function winRateText(wins: number, closed: number): string | null {
  return closed ? new D(wins).div(closed).times(100).toDecimalPlaces(2).toFixed(2) : null;
}

export function dailySummaryMail(f: DailySummaryFacts): MailText {
  const rate = winRateText(f.wins, f.closed);
  const breaches = f.breaches.length ? f.breaches.map((b) => `  - ${RULE_LABELS[b.rule]} at ${b.at}`) : ['  none'];
  const text = [
    `Your trading day ${f.day} on "${f.accountName}" ended at ${f.endedAt}.`,
    '',
    `Account: ${f.accountName}`,
    `Trades: ${f.trades} entered, ${f.closed} closed`,
    `Net P&L: ${exactMoney(f.pnl, f.currency)}`,
    `Win rate: ${rate === null ? 'no closed trades' : `${rate} % (${f.wins} of ${f.closed} closed trades)`}`,
    'Rules breached:',
    ...breaches,
    '',
    'You receive this mail because "Send me daily trading summary" is on in Settings → Notifications.',
  ].join('\n');
  return { subject: `Candlog daily summary ${f.day}: ${f.accountName}`, text };
}
