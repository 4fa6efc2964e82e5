import { D, dec } from './decimal';

/**
 * What a trade's R is measured against (issue 33 item 1):
 * - `initial_stop`: the stop as set at entry — R = net pnl (after fees) ÷ initial risk, initial risk =
 *   |entry − initial stop| × quantity × multiplier. Moving the stop later (stopLoss) never changes it.
 * - `none`: no initial stop (or one at the entry price: no risk) — the trade has no R, never an
 *   invented one (the spec's "2% of entry without a stop" is gone from every R figure).
 */
export type RBasis = 'initial_stop' | 'none';

export interface RInput {
  entryPrice: string;
  initialStop: string | null | undefined;
  quantity: string;
  multiplier?: string | null;
  pnl: string | null | undefined;
}

/** Money at risk at entry; null without an initial stop apart from the entry. */
export function initialRisk(t: Omit<RInput, 'pnl'>): string | null {
  if (t.initialStop === null || t.initialStop === undefined || t.initialStop === '') return null;
  const risk = new D(t.entryPrice)
    .minus(t.initialStop)
    .abs()
    .times(t.quantity)
    .times(t.multiplier ?? 1);
  return risk.isZero() ? null : dec(risk);
}

export function rBasisOf(t: Omit<RInput, 'pnl'>): RBasis {
  return initialRisk(t) === null ? 'none' : 'initial_stop';
}

/**
 * R of a closed trade, rounded to 12 places half away from zero, as the SQL figures compute it
 * (figure-scope/queries/trade-values.ts, the rollups): a decimal string; null while open or without
 * an initial stop.
 */
export function rMultiple(t: RInput): string | null {
  const risk = initialRisk(t);
  if (risk === null || t.pnl === null || t.pnl === undefined) return null;
  return dec(new D(t.pnl).div(risk).toDecimalPlaces(12, D.ROUND_HALF_UP));
}
