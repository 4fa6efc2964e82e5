// The loss-limit alert in the app (issue 32 item 4): System Alerts shows the account's daily loss
// limit and drawdown limit once they are reached or within the warning band (20 % of the limit),
// read from the risk status the server pushes within a second of the trade write that moved it.
// The mail of the same event comes from the server's job queue. Off with the Settings →
// Notifications box "Alert me when I reach my daily loss limit".
import type { RiskStatusCard_StatusFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../lib/format';
import type { AlertData } from './dashboard-types';

type Rule = RiskStatusCard_StatusFragment['rules'][number];

const negate = (x: string) => (x.startsWith('-') ? x.slice(1) : `-${x}`);
const left = (r: Rule) => (r.distance && !r.distance.startsWith('-') ? r.distance : '0');

function alertOf(r: Rule, day: string, currency: string): AlertData | null {
  const money = (x: string) => formatMoney(x, currency);
  const id = `risk-${r.rule}-${r.status}:${day}`;
  if (r.rule === 'daily_loss_limit') {
    const limit = money(negate(r.limit));
    return r.status === 'breached'
      ? {
          id,
          level: 'danger',
          title: 'Daily Loss Limit Reached',
          message: `Today's P&L is ${money(r.current ?? '0')}; the daily loss limit is ${limit}.`,
        }
      : {
          id,
          level: 'warning',
          title: 'Near Daily Loss Limit',
          message: `${money(left(r))} left before the daily loss limit of ${limit}.`,
        };
  }
  if (r.rule === 'max_drawdown') {
    return r.status === 'breached'
      ? {
          id,
          level: 'danger',
          title: 'Drawdown Limit Reached',
          message: `The balance of ${money(r.current ?? '0')} has reached the drawdown floor of ${money(r.limit)}.`,
        }
      : {
          id,
          level: 'warning',
          title: 'Near Drawdown Limit',
          message: `${money(left(r))} left before the drawdown floor of ${money(r.limit)}.`,
        };
  }
  return null;
}

/** The daily loss limit's and the drawdown limit's alerts, breached first. */
export function riskAlerts(status: RiskStatusCard_StatusFragment | undefined, currency: string): AlertData[] {
  if (!status) return [];
  const hits = status.rules.filter((r) => r.status === 'breached' || r.status === 'warning');
  return hits
    .map((r) => alertOf(r, status.day, currency))
    .filter((a): a is AlertData => a !== null)
    .sort((a, b) => (a.level === b.level ? 0 : a.level === 'danger' ? -1 : 1));
}
