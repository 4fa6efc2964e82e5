// The distance column of the Risk Status card: how far a limit or an objective is, in words.
import { formatMoney } from '../../../lib/format';
import type { RiskStatusCard_StatusFragment } from '../../../__generated__/graphql';

type Rule = Pick<
  RiskStatusCard_StatusFragment['rules'][number],
  'rule' | 'kind' | 'limit' | 'distance' | 'distancePct'
>;

const MONEY_RULES = new Set(['daily_loss_limit', 'max_drawdown', 'profit_target', 'daily_profit_target']);

/** Drops a leading minus sign from a decimal string (exact: no number round trip). */
const unsigned = (value: string) => (value.startsWith('-') ? value.slice(1) : value);

export function distanceText(r: Rule, currency: string): string {
  if (r.distance === null || r.distance === undefined) return r.rule === 'trading_hours' ? r.limit : '—';
  // A limit already passed reads "… over", not a negative "… left".
  const over = r.kind !== 'objective' && r.distance.startsWith('-');
  const distance = over ? unsigned(r.distance) : r.distance;
  const amount = MONEY_RULES.has(r.rule) ? formatMoney(distance, currency) : distance;
  const pctValue = r.distancePct === null || r.distancePct === undefined ? null : Number(r.distancePct).toFixed(1);
  const pct = pctValue === null ? '' : ` (${over ? unsigned(pctValue) : pctValue}%)`;
  if (r.kind === 'objective') return `${amount} to go${pct}`;
  return over ? `${amount} over${pct}` : `${amount} left${pct}`;
}
